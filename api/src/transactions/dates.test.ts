import {
  addDays,
  addMonthsClamped,
  daysBetween,
  daysInMonth,
  endOfMonth,
  isLeapYear,
  monthsBetween,
  startOfMonth,
  todayUtc,
} from './dates';

describe('calendar dates', () => {
  it('knows the leap years', () => {
    expect([1900, 2000, 2023, 2024, 2100].map(isLeapYear)).toEqual([false, true, false, true, false]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(2023, 12)).toBe(31);
    expect(daysInMonth(4, 2)).toBe(29);
  });

  it('adds days across month, year and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-02-29', 1)).toBe('2024-03-01');
    expect(addDays('2024-01-01', -1)).toBe('2023-12-31');
    expect(addDays('0004-02-28', 1)).toBe('0004-02-29');
    expect(daysBetween('2023-01-01', '2024-01-01')).toBe(365);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
  });

  it('adds months, clamping to the last day', () => {
    expect(addMonthsClamped('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonthsClamped('2024-03-31', -1)).toBe('2024-02-29');
    expect(addMonthsClamped('2024-01-15', -13)).toBe('2022-12-15');
    expect(monthsBetween('2023-11-30', '2024-02-01')).toBe(3);
  });

  it('gives the month bounds and the UTC date', () => {
    expect(startOfMonth('2024-02-17')).toBe('2024-02-01');
    expect(endOfMonth('2024-02-17')).toBe('2024-02-29');
    expect(todayUtc(new Date('2024-03-01T23:30:00-05:00'))).toBe('2024-03-02');
  });
});
