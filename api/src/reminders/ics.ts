// A user's reminders as an iCalendar feed (RFC 5545) that calendar apps subscribe to. Each reminder is one
// VEVENT whose DTSTART is its first date on the wall clock of its zone (TZID, with a VTIMEZONE), so that a
// repeat keeps its time across daylight-saving changes as the e-mails do; a repeat is an RRULE written to give
// the dates of the contract's occurrenceDate, the last day of a shorter month included.
import type { ReminderRepeat } from '@moneta/shared/contract';
import { wallClockIn } from '../http/timeZone';
import type { ReminderRow } from './schema';
import { icsLocal, vtimezone } from './vtimezone';

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';
const CALENDAR_NAME = 'Moneta reminders';
const PRODUCT_ID = '-//Moneta//Reminders//EN';
/** How often subscribers are asked to fetch the feed again. */
const REFRESH_INTERVAL = 'PT1H';
/** The days every month has. */
const LAST_SHORT_DAY = 28;
/** A content line's longest length in octets, line break excluded (RFC 5545 section 3.1). */
const LINE_OCTETS = 75;

/** A control character, which TEXT may not hold but for HTAB (RFC 5545 section 3.3.11). */
function isControl(character: string): boolean {
  const code = character.charCodeAt(0);
  return (code < 0x20 && code !== 0x09) || code === 0x7f;
}

/** RFC 5545 TEXT: backslash, semicolon, comma and line breaks escaped; other control characters dropped. */
export function escapeText(value: string): string {
  const escaped = value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
  return Array.from(escaped)
    .filter((character) => !isControl(character))
    .join('');
}

/** Folds a content line at 75 octets, never inside a UTF-8 sequence; continuation lines start with a space. */
export function fold(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    // A continuation line's leading space counts towards its 75.
    if (octets + size > (lines.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1)) {
      lines.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n ');
}

/**
 * The RRULE of a repeat first due on `firstDate` (YYYY-MM-DD), or undefined for a one-off. A day every month
 * has is itself. The 31st, and 29 February yearly, are the month's last day (BYMONTHDAY=-1). The 29th and 30th
 * are the last of 28..day that the month has (BYSETPOS=-1), so February's last day in a shorter month; clients
 * built on ical.js 2.2.1 ignore that BYSETPOS (kewisch/ical.js#960), hence -1 wherever it says the same.
 */
export function rruleOf(repeat: ReminderRepeat, firstDate: string): string | undefined {
  const [, month, day] = firstDate.split('-').map(Number) as [number, number, number];
  const monthDays = (last: number) =>
    last === 31 || (month === 2 && last === 29)
      ? 'BYMONTHDAY=-1'
      : `BYMONTHDAY=${Array.from({ length: last - LAST_SHORT_DAY + 1 }, (_, i) => LAST_SHORT_DAY + i).join(',')};BYSETPOS=-1`;
  switch (repeat) {
    case 'none':
      return undefined;
    case 'weekly':
      return 'FREQ=WEEKLY';
    case 'monthly':
      return day <= LAST_SHORT_DAY ? `FREQ=MONTHLY;BYMONTHDAY=${day}` : `FREQ=MONTHLY;${monthDays(day)}`;
    case 'yearly':
      return month === 2 && day === 29 ? `FREQ=YEARLY;BYMONTH=2;${monthDays(day)}` : 'FREQ=YEARLY';
  }
}

const utcStamp = (instant: Date) => `${icsLocal(instant.getTime())}Z`;

function event(reminder: ReminderRow, host: string): string[] {
  const wall = wallClockIn(reminder.timeZone, reminder.startsAt);
  const rrule = rruleOf(reminder.repeat, wall.date);
  return [
    'BEGIN:VEVENT',
    `UID:${reminder.id}@${host}`,
    `DTSTAMP:${utcStamp(reminder.updatedAt)}`,
    `CREATED:${utcStamp(reminder.createdAt)}`,
    `LAST-MODIFIED:${utcStamp(reminder.updatedAt)}`,
    `DTSTART;TZID=${reminder.timeZone}:${wall.date.replace(/-/g, '')}T${wall.time.replace(/:/g, '')}`,
    ...(rrule === undefined ? [] : [`RRULE:${rrule}`]),
    `SUMMARY:${escapeText(reminder.title)}`,
    ...(reminder.description === '' ? [] : [`DESCRIPTION:${escapeText(reminder.description)}`]),
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(reminder.title)}`,
    'TRIGGER:PT0S',
    'END:VALARM',
    'END:VEVENT',
  ];
}

/** The feed of `reminders`; `host` makes the UIDs globally unique, `now` picks the zones' rules in force. */
export function remindersCalendar(reminders: ReminderRow[], host: string, now: Date): string {
  const zones = [...new Set(reminders.map((reminder) => reminder.timeZone))].sort();
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${CALENDAR_NAME}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${REFRESH_INTERVAL}`,
    `X-PUBLISHED-TTL:${REFRESH_INTERVAL}`,
    ...zones.flatMap((zone) => vtimezone(zone, now)),
    ...reminders.flatMap((reminder) => event(reminder, host)),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
