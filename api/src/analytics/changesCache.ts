// Answers computed from a user's data, kept in memory until that data changes: an answer is stored with the
// user's change stamps of the domains it reads (user_changes, kept by triggers on every insert, edit and
// deletion, migrations 0006 and 0010) and served again only while the stamps are the same, so it is never stale.
// A hit costs one read of user_changes by its primary key; a miss also checks that no older write is still open
// (see olderWriteMayBeOpen). Each API instance keeps its own answers, each as correct.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { userChanges, type ChangeDomain } from './schema';
import { oldestOpenTransactionStart } from './updates';

/** Answers each cached call keeps per database: a repeat costs one read of the user's change stamps. */
export const ANSWERS_KEPT = 500;

/** A map that forgets its least recently used entry beyond `capacity` entries. */
export class LruCache<V> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly capacity: number) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // A Map iterates in insertion order: moved to the end, the entry is now the most recently used.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * When the user's data of each domain last changed, to the microsecond, in the domains' order ('-' for never),
 * and the latest of them. Microseconds (not a Date's milliseconds) so that two writes within one millisecond
 * still make two stamps.
 */
async function stampsOf(
  db: Db,
  userId: string,
  domains: readonly ChangeDomain[],
): Promise<{ stamps: string; latest: string | null }> {
  const rows = await db
    .select({
      domain: userChanges.domain,
      stamp: sql<string>`(extract(epoch from ${userChanges.changedAt}) * 1000000)::bigint::text`,
    })
    .from(userChanges)
    .where(and(eq(userChanges.userId, userId), inArray(userChanges.domain, [...domains])));
  const stamps = domains.map((domain) => rows.find((row) => row.domain === domain)?.stamp ?? null);
  const latest = stamps.reduce<string | null>(
    (max, stamp) => (stamp !== null && (max === null || BigInt(stamp) > BigInt(max)) ? stamp : max),
    null,
  );
  return { stamps: stamps.map((stamp) => stamp ?? '-').join('|'), latest };
}

/**
 * Whether another client's transaction, begun no later than `stamp`, is still open. A write is stamped with
 * its transaction's start and the stamp only ever moves forward, so such a transaction can still commit rows
 * without moving the stamp past `stamp`: an answer computed now would miss them under a stamp that stays
 * valid. Read after the stamp, so that a transaction open when the stamp was read and still uncommitted when
 * the answer is computed is seen here.
 */
async function olderWriteMayBeOpen(db: Db, stamp: string | null): Promise<boolean> {
  if (stamp === null) return false;
  const [row] = await db
    .select({
      open: sql<boolean>`coalesce(
        (extract(epoch from ${oldestOpenTransactionStart}) * 1000000)::bigint <= ${stamp}::bigint, false
      )`,
    })
    .from(sql`(select 1) as probe`);
  return row?.open ?? true;
}

interface Kept<V> {
  value: V;
  /** False when an older write may still commit unseen: the value answers its own call, and no other. */
  kept: boolean;
}

interface Entry<V> {
  /** The domains' stamps, joined. */
  stamp: string;
  /** Pending while it is computed, so that the calls made meanwhile wait for it instead of computing. */
  answer: Promise<Kept<V>>;
}

async function computeToKeep<V>(db: Db, stamp: string | null, compute: () => Promise<V>): Promise<Kept<V>> {
  const kept = !(await olderWriteMayBeOpen(db, stamp));
  return { value: await compute(), kept };
}

/**
 * A cache of answers keyed by user and `key` (what else the answer depends on, such as its period), at most
 * `capacity` of them per database. `answer(db, userId, key, compute)` serves the stored answer while the
 * user's data of `domains` is unchanged, else computes it and stores it.
 */
export function changesCache<V>(capacity: number, domains: readonly ChangeDomain[]) {
  // One cache per database: tests run several apps in one process, each on its own database.
  const caches = new WeakMap<Db, LruCache<Entry<V>>>();

  return async function answer(db: Db, userId: string, key: string, compute: () => Promise<V>): Promise<V> {
    let cache = caches.get(db);
    if (!cache) {
      cache = new LruCache<Entry<V>>(capacity);
      caches.set(db, cache);
    }
    const entryKey = `${userId}|${key}`;
    const { stamps: stamp, latest } = await stampsOf(db, userId, domains);
    const stored = cache.get(entryKey);
    if (stored?.stamp === stamp) {
      const { value, kept } = await stored.answer;
      return kept ? value : compute();
    }
    const entry: Entry<V> = { stamp, answer: computeToKeep(db, latest, compute) };
    cache.set(entryKey, entry);
    const forget = () => {
      if (cache.get(entryKey) === entry) cache.delete(entryKey);
    };
    try {
      const { value, kept } = await entry.answer;
      if (!kept) forget();
      return value;
    } catch (error) {
      // A failure is not an answer: the next call computes again.
      forget();
      throw error;
    }
  };
}
