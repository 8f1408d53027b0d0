// Occurrence dates of a recurring rule. Each date is computed from the anchor (the template's date) and the
// occurrence's index, never from the previous occurrence, so that a monthly rule from Jan 31 gives Feb 28
// (29 in leap years) and then Mar 31, and a yearly rule from Feb 29 comes back to Feb 29 in leap years.
import type { RecurringFrequency } from '@moneta/shared/contract';
import { addDays, addMonthsClamped, daysBetween, monthsBetween } from './dates';

/** The index-th occurrence after the anchor (index 0 is the anchor itself: the template). */
export function occurrenceDate(anchor: string, frequency: RecurringFrequency, index: number): string {
  switch (frequency) {
    case 'daily':
      return addDays(anchor, index);
    case 'weekly':
      return addDays(anchor, index * 7);
    case 'monthly':
      return addMonthsClamped(anchor, index);
    case 'yearly':
      return addMonthsClamped(anchor, index * 12);
  }
}

function estimatedIndex(anchor: string, frequency: RecurringFrequency, date: string): number {
  switch (frequency) {
    case 'daily':
      return daysBetween(anchor, date);
    case 'weekly':
      return Math.floor(daysBetween(anchor, date) / 7);
    case 'monthly':
      return monthsBetween(anchor, date);
    case 'yearly':
      return Math.floor(monthsBetween(anchor, date) / 12);
  }
}

/** Index of the first occurrence on or after `date`; at least 1, since the template is not an occurrence. */
export function firstIndexFrom(anchor: string, frequency: RecurringFrequency, date: string): number {
  let index = Math.max(1, estimatedIndex(anchor, frequency, date));
  while (index > 1 && occurrenceDate(anchor, frequency, index - 1) >= date) index -= 1;
  while (occurrenceDate(anchor, frequency, index) < date) index += 1;
  return index;
}

/** The first occurrence strictly after `date`. */
export function nextOccurrenceAfter(anchor: string, frequency: RecurringFrequency, date: string): string {
  return occurrenceDate(anchor, frequency, firstIndexFrom(anchor, frequency, addDays(date, 1)));
}

/** Occurrence dates from `from` to `until` (both inclusive), at most `limit` of them. */
export function occurrencesBetween(
  anchor: string,
  frequency: RecurringFrequency,
  from: string,
  until: string,
  limit: number,
): string[] {
  const dates: string[] = [];
  for (let index = firstIndexFrom(anchor, frequency, from); dates.length < limit; index += 1) {
    const date = occurrenceDate(anchor, frequency, index);
    if (date > until) break;
    dates.push(date);
  }
  return dates;
}
