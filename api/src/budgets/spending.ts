// A user's expenses by month and category in one query (transactions/totals.ts: the month totals for whole
// months, an index of the rows for partial ones): the spent figures of every budget call.
import type { DatePeriod, ExpenseCategory } from '@moneta/shared/contract';
import type { Db } from '../db/client';
import { groupedTotals } from '../transactions/totals';

/** Expenses in minor units, positive, by month (first day) and category; 0 where there are none. */
export interface MonthlySpending {
  spentIn(month: string, category: ExpenseCategory): number;
  /** The month's expenses in every category. */
  totalIn(month: string): number;
}

const keyOf = (month: string, category: string) => `${month}|${category}`;

/** The expenses of the range's days, by month and category (partial months count only their days in range). */
export async function monthlySpending(db: Db, userId: string, range: DatePeriod): Promise<MonthlySpending> {
  const rows = await groupedTotals(db, userId, { type: 'Expense', ...range }, ['month', 'category']);
  const spent = new Map<string, number>();
  const totals = new Map<string, number>();
  for (const row of rows) {
    if (row.month === null || row.category === null) continue;
    spent.set(keyOf(row.month, row.category), -row.amountMinor);
    totals.set(row.month, (totals.get(row.month) ?? 0) - row.amountMinor);
  }
  return {
    spentIn: (month, category) => spent.get(keyOf(month, category)) ?? 0,
    totalIn: (month) => totals.get(month) ?? 0,
  };
}
