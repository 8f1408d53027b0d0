import { isMonth, shiftMonth } from './month';

test('a month moves across year ends both ways', () => {
  expect(shiftMonth('2025-06', -1)).toBe('2025-05');
  expect(shiftMonth('2025-01', -1)).toBe('2024-12');
  expect(shiftMonth('2024-12', 1)).toBe('2025-01');
  expect(shiftMonth('2025-06', 13)).toBe('2026-07');
});

test('only YYYY-MM with a real month is a month', () => {
  expect(isMonth('2025-06')).toBe(true);
  expect(isMonth('2025-13')).toBe(false);
  expect(isMonth('2025-6')).toBe(false);
  expect(isMonth(null)).toBe(false);
});
