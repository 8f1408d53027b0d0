// Dates as the goal screens show them, in the user's language (DESIGN section 5), with Intl rather than dayjs,
// so that the page's first render loads no date library.
import { LOCALE_BY_LANGUAGE, type Language } from '@moneta/shared';

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const formatters = new Map<string, Intl.DateTimeFormat>();

type Kind = 'calendarDate' | 'date' | 'dateTime';

const OPTIONS: Record<Kind, Intl.DateTimeFormatOptions> = {
  // A calendar date names a day, not an instant: format it as that UTC day, so no time zone shifts it.
  calendarDate: { dateStyle: 'medium', timeZone: 'UTC' },
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
};

function formatter(language: Language, kind: Kind): Intl.DateTimeFormat {
  const key = `${language}|${kind}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(LOCALE_BY_LANGUAGE[language], OPTIONS[kind]);
    formatters.set(key, cached);
  }
  return cached;
}

/** A goal's target date (YYYY-MM-DD), for example 'Dec 31, 2025'; the raw text if it does not read. */
export function formatCalendarDate(value: string, language: Language): string {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return formatter(language, 'calendarDate').format(date);
}

/**
 * An instant (ISO date-time) in the browser's time zone: 'Jun 1, 2025, 9:30 AM', or with `dateOnly`
 * 'Jun 1, 2025'.
 */
export function formatInstant(value: string, language: Language, { dateOnly = false } = {}): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return formatter(language, dateOnly ? 'date' : 'dateTime').format(date);
}
