// The list's pages (GET /api/transaction/), each scoped by user_id. Under load the count of statements
// and Drizzle's building of them were most of a page's cost (docs/decisions/0009-transaction-pages.md), so a
// page is one prepared statement: a first page counts its total in it; a deep page or a search that is new
// counts first and reads after; once a list is known (its total, and rows whose place it knows, kept while
// the user's revision stands), any of its pages is one statement that also reads the revision, to check that
// it stands.
import { createHash } from 'node:crypto';
import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { SortOrder, Transaction, TransactionList, TransactionSortField } from '@moneta/shared/contract';
import { LruCache } from '../lib/lruCache';
import type { Db } from '../db/client';
import { endOfMonth } from './dates';
import {
  accountFilter,
  categoryFilter,
  containsPattern,
  narrowsRows,
  patternCondition,
  searchFilter,
  tagFilter,
  sortValue,
  transactionConditions,
  transactionOrder,
  typeFilter,
  type SortColumns,
  type TransactionFilterValues,
} from './filters';
import { answeredColumns, type AnsweredRow } from './mapping';
import { withRules } from './repository';
import { assertCategoryFilter, withSearchOperators } from './searchOperators';
import { transactionRevisions, transactions } from './schema';
import { countSearch, revisionOf } from './searchCounts';
import {
  groupedTotals,
  rowCountOf,
  splitPeriod,
  type DateRange,
  type PeriodSplit,
  type TotalsFilters,
  type TotalsRow,
} from './totals';

export interface ListQuery extends TransactionFilterValues {
  page: number;
  limit: number;
  /** Set by a search's `amount:` (searchOperators.ts). */
  minCents?: number | undefined;
  maxCents?: number | undefined;
}

/** From this offset on, a page's ids are found on an index alone before its rows are read. */
const DEFERRED_READ_FROM = 200;

/** A page's rows as read, with what the list learns from them. */
interface PageRows {
  rows: AnsweredRow[];
  /** Each row's value of the sort as the database orders it (lower(description) for titles), as text. */
  keys: string[];
  /** The user's revision in the snapshot of the rows, when the statement read it and the page has rows. */
  revision: number | null;
  /** The list's total, when the statement counted it and the page has rows. */
  totalItems: number | null;
}

type ReadRow = AnsweredRow & { sortKey: string; revision: number | null; totalItems: number | null };

function pageRowsOf(read: ReadRow[]): PageRows {
  const rows: AnsweredRow[] = [];
  const keys: string[] = [];
  for (const { sortKey, revision: _revision, totalItems: _total, ...row } of read) {
    rows.push(row);
    keys.push(sortKey);
  }
  return { rows, keys, revision: read[0]?.revision ?? null, totalItems: read[0]?.totalItems ?? null };
}

const none = sql<number | null>`null`;

const revisionExpression = (userId: string) =>
  sql<number>`coalesce((select ${transactionRevisions.revision} from ${transactionRevisions}
    where ${transactionRevisions.userId} = ${userId}), 0)`.mapWith(Number);

/**
 * What each row is read with besides its columns: its sort value, and the revision and total when asked for
 * (null otherwise; each an uncorrelated subquery, read once). Named, as the matches' subquery selects them too.
 */
function extrasOf(
  sortBy: TransactionSortField,
  columns: SortColumns,
  revision: SQL<number | null> = none,
  total: SQL<number | null> = none,
) {
  return {
    sortKey: sql<string>`${sortValue(sortBy, columns)}::text`.as('sort_key'),
    revision: revision.as('revision'),
    totalItems: total.as('total_items'),
  };
}

/**
 * The rows of `where` in `sortBy` and `order`, `limit` of them after `offset`. With `sortMatches`, the matches
 * are fetched and sorted rather than found by walking the sort order's index past every row that does not
 * match: a LIMIT keeps the subquery apart (Drizzle leaves out OFFSET 0, the usual fence) for the planner.
 */
function pageQuery(
  db: Db,
  where: SQL,
  sortBy: TransactionSortField,
  order: SortOrder,
  sortMatches: boolean,
  revision?: SQL<number | null>,
  total?: SQL<number | null>,
) {
  if (sortMatches) {
    const matches = db
      .select({ ...answeredColumns, ...extrasOf(sortBy, transactions, revision, total) })
      .from(transactions)
      .where(where)
      .limit(Number.MAX_SAFE_INTEGER)
      .as('matches');
    return db
      .select()
      .from(matches)
      .orderBy(...transactionOrder(sortBy, order, matches))
      .$dynamic();
  }
  return db
    .select({ ...answeredColumns, ...extrasOf(sortBy, transactions, revision, total) })
    .from(transactions)
    .where(where)
    .orderBy(...transactionOrder(sortBy, order))
    .$dynamic();
}

interface PageRequest {
  where: SQL;
  sortBy: TransactionSortField;
  sortOrder: SortOrder;
  offset: number;
  limit: number;
  /** Sort all matching rows rather than walk an index in sort order (see sortsMatches). */
  sortMatches?: boolean;
}

/** One page of a list read as new, the cheapest way for its depth and its filters. */
async function pageRows(db: Db, page: PageRequest): Promise<PageRows> {
  const { where, sortBy, sortOrder, offset, limit } = page;
  if (page.sortMatches || offset < DEFERRED_READ_FROM) {
    const query = pageQuery(db, where, sortBy, sortOrder, page.sortMatches ?? false);
    return pageRowsOf(await query.limit(limit).offset(offset));
  }
  // A deep page finds its ids first, the offset then skipping index entries rather than rows.
  const order = transactionOrder(sortBy, sortOrder);
  const ids = db
    .select({ id: transactions.id })
    .from(transactions)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
    .as('page');
  return pageRowsOf(
    await db
      .select({ ...answeredColumns, ...extrasOf(sortBy, transactions) })
      .from(transactions)
      .innerJoin(ids, eq(ids.id, transactions.id))
      .orderBy(...order),
  );
}

const flip = (order: SortOrder): SortOrder => (order === 'asc' ? 'desc' : 'asc');

/**
 * Where a page lies among `totalItems` rows: how many it takes and, past the middle, that it is read from the
 * other end, so that no offset ever exceeds half the rows.
 */
function placeOf(totalItems: number, offset: number, limit: number, sortOrder: SortOrder) {
  const take = Math.min(limit, totalItems - offset);
  const fromEnd = totalItems - offset - take;
  const reversed = fromEnd < offset;
  return { take, reversed, order: reversed ? flip(sortOrder) : sortOrder, skip: reversed ? fromEnd : offset };
}

/**
 * For the date sort, the months passed over before the page's first row: their row counts are known, so the
 * page starts at the month holding that row and the offset only skips rows within it.
 */
function skipWholeMonths(
  months: TotalsRow[],
  order: SortOrder,
  offset: number,
): { bound?: SQL; offset: number } {
  const ordered = [...months].sort((a, b) => (String(a.month) < String(b.month) ? -1 : 1));
  if (order === 'desc') ordered.reverse();
  let passed = 0;
  for (const { month, rowCount } of ordered) {
    if (month === null) break;
    if (passed + rowCount > offset) {
      const bound =
        order === 'desc' ? lte(transactions.date, endOfMonth(month)) : gte(transactions.date, month);
      return { bound, offset: offset - passed };
    }
    passed += rowCount;
  }
  return { offset };
}

/**
 * Whether a search page should sort its matches rather than walk the sort order's index: walking passes
 * about (offset + limit) * rows / matches index entries, sorting reads the matches once.
 */
function sortsMatches(matches: number, rows: number, offset: number, limit: number): boolean {
  return matches * matches < (offset + limit) * rows;
}

function listOf(query: ListQuery, page: Transaction[], totalItems: number): TransactionList {
  return {
    transactions: page,
    pagination: {
      currentPage: query.page,
      itemsPerPage: query.limit,
      totalItems,
      totalPages: Math.ceil(totalItems / query.limit),
    },
  };
}

function filtersOf(query: ListQuery): TotalsFilters {
  return {
    type: typeFilter(query),
    category: categoryFilter(query),
    startDate: query.startDate,
    endDate: query.endDate,
    transfers: true,
  };
}

/** A statement's value, given when it runs: a placeholder, typed as the value it stands for. */
function slot<T>(name: string, value: T): T;
function slot<T>(name: string, value: T | undefined): T | undefined;
function slot<T>(name: string, value: T | undefined): T | undefined {
  return value === undefined ? undefined : (sql.placeholder(name) as unknown as T);
}

/** A row whose place in a list is known: its sort value (as text) and id. */
interface Mark {
  key: string;
  id: string;
}

/** The rows from a known row on, in `order`, that row included: an index seek rather than an offset. */
function fromMark(sortBy: TransactionSortField, order: SortOrder, mark: Mark): SQL {
  const comparison = order === 'asc' ? sql`>=` : sql`<=`;
  return sql`(${sortValue(sortBy)}, ${transactions.id}) ${comparison} (${mark.key}, ${mark.id})`;
}

/**
 * What a page's statement depends on besides its values: its sort and order, the filters it has, its search
 * (a term with a line break is matched otherwise), whether it starts from a known row and sorts its matches,
 * and, when it counts its total, how its period splits into whole and partial months.
 */
interface Shape {
  sortBy: TransactionSortField;
  order: SortOrder;
  filters: TotalsFilters;
  search?: { severalLines: boolean };
  /** Narrowed to one account. */
  account: boolean;
  /** Narrowed to one tag. */
  tag: boolean;
  /** Narrowed to amounts from, and up to, a bound (a search's `amount:`). */
  amount: { min: boolean; max: boolean };
  mark: boolean;
  sortMatches: boolean;
  split: PeriodSplit | null;
}

/**
 * A page's statement for its shape, with placeholders for the values: built once per database, as building it
 * cost Drizzle more than the rest of the request. It reads the user's revision, and the total when `split` is
 * given (the list is new). It is a named prepared statement, so that each PostgreSQL connection parses it once
 * and, after a few runs, keeps its plan: planning a page with its total cost PostgreSQL as much as running it.
 * Every shape's plan is its indexes' (see transactionOrder and totals.ts), whatever the values. A pooler in
 * front of PostgreSQL must keep prepared statements (PgBouncer 1.21 or later, max_prepared_statements).
 */
function pageStatement(db: Db, shape: Shape, name: string) {
  const { sortBy, order, filters, split } = shape;
  const range = (name: string, dates: DateRange) => ({
    from: slot(`${name}From`, dates.from),
    to: slot(`${name}To`, dates.to),
  });
  const placed: TotalsFilters = {
    type: slot('type', filters.type),
    category: slot('category', filters.category),
    startDate: slot('startDate', filters.startDate),
    endDate: slot('endDate', filters.endDate),
    transfers: true,
  };
  const userId = slot('userId', '');
  const conditions = transactionConditions(userId, {
    ...placed,
    accountId: shape.account ? slot('accountId', '') : undefined,
    tag: shape.tag ? slot('tag', '') : undefined,
    minCents: shape.amount.min ? slot('minCents', 0) : undefined,
    maxCents: shape.amount.max ? slot('maxCents', 0) : undefined,
  });
  const where =
    and(
      conditions,
      shape.search ? patternCondition(slot('pattern', ''), shape.search.severalLines) : undefined,
      shape.mark ? fromMark(sortBy, order, { key: slot('markKey', ''), id: slot('markId', '') }) : undefined,
    ) ?? conditions;
  const total = split
    ? rowCountOf(db, userId, placed, {
        months: split.months && range('months', split.months),
        days: split.days.map((dates, index) => range(`days${index}`, dates)),
      })
    : undefined;
  return pageQuery(db, where, sortBy, order, shape.sortMatches, revisionExpression(userId), total)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
}

type PageStatement = ReturnType<typeof pageStatement>;

/** Shapes kept per database: sorts, filters, searches and period splits make a few hundred at most. */
const SHAPES_KEPT = 500;
const pageStatements = new WeakMap<Db, LruCache<PageStatement>>();

/** Runs the statement of the page's shape; `values` are its placeholders' beyond the user's and filters'. */
async function runPage(db: Db, userId: string, shape: Shape, values: Record<string, unknown>) {
  const { sortBy, order, filters, split } = shape;
  const all: Record<string, unknown> = { userId, ...filters, ...values };
  const key: Array<string | boolean> = [
    sortBy,
    order,
    ...Object.values(filters).map((value) => value !== undefined),
    shape.search ? (shape.search.severalLines ? 'lines' : 'line') : 'all',
    shape.account,
    shape.tag,
    shape.amount.min,
    shape.amount.max,
    shape.mark,
    shape.sortMatches,
  ];
  if (split) {
    key.push('counted');
    const ranges: Array<[string, DateRange]> = [
      ...(split.months ? [['months', split.months] as [string, DateRange]] : []),
      ...split.days.map((dates, index): [string, DateRange] => [`days${index}`, dates]),
    ];
    for (const [name, dates] of ranges) {
      all[`${name}From`] = dates.from;
      all[`${name}To`] = dates.to;
      key.push(name, dates.from !== undefined, dates.to !== undefined);
    }
  }
  let statements = pageStatements.get(db);
  if (!statements) {
    statements = new LruCache<PageStatement>(SHAPES_KEPT);
    pageStatements.set(db, statements);
  }
  const shapeKey = key.join('|');
  let statement = statements.get(shapeKey);
  if (!statement) {
    // One shape, one text: the name may be prepared on any connection of the pool.
    const name = `moneta_page_${createHash('sha256').update(shapeKey).digest('base64url').slice(0, 22)}`;
    statement = pageStatement(db, shape, name);
    statements.set(shapeKey, statement);
  }
  return pageRowsOf(await statement.execute(all));
}

/**
 * What is known of one list (the user's filters, search and sort field) at one revision of the user's rows:
 * valid while the revision stands, as a write moves it in its own transaction (migration 0003), whichever
 * instance made it.
 */
interface KeptList {
  revision: number;
  totalItems: number;
  /** The rows the filters pass, search aside: a search's way of reading weighs its matches against them. */
  rows: number;
  /** In each order, rows by their offset: the first and last rows of the pages read. */
  marks: Record<SortOrder, Map<number, Mark>>;
}

/** Lists kept per database, and rows kept per list and order. */
const LISTS_KEPT = 1000;
const MARKS_KEPT = 32;
const keptLists = new WeakMap<Db, LruCache<KeptList>>();

function keptListsOf(db: Db): LruCache<KeptList> {
  let lists = keptLists.get(db);
  if (!lists) {
    lists = new LruCache<KeptList>(LISTS_KEPT);
    keptLists.set(db, lists);
  }
  return lists;
}

function newList(revision: number, totalItems: number, rows: number): KeptList {
  return { revision, totalItems, rows, marks: { asc: new Map(), desc: new Map() } };
}

function markPage(list: KeptList, order: SortOrder, skip: number, read: PageRows): void {
  const marks = list.marks[order];
  const last = read.rows.length - 1;
  for (const index of [0, last]) {
    const row = read.rows[index];
    const key = read.keys[index];
    if (!row || key === undefined) continue;
    marks.delete(skip + index);
    marks.set(skip + index, { key, id: row.id });
  }
  for (const offset of marks.keys()) {
    if (marks.size <= MARKS_KEPT) break;
    marks.delete(offset);
  }
}

/** The known row nearest before `skip` (or at it), if any. */
function markBefore(marks: Map<number, Mark>, skip: number): { offset: number; mark: Mark } | undefined {
  let nearest: { offset: number; mark: Mark } | undefined;
  for (const [offset, mark] of marks) {
    if (offset <= skip && (!nearest || offset > nearest.offset)) nearest = { offset, mark };
  }
  return nearest;
}

/**
 * The page read through what is known of its list, in one statement that also reads the revision; undefined
 * when the revision has moved, or the page lies too far from any known row.
 */
async function keptPage(
  db: Db,
  userId: string,
  query: ListQuery,
  offset: number,
  list: KeptList,
): Promise<TransactionList | undefined> {
  const { take, reversed, order, skip } = placeOf(list.totalItems, offset, query.limit, query.sortOrder);
  if (take <= 0) {
    return (await revisionOf(db, userId)) === list.revision ? listOf(query, [], list.totalItems) : undefined;
  }
  // Near the start the offset costs less than planning the seek (on PGlite, which plans every statement).
  const known = skip >= DEFERRED_READ_FROM ? markBefore(list.marks[order], skip) : undefined;
  const from = known?.offset ?? 0;
  if (skip - from >= DEFERRED_READ_FROM) return undefined;
  const term = searchFilter(query);
  const account = accountFilter(query);
  const tag = tagFilter(query);
  const read = await runPage(
    db,
    userId,
    {
      sortBy: query.sortBy,
      order,
      filters: filtersOf(query),
      ...(term === undefined ? {} : { search: { severalLines: term.includes('\n') } }),
      account: account !== undefined,
      tag: tag !== undefined,
      amount: { min: query.minCents !== undefined, max: query.maxCents !== undefined },
      mark: known !== undefined,
      sortMatches: narrowsRows(query) && sortsMatches(list.totalItems, list.rows, skip - from, take),
      split: null,
    },
    {
      pattern: term === undefined ? undefined : containsPattern(term),
      accountId: account,
      tag,
      minCents: query.minCents,
      maxCents: query.maxCents,
      markKey: known?.mark.key,
      markId: known?.mark.id,
      limit: take,
      offset: skip - from,
    },
  );
  if (read.revision !== list.revision || read.rows.length !== take) return undefined;
  markPage(list, order, skip, read);
  const page = await withRules(db, read.rows);
  if (reversed) page.reverse();
  return listOf(query, page, list.totalItems);
}

interface ReadList {
  answer: TransactionList;
  /** What the read learnt of the list, unless it learnt nothing. */
  list?: KeptList;
}

/** A first page of a list without a search, an account or a tag: its rows with its total, counted from the month totals. */
async function countedPage(db: Db, userId: string, query: ListQuery, offset: number): Promise<ReadList> {
  const filters = filtersOf(query);
  const read = await runPage(
    db,
    userId,
    {
      sortBy: query.sortBy,
      order: query.sortOrder,
      filters,
      account: false,
      tag: false,
      amount: { min: false, max: false },
      mark: false,
      sortMatches: false,
      split: splitPeriod(filters.startDate, filters.endDate),
    },
    { limit: query.limit, offset },
  );
  if (read.revision === null || read.totalItems === null) {
    // Past the last row, or no rows: the total is read on its own.
    const totals = offset === 0 ? [] : await groupedTotals(db, userId, filters, [], { amounts: false });
    return {
      answer: listOf(
        query,
        [],
        totals.reduce((sum, row) => sum + row.rowCount, 0),
      ),
    };
  }
  const list = newList(read.revision, read.totalItems, read.totalItems);
  markPage(list, query.sortOrder, offset, read);
  return { answer: listOf(query, await withRules(db, read.rows), read.totalItems), list };
}

/**
 * A deep page or a search of a list read as new: its total counted first (and, for the date sort, the months
 * to skip), then its rows. The revision is read before counting, so that what is learnt is kept under a
 * revision no longer current should a write come meanwhile.
 */
async function newPage(
  db: Db,
  userId: string,
  query: ListQuery,
  offset: number,
  kept: KeptList | undefined,
): Promise<ReadList> {
  const where = transactionConditions(userId, query);
  const searching = narrowsRows(query);
  const revision = await revisionOf(db, userId);
  // Month counts only pay off for a deep page, which may also be one near the end (read from there).
  const byMonth = query.sortBy === 'date' && !searching && offset >= DEFERRED_READ_FROM;
  // The month totals count the rows of the other filters (and, for the date sort, each month's); a search,
  // an account or a tag is counted on its own.
  const [totals, matches] = await Promise.all([
    groupedTotals(db, userId, filtersOf(query), byMonth ? ['month'] : [], { amounts: false }),
    searching ? countSearch(db, userId, searchKey(query), where) : undefined,
  ]);
  const rows = totals.reduce((sum, row) => sum + row.rowCount, 0);
  const totalItems = matches ?? rows;
  const list = kept?.revision === revision ? kept : newList(revision, totalItems, rows);
  const { take, reversed, order, skip } = placeOf(totalItems, offset, query.limit, query.sortOrder);
  if (take <= 0) return { answer: listOf(query, [], totalItems), list };
  const start = byMonth ? skipWholeMonths(totals, order, skip) : { offset: skip };
  const read = await pageRows(db, {
    where: and(where, start.bound) ?? where,
    sortBy: query.sortBy,
    sortOrder: order,
    offset: start.offset,
    limit: take,
    sortMatches: matches !== undefined && sortsMatches(matches, rows, skip, take),
  });
  markPage(list, order, skip, read);
  const page = await withRules(db, read.rows);
  if (reversed) page.reverse();
  return { answer: listOf(query, page, totalItems), list };
}

export async function listTransactions(db: Db, userId: string, asked: ListQuery): Promise<TransactionList> {
  const query = await withSearchOperators(db, userId, asked);
  const offset = (query.page - 1) * query.limit;
  const lists = keptListsOf(db);
  const key = `${userId}\u0000${searchKey(query)}\u0000${query.sortBy}`;
  const kept = lists.get(key);
  const answer = kept && (await keptPage(db, userId, query, offset, kept));
  if (answer) return answer;
  const read =
    !narrowsRows(query) && offset < DEFERRED_READ_FROM
      ? await countedPage(db, userId, query, offset)
      : await newPage(db, userId, query, offset, kept);
  if (read.answer.pagination.totalItems === 0) await assertCategoryFilter(db, userId, asked);
  if (read.list) lists.set(key, read.list);
  return read.answer;
}

/** What a list's total depends on: the search and the other filters. */
function searchKey(query: ListQuery): string {
  return JSON.stringify([
    searchFilter(query),
    accountFilter(query),
    tagFilter(query),
    query.minCents,
    query.maxCents,
    typeFilter(query),
    categoryFilter(query),
    query.startDate,
    query.endDate,
  ]);
}

/** The newest transactions by date. */
export async function recentTransactions(db: Db, userId: string, limit: number): Promise<Transaction[]> {
  const read = await pageRows(db, {
    where: eq(transactions.userId, userId),
    sortBy: 'date',
    sortOrder: 'desc',
    offset: 0,
    limit,
  });
  return withRules(db, read.rows);
}
