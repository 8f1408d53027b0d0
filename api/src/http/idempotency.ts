// Idempotency-Key: a create the client may retry records the key and a fingerprint of what
// it asked beside what it created; the same key from the same user within the key's lifetime answers the
// first result again, and a key reused for another request is refused.
import { createHash } from 'node:crypto';
import { idempotencyKeySchema, MESSAGES } from '@moneta/shared/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, invalidField } from './errors';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
const FIELD = 'Idempotency-Key';

/** A key older than this may be used again, for a new request. */
export const IDEMPOTENCY_KEY_LIFETIME_HOURS = 24;

/** The request's Idempotency-Key, when it sent one; an empty or over-long key is answered 422. */
export function idempotencyKeyOf(request: Pick<FastifyRequest, 'headers'>): string | undefined {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (value === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(value);
  if (!parsed.success) throw invalidField(FIELD, MESSAGES.idempotencyKeyInvalid);
  return parsed.data;
}

/** A hash of what a request asked, stored with its key. */
export function requestFingerprint(values: readonly unknown[]): string {
  return createHash('sha256').update(JSON.stringify(values)).digest('hex');
}

/** The answer to a key already used for a different request. */
export function idempotencyKeyReused(): AppError {
  return new AppError(422, MESSAGES.idempotencyKeyReused, [
    { field: FIELD, message: MESSAGES.idempotencyKeyReused },
  ]);
}

/** Marks an answer replayed for its key. */
export function markReplayed(reply: FastifyReply): void {
  void reply.header('Idempotent-Replayed', 'true');
}
