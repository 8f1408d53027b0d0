import { formatDate, parseCalendarDate } from './dates';

describe('dates', () => {
  it('reads a YYYY-MM-DD day, and refuses other shapes and days that do not exist', () => {
    expect(parseCalendarDate('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(parseCalendarDate('2025-02-30')).toBeNull();
    expect(parseCalendarDate('2025-02-03T10:00:00Z')).toBeNull();
  });

  it('formats a calendar date as the day it names, in the language of the user', () => {
    const day = parseCalendarDate('2025-12-31')!;
    expect(formatDate(day, 'en', 'calendarDate')).toBe('Dec 31, 2025');
    expect(formatDate(day, 'de', 'calendarDate')).toBe('31.12.2025');
    expect(formatDate(day, 'hi', 'calendarDate')).toBe('31 दिस॰ 2025');
    expect(formatDate(day, 'fr', 'calendarDate')).toBe('31 déc. 2025');
    expect(formatDate(day, 'es', 'calendarDate')).toBe('31 dic 2025');
    expect(formatDate(day, 'it', 'calendarDate')).toBe('31 dic 2025');
  });

  it('formats the time of day of an instant, in 12 or 24 hours as the language writes it', () => {
    const instant = new Date(2025, 11, 31, 18, 5);
    expect(formatDate(instant, 'en', 'time')).toMatch(/^6:05\sPM$/);
    expect(formatDate(instant, 'de', 'time')).toBe('18:05');
  });
});
