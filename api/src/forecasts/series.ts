// The monthly history the projections read: the FORECAST_HISTORY_MONTHS whole months before the
// person's current month, from the month totals (a few hundred index entries, whatever the number of rows),
// starting at the user's first month with a transaction.
import { and, eq, gt, lt } from 'drizzle-orm';
import { FORECAST_HISTORY_MONTHS } from '@moneta/shared/contract';
import type { Db } from '../db/client';
import { addMonthsClamped, endOfMonth, startOfMonth } from '../transactions/dates';
import { transactionMonthTotals } from '../transactions/schema';
import { figuresOnly, groupedTotals, type TotalsRow } from '../transactions/totals';

export interface MonthlyHistory {
  /** First days of the history's months, oldest first; empty when the user has no transaction before now. */
  months: string[];
  /** Their totals per month, type and category (signed minor units: expenses negative). */
  rows: TotalsRow[];
  /** First day of the person's current month: the first month forecast. */
  currentMonth: string;
}

/** True when the user has a transaction dated before `month` (a first day). */
async function hasTransactionsBefore(db: Db, userId: string, month: string): Promise<boolean> {
  const totals = transactionMonthTotals;
  const [row] = await db
    .select({ month: totals.month })
    .from(totals)
    .where(
      and(
        eq(totals.userId, userId),
        lt(totals.month, month),
        gt(totals.rowCount, 0),
        figuresOnly(totals.type),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The user's history on their `today`. Months before the user's first transaction are no history at all and are
 * left out; an empty month after it is a month with nothing recorded, kept as 0.
 */
export async function monthlyHistory(db: Db, userId: string, today: string): Promise<MonthlyHistory> {
  const currentMonth = startOfMonth(today);
  const windowStart = addMonthsClamped(currentMonth, -FORECAST_HISTORY_MONTHS);
  const window = { startDate: windowStart, endDate: endOfMonth(addMonthsClamped(currentMonth, -1)) };
  const [rows, earlier] = await Promise.all([
    groupedTotals(db, userId, window, ['month', 'type', 'category']),
    hasTransactionsBefore(db, userId, windowStart),
  ]);
  const firstWithRows = rows.reduce<string | undefined>(
    (first, row) => (row.month !== null && (first === undefined || row.month < first) ? row.month : first),
    undefined,
  );
  const start = earlier ? windowStart : firstWithRows;
  const months: string[] = [];
  for (let month = start; month !== undefined && month < currentMonth; month = addMonthsClamped(month, 1)) {
    months.push(month);
  }
  return { months, rows, currentMonth };
}

/** One value per month of the history: the sum of `valueOf` over its rows (0 for a row to leave out). */
export function seriesOf(history: MonthlyHistory, valueOf: (row: TotalsRow) => number): number[] {
  const index = new Map(history.months.map((month, position) => [month, position]));
  const values = history.months.map(() => 0);
  for (const row of history.rows) {
    const position = row.month === null ? undefined : index.get(row.month);
    if (position !== undefined) values[position] = (values[position] ?? 0) + valueOf(row);
  }
  return values;
}
