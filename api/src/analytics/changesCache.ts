// Answers computed from a user's data, kept in memory until that data changes: an answer is stored with the
// user's change versions of the domains it reads (user_changes, counted by triggers on every insert, edit and
// deletion: migrations 0006, 0010 and 0011) and served again only while the versions are the same, so it is
// never stale. A write still uncommitted while an answer is computed moves the version when it commits, so the
// answer is not served after that. A hit costs one read of user_changes by its primary key. Each API instance
// keeps its own answers, each as correct.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { ChangeDomain } from '@moneta/shared/contract';
import { LruCache } from '../lib/lruCache';
import { userChanges } from './schema';

/** Answers each cached call keeps per database: a repeat costs one read of the user's change versions. */
export const ANSWERS_KEPT = 500;

/** The versions of the user's data of each domain, in the domains' order ('-' for never written), joined. */
async function versionsOf(db: Db, userId: string, domains: readonly ChangeDomain[]): Promise<string> {
  const rows = await db
    .select({ domain: userChanges.domain, version: userChanges.version })
    .from(userChanges)
    .where(and(eq(userChanges.userId, userId), inArray(userChanges.domain, [...domains])));
  return domains.map((domain) => rows.find((row) => row.domain === domain)?.version ?? '-').join('|');
}

interface Entry<V> {
  /** The versions the answer was computed under. */
  versions: string;
  /** Pending while it is computed, so that the calls made meanwhile wait for it instead of computing. */
  answer: Promise<V>;
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
    const versions = await versionsOf(db, userId, domains);
    const stored = cache.get(entryKey);
    if (stored?.versions === versions) return stored.answer;
    const entry: Entry<V> = { versions, answer: compute() };
    cache.set(entryKey, entry);
    try {
      return await entry.answer;
    } catch (error) {
      // A failure is not an answer: the next call computes again.
      if (cache.get(entryKey) === entry) cache.delete(entryKey);
      throw error;
    }
  };
}
