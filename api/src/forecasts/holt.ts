// The forecasting math of the projections, pure: Holt's linear exponential smoothing with its
// parameters chosen by grid search, the mean for short histories, and the 95% range around either. Values are
// minor units, left unrounded: the caller rounds to cents once, at the end.
import { FORECAST_MIN_TREND_MONTHS, type ForecastMethod } from '@moneta/shared/contract';

/** z of a two-sided 95% interval. */
export const RANGE_Z = 1.96;

/** The grid both smoothing parameters are searched over: 0.1 to 0.9 by 0.1 (tenths, so no float drift). */
export const SMOOTHING_GRID = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((tenths) => tenths / 10);

export interface HoltParameters {
  /** Level smoothing. */
  alpha: number;
  /** Trend smoothing. */
  beta: number;
}

export interface HoltFit extends HoltParameters {
  /** Level and trend after the last value. */
  level: number;
  trend: number;
  /** Sum of the squared one-step-ahead errors. */
  sse: number;
  /** How many one-step-ahead errors there are (the values from the third on). */
  errorCount: number;
}

/**
 * Holt's method on `series` (at least 2 values). The level starts at the second value and the trend at the
 * difference of the first two, so the one-step-ahead forecasts, and their errors, start at the third value:
 * forecast(t) = level(t-1) + trend(t-1); level(t) = alpha x y(t) + (1 - alpha) x forecast(t);
 * trend(t) = beta x (level(t) - level(t-1)) + (1 - beta) x trend(t-1).
 */
export function holtFit(series: readonly number[], { alpha, beta }: HoltParameters): HoltFit {
  const [first = 0, second = 0] = series;
  let level = second;
  let trend = second - first;
  let sse = 0;
  for (const value of series.slice(2)) {
    const forecast = level + trend;
    sse += (value - forecast) ** 2;
    const previousLevel = level;
    level = alpha * value + (1 - alpha) * forecast;
    trend = beta * (level - previousLevel) + (1 - beta) * trend;
  }
  return { alpha, beta, level, trend, sse, errorCount: Math.max(0, series.length - 2) };
}

/**
 * The fit with the least squared one-step-ahead error over SMOOTHING_GRID (alpha, then beta, ascending). A
 * difference under a millionth of a squared minor unit is float noise, not a better fit: the earlier pair
 * stays, so a perfect line answers alpha = beta = 0.1, whatever the rounding of each pair.
 */
export function bestHoltFit(series: readonly number[]): HoltFit {
  let best: HoltFit | undefined;
  for (const alpha of SMOOTHING_GRID) {
    for (const beta of SMOOTHING_GRID) {
      const fit = holtFit(series, { alpha, beta });
      if (best === undefined || fit.sse < best.sse - 1e-6) best = fit;
    }
  }
  // The grid is not empty.
  return best as HoltFit;
}

export function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** The sample standard deviation (n - 1); 0 for fewer than 2 values. */
export function sampleSd(values: readonly number[]): number {
  if (values.length < 2) return 0;
  const average = mean(values);
  return Math.sqrt(values.reduce((sum, value) => sum + (value - average) ** 2, 0) / (values.length - 1));
}

export interface RawPoint {
  value: number;
  low: number;
  high: number;
}

export interface SeriesForecast {
  method: ForecastMethod;
  /** Holt's parameters; null for the mean. */
  parameters: HoltParameters | null;
  /** The spread of the range: the root mean square of Holt's one-step errors, or the history's sample sd. */
  sd: number;
  /** How many values of history the forecast read. */
  historyLength: number;
  /** h = 1 to `horizon`. */
  points: RawPoint[];
}

/**
 * The next `horizon` values of `series`: Holt's method from FORECAST_MIN_TREND_MONTHS values on, else their mean
 * (0 without values). Each point's range is value -/+ RANGE_Z x sd x sqrt(h). With `nonNegative` (amounts
 * such as income or spending, never savings), nothing goes under 0: value, low and high are clamped.
 */
export function forecastSeries(
  series: readonly number[],
  horizon: number,
  { nonNegative }: { nonNegative: boolean },
): SeriesForecast {
  const holt = series.length >= FORECAST_MIN_TREND_MONTHS ? bestHoltFit(series) : undefined;
  const sd = holt ? Math.sqrt(holt.sse / holt.errorCount) : sampleSd(series);
  const floor = (value: number) => (nonNegative ? Math.max(0, value) : value);
  const points = Array.from({ length: horizon }, (_, index) => {
    const h = index + 1;
    const value = holt ? holt.level + h * holt.trend : mean(series);
    const margin = RANGE_Z * sd * Math.sqrt(h);
    return { value: floor(value), low: floor(value - margin), high: floor(value + margin) };
  });
  return {
    method: holt ? 'holt' : 'mean',
    parameters: holt ? { alpha: holt.alpha, beta: holt.beta } : null,
    sd,
    historyLength: series.length,
    points,
  };
}
