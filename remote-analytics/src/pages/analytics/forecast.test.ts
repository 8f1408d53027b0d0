import type { Forecast } from '@moneta/shared';
import { forecastMonths, monthsAhead, pointOf, usable } from './forecast';

const forecast = (history: number, months: string[]): Forecast => ({
  method: 'holt',
  methodDescription: '',
  history: Array.from({ length: history }, (_, index) => ({ monthYear: `2024-${index + 1}`, value: 1 })),
  forecast: months.map((monthYear) => ({ monthYear, value: 1, low: 0, high: 2 })),
});

test('the forecast months drawn are those after the actual ones, each once and in order', () => {
  const forecasts = [forecast(3, ['2025-06', '2025-07']), forecast(3, ['2025-06', '2025-08'])];
  // June has actual figures so far: its whole-month forecast is not drawn on the same point.
  expect(monthsAhead(['2025-05', '2025-06'], forecasts)).toEqual(['2025-07', '2025-08']);
  expect(forecastMonths(forecasts)).toEqual(['2025-06', '2025-07', '2025-08']);
  expect(monthsAhead(['2025-06'], [undefined])).toEqual([]);
});

test('a forecast without history, or without months, is not drawn', () => {
  expect(usable(forecast(0, ['2025-06']))).toBeUndefined();
  expect(usable(forecast(2, []))).toBeUndefined();
  expect(usable(forecast(1, ['2025-06']))).toBeDefined();
});

test("a forecast's point of a month", () => {
  expect(pointOf(forecast(3, ['2025-06']), '2025-06')?.high).toBe(2);
  expect(pointOf(forecast(3, ['2025-06']), '2025-07')).toBeUndefined();
});
