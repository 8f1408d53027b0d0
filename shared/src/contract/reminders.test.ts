import { occurrenceDate } from './reminders';

describe('occurrenceDate', () => {
  it('answers the first date for occurrence 0 and for a reminder that does not repeat', () => {
    expect(occurrenceDate('2026-03-15', 'monthly', 0)).toBe('2026-03-15');
    expect(occurrenceDate('2026-03-15', 'none', 4)).toBe('2026-03-15');
  });

  it('adds whole weeks across month and year ends', () => {
    expect(occurrenceDate('2026-12-28', 'weekly', 1)).toBe('2027-01-04');
    expect(occurrenceDate('2026-02-22', 'weekly', 1)).toBe('2026-03-01');
  });

  it('puts a monthly reminder on the 31st on the last day of shorter months, then back on the 31st', () => {
    const dates = [0, 1, 2, 3, 4].map((n) => occurrenceDate('2027-01-31', 'monthly', n));
    expect(dates).toEqual(['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30', '2027-05-31']);
    expect(occurrenceDate('2028-01-31', 'monthly', 1)).toBe('2028-02-29');
    expect(occurrenceDate('2026-11-30', 'monthly', 2)).toBe('2027-01-30');
  });

  it('moves a yearly reminder on 29 February to the 28th in common years', () => {
    expect(occurrenceDate('2028-02-29', 'yearly', 1)).toBe('2029-02-28');
    expect(occurrenceDate('2028-02-29', 'yearly', 4)).toBe('2032-02-29');
    expect(occurrenceDate('2026-12-25', 'yearly', 1)).toBe('2027-12-25');
  });
});
