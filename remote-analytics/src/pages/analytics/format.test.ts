import {
  changeTone,
  formatCompactMoney,
  formatMonth,
  formatMonthDays,
  formatPercentChange,
  formatPointsChange,
} from './format';
import { formatPercent } from '@moneta/shared';

test('months read short on an axis and long in a table, in the language, never with a 2-digit year', () => {
  expect(formatMonth('2025-06', 'en', 'short')).toBe('Jun 2025');
  expect(formatMonth('2026-10', 'de', 'short')).toBe('Okt. 2026');
  expect(formatMonth('2025-06', 'en', 'long')).toBe('June 2025');
  expect(formatMonth('2025-01', 'fr', 'long')).toBe('janvier 2025');
  expect(formatMonth('not a month', 'en', 'long')).toBe('not a month');
});

test('a month the period covers in part reads as its days, a whole one as the month', () => {
  const october = { monthYear: '2026-10', startDate: '2026-10-31', endDate: '2026-10-31' };
  expect(formatMonthDays(october, 'en', 'short')).toBe('Oct 31, 2026');
  expect(formatMonthDays(october, 'de', 'long')).toBe('31. Oktober 2026');
  const november = { monthYear: '2026-11', startDate: '2026-11-01', endDate: '2026-11-29' };
  expect(formatMonthDays(november, 'en', 'short')).toMatch(/^Nov 1\s–\s29, 2026$/);
  const february = { monthYear: '2024-02', startDate: '2024-02-01', endDate: '2024-02-29' };
  expect(formatMonthDays(february, 'en', 'short')).toBe('Feb 2024');
  expect(formatMonthDays(february, 'en', 'long')).toBe('February 2024');
});

test('percents and changes keep one decimal and their sign', () => {
  expect(formatPercent(12.5, 'en')).toBe('12.5%');
  expect(formatPercent(100, 'en')).toBe('100%');
  expect(formatPercentChange(25, 'en')).toBe('+25%');
  expect(formatPercentChange(-3.25, 'en')).toBe('-3.3%');
  expect(formatPercentChange(0, 'en')).toBe('0%');
  expect(formatPointsChange(5.5, 'en')).toBe('+5.5');
  expect(formatPointsChange(-2, 'de')).toBe('-2');
});

test("an axis's money is shortened in the user's currency", () => {
  expect(formatCompactMoney(15000, 'USD', 'en')).toBe('$15K');
  expect(formatCompactMoney(1250, 'INR', 'en')).toBe('₹1.3K');
  expect(formatCompactMoney(0, 'EUR', 'de')).toMatch(/^0\s€$/);
});

test('a change is good news when it goes the way that helps', () => {
  expect(changeTone(10, true)).toBe('good');
  expect(changeTone(10, false)).toBe('bad');
  expect(changeTone(-10, false)).toBe('good');
  expect(changeTone(0, true)).toBe('neutral');
  expect(changeTone(null, true)).toBe('neutral');
});

test('a percent is written as the language writes it', () => {
  expect(formatPercent(16.7, 'de')).toBe('16,7\u00a0%');
  expect(formatPercent(16.7, 'fr')).toMatch(/^16,7\s%$/);
  expect(formatPercent(16.7, 'hi')).toBe('16.7%');
  expect(formatPercentChange(-3.25, 'de')).toBe('-3,3\u00a0%');
});
