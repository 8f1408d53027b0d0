// POST /custom: a declarative query (metric, grouping, filters, period) over the user's transactions. Sums,
// counts and averages without amount bounds are read from the totals the triggers keep (a year is a few
// hundred of them); a min, a max, amount bounds, and weekdays of chosen categories need the rows, read by one
// parameterised statement. Only the fixed expressions below become SQL text; every value of the query is a
// parameter.
import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import {
  MESSAGES,
  TRANSACTION_TYPES,
  WEEKDAYS,
  type CustomGroupBy,
  type CustomMetric,
  type CustomQuery,
  type CustomQueryResult,
  type DatePeriod,
} from '@moneta/shared/contract';
import { categoryBook } from '../categories/book';
import type { Db } from '../db/client';
import { invalidField } from '../http/errors';
import { addMinor, exactMinor, fromMinorUnits, minorUnits } from '../db/money';
import { transactions as t } from '../transactions/schema';
import { filedCategories, groupedTotals, type TotalsKey } from '../transactions/totals';
import { weekdaySums } from './patterns';
import { averageAmount } from '../lib/percent';

/** One group of the answer: its key as the answer names it, the metric's aggregate in minor units, its rows. */
interface Group {
  key: string;
  aggregate: number;
  count: number;
}

/** Each group's key as SQL, for the rows; null: one group of everything. */
const ROW_GROUP_KEYS: Record<CustomGroupBy, SQL | null> = {
  none: null,
  month: sql`month_start(${t.date})`,
  category: sql`${t.category}`,
  type: sql`${t.type}`,
  weekday: sql`extract(isodow from ${t.date})::integer`,
};

/** Each metric's aggregate over the signed amount in minor units; an average is its sum over the count. */
const ROW_METRICS: Record<CustomMetric, SQL> = {
  sum: sql`sum(${t.amountMinor})`,
  count: sql`count(*)`,
  average: sql`sum(${t.amountMinor})`,
  min: sql`min(${t.amountMinor})`,
  max: sql`max(${t.amountMinor})`,
};

/** A group's key from the database as the answer names it. */
const KEY_NAMES: Record<CustomGroupBy, (key: unknown) => string> = {
  none: () => 'all',
  // The first day of the month: YYYY-MM
  month: (key) => String(key).slice(0, 7),
  category: String,
  type: String,
  weekday: (key) => WEEKDAYS[Number(key) - 1] ?? String(key),
};

/**
 * Where a key sorts: months by their text (YYYY-MM), categories in the person's order (`categories`), the others
 * in the contract's lists' order.
 */
const KEY_ORDER: Record<CustomGroupBy, (key: string, categories: readonly string[]) => number | string> = {
  none: () => 0,
  month: (key) => key,
  category: (key, categories) => categories.indexOf(key),
  type: (key) => TRANSACTION_TYPES.indexOf(key as (typeof TRANSACTION_TYPES)[number]),
  weekday: (key) => WEEKDAYS.indexOf(key as (typeof WEEKDAYS)[number]),
};

/**
 * The rows' groups. The type is always named, so that the index on (user, type, date, id, category, amount),
 * which holds every column the statement reads, can answer it without visiting the table.
 */
async function rowGroups(db: Db, userId: string, query: CustomQuery, period: DatePeriod): Promise<Group[]> {
  const { metric, groupBy, filters = {} } = query;
  const key = ROW_GROUP_KEYS[groupBy];
  const where = and(
    eq(t.userId, userId),
    inArray(t.type, filters.type ? [filters.type] : [...TRANSACTION_TYPES]),
    gte(t.date, period.startDate),
    lte(t.date, period.endDate),
    filters.categories ? inArray(t.category, filters.categories) : undefined,
    filters.minAmount === undefined
      ? undefined
      : sql`abs(${t.amountMinor}) >= ${minorUnits(filters.minAmount)}`,
    filters.maxAmount === undefined
      ? undefined
      : sql`abs(${t.amountMinor}) <= ${minorUnits(filters.maxAmount)}`,
  );
  const fields = {
    key: key ?? sql`null`,
    aggregate: ROW_METRICS[metric].mapWith(exactMinor),
    count: sql<number>`count(*)`.mapWith(Number),
  };
  const select = db.select(fields).from(t).where(where);
  const groups = await (key ? select.groupBy(key) : select);
  // Without a grouping, an aggregate of no rows is still one row.
  return groups
    .filter((group) => group.count > 0)
    .map((group) => ({ key: KEY_NAMES[groupBy](group.key), aggregate: group.aggregate, count: group.count }));
}

/** Sums, counts and averages without amount bounds: the totals hold every figure they need. */
function totalsAnswer(query: CustomQuery): boolean {
  const { metric, groupBy, filters = {} } = query;
  return (
    (metric === 'sum' || metric === 'count' || metric === 'average') &&
    filters.minAmount === undefined &&
    filters.maxAmount === undefined &&
    // The day totals behind the weekdays have no category.
    !(groupBy === 'weekday' && filters.categories)
  );
}

/** The groups' signed sums from the totals: per day for weekdays, else per month, type and category. */
async function totalsGroups(
  db: Db,
  userId: string,
  query: CustomQuery,
  period: DatePeriod,
): Promise<Group[]> {
  const { groupBy, filters = {} } = query;
  if (groupBy === 'weekday') {
    const days = await weekdaySums(db, userId, period, filters.type);
    return days
      .map((day) => ({
        key: day.day,
        aggregate: day.incomeMinor - day.expensesMinor,
        count: day.incomeCount + day.expenseCount,
      }))
      .filter((group) => group.count > 0);
  }
  const keys: TotalsKey[] = ['category'];
  if (groupBy === 'month' || groupBy === 'type') keys.push(groupBy);
  const totals = await groupedTotals(db, userId, { type: filters.type, ...period }, keys);
  const rows = groupBy === 'category' ? filedCategories(totals) : totals;
  const categories = filters.categories && new Set<string>(filters.categories);
  const groups = new Map<string, Group>();
  for (const row of rows) {
    if (categories && !(row.category && categories.has(row.category))) continue;
    const key = KEY_NAMES[groupBy](groupBy === 'none' ? null : row[groupBy]);
    const group = groups.get(key) ?? { key, aggregate: 0, count: 0 };
    group.aggregate = addMinor(group.aggregate, row.amountMinor);
    group.count += row.rowCount;
    groups.set(key, group);
  }
  return [...groups.values()].filter((group) => group.count > 0);
}

function valueOf(metric: CustomMetric, group: Group): number {
  if (metric === 'count') return group.count;
  if (metric === 'average') return averageAmount(group.aggregate, group.count);
  return fromMinorUnits(group.aggregate);
}

/** `query` (validated by customQuerySchema) over the user's transactions of `period`. */
export async function customQuery(
  db: Db,
  userId: string,
  query: CustomQuery,
  period: DatePeriod,
): Promise<CustomQueryResult> {
  const book = await categoryBook(db, userId);
  const asked = query.filters?.categories;
  const filters = asked && {
    ...query.filters,
    categories: asked.map((name) => {
      const found = book.find(name);
      if (!found) throw invalidField('filters.categories', MESSAGES.customCategoriesInvalid);
      return found.name;
    }),
  };
  const checked = filters ? { ...query, filters } : query;
  const groups = await (totalsAnswer(checked) ? totalsGroups : rowGroups)(db, userId, checked, period);
  const names = book.rows.map((row) => row.name);
  const order = (key: string) => KEY_ORDER[query.groupBy](key, names);
  const rows = groups
    .map((group) => ({ key: group.key, value: valueOf(query.metric, group), transactionCount: group.count }))
    .sort((a, b) => {
      const [x, y] = [order(a.key), order(b.key)];
      return x < y ? -1 : x > y ? 1 : 0;
    });
  return { query, rows, period };
}
