// "Today" in the person's time zone: every client call sends the `timezone` header, an
// IANA name such as Europe/Paris. A missing or unknown zone counts as UTC, never as the server's own.
import type { FastifyRequest } from 'fastify';

const UTC = 'UTC';

/**
 * One formatter per valid zone, keyed by the lower-cased name (Intl reads zone names in any case): a bounded
 * cache, since only names that Intl knows are ever added.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat | undefined {
  const key = timeZone.toLowerCase();
  const cached = formatters.get(key);
  if (cached) return cached;
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      calendar: 'gregory',
      numberingSystem: 'latn',
    });
  } catch {
    return undefined;
  }
  formatters.set(key, formatter);
  return formatter;
}

/** The IANA zone named by `value` (as Intl spells it) when Intl knows it, else UTC. */
export function timeZoneOf(value: unknown): string {
  if (typeof value !== 'string') return UTC;
  const name = value.trim();
  // Newer Intl versions also read offsets such as +05:00, which are not IANA names: only names are taken.
  if (name === '' || name.length > 64 || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name)) return UTC;
  return formatterFor(name)?.resolvedOptions().timeZone ?? UTC;
}

/** What a clock on the wall shows at an instant: the calendar date and the time to the second. */
export interface WallClock {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM:SS, 00:00:00 to 23:59:59 */
  time: string;
}

/** The wall clock at `instant` in `timeZone` (an IANA name; anything else reads as UTC). */
export function wallClockIn(timeZone: string, instant: Date): WallClock {
  const formatter = formatterFor(timeZoneOf(timeZone)) ?? formatterFor(UTC);
  if (!formatter) {
    const iso = instant.toISOString();
    return { date: iso.slice(0, 10), time: iso.slice(11, 19) };
  }
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((part) => [part.type, part.value]));
  const year = String(parts.year).padStart(4, '0');
  return {
    date: `${year}-${String(parts.month)}-${String(parts.day)}`,
    time: `${String(parts.hour)}:${String(parts.minute)}:${String(parts.second)}`,
  };
}

/** The calendar date (YYYY-MM-DD) at `now` in `timeZone` (an IANA name; anything else reads as UTC). */
export function todayInZone(timeZone: string, now: Date = new Date()): string {
  return wallClockIn(timeZone, now).date;
}

/** Today (YYYY-MM-DD) in the time zone of the request's `timezone` header; UTC when absent or invalid. */
export function todayIn(request: Pick<FastifyRequest, 'headers'>, now: Date = new Date()): string {
  return todayInZone(timeZoneOf(request.headers.timezone), now);
}
