import {
  changeTone,
  formatCompactMoney,
  formatMonth,
  formatPercent,
  formatPercentChange,
  formatPointsChange,
  localToday,
} from './format';

test("today is the browser's own calendar date", () => {
  expect(localToday(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
  expect(localToday(new Date(2024, 11, 31, 0, 0))).toBe('2024-12-31');
});

test('months read short on an axis and long in a table, in the language', () => {
  expect(formatMonth('2025-06', 'en', 'short')).toBe('Jun 25');
  expect(formatMonth('2025-06', 'en', 'long')).toBe('June 2025');
  expect(formatMonth('2025-01', 'fr', 'long')).toBe('janvier 2025');
  expect(formatMonth('not a month', 'en', 'long')).toBe('not a month');
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
