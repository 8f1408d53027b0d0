// GET /income/trends and /income/sources: income month by month, and by category.
import type { DatePeriod, IncomeCategory, IncomeSources, IncomeTrends } from '@moneta/shared/contract';
import type { Db } from '../db/client';
import { fromMinorUnits } from '../db/money';
import { filedCategories, groupedTotals } from '../transactions/totals';
import { averageAmount, percentOf } from '../lib/percent';
import { monthlySums, monthsCovered } from './sums';

export async function incomeTrends(db: Db, userId: string, period: DatePeriod): Promise<IncomeTrends> {
  const months = await monthlySums(db, userId, period);
  const totalMinor = months.reduce((sum, month) => sum + month.incomeMinor, 0);
  return {
    trends: months.map((month) => ({
      monthYear: month.monthYear,
      startDate: month.startDate,
      endDate: month.endDate,
      totalIncome: fromMinorUnits(month.incomeMinor),
      transactionCount: month.incomeCount,
    })),
    averageMonthlyIncome: averageAmount(totalMinor, monthsCovered(months)),
    totalIncome: fromMinorUnits(totalMinor),
    period,
  };
}

/** Income by category over the period, largest first (name breaking ties); categories without income left out. */
export async function incomeSources(db: Db, userId: string, period: DatePeriod): Promise<IncomeSources> {
  const rows = await groupedTotals(db, userId, { type: 'Income', ...period }, ['category']);
  // The Income filter leaves income categories only.
  const items = filedCategories(rows)
    .flatMap((row) =>
      row.category
        ? [{ category: row.category as IncomeCategory, minor: row.amountMinor, count: row.rowCount }]
        : [],
    )
    .sort((a, b) => b.minor - a.minor || a.category.localeCompare(b.category));
  const totalMinor = items.reduce((sum, item) => sum + item.minor, 0);
  return {
    sources: items.map((item) => ({
      category: item.category,
      amount: fromMinorUnits(item.minor),
      percentage: percentOf(item.minor, totalMinor),
      transactionCount: item.count,
    })),
    totalIncome: fromMinorUnits(totalMinor),
    period,
  };
}
