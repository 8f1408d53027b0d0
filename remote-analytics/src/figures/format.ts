// How the analytics screens write a percent: in the user's language, one decimal at most ('25.5%', '25,5 %').
import { LOCALE_BY_LANGUAGE, type Language } from '@moneta/shared';

const percents = new Map<Language, Intl.NumberFormat>();

/** `value` is a percent as the API sends it (25.5 for 25.5%). */
export function formatPercent(value: number, language: Language): string {
  let formatter = percents.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE_BY_LANGUAGE[language], {
      style: 'percent',
      maximumFractionDigits: 1,
    });
    percents.set(language, formatter);
  }
  return formatter.format(value / 100);
}

/** A percent as a progress bar can draw it: from 0 to 100. */
export function barPercent(value: number): number {
  return Math.min(100, Math.max(0, value));
}
