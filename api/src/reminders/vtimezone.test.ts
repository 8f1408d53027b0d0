import ICAL from 'ical.js';
import { DAY_MS, offsetAt } from './occurrences';
import { vtimezone } from './vtimezone';

const NOW = new Date('2026-06-01T00:00:00Z');
const HOUR_MS = 3_600_000;

/** The zone as a real iCalendar parser reads the VTIMEZONE. */
function parsedZone(timeZone: string): ICAL.Timezone {
  const text = ['BEGIN:VCALENDAR', ...vtimezone(timeZone, NOW), 'END:VCALENDAR'].join('\r\n');
  const component = new ICAL.Component(ICAL.parse(text));
  const zone = component.getFirstSubcomponent('vtimezone');
  if (!zone) throw new Error('no VTIMEZONE');
  return new ICAL.Timezone({ component: zone, tzid: timeZone });
}

/**
 * The days of the years shown (at midday UTC, every other day) on which the parser reads another offset than
 * Intl; the hours around a change, whose wall-clock times are ambiguous, are left out.
 */
function disagreements(timeZone: string, fromYear: number, toYear: number): string[] {
  const zone = parsedZone(timeZone);
  const found: string[] = [];
  for (let at = Date.UTC(fromYear, 0, 1, 12); at < Date.UTC(toYear, 0, 1); at += 2 * DAY_MS) {
    const expected = offsetAt(timeZone, at);
    if (offsetAt(timeZone, at - 3 * HOUR_MS) !== offsetAt(timeZone, at + 3 * HOUR_MS)) continue;
    const local = ICAL.Time.fromJSDate(new Date(at + expected), true);
    local.zone = zone;
    if (zone.utcOffset(local) * 1000 !== expected) found.push(new Date(at).toISOString());
  }
  return found;
}

describe('vtimezone', () => {
  it.each(['Europe/Paris', 'America/New_York', 'Australia/Sydney', 'Europe/Dublin', 'Pacific/Auckland'])(
    'writes %s as its yearly rules, which a parser reads as Intl does, in the past and the future',
    (timeZone) => {
      const lines = vtimezone(timeZone, NOW);
      expect(lines.filter((line) => line.startsWith('RRULE:FREQ=YEARLY;BYMONTH='))).toHaveLength(2);
      expect(disagreements(timeZone, 2008, 2040)).toEqual([]);
    },
  );

  it('writes a zone without changes as one fixed observance', () => {
    expect(vtimezone('Asia/Kolkata', NOW)).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Asia/Kolkata',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'TZOFFSETFROM:+0530',
      'TZOFFSETTO:+0530',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
  });

  it.each(['Africa/Casablanca', 'Asia/Jerusalem'])(
    'lists the changes of %s, whose dates follow no weekday rule, over the years a calendar shows',
    (timeZone) => {
      expect(vtimezone(timeZone, NOW).some((line) => line.startsWith('RRULE:'))).toBe(false);
      expect(disagreements(timeZone, 2022, 2036)).toEqual([]);
    },
  );
});
