// The parameters of /api/analytics: a period's startDate and endDate
// (YYYY-MM-DD, the person's calendar days), a month of the monthly summary, an export type and a `since`.
import {
  ANALYTICS_DEFAULT_DAYS,
  ANALYTICS_EXPORT_TYPES,
  ANALYTICS_MAX_RANGE_DAYS,
  MESSAGES,
  analyticsPeriod,
  codeField,
  DATE_TEXT_MAX_LENGTH,
  isCalendarDate,
  queryInt,
  type AnalyticsExportType,
  type DatePeriod,
  type FieldError,
} from '@moneta/shared/contract';
import { z } from 'zod';
import { AppError, invalidField, notFound } from '../http/errors';
import { parseBody } from '../http/validate';
import { addDays, daysBetween } from '../transactions/dates';

type Field = 'startDate' | 'endDate';

/**
 * A query value of the period: absent or empty is none; anything but a real YYYY-MM-DD calendar date (a repeated
 * parameter, 2023-02-29, a date-time) is 'Invalid date format'.
 */
function dateOf(query: Record<string, unknown>, field: Field, errors: FieldError[]): string | undefined {
  const value = query[field];
  if (value === undefined || value === '') return undefined;
  if (typeof value === 'string' && isCalendarDate(value)) return value;
  errors.push({ field, message: MESSAGES.analyticsDateInvalid });
  return undefined;
}

const minDate = (a: string, b: string) => (a < b ? a : b);

/** Bounded, and of allowed characters, before parsePeriod's and parseSince's patterns read it. */
const periodDate = codeField(DATE_TEXT_MAX_LENGTH, MESSAGES.analyticsDateInvalid).optional();

/** The period's query as sent: texts, which parsePeriod reads as calendar dates on the person's today. */
export const periodQuerySchema = z.object({ startDate: periodDate, endDate: periodDate });

/** ?since= of the updates check. */
export const sinceQuerySchema = z.object({ since: periodDate });

/**
 * The period of a call on the person's `today`. Both dates absent: the last 30 days, today included. Only
 * startDate: from it to today. Only endDate: the 30 days ending on it, starting today at the latest. Refused
 * with 422, in this order: a date that is not a real calendar date (each such field named); a start after
 * today; a start after the end; more than 730 days from start to end.
 */
export function parsePeriod(query: unknown, today: string): DatePeriod {
  const values = typeof query === 'object' && query !== null ? (query as Record<string, unknown>) : {};
  const errors: FieldError[] = [];
  const start = dateOf(values, 'startDate', errors);
  const end = dateOf(values, 'endDate', errors);
  if (errors.length > 0) throw new AppError(422, MESSAGES.analyticsDateInvalid, errors);
  if (start === undefined && end === undefined) return analyticsPeriod('30d', today);
  const period: DatePeriod = {
    startDate: start ?? minDate(addDays(end ?? today, 1 - ANALYTICS_DEFAULT_DAYS), today),
    endDate: end ?? today,
  };
  if (period.startDate > today) throw invalidField('startDate', MESSAGES.analyticsStartFuture);
  if (period.startDate > period.endDate) throw invalidField('endDate', MESSAGES.dateOrder);
  if (daysBetween(period.startDate, period.endDate) > ANALYTICS_MAX_RANGE_DAYS) {
    throw invalidField('endDate', MESSAGES.analyticsRangeTooLong);
  }
  return period;
}

/** Calendar days in the period, both ends included. */
export function periodDays(period: DatePeriod): number {
  return daysBetween(period.startDate, period.endDate) + 1;
}

const monthParamsSchema = z.object({
  year: queryInt(1900, 9999, MESSAGES.yearInvalid),
  month: queryInt(1, 12, MESSAGES.monthInvalid),
});

/** /monthly/:year/:month */
export function parseMonthParams(params: unknown): { year: number; month: number } {
  return parseBody(monthParamsSchema, params);
}

/** /export/:type: an unknown type is answered 404, as a path that names nothing. */
export function parseExportType(params: unknown): AnalyticsExportType {
  const type =
    typeof params === 'object' && params !== null && 'type' in params ? String(params.type) : undefined;
  const known = ANALYTICS_EXPORT_TYPES.find((item) => item === type);
  if (!known) throw notFound(MESSAGES.exportTypeInvalid);
  return known;
}

/** ?since=: an ISO 8601 date-time with its zone (Z or an offset); absent or empty is none. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

export function parseSince(query: unknown): Date | undefined {
  const value = typeof query === 'object' && query !== null && 'since' in query ? query.since : undefined;
  if (value === undefined || value === '') return undefined;
  const date =
    typeof value === 'string' && ISO_DATE_TIME.test(value) && isCalendarDate(value.slice(0, 10))
      ? new Date(value)
      : undefined;
  if (!date || Number.isNaN(date.getTime())) throw invalidField('since', MESSAGES.analyticsDateInvalid);
  return date;
}
