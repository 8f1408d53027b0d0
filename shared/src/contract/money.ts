import type { Currency, Language } from './constants';

/** Locales used for each preference language when formatting numbers and dates. */
export const LOCALE_BY_LANGUAGE: Record<Language, string> = {
  en: 'en-US',
  hi: 'hi-IN',
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
  it: 'it-IT',
};

const formatters = new Map<string, Intl.NumberFormat>();

/** Formats an amount in the user's currency for the user's language. */
export function formatMoney(amount: number, currency: Currency, language: Language): string {
  const key = `${currency}|${language}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE_BY_LANGUAGE[language], { style: 'currency', currency });
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}

const percentFormatters = new Map<Language, Intl.NumberFormat>();

/** A percent figure (12.5 means 12.5%) for the user's language, one decimal at most: 12.5%, 12,5 %. */
export function formatPercent(percent: number, language: Language): string {
  let formatter = percentFormatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE_BY_LANGUAGE[language], {
      style: 'percent',
      maximumFractionDigits: 1,
    });
    percentFormatters.set(language, formatter);
  }
  return formatter.format(percent / 100);
}
