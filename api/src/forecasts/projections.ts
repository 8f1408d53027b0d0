// GET /income/projections, /savings/projections, /advanced/spending-forecast and /advanced/income-forecast
// The next months of a monthly series, forecast from its history (series.ts) by Holt's method or
// the mean (holt.ts), amounts rounded to cents once, at the end.
import {
  FORECAST_MIN_TREND_MONTHS,
  type CategoryForecast,
  type Forecast,
  type ForecastPoint,
  type Projection,
  type TransactionType,
} from '@moneta/shared/contract';
import { categoryBook } from '../categories/book';
import type { Db } from '../db/client';
import { addMonthsClamped } from '../transactions/dates';
import type { TotalsRow } from '../transactions/totals';
import { amountOf } from './amounts';
import { forecastSeries, type SeriesForecast } from './holt';
import { monthlyHistory, seriesOf, type MonthlyHistory } from './series';

const monthsText = (count: number) => (count === 1 ? 'month' : `${count} months`);

/** One English sentence naming the method and its parameters. */
export function describeForecast({ method, parameters, historyLength }: SeriesForecast): string {
  if (method === 'holt' && parameters) {
    return (
      `Holt's linear exponential smoothing of the last ${monthsText(historyLength)} (alpha ${parameters.alpha}, ` +
      `beta ${parameters.beta}: the pair from 0.1 to 0.9 with the least squared one-step-ahead error), with a ` +
      `range of 1.96 times the one-step errors' standard deviation times the square root of the months ahead.`
    );
  }
  if (historyLength === 0) {
    return 'The mean of the monthly history, which is still empty: a forecast of 0 with no range.';
  }
  return (
    `The mean of the last ${monthsText(historyLength)} (fewer than ${FORECAST_MIN_TREND_MONTHS} months of ` +
    `history), with a range of 1.96 times their sample standard deviation times the square root of the months ` +
    `ahead.`
  );
}

/** The forecast's points from the current month on, in cents. */
function pointsOf(history: MonthlyHistory, forecast: SeriesForecast): ForecastPoint[] {
  return forecast.points.map((point, index) => ({
    monthYear: addMonthsClamped(history.currentMonth, index).slice(0, 7),
    value: amountOf(point.value),
    low: amountOf(point.low),
    high: amountOf(point.high),
  }));
}

/** The series of `valueOf` over the history and its forecast for `months` months. */
function forecastOf(
  history: MonthlyHistory,
  valueOf: (row: TotalsRow) => number,
  months: number,
  nonNegative: boolean,
): Forecast {
  const series = seriesOf(history, valueOf);
  const forecast = forecastSeries(series, months, { nonNegative });
  return {
    method: forecast.method,
    methodDescription: describeForecast(forecast),
    history: history.months.map((month, index) => ({
      monthYear: month.slice(0, 7),
      value: amountOf(series[index] ?? 0),
    })),
    forecast: pointsOf(history, forecast),
  };
}

/** The amount of a row of `type` as a positive figure, 0 for the other type. */
const amountOfType = (type: TransactionType) => (row: TotalsRow) =>
  row.type === type ? Math.abs(row.amountMinor) : 0;

/** GET /income/projections: the monthly income. */
export async function incomeProjection(
  db: Db,
  userId: string,
  today: string,
  months: number,
): Promise<Projection> {
  return forecastOf(await monthlyHistory(db, userId, today), amountOfType('Income'), months, true);
}

/** GET /savings/projections: income minus expenses each month, which may be negative (not clamped). */
export async function savingsProjection(
  db: Db,
  userId: string,
  today: string,
  months: number,
): Promise<Projection> {
  // Signed minor units: income positive, expenses negative, so the month's sum is its savings.
  return forecastOf(await monthlyHistory(db, userId, today), (row) => row.amountMinor, months, false);
}

/**
 * The total of `type` and each of its categories with a transaction in the history, in the person's order of
 * categories; every series runs over the same months, from the user's first.
 */
async function categoryForecast(
  db: Db,
  userId: string,
  today: string,
  months: number,
  type: TransactionType,
): Promise<CategoryForecast> {
  const [history, book] = await Promise.all([monthlyHistory(db, userId, today), categoryBook(db, userId)]);
  const used = new Set(history.rows.filter((row) => row.type === type).map((row) => row.category));
  return {
    total: forecastOf(history, amountOfType(type), months, true),
    categories: book.rows
      .flatMap((row) => (row.type === type && used.has(row.name) ? [row.name] : []))
      .map((category) => {
        const series = seriesOf(history, (row) =>
          row.type === type && row.category === category ? Math.abs(row.amountMinor) : 0,
        );
        const forecast = forecastSeries(series, months, { nonNegative: true });
        return { category, forecast: pointsOf(history, forecast), method: forecast.method };
      }),
  };
}

/** GET /advanced/spending-forecast */
export function spendingForecast(
  db: Db,
  userId: string,
  today: string,
  months: number,
): Promise<CategoryForecast> {
  return categoryForecast(db, userId, today, months, 'Expense');
}

/** GET /advanced/income-forecast */
export function incomeForecast(
  db: Db,
  userId: string,
  today: string,
  months: number,
): Promise<CategoryForecast> {
  return categoryForecast(db, userId, today, months, 'Income');
}
