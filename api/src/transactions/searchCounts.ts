// Exact totals of searches, remembered per user until the user's transactions change. Counting a common term
// reads every matching row; paging through its results, or asking again, need not. A write moves the user's
// revision in the same database transaction (migration 0003), so a remembered total is used only while no
// write has happened since, whichever API instance made it.
import { count, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { transactionRevisions, transactions } from './schema';

/** Totals kept per database; the oldest go first. */
const SEARCH_COUNTS_KEPT = 1000;

const remembered = new WeakMap<Db, Map<string, number>>();

function cacheOf(db: Db): Map<string, number> {
  let cache = remembered.get(db);
  if (!cache) {
    cache = new Map();
    remembered.set(db, cache);
  }
  return cache;
}

/** The user's revision: it moves with every write to their transactions, in the writing transaction. */
export async function revisionOf(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ revision: transactionRevisions.revision })
    .from(transactionRevisions)
    .where(eq(transactionRevisions.userId, userId));
  return row?.revision ?? 0;
}

/**
 * The number of the user's rows `where` picks. `key` names the search and its filters; the revision is read
 * before counting, so a total counted after a concurrent write is filed under a revision no longer current.
 */
export async function countSearch(db: Db, userId: string, key: string, where: SQL): Promise<number> {
  const cache = cacheOf(db);
  const entry = `${userId}\u0000${await revisionOf(db, userId)}\u0000${key}`;
  const known = cache.get(entry);
  if (known !== undefined) return known;
  const [row] = await db.select({ total: count() }).from(transactions).where(where);
  const total = row?.total ?? 0;
  if (cache.size >= SEARCH_COUNTS_KEPT) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  cache.set(entry, total);
  return total;
}
