// Dates as every screen shows them, in the locale of the user's language, with Intl rather
// than dayjs, so that a page's first render loads no date library.
import type { Language } from './constants';
import { LOCALE_BY_LANGUAGE } from './money';
import { CALENDAR_DATE_PATTERN as CALENDAR_DATE } from './patterns';

/**
 * The longest date or date-time text a field reads: 2024-01-01T00:00:00.123456789+05:30 and a little room. A
 * longer one is refused before any pattern sees it.
 */
export const DATE_TEXT_MAX_LENGTH = 40;

/** The years a transaction date may fall in: wide enough for any record, narrow enough for sums. */
export const CALENDAR_YEARS = { min: 1900, max: 2999 } as const;

/** True for a real calendar date written YYYY-MM-DD from 1900 to 2999 (no 2023-02-29, no 2024-13-01). */
export function isCalendarDate(value: string): boolean {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= CALENDAR_YEARS.min &&
    year <= CALENDAR_YEARS.max &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

export type DateStyle = 'calendarDate' | 'date' | 'dateTime' | 'time';

const OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  // A calendar date names a day, not an instant: it is formatted as that UTC day, so no time zone shifts it.
  calendarDate: { dateStyle: 'medium', timeZone: 'UTC' },
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  time: { timeStyle: 'short' },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

/** 'Jun 1, 2025' (calendarDate, date), 'Jun 1, 2025, 9:30 AM' (dateTime) or '9:30 AM' (time) in the language's locale. */
export function formatDate(date: Date, language: Language, style: DateStyle): string {
  const key = `${language}|${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALE_BY_LANGUAGE[language], OPTIONS[style]);
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}

/** The UTC midnight of a YYYY-MM-DD date; null for another shape or a day that does not exist (2025-02-30). */
export function parseCalendarDate(value: string): Date | null {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const date = new Date(Date.UTC(year, month, day));
  return date.getUTCMonth() === month && date.getUTCDate() === day ? date : null;
}
