// A period's income and expenses in minor units, whole or month by month, read from the month totals (see
// transactions/totals.ts): the building blocks of the trends, savings, comparison and overview export.
import type { DatePeriod } from '@moneta/shared/contract';
import { and, eq, gt, min } from 'drizzle-orm';
import type { Db } from '../db/client';
import { addMinor } from '../db/money';
import {
  addMonthsClamped,
  daysBetween,
  daysInMonth,
  endOfMonth,
  monthsBetween,
  parseDate,
  startOfMonth,
} from '../transactions/dates';
import { transactionMonthTotals } from '../transactions/schema';
import { figuresOnly, groupedTotals, type TotalsRow } from '../transactions/totals';

/** Income and expenses in minor units, both positive, and their row counts. */
export interface Sums {
  incomeMinor: number;
  expensesMinor: number;
  incomeCount: number;
  expenseCount: number;
}

export const noSums = (): Sums => ({ incomeMinor: 0, expensesMinor: 0, incomeCount: 0, expenseCount: 0 });

export function addRow(sums: Sums, row: Pick<TotalsRow, 'type' | 'rowCount' | 'amountMinor'>): void {
  if (row.type === 'Income') {
    sums.incomeMinor = addMinor(sums.incomeMinor, row.amountMinor);
    sums.incomeCount += row.rowCount;
  } else {
    sums.expensesMinor = addMinor(sums.expensesMinor, -row.amountMinor);
    sums.expenseCount += row.rowCount;
  }
}

/** The period's sums. */
export async function periodSums(db: Db, userId: string, period: DatePeriod): Promise<Sums> {
  const sums = noSums();
  for (const row of await groupedTotals(db, userId, period, ['type'])) addRow(sums, row);
  return sums;
}

/** First days of every month the period touches, in order. */
export function monthsOf(period: DatePeriod): string[] {
  const first = startOfMonth(period.startDate);
  const count = monthsBetween(period.startDate, period.endDate) + 1;
  return Array.from({ length: count }, (_, index) => addMonthsClamped(first, index));
}

export interface MonthSums extends Sums {
  /** YYYY-MM */
  monthYear: string;
  /** The days of the month the period covers, both included: the whole month, or only a part of it. */
  startDate: string;
  endDate: string;
}

/** First day of the user's first month with a transaction; undefined without any. */
async function firstMonthWithRows(db: Db, userId: string): Promise<string | undefined> {
  const totals = transactionMonthTotals;
  const [row] = await db
    .select({ month: min(totals.month) })
    .from(totals)
    .where(and(eq(totals.userId, userId), gt(totals.rowCount, 0), figuresOnly(totals.type)));
  return row?.month ?? undefined;
}

/**
 * The sums of each month the period touches, clipped to its days (a month it covers in part says which days),
 * empty ones as zeros. Months before the user's first transaction are no history at all and are left out, so a
 * long period of a new user starts at their first month rather than with months of zeros.
 */
export async function monthlySums(db: Db, userId: string, period: DatePeriod): Promise<MonthSums[]> {
  const [first, rows] = await Promise.all([
    firstMonthWithRows(db, userId),
    groupedTotals(db, userId, period, ['month', 'type']),
  ]);
  const months = first === undefined ? [] : monthsOf(period).filter((month) => month >= first);
  const byMonth = new Map(months.map((month) => [month, noSums()]));
  for (const row of rows) {
    const sums = row.month === null ? undefined : byMonth.get(row.month);
    if (sums) addRow(sums, row);
  }
  return [...byMonth.entries()].map(([month, sums]) => ({
    monthYear: month.slice(0, 7),
    startDate: month < period.startDate ? period.startDate : month,
    endDate: endOfMonth(month) > period.endDate ? period.endDate : endOfMonth(month),
    ...sums,
  }));
}

/**
 * How many months `months` make, each counted by the share of its days it covers (a month of 30 days covered
 * for 15 counts one half): what a monthly average divides by, so that a period touching one day of a month
 * does not halve it.
 */
export function monthsCovered(months: readonly Pick<MonthSums, 'startDate' | 'endDate'>[]): number {
  return months.reduce((count, { startDate, endDate }) => {
    const { year, month } = parseDate(startDate);
    return count + (daysBetween(startDate, endDate) + 1) / daysInMonth(year, month);
  }, 0);
}
