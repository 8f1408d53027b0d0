// The Add/Edit form's 12-hour time and the instant a reminder names. Pure,
// so each conversion is tested on its own; dates are the browser's local ones, as the calendar shows them.
import { localDay } from '@moneta/shared';

export const MERIDIEMS = ['AM', 'PM'] as const;
export type Meridiem = (typeof MERIDIEMS)[number];

/** The form's time: the hour (1-12) and minute as typed, either of which may be left empty, and AM or PM. */
export interface FormTime {
  hour: number | null;
  minute: number | null;
  meridiem: Meridiem;
}

/** A new reminder's time: empty, AM. */
export const EMPTY_TIME: FormTime = { hour: null, minute: null, meridiem: 'AM' };

/** A 24-hour hour as the form shows it: 0 is 12 AM, 1-11 AM, 12 is 12 PM, 13-23 PM. */
export function to12Hour(hour: number): { hour: number; meridiem: Meridiem } {
  if (hour === 0) return { hour: 12, meridiem: 'AM' };
  if (hour < 12) return { hour, meridiem: 'AM' };
  if (hour === 12) return { hour: 12, meridiem: 'PM' };
  return { hour: hour - 12, meridiem: 'PM' };
}

/**
 * The form's hour in 24 hours: PM with an hour below 12 adds 12, 12 AM is 0, anything else
 * stays. A time is not required: no hour counts as 0, so midnight, or noon with PM.
 */
export function to24Hour(hour: number | null, meridiem: Meridiem): number {
  const value = hour ?? 0;
  if (meridiem === 'PM' && value < 12) return value + 12;
  if (meridiem === 'AM' && value === 12) return 0;
  return value;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Midnight, local time, of a YYYY-MM-DD date. */
export function dayStart(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
}

/**
 * An instant as an ISO 8601 date-time with the browser's offset at that instant (2026-12-01T09:30:00+05:30):
 * the API reads "today" and the reminder's day in the person's zone, which a UTC 'Z' string would hide.
 */
export function withOffset(date: Date): string {
  const offset = -date.getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  const minutes = Math.abs(offset);
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  return `${localDay(date)}T${time}${sign}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** The instant the form names: `day` (YYYY-MM-DD) at its hour and minute, local time; minutes default to 0. */
export function reminderDate(day: string, time: FormTime): string {
  const start = dayStart(day);
  start.setHours(to24Hour(time.hour, time.meridiem), time.minute ?? 0);
  return withOffset(start);
}

/** A saved reminder's time as the Edit form shows it, in 12 hours. */
export function formTime(date: Date): FormTime {
  return { ...to12Hour(date.getHours()), minute: date.getMinutes() };
}
