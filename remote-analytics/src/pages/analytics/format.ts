// How the analytics screen writes its figures: money in the user's currency and language,
// months, percents and changes in the language's locale, with Intl.
import { LOCALE_BY_LANGUAGE, type Currency, type Language } from '@moneta/shared';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(key: string, language: Language, options: Intl.NumberFormatOptions) {
  const id = `n|${key}|${language}`;
  let format = cache.get(id) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_BY_LANGUAGE[language], options);
    cache.set(id, format);
  }
  return format;
}

/** Money shortened for an axis: ₹1.2K, $15K, 2,5 Mio. €. */
export function formatCompactMoney(amount: number, currency: Currency, language: Language): string {
  return numberFormat(`compact-${currency}`, language, {
    style: 'currency',
    currency,
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  }).format(amount);
}

/** A percent change with its sign: +12.5%, -3%, 0%. */
export function formatPercentChange(percent: number, language: Language): string {
  return numberFormat('percent-change', language, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(percent / 100);
}

/** A difference in percentage points with its sign: +2.5, -1. */
export function formatPointsChange(points: number, language: Language): string {
  return numberFormat('points-change', language, {
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(points);
}

export function formatCount(count: number, language: Language): string {
  return numberFormat('count', language, {}).format(count);
}

const MONTH_YEAR = /^(\d{4})-(\d{2})$/;

function dateFormat(key: string, language: Language, options: Intl.DateTimeFormatOptions) {
  const id = `d|${key}|${language}`;
  let format = cache.get(id) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_BY_LANGUAGE[language], { ...options, timeZone: 'UTC' });
    cache.set(id, format);
  }
  return format;
}

/**
 * A trend's month (YYYY-MM) as a label, its year in full so that "Oct 2026" never reads as 26 October: 'short'
 * for an axis (Jan 2025), 'long' for a table (January 2025). The raw text if it does not read.
 */
export function formatMonth(monthYear: string, language: Language, style: 'short' | 'long'): string {
  const match = MONTH_YEAR.exec(monthYear);
  if (!match) return monthYear;
  return dateFormat(`month-${style}`, language, { month: style, year: 'numeric' }).format(
    new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)),
  );
}

/** A trend month and the days of it that its period covers (YYYY-MM-DD, both included). */
export interface MonthDays {
  monthYear: string;
  startDate: string;
  endDate: string;
}

const utcDate = (date: string) => new Date(`${date}T00:00:00Z`);

/** Whether the period covers every day of the month. */
export function isWholeMonth({ monthYear, startDate, endDate }: MonthDays): boolean {
  const end = utcDate(endDate);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  return startDate === `${monthYear}-01` && end.getUTCDate() === lastDay;
}

/**
 * A trend month as a label: the month (formatMonth) when the period covers it whole, else the days it covers
 * ("Oct 31, 2026", "Nov 1 – 29, 2026"), so that a sliver of a month never passes for the whole of it.
 */
export function formatMonthDays(month: MonthDays, language: Language, style: 'short' | 'long'): string {
  if (isWholeMonth(month)) return formatMonth(month.monthYear, language, style);
  return dateFormat(`days-${style}`, language, {
    day: 'numeric',
    month: style,
    year: 'numeric',
  }).formatRange(utcDate(month.startDate), utcDate(month.endDate));
}

/** Whether a change is good news: more income or savings is, more expenses is not. */
export type ChangeTone = 'good' | 'bad' | 'neutral';

export function changeTone(change: number | null, higherIsBetter: boolean): ChangeTone {
  if (change === null || change === 0) return 'neutral';
  return change > 0 === higherIsBetter ? 'good' : 'bad';
}
