// How many more transactions a person may keep (TRANSACTIONS_MAX_PER_USER): every way of adding them (a create,
// an import, a recurring rule, a restore) asks here, so that no request can make one account cost without bound.
import { MESSAGES, TRANSACTIONS_MAX_PER_USER } from '@moneta/shared/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { conflict } from '../http/errors';
import { lockPerson } from '../users/users';
import { transactionMonthTotals } from './schema';

/**
 * The places left, read from the month totals (a few hundred rows, not the transactions). The user's row is
 * locked first, so that two writes at once cannot both take the last places; run it in the writing transaction.
 */
export async function roomForTransactions(tx: Db, userId: string): Promise<number> {
  await lockPerson(tx, userId);
  const [row] = await tx
    .select({ kept: sql<string>`coalesce(sum(${transactionMonthTotals.rowCount}), 0)` })
    .from(transactionMonthTotals)
    .where(eq(transactionMonthTotals.userId, userId));
  return Math.max(0, TRANSACTIONS_MAX_PER_USER - Number(row?.kept ?? 0));
}

/** Refuses (409) a write of `count` new transactions that would pass the limit. */
export async function assertRoomForTransactions(tx: Db, userId: string, count: number): Promise<void> {
  if ((await roomForTransactions(tx, userId)) < count) throw conflict(MESSAGES.transactionLimitReached);
}
