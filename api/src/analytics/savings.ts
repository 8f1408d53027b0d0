// GET /savings/rate and /savings/trends: what was kept of the income, over the period and month by month.
import type { DatePeriod, SavingsRate, SavingsTrends } from '@moneta/shared/contract';
import type { Db } from '../db/client';
import { fromMinorUnits } from '../db/money';
import { averageAmount, percentOf } from '../lib/percent';
import { monthlySums, monthsCovered, periodSums } from './sums';

export async function savingsRate(db: Db, userId: string, period: DatePeriod): Promise<SavingsRate> {
  const { incomeMinor, expensesMinor } = await periodSums(db, userId, period);
  return {
    rate: percentOf(incomeMinor - expensesMinor, incomeMinor),
    totalSavings: fromMinorUnits(incomeMinor - expensesMinor),
    totalIncome: fromMinorUnits(incomeMinor),
    totalExpenses: fromMinorUnits(expensesMinor),
    period,
  };
}

/**
 * Savings of each month of the period (see monthlySums; empty months as zeros), averaged over the months
 * covered; the best month is the earliest of the highest.
 */
export async function savingsTrends(db: Db, userId: string, period: DatePeriod): Promise<SavingsTrends> {
  const months = await monthlySums(db, userId, period);
  let totalMinor = 0;
  let best: { monthYear: string; minor: number } | null = null;
  for (const month of months) {
    const minor = month.incomeMinor - month.expensesMinor;
    totalMinor += minor;
    const active = month.incomeCount + month.expenseCount > 0;
    if (active && (best === null || minor > best.minor)) best = { monthYear: month.monthYear, minor };
  }
  return {
    trends: months.map((month) => ({
      monthYear: month.monthYear,
      savings: fromMinorUnits(month.incomeMinor - month.expensesMinor),
      rate: percentOf(month.incomeMinor - month.expensesMinor, month.incomeMinor),
    })),
    averageMonthlySavings: averageAmount(totalMinor, monthsCovered(months)),
    bestMonth: best && { monthYear: best.monthYear, savings: fromMinorUnits(best.minor) },
    period,
  };
}
