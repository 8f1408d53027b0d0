// Path and query parameters of the analytics routes: a month of the summary, the period of the category
// analysis and of the trends.
import { DATE_ORDER_MESSAGE, optionalDate, queryInt, type DatePeriod } from '@moneta/shared/contract';
import { z } from 'zod';
import { AppError } from '../http/errors';
import { parseBody } from '../http/validate';
import {
  addDays,
  addMonthsClamped,
  endOfMonth,
  monthsBetween,
  startOfMonth,
  todayUtc,
} from '../transactions/dates';

/** Trends list every month of their period: a century is plenty and keeps the answer small. */
const TRENDS_MAX_MONTHS = 1200;
const RANGE_LENGTH_MESSAGE = `Date range cannot exceed ${TRENDS_MAX_MONTHS / 12} years`;

const summaryParamsSchema = z.object({
  month: queryInt('Month', 1, 12),
  year: queryInt('Year', 1900, 9999),
});

export function parseSummaryParams(params: unknown): { month: number; year: number } {
  return parseBody(summaryParamsSchema, params);
}

const periodQuerySchema = z.object({ startDate: optionalDate, endDate: optionalDate });

function checkedPeriod(period: DatePeriod): DatePeriod {
  if (period.startDate > period.endDate) {
    throw new AppError(422, DATE_ORDER_MESSAGE, [{ field: 'endDate', message: DATE_ORDER_MESSAGE }]);
  }
  if (monthsBetween(period.startDate, period.endDate) >= TRENDS_MAX_MONTHS) {
    throw new AppError(422, RANGE_LENGTH_MESSAGE, [{ field: 'startDate', message: RANGE_LENGTH_MESSAGE }]);
  }
  return period;
}

/** analysis/category: by default the last 365 days up to today. */
export function parseAnalysisPeriod(query: unknown, today = todayUtc()): DatePeriod {
  const { startDate, endDate } = parseBody(periodQuerySchema, query);
  const end = endDate ?? today;
  return checkedPeriod({ startDate: startDate ?? addDays(end, -365), endDate: end });
}

/** trends: by default the last 12 months, the current one included (whole months). */
export function parseTrendsPeriod(query: unknown, today = todayUtc()): DatePeriod {
  const { startDate, endDate } = parseBody(periodQuerySchema, query);
  const end = endDate ?? endOfMonth(today);
  return checkedPeriod({ startDate: startDate ?? addMonthsClamped(startOfMonth(end), -11), endDate: end });
}
