// The query of the projections and forecasts: ?months=N, the months to forecast.
import { z } from 'zod';
import { FORECAST_DEFAULT_MONTHS, FORECAST_MAX_MONTHS } from './budgetLimits';
import { MESSAGES } from './messages';
import { queryInt } from './transactionValidators';

/** months: digits only, 1 to FORECAST_MAX_MONTHS; absent is FORECAST_DEFAULT_MONTHS. */
export const forecastQuerySchema = z.object({
  months: queryInt(1, FORECAST_MAX_MONTHS, MESSAGES.forecastMonthsInvalid).default(FORECAST_DEFAULT_MONTHS),
});
