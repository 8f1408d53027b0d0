// A transaction saved whose recurring rule then failed: the failure carries the transaction, so the form's next
// try updates it rather than creating another (a create sent again under a new request would be refused for
// its reused idempotency key).
import type { Transaction } from '@moneta/shared';

const SAVED = Symbol('saved before the failure');

type Marked = { [SAVED]?: Transaction };

/** Rethrows `failure`, marked with what was saved before it. */
export function failedAfterSaving(failure: unknown, saved: Transaction): never {
  if (typeof failure === 'object' && failure !== null) (failure as Marked)[SAVED] = saved;
  throw failure;
}

/** The transaction saved before `failure`, if any. */
export function savedBefore(failure: unknown): Transaction | null {
  return typeof failure === 'object' && failure !== null ? ((failure as Marked)[SAVED] ?? null) : null;
}
