// A reminder as a calendar service event (Google Calendar's event resource): a 30-minute block at the
// reminder's wall-clock time in its own time zone, repeating by the same RRULE as the ICS feed (which gives
// the dates of the contract's occurrenceDate), and a pop-up at its start.
import { timeZoneOf, wallClockIn } from '../http/timeZone';
import { rruleOf } from '../reminders/ics';
import type { ReminderRow } from '../reminders/schema';

/** A reminder is a moment; the block gives the event a visible height in week and day views. */
export const EVENT_DURATION_MINUTES = 30;

export interface EventTime {
  /** Wall-clock time without an offset, read in `timeZone` (so a repeat keeps it across DST changes). */
  dateTime: string;
  timeZone: string;
}

export interface CalendarEvent {
  /** Set on creation only: the id derived from the reminder's (see eventIdOf). */
  id?: string;
  summary: string;
  description: string;
  start: EventTime;
  end: EventTime;
  recurrence?: string[];
  /** Confirmed: an update also restores an event deleted in the calendar app since. */
  status: 'confirmed';
  reminders: { useDefault: false; overrides: Array<{ method: 'popup'; minutes: number }> };
}

/** What the event is made from. */
export type ReminderEventSource = Pick<
  ReminderRow,
  'title' | 'description' | 'startsAt' | 'timeZone' | 'repeat'
>;

/**
 * The event id of a reminder: its UUID's hex digits, which are valid event id characters (base32hex). A
 * create that is retried after a lost answer, or repeated after relinking the same account, then meets the
 * existing event (409) instead of making a copy.
 */
export function eventIdOf(reminderId: string): string {
  return reminderId.replaceAll('-', '').toLowerCase();
}

/** `instant` as the wall-clock date-time YYYY-MM-DDTHH:mm:ss in `timeZone`. */
function wallClockTime(instant: Date, timeZone: string): string {
  const { date, time } = wallClockIn(timeZone, instant);
  return `${date}T${time}`;
}

/** The event of a reminder, in the reminder's time zone (UTC when the stored one is unknown to Intl). */
export function eventOf(reminder: ReminderEventSource): CalendarEvent {
  const timeZone = timeZoneOf(reminder.timeZone);
  const start = wallClockTime(reminder.startsAt, timeZone);
  const end = new Date(reminder.startsAt.getTime() + EVENT_DURATION_MINUTES * 60_000);
  const rule = rruleOf(reminder.repeat, start.slice(0, 10));
  return {
    summary: reminder.title,
    description: reminder.description,
    start: { dateTime: start, timeZone },
    end: { dateTime: wallClockTime(end, timeZone), timeZone },
    ...(rule === undefined ? {} : { recurrence: [`RRULE:${rule}`] }),
    status: 'confirmed',
    reminders: { useDefault: false, overrides: [{ method: 'popup', minutes: 0 }] },
  };
}
