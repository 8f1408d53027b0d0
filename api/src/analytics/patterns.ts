// GET /spending/patterns and /transactions/patterns: figures by weekday (ISO, Monday first) of each
// transaction's calendar date, read from the per-day totals (migration 0006): a year is at most 730 of them.
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import {
  WEEKDAYS,
  type DatePeriod,
  type SpendingPatterns,
  type TransactionPatterns,
  type TransactionType,
  type Weekday,
} from '@moneta/shared/contract';
import type { Db } from '../db/client';
import { fromMinorUnits } from '../db/money';
import { transactionDayTotals as days } from '../transactions/schema';
import { periodDays } from './period';
import { averageAmount } from './percent';
import { addRow, noSums, type Sums } from './sums';

/** The period's sums for each weekday, Monday first. */
async function weekdaySums(
  db: Db,
  userId: string,
  period: DatePeriod,
  type?: TransactionType,
): Promise<Array<Sums & { day: Weekday }>> {
  const isoWeekday = sql<number>`extract(isodow from ${days.date})::integer`;
  const rows = await db
    .select({
      weekday: isoWeekday.mapWith(Number),
      type: days.type,
      rowCount: sql<number>`sum(${days.rowCount})`.mapWith(Number),
      amountMinor: sql<number>`sum(${days.amountMinor})`.mapWith(Number),
    })
    .from(days)
    .where(
      and(
        eq(days.userId, userId),
        gte(days.date, period.startDate),
        lte(days.date, period.endDate),
        type ? eq(days.type, type) : undefined,
      ),
    )
    .groupBy(isoWeekday, days.type);
  const byWeekday = WEEKDAYS.map((day) => ({ day, ...noSums() }));
  for (const row of rows) {
    const sums = byWeekday[row.weekday - 1];
    if (sums) addRow(sums, row);
  }
  return byWeekday;
}

/** The weekday with the highest `value`, the earliest in the week on a tie; null when every value is 0. */
function topWeekday<T extends { day: Weekday }>(items: T[], value: (item: T) => number): Weekday | null {
  let best: { day: Weekday; value: number } | null = null;
  for (const item of items) {
    const current = value(item);
    if (current > 0 && (best === null || current > best.value)) best = { day: item.day, value: current };
  }
  return best?.day ?? null;
}

export async function spendingPatterns(
  db: Db,
  userId: string,
  period: DatePeriod,
): Promise<SpendingPatterns> {
  const sums = await weekdaySums(db, userId, period, 'Expense');
  const totalMinor = sums.reduce((total, day) => total + day.expensesMinor, 0);
  return {
    byWeekday: sums.map((day) => ({
      day: day.day,
      totalExpenses: fromMinorUnits(day.expensesMinor),
      expenseCount: day.expenseCount,
      averageExpense: averageAmount(day.expensesMinor, day.expenseCount),
    })),
    highestSpendingDay: topWeekday(sums, (day) => day.expensesMinor),
    averageDailySpending: averageAmount(totalMinor, periodDays(period)),
    period,
  };
}

export async function transactionPatterns(
  db: Db,
  userId: string,
  period: DatePeriod,
): Promise<TransactionPatterns> {
  const sums = await weekdaySums(db, userId, period);
  return {
    weeklyPattern: sums.map((day) => ({
      day: day.day,
      transactionCount: day.incomeCount + day.expenseCount,
      totalIncome: fromMinorUnits(day.incomeMinor),
      totalExpenses: fromMinorUnits(day.expensesMinor),
    })),
    mostActiveDay: topWeekday(sums, (day) => day.incomeCount + day.expenseCount),
    period,
  };
}
