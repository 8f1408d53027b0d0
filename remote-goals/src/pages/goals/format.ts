// Dates as the goal screens show them, with the suite's formatter (@moneta/shared formatDate).
import { formatDate, parseCalendarDate, type Language } from '@moneta/shared';

/** A goal's target date (YYYY-MM-DD), for example 'Dec 31, 2025'; the raw text if it does not read. */
export function formatCalendarDate(value: string, language: Language): string {
  const date = parseCalendarDate(value);
  return date ? formatDate(date, language, 'calendarDate') : value;
}

/**
 * An instant (ISO date-time) in the browser's time zone: 'Jun 1, 2025, 9:30 AM', or with `dateOnly`
 * 'Jun 1, 2025'.
 */
export function formatInstant(value: string, language: Language, { dateOnly = false } = {}): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return formatDate(date, language, dateOnly ? 'date' : 'dateTime');
}
