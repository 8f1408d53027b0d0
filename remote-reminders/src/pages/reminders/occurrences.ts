// A repeating reminder is stored once, with its first date and its repeat rule; the calendar shows
// each of its occurrences that fall in the visible window, on the dates the contract's rule gives.
import { localDay } from '@moneta/shared';
import { occurrenceDate, type Reminder, type ReminderRepeat } from '@moneta/shared/reminders';
import { dayStart } from './time';

/** One showing of a reminder: its first date (index 0) or a later repeat. */
export interface Occurrence {
  reminder: Reminder;
  index: number;
  start: Date;
}

/** The most days one step of a rule can span, so that skipping ahead never jumps over a visible occurrence. */
const LONGEST_STEP_DAYS: Record<Exclude<ReminderRepeat, 'none'>, number> = {
  weekly: 7,
  monthly: 31,
  yearly: 366,
};
const DAY_MS = 86_400_000;

/** Occurrence `index` of a reminder first due at `first`: its date by the rule, at the same local time of day. */
function occurrenceStart(first: Date, repeat: ReminderRepeat, index: number): Date {
  const start = dayStart(occurrenceDate(localDay(first), repeat, index));
  start.setHours(first.getHours(), first.getMinutes(), first.getSeconds());
  return start;
}

/** The occurrences of `reminders` that start in [from, to), earliest first. */
export function occurrencesIn(reminders: readonly Reminder[], from: Date, to: Date): Occurrence[] {
  const found: Occurrence[] = [];
  for (const reminder of reminders) {
    const first = new Date(reminder.date);
    if (Number.isNaN(first.getTime())) continue;
    if (reminder.repeat === 'none') {
      if (first >= from && first < to) found.push({ reminder, index: 0, start: first });
      continue;
    }
    // Straight to the occurrences near the window: one step fewer than the days allow, for a daylight-saving
    // hour, so a reminder years old costs a few steps, not one per week since it began.
    const daysBefore = (from.getTime() - first.getTime()) / DAY_MS;
    const skipped = Math.max(0, Math.floor(daysBefore / LONGEST_STEP_DAYS[reminder.repeat]) - 1);
    for (let index = skipped; ; index += 1) {
      const start = occurrenceStart(first, reminder.repeat, index);
      if (start >= to) break;
      if (start >= from) found.push({ reminder, index, start });
    }
  }
  return found.sort((a, b) => a.start.getTime() - b.start.getTime());
}
