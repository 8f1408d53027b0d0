// Path and query parameters of the analytics routes: a month of the summary, the period of the category
// analysis and of the trends.
import { MESSAGES, optionalDate, queryInt, TRENDS_MAX_YEARS, type DatePeriod } from '@moneta/shared/contract';
import { z } from 'zod';
import { invalidField } from '../http/errors';
import {
  addDays,
  addMonthsClamped,
  endOfMonth,
  monthsBetween,
  startOfMonth,
  todayUtc,
} from '../transactions/dates';

const TRENDS_MAX_MONTHS = TRENDS_MAX_YEARS * 12;

export const summaryParamsSchema = z.object({
  month: queryInt(1, 12, MESSAGES.monthInvalid),
  year: queryInt(1900, 9999, MESSAGES.yearInvalid),
});

/** The query of the category analysis and the trends. */
export const calendarPeriodQuerySchema = z.object({ startDate: optionalDate, endDate: optionalDate });
type CalendarPeriodQuery = z.output<typeof calendarPeriodQuerySchema>;

function checkedPeriod(period: DatePeriod): DatePeriod {
  if (period.startDate > period.endDate) {
    throw invalidField('endDate', MESSAGES.dateOrder);
  }
  if (monthsBetween(period.startDate, period.endDate) >= TRENDS_MAX_MONTHS) {
    throw invalidField('startDate', MESSAGES.rangeTooLong);
  }
  return period;
}

/** analysis/category: by default the last 365 days up to today. */
export function analysisPeriod({ startDate, endDate }: CalendarPeriodQuery, today = todayUtc()): DatePeriod {
  const end = endDate ?? today;
  return checkedPeriod({ startDate: startDate ?? addDays(end, -365), endDate: end });
}

/** trends: by default the last 12 months, the current one included (whole months). */
export function trendsPeriod({ startDate, endDate }: CalendarPeriodQuery, today = todayUtc()): DatePeriod {
  const end = endDate ?? endOfMonth(today);
  return checkedPeriod({ startDate: startDate ?? addMonthsClamped(startOfMonth(end), -11), endDate: end });
}
