import { barPercent } from './format';

test('a progress bar draws from 0 to 100', () => {
  expect(barPercent(-20)).toBe(0);
  expect(barPercent(68.5)).toBe(68.5);
  expect(barPercent(140)).toBe(100);
});
