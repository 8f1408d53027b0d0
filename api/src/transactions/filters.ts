// The list's WHERE and ORDER BY, shared by the list, its count and the CSV export.
import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  lte,
  or,
  sql,
  type AnyColumn,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import {
  SPLIT,
  transactionFiltersSchema,
  type SortOrder,
  type TransactionCategory,
  type TransactionSortField,
} from '@moneta/shared/contract';
import type { z } from 'zod';
import { transactionSplits, transactions } from './schema';

export type TransactionFilterValues = z.output<typeof transactionFiltersSchema>;

/**
 * The filters that narrow rows, without the sort; `minCents` and `maxCents` bound the amount without its sign
 * (a search's `amount:`, searchOperators.ts).
 */
export type RowFilters = Pick<
  TransactionFilterValues,
  'searchTerm' | 'type' | 'category' | 'accountId' | 'tag' | 'startDate' | 'endDate'
> & { minCents?: number | undefined; maxCents?: number | undefined };

/** `term` as an ILIKE pattern that matches it literally anywhere: \, % and _ lose their pattern meaning. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export function typeFilter(filters: RowFilters) {
  return filters.type && filters.type !== 'all' ? filters.type : undefined;
}

export function categoryFilter(filters: RowFilters) {
  return filters.category && filters.category !== 'all' ? filters.category : undefined;
}

export function accountFilter(filters: RowFilters) {
  return filters.accountId && filters.accountId !== 'all' ? filters.accountId : undefined;
}

/** The tag, in any case, when the rows are narrowed to one. */
export function tagFilter(filters: RowFilters) {
  return filters.tag ? filters.tag : undefined;
}

/**
 * Whether the rows are narrowed by what the month totals do not count (a search, an account, a tag): such a
 * list is counted on its rows.
 */
export function narrowsRows(filters: RowFilters): boolean {
  return (
    searchFilter(filters) !== undefined ||
    accountFilter(filters) !== undefined ||
    tagFilter(filters) !== undefined ||
    filters.minCents !== undefined ||
    filters.maxCents !== undefined
  );
}

/** The search term when there is one ('' and blanks are no search). */
export function searchFilter(filters: RowFilters) {
  return filters.searchTerm ? filters.searchTerm : undefined;
}

/** and() of a defined first condition and any others: never undefined. */
function allOf(first: SQL, ...rest: Array<SQL | undefined>): SQL {
  return and(first, ...rest) ?? first;
}

/** Title and notes joined by a line break, lower-cased: the expression of transactions_search_trgm_idx. */
const searchText = sql`lower(${transactions.description} || E'\\n' || ${transactions.notes})`;

/**
 * Rows whose title or notes contain the term, case-insensitively (ILIKE is lower() on both sides). A term
 * without a line break cannot match across the join of the two columns, so the indexed text alone decides;
 * a term with one is matched on each column.
 */
function searchCondition(term: string): SQL | undefined {
  return patternCondition(containsPattern(term), term.includes('\n'));
}

/** searchCondition for the term's pattern (or a placeholder for it), and whether the term holds a line break. */
export function patternCondition(pattern: string, severalLines: boolean): SQL | undefined {
  return severalLines
    ? or(ilike(transactions.description, pattern), ilike(transactions.notes, pattern))
    : sql`${searchText} like lower(${pattern})`;
}

/**
 * Rows of the category, split transactions with a part in it among them: the month totals count those under
 * it too (migration 0019).
 */
function categoryCondition(category: TransactionCategory): SQL {
  const part = sql`exists (select 1 from ${transactionSplits} where ${transactionSplits.transactionId} = ${transactions.id} and ${transactionSplits.category} = ${category})`;
  const split = and(eq(transactions.category, SPLIT), part) ?? part;
  return or(eq(transactions.category, category), split) ?? split;
}

/**
 * Rows carrying the tag in any case, on the whole or on a part: the GIN index over tag_keys() of each table
 * (migration 0020) answers its own half.
 */
function tagCondition(tag: string): SQL {
  const key = sql`array[lower(${tag})]::text[]`;
  const part = sql`exists (select 1 from ${transactionSplits} where ${transactionSplits.transactionId} = ${transactions.id} and ${transactionSplits.userId} = ${transactions.userId} and tag_keys(${transactionSplits.tags}) @> ${key})`;
  return sql`(tag_keys(${transactions.tags}) @> ${key} or (${transactions.category} = ${SPLIT} and ${part}))`;
}

/**
 * Rows whose amount, without its sign, lies between the bounds (both included): an expense's and an income's
 * range each, both on the (user_id, amount_minor) index.
 */
function amountCondition(min: number | undefined, max: number | undefined): SQL | undefined {
  if (min === undefined && max === undefined) return undefined;
  const positive = and(
    gte(transactions.amountMinor, min ?? 0),
    max === undefined ? undefined : lte(transactions.amountMinor, max),
  );
  const negative = and(
    lte(transactions.amountMinor, sql`-${min ?? 0}::bigint`),
    max === undefined ? undefined : gte(transactions.amountMinor, sql`-${max}::bigint`),
  );
  return or(positive, negative);
}

/** The user's rows that pass the filters. */
export function transactionConditions(userId: string, filters: RowFilters): SQL {
  const search = searchFilter(filters);
  const type = typeFilter(filters);
  const category = categoryFilter(filters);
  const account = accountFilter(filters);
  const tag = tagFilter(filters);
  return allOf(
    eq(transactions.userId, userId),
    account ? eq(transactions.accountId, account) : undefined,
    tag ? tagCondition(tag) : undefined,
    amountCondition(filters.minCents, filters.maxCents),
    type ? eq(transactions.type, type) : undefined,
    category ? categoryCondition(category) : undefined,
    filters.startDate ? gte(transactions.date, filters.startDate) : undefined,
    filters.endDate ? lte(transactions.date, filters.endDate) : undefined,
    search === undefined ? undefined : searchCondition(search),
  );
}

/** The columns a list can be ordered on: the table's, or those of a subquery selecting them. */
export interface SortColumns {
  id: AnyColumn;
  date: AnyColumn;
  amountMinor: AnyColumn;
  description: AnyColumn;
}

const SORT_KEYS = {
  date: 'date',
  amount: 'amountMinor',
  description: 'description',
} as const satisfies Record<TransactionSortField, keyof SortColumns>;

/**
 * The value a sort field orders by: titles case-insensitively ('apple' before 'Banana'), on the
 * (user_id, lower(description), id) index.
 */
export function sortValue(sortBy: TransactionSortField, columns: SortColumns = transactions): SQLWrapper {
  const column = columns[SORT_KEYS[sortBy]];
  return sortBy === 'description' ? sql`lower(${column})` : column;
}

/** ORDER BY the sort field, then id, so that equal values page in a stable order. */
export function transactionOrder(
  sortBy: TransactionSortField,
  sortOrder: SortOrder,
  columns: SortColumns = transactions,
): SQL[] {
  const direction = sortOrder === 'asc' ? asc : desc;
  return [direction(sortValue(sortBy, columns)), direction(columns.id)];
}
