// Financial Trends' forecast band: the income and expense forecasts laid out on the chart's months, after the
// actual ones, and the sentence naming each forecast's method.
import type { Forecast, ForecastPoint } from '@moneta/shared';
import type { useAnalyticsT } from '../../i18n';

type T = ReturnType<typeof useAnalyticsT>;

/** A forecast worth drawing: one with at least a month of history to stand on. */
export function usable(forecast: Forecast | undefined): Forecast | undefined {
  return forecast && forecast.history.length > 0 && forecast.forecast.length > 0 ? forecast : undefined;
}

/** Every month either forecast has a point of, each once, in order (YYYY-MM sorts as text). */
export function forecastMonths(forecasts: readonly (Forecast | undefined)[]): string[] {
  const months = forecasts.flatMap((forecast) => forecast?.forecast.map((point) => point.monthYear) ?? []);
  return [...new Set(months)].sort();
}

/**
 * The forecast months the chart draws after the actual ones: those after the last actual month. The current
 * month has its actual figures so far; a forecast of the whole month drawn on the same point would read as
 * either one.
 */
export function monthsAhead(
  actual: readonly string[],
  forecasts: readonly (Forecast | undefined)[],
): string[] {
  const last = actual.at(-1);
  return forecastMonths(forecasts).filter((month) => last === undefined || month > last);
}

/** A forecast's point of `month`, if it has one. */
export function pointOf(forecast: Forecast | undefined, month: string): ForecastPoint | undefined {
  return forecast?.forecast.find((point) => point.monthYear === month);
}

/** One sentence on how `forecast` was made, for `series` (a translated name), in the person's language. */
function methodSentence(t: T, series: string, forecast: Forecast): string {
  const count = forecast.history.length;
  return forecast.method === 'holt'
    ? t("{{series}}: Holt's linear smoothing of the last {{count, number}} months.", { series, count })
    : t('{{series}}: the average of the last {{count, number}} months.', { series, count });
}

/**
 * How the income and expense forecasts were made: one sentence when both were made alike (they read the same
 * months), else one each.
 */
export function methodSentences(
  t: T,
  income: Forecast | undefined,
  expenses: Forecast | undefined,
): string[] {
  if (income && expenses) {
    const alike = income.method === expenses.method && income.history.length === expenses.history.length;
    if (alike) return [methodSentence(t, t('Income and expenses'), income)];
  }
  return [
    ...(income ? [methodSentence(t, t('Income'), income)] : []),
    ...(expenses ? [methodSentence(t, t('Expenses'), expenses)] : []),
  ];
}
