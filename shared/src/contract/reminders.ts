// The reminders contract: constants, shapes and the repeat rule shared
// by remote-reminders and api/.

import type { z } from 'zod';
import type { ReminderRepeat } from './reminderLimits';
import type {
  calendarLinkStartSchema,
  calendarLinkStatusSchema,
  reminderFeedSchema,
  reminderResponseSchema,
} from './reminderResponses';
import type { reminderPreferencesSchema } from './reminderValidators';

export {
  DEFAULT_REMINDER_REPEAT,
  REMINDER_DESCRIPTION_MAX_LENGTH,
  REMINDER_REPEATS,
  REMINDER_TITLE_MAX_LENGTH,
  REMINDERS_MAX_PER_USER,
  type ReminderRepeat,
} from './reminderLimits';

/** The month grid shows this many reminders a day, then a 'more' link. */
export const REMINDER_DAY_MAX_EVENTS = 3;

// The answers' shapes are written once, as the schemas of ./reminderResponses.ts.
export type Reminder = z.output<typeof reminderResponseSchema>;
/** GET and PUT /reminders/preferences: whether each reminder is also e-mailed at its time. */
export type ReminderPreferences = z.output<typeof reminderPreferencesSchema>;
export type ReminderFeed = z.output<typeof reminderFeedSchema>;
export type CalendarLinkStatus = z.output<typeof calendarLinkStatusSchema>;
export type CalendarLinkStart = z.output<typeof calendarLinkStartSchema>;

/** POST /reminders and PUT /reminders/{id}. */
export interface ReminderInput {
  title: string;
  /** ISO date-time with offset, e.g. 2026-12-01T09:30:00+05:30. */
  date: string;
  description?: string;
  repeat?: ReminderRepeat;
}

/** The reminders screen: where reminder e-mails and the calendar link's callback lead. */
export const REMINDERS_PAGE_PATH = '/dashboard/reminders';

/** The query the link's callback appends to /dashboard/reminders. */
export const CALENDAR_CONNECTED_PARAM = 'googleConnected';

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The calendar date (YYYY-MM-DD) of occurrence `n` (0 is the first) of a reminder first due on `first`.
 * Counted from the first date, not from the previous occurrence, so a monthly reminder on the 31st falls on
 * the last day of a shorter month and is back on the 31st the month after; a yearly one on 29 February falls
 * on 28 February in other years.
 */
export function occurrenceDate(first: string, repeat: ReminderRepeat, n: number): string {
  const [year, month, day] = first.split('-').map(Number) as [number, number, number];
  if (repeat === 'none' || n === 0) return first;
  if (repeat === 'weekly') return new Date(Date.UTC(year, month - 1, day + 7 * n)).toISOString().slice(0, 10);
  const months = repeat === 'monthly' ? n : 12 * n;
  const targetYear = year + Math.floor((month - 1 + months) / 12);
  const targetMonth = ((month - 1 + months) % 12) + 1;
  const targetDay = Math.min(day, daysInMonth(targetYear, targetMonth));
  return `${String(targetYear).padStart(4, '0')}-${String(targetMonth).padStart(2, '0')}-${String(targetDay).padStart(2, '0')}`;
}
