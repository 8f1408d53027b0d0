import { occurrenceDate } from '@moneta/shared/contract';
import {
  firstOccurrenceFrom,
  instantOf,
  isOccurrence,
  isoInZone,
  occurrenceAfter,
  occurrenceAt,
  offsetAt,
  type Schedule,
} from './occurrences';

const PARIS = 'Europe/Paris';
const NEW_YORK = 'America/New_York';
const at = (iso: string) => new Date(iso);
const schedule = (startsAt: string, timeZone: string, repeat: Schedule['repeat']): Schedule => ({
  startsAt: at(startsAt),
  timeZone,
  repeat,
});
const first = (s: Schedule, count: number) =>
  Array.from({ length: count }, (_, n) => occurrenceAt(s, n).toISOString());

describe('offsetAt', () => {
  it('reads the offset in force at an instant', () => {
    expect(offsetAt(PARIS, Date.parse('2026-01-15T12:00:00Z'))).toBe(3_600_000);
    expect(offsetAt(PARIS, Date.parse('2026-07-15T12:00:00Z'))).toBe(7_200_000);
    expect(offsetAt(NEW_YORK, Date.parse('2026-01-15T12:00:00.999Z'))).toBe(-5 * 3_600_000);
    expect(offsetAt('Asia/Kolkata', Date.parse('2026-01-15T12:00:00Z'))).toBe(5.5 * 3_600_000);
  });
});

describe('instantOf', () => {
  it('converts a wall-clock time on either side of a change', () => {
    expect(instantOf(PARIS, '2026-03-28', '09:00:00').toISOString()).toBe('2026-03-28T08:00:00.000Z');
    expect(instantOf(PARIS, '2026-03-29', '09:00:00').toISOString()).toBe('2026-03-29T07:00:00.000Z');
    expect(instantOf(NEW_YORK, '2026-11-01', '09:00:00').toISOString()).toBe('2026-11-01T14:00:00.000Z');
  });

  it('reads a skipped time with the offset before the change (02:30 is 03:30)', () => {
    expect(instantOf(PARIS, '2026-03-29', '02:30:00').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(instantOf(NEW_YORK, '2026-03-08', '02:30:00').toISOString()).toBe('2026-03-08T07:30:00.000Z');
  });

  it('reads a repeated time as the earlier of the two', () => {
    expect(instantOf(PARIS, '2026-10-25', '02:30:00').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(instantOf(NEW_YORK, '2026-11-01', '01:30:00').toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });
});

describe('isoInZone', () => {
  it("writes the instant with the zone's offset there, milliseconds kept", () => {
    expect(isoInZone(at('2026-12-01T08:30:00.250Z'), PARIS)).toBe('2026-12-01T09:30:00.250+01:00');
    expect(isoInZone(at('2026-07-01T08:30:00Z'), PARIS)).toBe('2026-07-01T10:30:00.000+02:00');
    expect(isoInZone(at('2026-12-01T04:00:00Z'), 'Asia/Kolkata')).toBe('2026-12-01T09:30:00.000+05:30');
    expect(isoInZone(at('2026-12-01T02:00:00Z'), NEW_YORK)).toBe('2026-11-30T21:00:00.000-05:00');
    expect(isoInZone(at('2026-12-01T02:00:00Z'), 'UTC')).toBe('2026-12-01T02:00:00.000+00:00');
  });

  it('names the same instant', () => {
    const instant = at('2026-03-29T01:59:59.999Z');
    expect(Date.parse(isoInZone(instant, PARIS))).toBe(instant.getTime());
  });
});

describe('occurrenceAt', () => {
  it('keeps the wall-clock time of the first across a daylight-saving change', () => {
    const weekly = schedule('2026-03-22T08:00:00.000Z', PARIS, 'weekly'); // 09:00 CET
    expect(first(weekly, 3)).toEqual([
      '2026-03-22T08:00:00.000Z',
      '2026-03-29T07:00:00.000Z', // 09:00 CEST
      '2026-04-05T07:00:00.000Z',
    ]);
    const autumn = schedule('2026-10-31T13:00:00.500Z', NEW_YORK, 'weekly'); // 09:00 EDT
    expect(occurrenceAt(autumn, 1).toISOString()).toBe('2026-11-07T14:00:00.500Z'); // 09:00 EST
  });

  it('falls on the last day of shorter months for a monthly reminder on the 31st', () => {
    const monthly = schedule('2026-01-31T14:00:00.000Z', NEW_YORK, 'monthly'); // 09:00 EST
    expect(first(monthly, 5)).toEqual([
      '2026-01-31T14:00:00.000Z',
      '2026-02-28T14:00:00.000Z',
      '2026-03-31T13:00:00.000Z', // 09:00 EDT
      '2026-04-30T13:00:00.000Z',
      '2026-05-31T13:00:00.000Z',
    ]);
  });

  it('counts dates in the zone, not in UTC', () => {
    // 31 January 23:30 in New York is already 1 February in UTC.
    const monthly = schedule('2026-02-01T04:30:00.000Z', NEW_YORK, 'monthly');
    expect(occurrenceAt(monthly, 1).toISOString()).toBe('2026-03-01T04:30:00.000Z'); // 28 Feb 23:30 EST
  });

  it('matches the contract repeat rule for every date', () => {
    const yearly = schedule('2024-02-29T12:00:00.000Z', 'UTC', 'yearly');
    for (let n = 0; n < 9; n += 1) {
      expect(occurrenceAt(yearly, n).toISOString().slice(0, 10)).toBe(
        occurrenceDate('2024-02-29', 'yearly', n),
      );
    }
  });
});

describe('firstOccurrenceFrom', () => {
  const monthly = schedule('2026-01-31T14:00:00.000Z', NEW_YORK, 'monthly');

  it('is the first when it is not before `from`', () => {
    expect(firstOccurrenceFrom(monthly, at('2026-01-01T00:00:00Z'))).toEqual(monthly.startsAt);
    expect(firstOccurrenceFrom(monthly, monthly.startsAt)).toEqual(monthly.startsAt);
  });

  it('is null for a one-off reminder past `from`', () => {
    const once = schedule('2026-01-31T14:00:00.000Z', NEW_YORK, 'none');
    expect(firstOccurrenceFrom(once, at('2026-01-31T14:00:00.001Z'))).toBeNull();
  });

  it('finds the occurrence at or after `from`, decades on', () => {
    expect(firstOccurrenceFrom(monthly, at('2026-02-28T14:00:00Z'))?.toISOString()).toBe(
      '2026-02-28T14:00:00.000Z',
    );
    expect(firstOccurrenceFrom(monthly, at('2026-02-28T14:00:00.001Z'))?.toISOString()).toBe(
      '2026-03-31T13:00:00.000Z',
    );
    expect(firstOccurrenceFrom(monthly, at('2076-02-01T00:00:00Z'))?.toISOString()).toBe(
      '2076-02-29T14:00:00.000Z',
    );
    const weekly = schedule('2026-03-22T08:00:00.000Z', PARIS, 'weekly');
    expect(firstOccurrenceFrom(weekly, at('2036-03-22T12:00:00Z'))?.toISOString()).toBe(
      '2036-03-23T08:00:00.000Z',
    );
  });

  it('steps from one occurrence to the next', () => {
    expect(occurrenceAfter(monthly, at('2026-03-31T13:00:00Z'))?.toISOString()).toBe(
      '2026-04-30T13:00:00.000Z',
    );
    expect(isOccurrence(monthly, at('2026-04-30T13:00:00Z'))).toBe(true);
    expect(isOccurrence(monthly, at('2026-04-30T14:00:00Z'))).toBe(false);
  });
});
