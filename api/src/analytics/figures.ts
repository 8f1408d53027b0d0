// The dashboard's figures: a month's summary, expenses by category, month-by-month trends. Sums are taken in
// the database over minor units (see transactions/totals.ts) and turned into decimals once, at the end.
import {
  CATEGORY_COLORS,
  RECENT_TRANSACTIONS_COUNT,
  type CategoryAnalysis,
  type DashboardStats,
  type DatePeriod,
  type MonthlySummary,
  type SpendingTrends,
} from '@moneta/shared/contract';
import type { Db } from '../db/client';
import { goalsInProgress } from '../goals/figures';
import {
  addMonthsClamped,
  endOfMonth,
  formatDate,
  monthsBetween,
  startOfMonth,
  todayUtc,
} from '../transactions/dates';
import { fromMinorUnits } from '../db/money';
import { recentTransactions } from '../transactions/repository';
import { groupedTotals } from '../transactions/totals';

/** Percent with one decimal, halves rounded away from zero; 0 when the whole is 0. */
function percentOf(part: number, whole: number): number {
  if (whole === 0) return 0;
  // Multiplying first keeps minor-unit ratios such as 5005 / 10000 exact.
  const tenths = (part * 1000) / whole;
  return (Math.sign(tenths) * Math.round(Math.abs(tenths))) / 10;
}

export async function monthlySummary(
  db: Db,
  userId: string,
  year: number,
  month: number,
): Promise<MonthlySummary> {
  const first = formatDate({ year, month, day: 1 });
  const rows = await groupedTotals(db, userId, { startDate: first, endDate: endOfMonth(first) }, [
    'type',
    'category',
  ]);
  let incomeMinor = 0;
  let expensesMinor = 0;
  let transactionCount = 0;
  let expenseCategoryCount = 0;
  for (const row of rows) {
    transactionCount += row.rowCount;
    if (row.type === 'Income') {
      incomeMinor += row.amountMinor;
    } else {
      expensesMinor -= row.amountMinor;
      expenseCategoryCount += 1;
    }
  }
  return {
    month,
    year,
    totalIncome: fromMinorUnits(incomeMinor),
    totalExpenses: fromMinorUnits(expensesMinor),
    netSavings: fromMinorUnits(incomeMinor - expensesMinor),
    savingsRate: percentOf(incomeMinor - expensesMinor, incomeMinor),
    transactionCount,
    expenseCategoryCount,
  };
}

/** This calendar month's summary (UTC). */
export async function currentMonthSummary(
  db: Db,
  userId: string,
  today = todayUtc(),
): Promise<MonthlySummary> {
  return monthlySummary(db, userId, Number(today.slice(0, 4)), Number(today.slice(5, 7)));
}

export async function dashboardStats(db: Db, userId: string, now = new Date()): Promise<DashboardStats> {
  const [summary, recent, goals] = await Promise.all([
    currentMonthSummary(db, userId, todayUtc(now)),
    recentTransactions(db, userId, RECENT_TRANSACTIONS_COUNT),
    goalsInProgress(db, userId),
  ]);
  return {
    monthly: { summary },
    recent,
    goals,
    savingsRate: summary.savingsRate,
    generatedAt: now.toISOString(),
  };
}

/** Expenses by category over the period, largest first, as positive amounts. */
export async function categoryAnalysis(
  db: Db,
  userId: string,
  period: DatePeriod,
): Promise<CategoryAnalysis> {
  const rows = await groupedTotals(db, userId, { type: 'Expense', ...period }, ['category']);
  const amounts = rows
    .flatMap((row) => (row.category ? [{ category: row.category, amountMinor: -row.amountMinor }] : []))
    .sort((a, b) => b.amountMinor - a.amountMinor || a.category.localeCompare(b.category));
  const totalMinor = amounts.reduce((sum, item) => sum + item.amountMinor, 0);
  return {
    categories: amounts.map((item, index) => ({
      category: item.category,
      amount: fromMinorUnits(item.amountMinor),
      percentage: percentOf(item.amountMinor, totalMinor),
      color: CATEGORY_COLORS[index % CATEGORY_COLORS.length] ?? CATEGORY_COLORS[0],
    })),
    totalAmount: fromMinorUnits(totalMinor),
    period,
  };
}

/** Income, expenses and savings for each month of the period, months without rows included as zeros. */
export async function spendingTrends(db: Db, userId: string, period: DatePeriod): Promise<SpendingTrends> {
  const rows = await groupedTotals(db, userId, period, ['month', 'type']);
  const firstMonth = startOfMonth(period.startDate);
  const months = monthsBetween(period.startDate, period.endDate) + 1;
  const byMonth = new Map<string, { incomeMinor: number; expensesMinor: number }>();
  for (let index = 0; index < months; index += 1) {
    byMonth.set(addMonthsClamped(firstMonth, index), { incomeMinor: 0, expensesMinor: 0 });
  }
  for (const row of rows) {
    const totals = row.month === null ? undefined : byMonth.get(row.month);
    if (!totals) continue;
    if (row.type === 'Income') totals.incomeMinor += row.amountMinor;
    else totals.expensesMinor -= row.amountMinor;
  }
  let spendingMinor = 0;
  const trends = [...byMonth.entries()].map(([month, totals]) => {
    spendingMinor += totals.expensesMinor;
    return {
      monthYear: month.slice(0, 7),
      totalIncome: fromMinorUnits(totals.incomeMinor),
      totalExpenses: fromMinorUnits(totals.expensesMinor),
      netSavings: fromMinorUnits(totals.incomeMinor - totals.expensesMinor),
    };
  });
  return {
    trends,
    averageMonthlySpending: Math.round(spendingMinor / months) / 100,
    totalSpending: fromMinorUnits(spendingMinor),
    period,
  };
}
