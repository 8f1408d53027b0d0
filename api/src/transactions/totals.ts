// Row counts and sums over a user's transactions, read from transaction_month_totals for the whole months of a
// period and, for its partial months, from transaction_day_totals when no category is involved, else from the
// rows: a year's figures cost a few hundred index entries, not tens of thousands of rows, and stay exact
// because triggers keep the totals.
import { and, eq, gte, inArray, lte, sql, type Column, type SQL } from 'drizzle-orm';
import {
  ROW_TYPES,
  SPLIT,
  TRANSACTION_TYPES,
  type EditableCategory,
  type TransactionCategory,
  type TransactionType,
} from '@moneta/shared/contract';
import type { Db } from '../db/client';
import { exactMinor } from '../db/money';
import { transactionDayTotals, transactionMonthTotals, transactionSplits, transactions } from './schema';
import { addDays, addMonthsClamped, endOfMonth, startOfMonth } from './dates';

/**
 * Income and expense rows only: a transfer's rows are neither, and every figure of income, spending, savings
 * and their history leaves them out.
 */
export const figuresOnly = (type: Column) => inArray(type, [...TRANSACTION_TYPES]);

export interface TotalsFilters {
  type?: TransactionType | undefined;
  /** Count a transfer's rows too, as the list shows them; figures never do. */
  transfers?: boolean | undefined;
  category?: TransactionCategory | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
}

export type TotalsKey = 'month' | 'type' | 'category';

export interface TotalsRow {
  /** First day of the month, when grouped by month. */
  month: string | null;
  type: TransactionType | null;
  /**
   * Grouped by category, each part of a split transaction counts under its own category with its amount, and
   * "Split" holds no money and a count that keeps the sums by type right: a list of categories leaves it out
   * (filedCategories).
   */
  category: EditableCategory | null;
  rowCount: number;
  amountMinor: number;
}

export interface DateRange {
  from?: string | undefined;
  to?: string | undefined;
}

export interface PeriodSplit {
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

function mergeRows(rows: TotalsRow[]): TotalsRow[] {
  const merged = new Map<string, TotalsRow>();
  for (const row of rows) {
    const key = `${row.month}|${row.type}|${row.category}`;
    const existing = merged.get(key);
    if (existing) {
      existing.rowCount += row.rowCount;
      existing.amountMinor += row.amountMinor;
    } else {
      merged.set(key, { ...row });
    }
  }
  // "Split" keeps a negative count (the parts count under their categories).
  return [...merged.values()].filter((row) => row.rowCount !== 0 || row.amountMinor !== 0);
}

/** The rows of real categories: "Split" holds no money, only a count that keeps the sums by type right. */
export function filedCategories<Row extends Pick<TotalsRow, 'category'>>(
  rows: Row[],
): Array<Row & { category: TransactionCategory | null }> {
  return rows.filter((row): row is Row & { category: TransactionCategory | null } => row.category !== SPLIT);
}

/**
 * The statement of groupedTotals: rows of month, type, category (each null unless grouped), row_count and
 * amount_minor, one or more per group.
 */
function totalsParts(
  db: Db,
  userId: string,
  filters: TotalsFilters,
  keys: readonly TotalsKey[],
  amounts: boolean,
  split: PeriodSplit = splitPeriod(filters.startDate, filters.endDate),
): SQL {
  /** The rows' types when the filters name none. */
  const types = (column: Column) =>
    filters.transfers ? inArray(column, [...ROW_TYPES]) : inArray(column, [...TRANSACTION_TYPES]);
  const byMonth = keys.includes('month');
  const byType = keys.includes('type');
  const byCategory = keys.includes('category');

  /** One part's select: the grouped keys (null for the others), its count and its sum, named for the union. */
  const part = (columns: {
    month: SQL;
    type: SQL;
    category: SQL | null;
    rowCount: SQL;
    amountMinor: SQL;
  }) => {
    const groups: SQL[] = [];
    if (byMonth) groups.push(columns.month);
    if (byType) groups.push(columns.type);
    if (byCategory && columns.category) groups.push(columns.category);
    const keyOf = (used: boolean, column: SQL | null) => (used && column ? column : sql`null`);
    return {
      fields: {
        month: keyOf(byMonth, columns.month).as('month'),
        type: keyOf(byType, columns.type).as('type'),
        category: keyOf(byCategory, columns.category).as('category'),
        rowCount: columns.rowCount.as('row_count'),
        amountMinor: columns.amountMinor.as('amount_minor'),
      },
      groups,
    };
  };

  const fromTotals = (months: DateRange) => {
    const totals = transactionMonthTotals;
    const { fields, groups } = part({
      month: sql`${totals.month}`,
      type: sql`${totals.type}`,
      category: sql`${totals.category}`,
      rowCount: sql`coalesce(sum(${totals.rowCount}), 0)`,
      amountMinor: sql`coalesce(sum(${totals.amountMinor}), 0)`,
    });
    return db
      .select(fields)
      .from(totals)
      .where(
        and(
          eq(totals.userId, userId),
          filters.type ? eq(totals.type, filters.type) : types(totals.type),
          filters.category ? eq(totals.category, filters.category) : undefined,
          months.from ? gte(totals.month, months.from) : undefined,
          months.to ? lte(totals.month, months.to) : undefined,
        ),
      )
      .groupBy(...groups)
      .getSQL();
  };

  // One part per partial month range: each reads its own stretch of an index, where an OR of the two
  // ranges was planned as one scan over everything between them. The type is named, every type when none is
  // chosen, so that the index on (user, type, date, id, category, amount) serves the range from its entries
  // alone (on PostgreSQL without skip scan, a type left open made it read the rows through the (user, date)
  // index instead). Counting one category's rows, not by type, leaves it open: the (user, category, date, id)
  // index holds just those rows, where the other reads every category's (the list's total, 5x fewer entries).
  const countsOneCategory = !amounts && !byType && filters.category !== undefined;
  const fromRows = (days: DateRange) => {
    const { fields, groups } = part({
      month: sql`month_start(${transactions.date})`,
      type: sql`${transactions.type}`,
      category: sql`${transactions.category}`,
      rowCount: sql`count(*)`,
      // Counting alone lets the partial months be read from an index without visiting the rows.
      amountMinor: amounts ? sql`coalesce(sum(${transactions.amountMinor}), 0)` : sql`0`,
    });
    return db
      .select(fields)
      .from(transactions)
      .where(
        and(
          eq(transactions.userId, userId),
          filters.type
            ? eq(transactions.type, filters.type)
            : countsOneCategory
              ? undefined
              : types(transactions.type),
          filters.category ? eq(transactions.category, filters.category) : undefined,
          days.from ? gte(transactions.date, days.from) : undefined,
          days.to ? lte(transactions.date, days.to) : undefined,
        ),
      )
      .groupBy(...groups)
      .getSQL();
  };

  // Partial months without categories: a day's totals per type, at most 31 per month and type.
  const fromDays = (range: DateRange) => {
    const days = transactionDayTotals;
    const { fields, groups } = part({
      month: sql`month_start(${days.date})`,
      type: sql`${days.type}`,
      category: null,
      rowCount: sql`coalesce(sum(${days.rowCount}), 0)`,
      amountMinor: sql`coalesce(sum(${days.amountMinor}), 0)`,
    });
    return db
      .select(fields)
      .from(days)
      .where(
        and(
          eq(days.userId, userId),
          filters.type ? eq(days.type, filters.type) : types(days.type),
          range.from ? gte(days.date, range.from) : undefined,
          range.to ? lte(days.date, range.to) : undefined,
        ),
      )
      .groupBy(...groups)
      .getSQL();
  };
  // The parts of split transactions move their amounts and a row each from "Split" to their own categories, as
  // the month totals do (migration 0019).
  const fromSplits = (days: DateRange) => {
    const parts = transactionSplits;
    const select = (category: SQL, sign: SQL) => {
      const { fields, groups } = part({
        month: sql`month_start(${parts.date})`,
        type: sql`${parts.type}`,
        category,
        rowCount: sql`${sign} * count(*)`,
        amountMinor: amounts ? sql`${sign} * coalesce(sum(${parts.amountMinor}), 0)` : sql`0`,
      });
      return db
        .select(fields)
        .from(parts)
        .where(
          and(
            eq(parts.userId, userId),
            filters.type ? eq(parts.type, filters.type) : undefined,
            filters.category ? eq(parts.category, filters.category) : undefined,
            days.from ? gte(parts.date, days.from) : undefined,
            days.to ? lte(parts.date, days.to) : undefined,
          ),
        )
        .groupBy(...groups)
        .getSQL();
    };
    const toCategories = select(sql`${parts.category}`, sql`1`);
    return filters.category ? [toCategories] : [toCategories, select(sql`${SPLIT}::text`, sql`-1`)];
  };
  const fromPartialMonths = (days: DateRange) =>
    byCategory || filters.category ? [fromRows(days), ...fromSplits(days)] : [fromDays(days)];

  const parts = [
    ...(split.months ? [fromTotals(split.months)] : []),
    ...split.days.flatMap(fromPartialMonths),
  ];
  // One statement: its parts read their own index ranges, in one round trip.
  return sql.join(
    parts.map((query) => sql`(${query})`),
    sql` union all `,
  );
}

/**
 * How many of the user's transactions pass the filters, as an expression to read in another statement. `split`
 * is the period's, given when the values are placeholders.
 */
export function rowCountOf(db: Db, userId: string, filters: TotalsFilters, split?: PeriodSplit): SQL<number> {
  const parts = totalsParts(db, userId, filters, [], false, split);
  return sql<number>`(select coalesce(sum(parts.row_count), 0) from (${parts}) as parts)`.mapWith(Number);
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
  const union = totalsParts(db, userId, filters, keys, amounts);
  const rows = await db
    .select({
      month: sql<string | null>`parts.month`,
      type: sql<TransactionType | null>`parts.type`,
      category: sql<EditableCategory | null>`parts.category`,
      rowCount: sql<number>`parts.row_count`.mapWith(Number),
      amountMinor: sql<number>`parts.amount_minor`.mapWith(exactMinor),
    })
    .from(sql`(${union}) as parts`);
  return mergeRows(rows);
}
