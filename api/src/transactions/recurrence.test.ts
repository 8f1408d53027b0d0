import { firstIndexFrom, nextOccurrenceAfter, occurrenceDate, occurrencesBetween } from './recurrence';

const series = (anchor: string, frequency: Parameters<typeof occurrenceDate>[1], count: number) =>
  Array.from({ length: count }, (_, index) => occurrenceDate(anchor, frequency, index + 1));

describe('occurrenceDate', () => {
  it('keeps a month-end anchor at each month end: Jan 31 -> Feb 28 -> Mar 31 -> Apr 30', () => {
    expect(series('2023-01-31', 'monthly', 4)).toEqual([
      '2023-02-28',
      '2023-03-31',
      '2023-04-30',
      '2023-05-31',
    ]);
  });

  it('lands on Feb 29 in a leap year', () => {
    expect(series('2024-01-31', 'monthly', 2)).toEqual(['2024-02-29', '2024-03-31']);
    expect(series('2024-01-29', 'monthly', 2)).toEqual(['2024-02-29', '2024-03-29']);
    expect(series('2023-12-30', 'monthly', 3)).toEqual(['2024-01-30', '2024-02-29', '2024-03-30']);
  });

  it('crosses the year end monthly', () => {
    expect(series('2023-11-30', 'monthly', 3)).toEqual(['2023-12-30', '2024-01-30', '2024-02-29']);
  });

  it('brings a Feb 29 yearly rule back to Feb 29 in leap years', () => {
    expect(series('2024-02-29', 'yearly', 5)).toEqual([
      '2025-02-28',
      '2026-02-28',
      '2027-02-28',
      '2028-02-29',
      '2029-02-28',
    ]);
    expect(occurrenceDate('2096-02-29', 'yearly', 4)).toBe('2100-02-28');
    expect(occurrenceDate('1996-02-29', 'yearly', 4)).toBe('2000-02-29');
  });

  it('adds 7 days weekly and 1 day daily, across month, year and leap days', () => {
    expect(series('2024-02-22', 'weekly', 2)).toEqual(['2024-02-29', '2024-03-07']);
    expect(series('2023-12-27', 'weekly', 1)).toEqual(['2024-01-03']);
    expect(series('2024-02-28', 'daily', 3)).toEqual(['2024-02-29', '2024-03-01', '2024-03-02']);
    expect(series('2023-02-28', 'daily', 1)).toEqual(['2023-03-01']);
    expect(series('2023-12-31', 'daily', 1)).toEqual(['2024-01-01']);
  });

  it('counts from the anchor, not from the previous occurrence', () => {
    expect(occurrenceDate('2023-01-31', 'monthly', 12)).toBe('2024-01-31');
    expect(occurrenceDate('2023-01-31', 'monthly', 13)).toBe('2024-02-29');
    expect(occurrenceDate('2020-01-01', 'daily', 366)).toBe('2021-01-01');
  });
});

describe('firstIndexFrom', () => {
  it('is at least 1: the anchor itself is the template', () => {
    expect(firstIndexFrom('2024-01-31', 'monthly', '2020-01-01')).toBe(1);
    expect(firstIndexFrom('2024-01-31', 'daily', '2024-01-31')).toBe(1);
  });

  it('finds the first occurrence on or after a date', () => {
    expect(firstIndexFrom('2023-01-31', 'monthly', '2023-02-28')).toBe(1);
    expect(firstIndexFrom('2023-01-31', 'monthly', '2023-03-01')).toBe(2);
    expect(firstIndexFrom('2024-02-29', 'yearly', '2025-03-01')).toBe(2);
    expect(firstIndexFrom('2024-01-01', 'weekly', '2024-01-09')).toBe(2);
    expect(firstIndexFrom('2024-01-01', 'weekly', '2024-01-08')).toBe(1);
  });
});

describe('nextOccurrenceAfter', () => {
  it('is the occurrence strictly after the date', () => {
    expect(nextOccurrenceAfter('2023-01-31', 'monthly', '2023-02-28')).toBe('2023-03-31');
    expect(nextOccurrenceAfter('2023-01-31', 'monthly', '2023-02-27')).toBe('2023-02-28');
    expect(nextOccurrenceAfter('2024-02-29', 'yearly', '2024-02-29')).toBe('2025-02-28');
    expect(nextOccurrenceAfter('2024-01-01', 'daily', '2024-03-10')).toBe('2024-03-11');
  });
});

describe('occurrencesBetween', () => {
  it('lists the dates in the inclusive range', () => {
    expect(occurrencesBetween('2023-01-31', 'monthly', '2023-02-01', '2023-06-30', 100)).toEqual([
      '2023-02-28',
      '2023-03-31',
      '2023-04-30',
      '2023-05-31',
      '2023-06-30',
    ]);
    expect(occurrencesBetween('2024-01-01', 'weekly', '2024-01-08', '2024-01-22', 100)).toEqual([
      '2024-01-08',
      '2024-01-15',
      '2024-01-22',
    ]);
  });

  it('stops at the limit', () => {
    const dates = occurrencesBetween('1990-01-01', 'daily', '1990-01-02', '2024-01-01', 1000);
    expect(dates).toHaveLength(1000);
    expect(dates[0]).toBe('1990-01-02');
    expect(dates.at(-1)).toBe('1992-09-27');
  });

  it('is empty when nothing falls in the range', () => {
    expect(occurrencesBetween('2024-01-31', 'monthly', '2024-03-01', '2024-03-30', 10)).toEqual([]);
  });
});
