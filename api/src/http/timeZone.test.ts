import { timeZoneOf, todayIn, todayInZone } from './timeZone';

// 2024-03-10 23:30 UTC: already the 11th east of UTC+1, still the 10th in UTC, the 10th in the Americas.
const LATE_EVENING_UTC = new Date('2024-03-10T23:30:00Z');
// 2024-03-11 08:00 UTC: the 11th almost everywhere, still the 10th at UTC-10 and beyond.
const MORNING_UTC = new Date('2024-03-11T08:00:00Z');

describe('todayInZone', () => {
  it.each([
    ['UTC', LATE_EVENING_UTC, '2024-03-10'],
    ['Europe/Paris', LATE_EVENING_UTC, '2024-03-11'],
    ['Pacific/Kiritimati', LATE_EVENING_UTC, '2024-03-11'],
    ['America/New_York', LATE_EVENING_UTC, '2024-03-10'],
    ['Asia/Kolkata', LATE_EVENING_UTC, '2024-03-11'],
    ['Pacific/Honolulu', MORNING_UTC, '2024-03-10'],
    ['Pacific/Pago_Pago', MORNING_UTC, '2024-03-10'],
    ['Pacific/Kiritimati', MORNING_UTC, '2024-03-11'],
  ])('in %s at %s is %s', (zone, now, expected) => {
    expect(todayInZone(zone, now)).toBe(expected);
  });

  it('crosses a year end', () => {
    expect(todayInZone('Pacific/Kiritimati', new Date('2023-12-31T10:00:00Z'))).toBe('2024-01-01');
    expect(todayInZone('America/Los_Angeles', new Date('2024-01-01T05:00:00Z'))).toBe('2023-12-31');
  });

  it('reads an unknown zone as UTC', () => {
    expect(todayInZone('Mars/Olympus_Mons', LATE_EVENING_UTC)).toBe('2024-03-10');
  });
});

describe('timeZoneOf', () => {
  it('keeps a zone Intl knows, in its own spelling', () => {
    expect(timeZoneOf('Europe/Paris')).toBe('Europe/Paris');
    expect(timeZoneOf(' europe/paris ')).toBe('Europe/Paris');
    expect(timeZoneOf('Etc/GMT+12')).toBe('Etc/GMT+12');
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['unknown', 'Europe/Atlantis'],
    ['an offset', '+05:00'],
    ['a list', ['Europe/Paris']],
    ['too long', `Europe/${'x'.repeat(100)}`],
    ['an injection attempt', "UTC'; drop table goals; --"],
  ])('reads %s as UTC', (_name, value) => {
    expect(timeZoneOf(value)).toBe('UTC');
  });
});

describe('todayIn', () => {
  it("uses the request's timezone header", () => {
    expect(todayIn({ headers: { timezone: 'Pacific/Kiritimati' } }, LATE_EVENING_UTC)).toBe('2024-03-11');
    expect(todayIn({ headers: { timezone: 'America/Chicago' } }, LATE_EVENING_UTC)).toBe('2024-03-10');
  });

  it('falls back to UTC without a valid header', () => {
    expect(todayIn({ headers: {} }, LATE_EVENING_UTC)).toBe('2024-03-10');
    expect(todayIn({ headers: { timezone: 'nowhere' } }, LATE_EVENING_UTC)).toBe('2024-03-10');
  });
});
