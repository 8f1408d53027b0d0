// GET /spending/patterns and /transactions/patterns: figures by weekday (ISO, Monday first) and by day of the
// month of each transaction's calendar date, read from the per-day totals (migration 0006): a year is at most
// 730 of them.
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
import { exactMinor, fromMinorUnits } from '../db/money';
import { transactionDayTotals as days } from '../transactions/schema';
import { figuresOnly } from '../transactions/totals';
import { periodDays } from './period';
import { averageAmount } from '../lib/percent';
import { addRow, noSums, type Sums } from './sums';

/** The period's sums for each weekday, Monday first. */
export async function weekdaySums(
  db: Db,
  userId: string,
  period: DatePeriod,
  type?: TransactionType,
): Promise<Array<Sums & { day: Weekday }>> {
  const isoWeekday = sql<number>`extract(isodow from ${days.date})::integer`;
  const rows = await db
    .select({
      weekday: isoWeekday.mapWith(Number),
      // figuresOnly below: an income or expense row's type.
      type: sql<TransactionType>`${days.type}`,
      rowCount: sql<number>`sum(${days.rowCount})`.mapWith(Number),
      amountMinor: sql<number>`sum(${days.amountMinor})`.mapWith(exactMinor),
    })
    .from(days)
    .where(
      and(
        eq(days.userId, userId),
        gte(days.date, period.startDate),
        lte(days.date, period.endDate),
        type ? eq(days.type, type) : figuresOnly(days.type),
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

/** Days of the month, 1 to 31. */
const DAYS_OF_MONTH = Array.from({ length: 31 }, (_, index) => index + 1);

/** The period's expenses for each day of the month, 1 to 31, days without expenses as zeros. */
async function dayOfMonthExpenses(
  db: Db,
  userId: string,
  period: DatePeriod,
): Promise<Array<{ day: number; expensesMinor: number; expenseCount: number }>> {
  const dayOfMonth = sql<number>`extract(day from ${days.date})::integer`;
  const rows = await db
    .select({
      day: dayOfMonth.mapWith(Number),
      rowCount: sql<number>`sum(${days.rowCount})`.mapWith(Number),
      amountMinor: sql<number>`sum(${days.amountMinor})`.mapWith(exactMinor),
    })
    .from(days)
    .where(
      and(
        eq(days.userId, userId),
        eq(days.type, 'Expense'),
        gte(days.date, period.startDate),
        lte(days.date, period.endDate),
      ),
    )
    .groupBy(dayOfMonth);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return DAYS_OF_MONTH.map((day) => {
    const row = byDay.get(day);
    // Expenses are stored negative.
    return { day, expensesMinor: row ? -row.amountMinor : 0, expenseCount: row?.rowCount ?? 0 };
  });
}

/** The day (of the week or month) with the highest `value`, the earliest on a tie; null when all are 0. */
function topDay<D, T extends { day: D }>(items: T[], value: (item: T) => number): D | null {
  let best: { day: D; value: number } | null = null;
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
  const [sums, daysOfMonth] = await Promise.all([
    weekdaySums(db, userId, period, 'Expense'),
    dayOfMonthExpenses(db, userId, period),
  ]);
  const totalMinor = sums.reduce((total, day) => total + day.expensesMinor, 0);
  return {
    byWeekday: sums.map((day) => ({
      day: day.day,
      totalExpenses: fromMinorUnits(day.expensesMinor),
      expenseCount: day.expenseCount,
      averageExpense: averageAmount(day.expensesMinor, day.expenseCount),
    })),
    highestSpendingDay: topDay(sums, (day) => day.expensesMinor),
    byDayOfMonth: daysOfMonth.map((day) => ({
      day: day.day,
      totalExpenses: fromMinorUnits(day.expensesMinor),
      expenseCount: day.expenseCount,
    })),
    highestSpendingDayOfMonth: topDay(daysOfMonth, (day) => day.expensesMinor),
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
    mostActiveDay: topDay(sums, (day) => day.incomeCount + day.expenseCount),
    period,
  };
}
