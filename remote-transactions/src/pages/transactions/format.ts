// How the list shows dates and amounts (SPEC section 2; DESIGN sections 5 and 7).
import {
  formatMoney,
  LOCALE_BY_LANGUAGE,
  type Currency,
  type Language,
  type TransactionType,
} from '@moneta/shared';

export type DateLabel = { ok: true; text: string } | { ok: false; message: 'No date' | 'Invalid date' };

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const formatters = new Map<Language, Intl.DateTimeFormat>();

function dateFormatter(language: Language): Intl.DateTimeFormat {
  let formatter = formatters.get(language);
  if (!formatter) {
    // A calendar date has no time zone: format it as the UTC day it names, so no zone shifts it by a day.
    formatter = new Intl.DateTimeFormat(LOCALE_BY_LANGUAGE[language], {
      dateStyle: 'medium',
      timeZone: 'UTC',
    });
    formatters.set(language, formatter);
  }
  return formatter;
}

function toDate(value: string): Date {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return new Date(value);
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const date = new Date(Date.UTC(year, month, day));
  // Date.UTC rolls 2025-02-30 over into March: such a day does not exist.
  return date.getUTCMonth() === month && date.getUTCDate() === day ? date : new Date(Number.NaN);
}

/** A transaction date in the user's language; 'No date' when empty, 'Invalid date' when unreadable. */
export function formatTransactionDate(value: string | null | undefined, language: Language): DateLabel {
  if (!value?.trim()) return { ok: false, message: 'No date' };
  const date = toDate(value.trim());
  if (Number.isNaN(date.getTime())) return { ok: false, message: 'Invalid date' };
  return { ok: true, text: dateFormatter(language).format(date) };
}

/** '+' for income, '-' for expense, then the absolute amount in the user's currency (SPEC section 2). */
export function formatSignedAmount(
  amount: number,
  type: TransactionType,
  currency: Currency,
  language: Language,
): string {
  return `${type === 'Income' ? '+' : '-'}${formatMoney(Math.abs(amount), currency, language)}`;
}

const counters = new Map<Language, Intl.NumberFormat>();

/** A count with the language's digit grouping: 'All Transactions (100,000)'. */
export function formatCount(value: number, language: Language): string {
  let formatter = counters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE_BY_LANGUAGE[language]);
    counters.set(language, formatter);
  }
  return formatter.format(value);
}
