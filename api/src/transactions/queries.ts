// Path and query parameters of the transaction routes that the shared schemas do not cover.
import { INVALID_DATE_MESSAGE, isCalendarDate, LIST_MAX_LIMIT } from '@moneta/shared/contract';
import { z } from 'zod';
import { AppError } from '../http/errors';
import { parseBody } from '../http/validate';
import { addDays, addMonthsClamped, endOfMonth, monthsBetween, startOfMonth, todayUtc } from './dates';

export const TRANSACTION_NOT_FOUND = 'Transaction not found';
export const RECENT_DEFAULT_LIMIT = 5;
/** Trends list every month of their period: a century is plenty and keeps the answer small. */
export const TRENDS_MAX_MONTHS = 1200;
export const RANGE_ORDER_MESSAGE = 'Start date must be before end date';
export const RANGE_LENGTH_MESSAGE = `Date range cannot exceed ${TRENDS_MAX_MONTHS / 12} years`;

/** Any 8-4-4-4-12 hex id, as PostgreSQL's uuid type reads it; anything else never reaches SQL. */
const idSchema = z.guid();

export function isTransactionId(value: string): boolean {
  return idSchema.safeParse(value).success;
}

/** Digits only, within bounds: "1e3", "-1" and "5; DROP" are refused, not coerced. */
const wholeNumber = (field: string, min: number, max: number) =>
  z
    .string({ error: `${field} is required.` })
    .regex(/^\d{1,9}$/, `${field} must be a whole number.`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `${field} must be between ${min} and ${max}.`)
        .max(max, `${field} must be between ${min} and ${max}.`),
    );

const summaryParamsSchema = z.object({
  month: wholeNumber('Month', 1, 12),
  year: wholeNumber('Year', 1900, 9999),
});

export function parseSummaryParams(params: unknown): { month: number; year: number } {
  return parseBody(summaryParamsSchema, params);
}

const recentQuerySchema = z.object({
  limit: wholeNumber('limit', 1, LIST_MAX_LIMIT).default(RECENT_DEFAULT_LIMIT),
});

export function parseRecentLimit(query: unknown): number {
  return parseBody(recentQuerySchema, query).limit;
}

/** A calendar date; an ISO date-time is cut to its date (the app sends the period as ISO strings). */
const optionalDate = z
  .string()
  .trim()
  .transform((value) => (/^\d{4}-\d{2}-\d{2}T/.test(value) ? value.slice(0, 10) : value))
  .refine((value) => value === '' || isCalendarDate(value), INVALID_DATE_MESSAGE)
  .transform((value) => value || undefined)
  .optional();

const periodQuerySchema = z.object({ startDate: optionalDate, endDate: optionalDate });

export interface Period {
  startDate: string;
  endDate: string;
}

function checkedPeriod(period: Period): Period {
  if (period.startDate > period.endDate) {
    throw new AppError(422, RANGE_ORDER_MESSAGE, [{ field: 'endDate', message: RANGE_ORDER_MESSAGE }]);
  }
  if (monthsBetween(period.startDate, period.endDate) >= TRENDS_MAX_MONTHS) {
    throw new AppError(422, RANGE_LENGTH_MESSAGE, [{ field: 'startDate', message: RANGE_LENGTH_MESSAGE }]);
  }
  return period;
}

/** analysis/category: by default the last 365 days up to today. */
export function parseAnalysisPeriod(query: unknown, today = todayUtc()): Period {
  const { startDate, endDate } = parseBody(periodQuerySchema, query);
  const end = endDate ?? today;
  return checkedPeriod({ startDate: startDate ?? addDays(end, -365), endDate: end });
}

/** trends: by default the last 12 months, the current one included (whole months). */
export function parseTrendsPeriod(query: unknown, today = todayUtc()): Period {
  const { startDate, endDate } = parseBody(periodQuerySchema, query);
  const end = endDate ?? endOfMonth(today);
  return checkedPeriod({ startDate: startDate ?? addMonthsClamped(startOfMonth(end), -11), endDate: end });
}
