// The instants of a reminder's occurrences. The dates follow the contract's repeat rule (occurrenceDate); each
// occurrence keeps the wall-clock time of the first in the reminder's time zone, so a 09:00 reminder stays at
// 09:00 on both sides of a daylight-saving change. Zone arithmetic is done with Intl, whose tz database is
// the runtime's.
import { occurrenceDate, type ReminderRepeat } from '@moneta/shared/contract';
import { wallClockIn } from '../http/timeZone';

export const DAY_MS = 86_400_000;
const SECOND_MS = 1000;

/** What the occurrences of a reminder depend on. */
export interface Schedule {
  startsAt: Date;
  /** IANA zone in which repeats keep their wall-clock time. */
  timeZone: string;
  repeat: ReminderRepeat;
}

/** The milliseconds past the second of an instant (ms since the epoch), also before 1970. */
const millisOf = (instant: number) => ((instant % SECOND_MS) + SECOND_MS) % SECOND_MS;

/** The zone's offset from UTC at `instant` (ms since the epoch), in ms, positive east of Greenwich. */
export function offsetAt(timeZone: string, instant: number): number {
  const whole = instant - millisOf(instant);
  const wall = wallClockIn(timeZone, new Date(whole));
  return Date.parse(`${wall.date}T${wall.time}Z`) - whole;
}

/**
 * The instant at which the wall clock in `timeZone` reads `date` `time` (HH:MM:SS). Where it reads that twice
 * (the hour repeated when clocks go back) the earlier; where never (the hour skipped when clocks go forward)
 * the time is read with the offset before the change, as RFC 5545 does, so 02:30 becomes 03:30.
 */
export function instantOf(timeZone: string, date: string, time: string): Date {
  const local = Date.parse(`${date}T${time}Z`);
  // A zone changes its offset at most once in two days: the offsets a day either side are the candidates.
  const before = offsetAt(timeZone, local - DAY_MS);
  const after = offsetAt(timeZone, local + DAY_MS);
  const valid = [local - before, local - after].filter((at) => local - at === offsetAt(timeZone, at));
  return new Date(valid.length > 0 ? Math.min(...valid) : local - before);
}

/** `instant` written as an ISO date-time with the zone's offset there, e.g. 2026-12-01T09:30:00.000+01:00. */
export function isoInZone(instant: Date, timeZone: string): string {
  const wall = wallClockIn(timeZone, instant);
  const offsetMinutes = Math.round(offsetAt(timeZone, instant.getTime()) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offsetMinutes) % 60).padStart(2, '0');
  const millis = String(millisOf(instant.getTime())).padStart(3, '0');
  return `${wall.date}T${wall.time}.${millis}${sign}${hours}:${minutes}`;
}

/** Occurrence `n` (0 is the first) of the schedule. */
export function occurrenceAt(schedule: Schedule, n: number): Date {
  if (n === 0) return schedule.startsAt;
  const first = wallClockIn(schedule.timeZone, schedule.startsAt);
  const date = occurrenceDate(first.date, schedule.repeat, n);
  return new Date(
    instantOf(schedule.timeZone, date, first.time).getTime() + millisOf(schedule.startsAt.getTime()),
  );
}

/** More than the time between two occurrences can be, whatever the dates and offsets. */
const LONGEST_PERIOD_MS: Record<Exclude<ReminderRepeat, 'none'>, number> = {
  weekly: 7 * DAY_MS,
  monthly: 31 * DAY_MS,
  yearly: 366 * DAY_MS,
};

/** The first occurrence at or after `from`, or null when none is left. */
export function firstOccurrenceFrom(schedule: Schedule, from: Date): Date | null {
  if (schedule.startsAt >= from) return schedule.startsAt;
  if (schedule.repeat === 'none') return null;
  // Occurrence n falls at most n longest periods after the first (an offset change aside, hence one period
  // of slack), so counting from there never passes `from`; then walk forward.
  const elapsed = from.getTime() - schedule.startsAt.getTime();
  let n = Math.max(0, Math.floor(elapsed / LONGEST_PERIOD_MS[schedule.repeat]) - 1);
  for (;;) {
    const at = occurrenceAt(schedule, n);
    if (at >= from) return at;
    n += 1;
  }
}

/** The occurrence after `occurrence`, or null when none is left. */
export function occurrenceAfter(schedule: Schedule, occurrence: Date): Date | null {
  return firstOccurrenceFrom(schedule, new Date(occurrence.getTime() + 1));
}

/** True when `instant` is one of the schedule's occurrences. */
export function isOccurrence(schedule: Schedule, instant: Date): boolean {
  return firstOccurrenceFrom(schedule, instant)?.getTime() === instant.getTime();
}
