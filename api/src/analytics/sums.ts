// A period's income and expenses in minor units, whole or month by month, read from the month totals (see
// transactions/totals.ts): the building blocks of the trends, savings, comparison and overview export.
import type { DatePeriod } from '@moneta/shared/contract';
import type { Db } from '../db/client';
import { addMinor } from '../db/money';
import { addMonthsClamped, monthsBetween, startOfMonth } from '../transactions/dates';
import { groupedTotals, type TotalsRow } from '../transactions/totals';

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
}

/** The sums of each month the period touches (only its days of the first and last month), empty ones as zeros. */
export async function monthlySums(db: Db, userId: string, period: DatePeriod): Promise<MonthSums[]> {
  const byMonth = new Map(monthsOf(period).map((month) => [month, noSums()]));
  for (const row of await groupedTotals(db, userId, period, ['month', 'type'])) {
    const sums = row.month === null ? undefined : byMonth.get(row.month);
    if (sums) addRow(sums, row);
  }
  return [...byMonth.entries()].map(([month, sums]) => ({ monthYear: month.slice(0, 7), ...sums }));
}
