import { barPercent, formatPercent } from './format';

test('writes a percent in the language of the user, with one decimal at most', () => {
  expect(formatPercent(25.5, 'en')).toBe('25.5%');
  expect(formatPercent(40, 'en')).toBe('40%');
  expect(formatPercent(-12.3, 'en')).toBe('-12.3%');
  expect(formatPercent(25.5, 'de')).toMatch(/^25,5\s%$/);
});

test('a progress bar draws from 0 to 100', () => {
  expect(barPercent(-20)).toBe(0);
  expect(barPercent(68.5)).toBe(68.5);
  expect(barPercent(140)).toBe(100);
});
