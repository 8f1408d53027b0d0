// Row counts and sums over a user's transactions, read from transaction_month_totals for the whole months of a
// period and from the rows only for its partial months: a year's figures cost a few hundred index entries,
// not tens of thousands of rows, and stay exact because triggers keep the totals.
import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { TransactionCategory, TransactionType } from '@moneta/shared/contract';
import type { Db } from '../db/client';
import { transactionMonthTotals, transactions } from './schema';
import { addDays, addMonthsClamped, endOfMonth, startOfMonth } from './dates';

export interface TotalsFilters {
  type?: TransactionType | undefined;
  category?: TransactionCategory | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
}

export type TotalsKey = 'month' | 'type' | 'category';

export interface TotalsRow {
  /** First day of the month, when grouped by month. */
  month: string | null;
  type: TransactionType | null;
  category: TransactionCategory | null;
  rowCount: number;
  amountMinor: number;
}

interface DateRange {
  from?: string | undefined;
  to?: string | undefined;
}

interface PeriodSplit {
  /** Whole months answered by the totals (first days of months, `to` inclusive), or null for none. */
  months: DateRange | null;
  /** Partial months answered by the rows. */
  days: DateRange[];
}

/** Splits a period into its whole months and the days before and after them. */
export function splitPeriod(startDate?: string, endDate?: string): PeriodSplit {
  const firstWhole =
    startDate && startDate.endsWith('-01')
      ? startDate
      : startDate && addMonthsClamped(startOfMonth(startDate), 1);
  const lastWhole =
    endDate &&
    (endDate === endOfMonth(endDate) ? startOfMonth(endDate) : addMonthsClamped(startOfMonth(endDate), -1));
  if (firstWhole && lastWhole && firstWhole > lastWhole) {
    return { months: null, days: [{ from: startDate, to: endDate }] };
  }
  const days: DateRange[] = [];
  if (startDate && firstWhole && startDate < firstWhole)
    days.push({ from: startDate, to: addDays(firstWhole, -1) });
  if (endDate && lastWhole) {
    const afterWhole = addMonthsClamped(lastWhole, 1);
    if (afterWhole <= endDate) days.push({ from: afterWhole, to: endDate });
  }
  return { months: { from: firstWhole, to: lastWhole }, days };
}

const nullText = <T>() => sql<T | null>`null`;

function mergeRows(parts: TotalsRow[][]): TotalsRow[] {
  const merged = new Map<string, TotalsRow>();
  for (const row of parts.flat()) {
    const key = `${row.month}|${row.type}|${row.category}`;
    const existing = merged.get(key);
    if (existing) {
      existing.rowCount += row.rowCount;
      existing.amountMinor += row.amountMinor;
    } else {
      merged.set(key, { ...row });
    }
  }
  return [...merged.values()].filter((row) => row.rowCount > 0);
}

/**
 * Count and sum of the user's transactions that pass the filters, grouped by the given keys (none: one row,
 * or none when there are no rows). Groups without rows are left out. Without `amounts`, the sums are 0.
 */
export async function groupedTotals(
  db: Db,
  userId: string,
  filters: TotalsFilters,
  keys: readonly TotalsKey[],
  { amounts = true }: { amounts?: boolean } = {},
): Promise<TotalsRow[]> {
  const split = splitPeriod(filters.startDate, filters.endDate);
  const totals = transactionMonthTotals;
  const byMonth = keys.includes('month');
  const byType = keys.includes('type');
  const byCategory = keys.includes('category');

  const fromTotals = async (months: DateRange): Promise<TotalsRow[]> => {
    const groups: SQL[] = [];
    if (byMonth) groups.push(sql`${totals.month}`);
    if (byType) groups.push(sql`${totals.type}`);
    if (byCategory) groups.push(sql`${totals.category}`);
    return db
      .select({
        month: byMonth ? sql<string | null>`${totals.month}` : nullText<string>(),
        type: byType ? sql<TransactionType | null>`${totals.type}` : nullText<TransactionType>(),
        category: byCategory
          ? sql<TransactionCategory | null>`${totals.category}`
          : nullText<TransactionCategory>(),
        rowCount: sql<number>`coalesce(sum(${totals.rowCount}), 0)`.mapWith(Number),
        amountMinor: sql<number>`coalesce(sum(${totals.amountMinor}), 0)`.mapWith(Number),
      })
      .from(totals)
      .where(
        and(
          eq(totals.userId, userId),
          filters.type ? eq(totals.type, filters.type) : undefined,
          filters.category ? eq(totals.category, filters.category) : undefined,
          months.from ? gte(totals.month, months.from) : undefined,
          months.to ? lte(totals.month, months.to) : undefined,
        ),
      )
      .groupBy(...groups);
  };

  // One query per partial month range: each reads its own stretch of an index, where an OR of the two
  // ranges was planned as one scan over everything between them.
  const fromRows = async (days: DateRange): Promise<TotalsRow[]> => {
    const month = sql<string>`month_start(${transactions.date})`;
    const groups: SQL[] = [];
    if (byMonth) groups.push(month);
    if (byType) groups.push(sql`${transactions.type}`);
    if (byCategory) groups.push(sql`${transactions.category}`);
    return db
      .select({
        month: byMonth ? sql<string | null>`${month}` : nullText<string>(),
        type: byType ? sql<TransactionType | null>`${transactions.type}` : nullText<TransactionType>(),
        category: byCategory
          ? sql<TransactionCategory | null>`${transactions.category}`
          : nullText<TransactionCategory>(),
        rowCount: sql<number>`count(*)`.mapWith(Number),
        // Counting alone lets the partial months be read from an index without visiting the rows.
        amountMinor: amounts
          ? sql<number>`coalesce(sum(${transactions.amountMinor}), 0)`.mapWith(Number)
          : sql<number>`0`.mapWith(Number),
      })
      .from(transactions)
      .where(
        and(
          eq(transactions.userId, userId),
          filters.type ? eq(transactions.type, filters.type) : undefined,
          filters.category ? eq(transactions.category, filters.category) : undefined,
          days.from ? gte(transactions.date, days.from) : undefined,
          days.to ? lte(transactions.date, days.to) : undefined,
        ),
      )
      .groupBy(...groups);
  };

  const parts = await Promise.all([
    split.months ? fromTotals(split.months) : [],
    ...split.days.map(fromRows),
  ]);
  return mergeRows(parts);
}
