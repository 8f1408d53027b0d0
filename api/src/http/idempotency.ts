// Idempotency-Key: a write the client may retry (a create, Add Funds, saving budgets) records its key, the write
// it was used for, a fingerprint of what it asked and its answer, in the write's own transaction. The same key
// from the same user within the key's lifetime answers the first answer again (Idempotent-Replayed: true) and
// does nothing; a key reused for another request is refused (422). Requests that arrive at once are resolved
// by the table's primary key: the second's claim waits for the first's transaction, then finds its key.
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { idempotencyKeySchema, MESSAGES } from '@moneta/shared/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { AppError, invalidField } from './errors';
import { idempotencyKeys } from './idempotencyKeys';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
const FIELD = 'Idempotency-Key';

/** A key older than this may be used again, for a new request. */
export const IDEMPOTENCY_KEY_LIFETIME_HOURS = 24;

/** The writes that take a key; a key is one write's, so the same key sent to another is refused. */
export type IdempotentWrite =
  | 'transactions.create'
  | 'rules.create'
  | 'categories.create'
  | 'transfers.create'
  | 'moneyAccounts.create'
  | 'goals.contribute'
  | 'reminders.create'
  | 'budgets.save';

/** The request's Idempotency-Key, when it sent one; an empty or over-long key is answered 422. */
export function idempotencyKeyOf(request: Pick<FastifyRequest, 'headers'>): string | undefined {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (value === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(value);
  if (!parsed.success) throw invalidField(FIELD, MESSAGES.idempotencyKeyInvalid);
  return parsed.data;
}

function fingerprintOf(asked: readonly unknown[]): string {
  return createHash('sha256').update(JSON.stringify(asked)).digest('hex');
}

function idempotencyKeyReused(): AppError {
  return new AppError(422, MESSAGES.idempotencyKeyReused, [
    { field: FIELD, message: MESSAGES.idempotencyKeyReused },
  ]);
}

/** Marks an answer replayed for its key. */
export function markReplayed(reply: FastifyReply): void {
  void reply.header('Idempotent-Replayed', 'true');
}

export interface KeyedWrite {
  userId: string;
  /** The request's key; without one the write is simply done. */
  key: string | undefined;
  write: IdempotentWrite;
  /** What the request asked, in a stable form: the same request gives the same values. */
  asked: readonly unknown[];
}

export interface Answered<T> {
  answer: T;
  /** True when the answer is an earlier request's, replayed for its key. */
  replayed: boolean;
}

/** A key past its lifetime, by the database's clock, which stamped it. */
const expired = sql`${idempotencyKeys.createdAt} < now() - make_interval(hours => ${IDEMPOTENCY_KEY_LIFETIME_HOURS})`;

/** How often the expired keys of every user are removed; a key reused after its lifetime is freed anyway. */
export const IDEMPOTENCY_KEY_PURGE_INTERVAL_MS = 3_600_000;

/** Removes every user's expired keys, which no retry can use any more; resolves with how many went. */
export async function purgeExpiredKeys(db: Db): Promise<number> {
  const gone = await db.delete(idempotencyKeys).where(expired).returning({ key: idempotencyKeys.key });
  return gone.length;
}

/**
 * Runs `work` in one transaction, once per key: the answer (JSON data) is recorded with the key when the work
 * commits, and a failed work records nothing, so its retry is tried afresh.
 */
export async function onceForKey<T>(
  db: Db,
  request: KeyedWrite,
  work: (tx: Db) => Promise<T>,
): Promise<Answered<T>> {
  const { userId, key } = request;
  if (key === undefined) return { answer: await db.transaction(work), replayed: false };
  const fingerprint = fingerprintOf(request.asked);
  const mine = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
  return db.transaction(async (tx): Promise<Answered<T>> => {
    // An expired key is freed, so that it may serve a new request. The database's clock decides, as it
    // stamped the key.
    await tx.delete(idempotencyKeys).where(and(mine, expired));
    // The claim: a simultaneous request with the key waits here until this transaction ends.
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({ userId, key, endpoint: request.write, fingerprint, answer: {} })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (!claimed) {
      const [earlier] = await tx.select().from(idempotencyKeys).where(mine);
      if (!earlier) throw new Error('Idempotency-Key: claimed, yet not found');
      if (earlier.endpoint !== request.write || earlier.fingerprint !== fingerprint)
        throw idempotencyKeyReused();
      return { answer: earlier.answer as T, replayed: true };
    }
    const answer = await work(tx);
    await tx.update(idempotencyKeys).set({ answer }).where(mine);
    return { answer, replayed: false };
  });
}
