// How the transaction screens show a transaction's date and amount:
// the Transactions list, the recurring rule in the editor and the overview's recent transactions.
import {
  formatDate,
  formatMoney,
  parseCalendarDate,
  type Currency,
  TRANSFER,
  type Language,
  type RowType,
} from '@moneta/shared';

export type DateLabel = { ok: true; text: string } | { ok: false; message: 'No date' | 'Invalid date' };

/** A YYYY-MM-DD day (invalid when it does not exist), else an ISO date-time read as the UTC day it falls on. */
function toDate(value: string): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return parseCalendarDate(value) ?? new Date(Number.NaN);
  return new Date(value);
}

/** A transaction date in the user's language; 'No date' when empty, 'Invalid date' when unreadable. */
export function formatTransactionDate(value: string | null | undefined, language: Language): DateLabel {
  if (!value?.trim()) return { ok: false, message: 'No date' };
  const date = toDate(value.trim());
  if (Number.isNaN(date.getTime())) return { ok: false, message: 'Invalid date' };
  return { ok: true, text: formatDate(date, language, 'calendarDate') };
}

/**
 * '+' for income, '-' for expense, then the absolute amount in the user's currency. A transfer's row has both
 * signs (out of one account, into the other), so it takes its sign from the amount.
 */
export function formatSignedAmount(
  amount: number,
  type: RowType,
  currency: Currency,
  language: Language,
): string {
  const incoming = type === TRANSFER ? amount > 0 : type === 'Income';
  return `${incoming ? '+' : '-'}${formatMoney(Math.abs(amount), currency, language)}`;
}
