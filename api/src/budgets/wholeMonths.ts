// The whole months a check looks back on (the recommendations' 3 months, the health score's 6 months and last
// month): months that are over, up to the end of the period asked about.
import type { DatePeriod } from '@moneta/shared/contract';
import { addMonthsClamped, endOfMonth, startOfMonth } from '../transactions/dates';

/**
 * The latest whole month (its first day) by the period's end: the month the period ends in when the period ends
 * on its last day and that day is past, else the month before. With the default period (the 30 days to today),
 * the month before the current one.
 */
export function lastWholeMonth(period: DatePeriod, today: string): string {
  const end = period.endDate < today ? period.endDate : today;
  const month = startOfMonth(end);
  return end === endOfMonth(end) && end < today ? month : addMonthsClamped(month, -1);
}

/** The `count` months (first days) ending with `last`, oldest first. */
export function monthsEndingWith(last: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addMonthsClamped(last, index + 1 - count));
}
