// GET /realtime/updates: whether the user's transactions, goals or budgets changed since the previous check. Triggers
// stamp user_changes (migration 0006) with the writing transaction's start time, deletions included.
import { eq, sql } from 'drizzle-orm';
import type { AnalyticsUpdates } from '@moneta/shared/contract';
import type { Db } from '../db/client';
import { CHANGE_DOMAINS } from '@moneta/shared/contract';
import { userChanges } from './schema';

/** Milliseconds since the epoch of a timestamptz expression, truncated (never later than the instant). */
const epochMs = (expression: ReturnType<typeof sql>) =>
  sql<number>`floor(extract(epoch from ${expression}) * 1000)`.mapWith(Number);

/** When the oldest transaction of another client still open began, or null when none is open. */
export const oldestOpenTransactionStart = sql`(
  select min(xact_start) from pg_stat_activity
  where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'
)`;

/**
 * The answer's checkedAt: the database's clock, or the start of the oldest transaction of another client still
 * open, if earlier. A write is stamped with its transaction's start but seen only once committed, so a check
 * made while it is open answers a checkedAt no later than its stamp, and the next check still sees it. Read
 * before the changes, so that a write committed in between is seen by this check or the next.
 */
async function checkedAt(db: Db): Promise<Date> {
  const [clock] = await db
    .select({ ms: epochMs(sql`least(clock_timestamp(), ${oldestOpenTransactionStart})`) })
    .from(sql`(select 1) as clock`);
  return new Date(clock?.ms ?? Date.now());
}

/** What changed since `since`; without it, nothing is reported changed and only the last change is told. */
export async function analyticsUpdates(db: Db, userId: string, since?: Date): Promise<AnalyticsUpdates> {
  const checked = await checkedAt(db);
  const rows = await db
    .select({
      domain: userChanges.domain,
      changedAtMs: epochMs(sql`${userChanges.changedAt}`),
      changed: since
        ? sql<boolean>`${userChanges.changedAt} >= ${since.toISOString()}::timestamptz`
        : sql<boolean>`false`,
    })
    .from(userChanges)
    .where(eq(userChanges.userId, userId))
    .orderBy(userChanges.domain);
  const domains = rows.filter((row) => row.changed).map((row) => row.domain);
  const last = rows.reduce<number | null>((max, row) => Math.max(max ?? 0, row.changedAtMs), null);
  return {
    changed: domains.length > 0,
    // In the contract's order.
    domains: domains.sort((a, b) => CHANGE_DOMAINS.indexOf(a) - CHANGE_DOMAINS.indexOf(b)),
    lastChangeAt: last === null ? null : new Date(last).toISOString(),
    checkedAt: checked.toISOString(),
  };
}
