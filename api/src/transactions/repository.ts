// Reading and writing one user's transactions. Every query is scoped by user_id: another user's id reads as
// unknown.
import { and, eq, getTableColumns, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { SortOrder, Transaction, TransactionList, TransactionSortField } from '@moneta/shared/contract';
import type { Db } from '../db/client';
import {
  IDEMPOTENCY_KEY_LIFETIME_HOURS,
  idempotencyKeyReused,
  requestFingerprint,
} from '../http/idempotency';
import { recurringRules, transactions, type TransactionRow } from './schema';
import {
  categoryFilter,
  searchFilter,
  transactionConditions,
  transactionOrder,
  typeFilter,
  type TransactionFilterValues,
} from './filters';
import { endOfMonth } from './dates';
import { toMinorUnits, toTransaction } from './mapping';
import { countSearch } from './searchCounts';
import { groupedTotals, type TotalsRow } from './totals';

export interface TransactionValues {
  description: string;
  amount: number;
  type: TransactionRow['type'];
  category: TransactionRow['category'];
  date: string;
  notes: string;
}

export interface ListQuery extends TransactionFilterValues {
  page: number;
  limit: number;
}

/** The rows with their recurring rule (the template and the occurrences of a series all name it). */
async function withRules(db: Db, rows: TransactionRow[]): Promise<Transaction[]> {
  const ruleIds = [...new Set(rows.flatMap((row) => (row.recurringRuleId ? [row.recurringRuleId] : [])))];
  const rules =
    ruleIds.length === 0
      ? []
      : await db.select().from(recurringRules).where(inArray(recurringRules.id, ruleIds));
  const byId = new Map(rules.map((rule) => [rule.id, rule]));
  return rows.map((row) => toTransaction(row, row.recurringRuleId ? byId.get(row.recurringRuleId) : null));
}

/** From this offset on, a page's ids are found on an index alone before its rows are read. */
const DEFERRED_READ_FROM = 200;

interface PageRequest {
  where: SQL;
  sortBy: TransactionSortField;
  sortOrder: SortOrder;
  offset: number;
  limit: number;
  /** Sort all matching rows rather than walk an index in sort order (see searchPageStrategy). */
  sortMatches?: boolean;
}

/** One page of transactions, read the cheapest way for its depth and its filters. */
async function pageOf(db: Db, page: PageRequest): Promise<Transaction[]> {
  const { where, sortBy, sortOrder, offset, limit } = page;
  if (page.sortMatches) {
    // A LIMIT keeps the subquery apart (Drizzle leaves out OFFSET 0, the usual fence), so the planner fetches
    // the matches from the search index and sorts them instead of walking the sort order's index past every
    // row that does not match.
    const matches = db
      .select(getTableColumns(transactions))
      .from(transactions)
      .where(where)
      .limit(Number.MAX_SAFE_INTEGER)
      .as('matches');
    const rows = await db
      .select()
      .from(matches)
      .orderBy(...transactionOrder(sortBy, sortOrder, matches))
      .limit(limit)
      .offset(offset);
    return withRules(db, rows);
  }
  const order = transactionOrder(sortBy, sortOrder);
  if (offset < DEFERRED_READ_FROM) {
    const rows = await db
      .select()
      .from(transactions)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    return withRules(db, rows);
  }
  // A deep page finds its ids first, the offset then skipping index entries rather than rows.
  const ids = db
    .select({ id: transactions.id })
    .from(transactions)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
    .as('page');
  const rows = await db
    .select(getTableColumns(transactions))
    .from(transactions)
    .innerJoin(ids, eq(ids.id, transactions.id))
    .orderBy(...order);
  return withRules(db, rows);
}

const flip = (order: SortOrder): SortOrder => (order === 'asc' ? 'desc' : 'asc');

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

export async function listTransactions(db: Db, userId: string, query: ListQuery): Promise<TransactionList> {
  const where = transactionConditions(userId, query);
  const searching = searchFilter(query) !== undefined;
  const offset = (query.page - 1) * query.limit;
  // Month counts only pay off for a deep page, which may also be one near the end (read from there).
  const byMonth = query.sortBy === 'date' && !searching && offset >= DEFERRED_READ_FROM;
  // The month totals count the rows of the other filters (and, for the date sort, each month's); a search
  // is counted on its own.
  const [totals, matches] = await Promise.all([
    groupedTotals(
      db,
      userId,
      {
        type: typeFilter(query),
        category: categoryFilter(query),
        startDate: query.startDate,
        endDate: query.endDate,
      },
      byMonth ? ['month'] : [],
      { amounts: false },
    ),
    searching ? countSearch(db, userId, searchKey(query), where) : undefined,
  ]);
  const rows = totals.reduce((sum, row) => sum + row.rowCount, 0);
  const totalItems = matches ?? rows;
  const take = Math.min(query.limit, totalItems - offset);
  let page: Transaction[] = [];
  if (take > 0) {
    // Past the middle, the page is read from the other end: no offset ever exceeds half the rows.
    const fromEnd = totalItems - offset - take;
    const reversed = fromEnd < offset;
    const sortOrder = reversed ? flip(query.sortOrder) : query.sortOrder;
    const skip = reversed ? fromEnd : offset;
    const start = byMonth ? skipWholeMonths(totals, sortOrder, skip) : { offset: skip };
    page = await pageOf(db, {
      where: and(where, start.bound) ?? where,
      sortBy: query.sortBy,
      sortOrder,
      offset: start.offset,
      limit: take,
      sortMatches: matches !== undefined && sortsMatches(matches, rows, skip, take),
    });
    if (reversed) page.reverse();
  }
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

/** What a search's total depends on: the term and the other filters. */
function searchKey(query: ListQuery): string {
  return JSON.stringify([
    searchFilter(query),
    typeFilter(query),
    categoryFilter(query),
    query.startDate,
    query.endDate,
  ]);
}

/** The newest transactions by date. */
export async function recentTransactions(db: Db, userId: string, limit: number): Promise<Transaction[]> {
  return pageOf(db, {
    where: eq(transactions.userId, userId),
    sortBy: 'date',
    sortOrder: 'desc',
    offset: 0,
    limit,
  });
}

export async function findTransaction(db: Db, userId: string, id: string): Promise<Transaction | undefined> {
  const row = await findTransactionRow(db, userId, id);
  return row ? (await withRules(db, [row]))[0] : undefined;
}

export async function findTransactionRow(
  db: Db,
  userId: string,
  id: string,
): Promise<TransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.id, id), eq(transactions.userId, userId)));
  return row;
}

function columnsOf(values: TransactionValues) {
  return {
    description: values.description,
    amountMinor: toMinorUnits(values.amount, values.type),
    type: values.type,
    category: values.category,
    date: values.date,
    notes: values.notes,
  };
}

export interface CreatedTransaction {
  transaction: Transaction;
  /** True when the answer is an earlier request's, replayed for its Idempotency-Key. */
  replayed: boolean;
}

/** The user's transaction created under `key` within the key's lifetime, if any; an expired key is freed. */
async function findByKey(tx: Db, userId: string, key: string): Promise<TransactionRow | undefined> {
  const keyed = and(eq(transactions.userId, userId), eq(transactions.idempotencyKey, key));
  const expiredBefore = sql`now() - make_interval(hours => ${IDEMPOTENCY_KEY_LIFETIME_HOURS})`;
  await tx
    .update(transactions)
    .set({ idempotencyKey: null, requestFingerprint: null })
    .where(and(keyed, sql`${transactions.createdAt} < ${expiredBefore}`));
  const [row] = await tx.select().from(transactions).where(keyed);
  return row;
}

/**
 * Creates a transaction. With an Idempotency-Key (DESIGN section 4; the offline outbox of issue 11 sends one),
 * the same key from the same user within its lifetime answers that transaction again, as it stands now, and
 * creates nothing; with another request it is refused (422). The unique (user_id, idempotency_key) index holds
 * this when both arrive at once: the second's insert finds the key taken, and its next try reads the first.
 */
export async function createTransaction(
  db: Db,
  userId: string,
  values: TransactionValues,
  idempotencyKey?: string,
): Promise<CreatedTransaction> {
  const fingerprint =
    idempotencyKey === undefined
      ? null
      : requestFingerprint([
          values.description,
          values.amount,
          values.type,
          values.category,
          values.date,
          values.notes,
        ]);
  for (let tries = 0; tries < 3; tries += 1) {
    const outcome = await db.transaction(
      async (tx): Promise<{ row: TransactionRow } | { earlierId: string } | null> => {
        if (idempotencyKey !== undefined) {
          const earlier = await findByKey(tx, userId, idempotencyKey);
          if (earlier) {
            if (earlier.requestFingerprint !== fingerprint) throw idempotencyKeyReused();
            return { earlierId: earlier.id };
          }
        }
        const [row] = await tx
          .insert(transactions)
          .values({ userId, ...columnsOf(values), idempotencyKey, requestFingerprint: fingerprint })
          .onConflictDoNothing({
            target: [transactions.userId, transactions.idempotencyKey],
            where: sql`idempotency_key is not null`,
          })
          .returning();
        return row ? { row } : null;
      },
    );
    if (!outcome) continue;
    if ('row' in outcome) return { transaction: toTransaction(outcome.row, null), replayed: false };
    const transaction = await findTransaction(db, userId, outcome.earlierId);
    if (transaction) return { transaction, replayed: true };
  }
  throw new Error('transaction create: the Idempotency-Key stayed taken');
}

/** Replaces the transaction's fields; undefined when the user has no such transaction. */
export async function updateTransaction(
  db: Db,
  userId: string,
  id: string,
  values: TransactionValues,
): Promise<Transaction | undefined> {
  const [row] = await db
    .update(transactions)
    .set({ ...columnsOf(values), updatedAt: sql`now()` })
    .where(and(eq(transactions.id, id), eq(transactions.userId, userId)))
    .returning({ id: transactions.id });
  return row ? findTransaction(db, userId, row.id) : undefined;
}

/** True when the user's transaction existed and is gone. */
export async function deleteTransaction(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(transactions)
    .where(and(eq(transactions.id, id), eq(transactions.userId, userId)))
    .returning({ id: transactions.id });
  return rows.length > 0;
}

/** Deletes those of `ids` that are the user's, in one statement (one transaction); returns how many. */
export async function deleteTransactions(db: Db, userId: string, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .delete(transactions)
    .where(and(eq(transactions.userId, userId), inArray(transactions.id, [...new Set(ids)])))
    .returning({ id: transactions.id });
  return rows.length;
}
