// Transfers: one amount moved on one date from one of a person's accounts to another, written as two
// transactions of type Transfer (negative in the account it left, positive in the one it reached) that name the
// same row of `transfers`. Both rows are written, changed and deleted in one database transaction; deleting the
// transfer's row deletes both (the key cascades).
import { and, asc, eq, inArray } from 'drizzle-orm';
import { MESSAGES, TRANSFER, type Transfer, type TransferInput } from '@moneta/shared/contract';
import type { Db } from '../db/client';
import { minorUnits } from '../db/money';
import { conflict } from '../http/errors';
import { onceForKey } from '../http/idempotency';
import { nextVersion } from '../http/versions';
import { accountForWrite } from '../moneyAccounts/repository';
import { toTransaction } from '../transactions/mapping';
import { assertRoomForTransactions } from '../transactions/quota';
import { transactions, transfers, type TransactionRow } from '../transactions/schema';

/** A transfer as validated: its defaults applied. */
export type CheckedTransfer = Required<TransferInput>;

/** The title both rows carry when the person gave none. */
const DEFAULT_TITLE = TRANSFER;

function toTransfer(id: string, legs: TransactionRow[]): Transfer {
  const from = legs.find((leg) => leg.amountMinor < 0);
  const to = legs.find((leg) => leg.amountMinor > 0);
  if (!from || !to) throw new Error(`transfer ${id} has no pair of rows`);
  return {
    _id: id,
    fromAccountId: from.accountId,
    toAccountId: to.accountId,
    amount: toTransaction(to).amount,
    date: to.date,
    description: to.description,
    notes: to.notes,
    from: toTransaction(from, null, to.accountId),
    to: toTransaction(to, null, from.accountId),
  };
}

/** The values both rows share, and each one's signed amount: out of the first account, into the second. */
export function legValues(input: CheckedTransfer) {
  const minor = minorUnits(input.amount);
  const shared = {
    type: TRANSFER,
    category: TRANSFER,
    date: input.date,
    description: input.description || DEFAULT_TITLE,
    notes: input.notes,
  } as const;
  return { shared, out: -minor, in: minor };
}

/** The transfer's two rows, locked for the change about to be made; empty when the user has no such transfer. */
async function legsForUpdate(tx: Db, userId: string, id: string): Promise<TransactionRow[]> {
  return tx
    .select()
    .from(transactions)
    .where(and(eq(transactions.transferId, id), eq(transactions.userId, userId)))
    .orderBy(asc(transactions.amountMinor))
    .for('update');
}

export async function findTransfer(db: Db, userId: string, id: string): Promise<Transfer | undefined> {
  const legs = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.transferId, id), eq(transactions.userId, userId)));
  return legs.length === 0 ? undefined : toTransfer(id, legs);
}

export interface CreatedTransfer {
  transfer: Transfer;
  /** True when the answer is an earlier request's, replayed for its Idempotency-Key. */
  replayed: boolean;
}

/** Moves the amount, once per Idempotency-Key: both rows or neither. */
export async function createTransfer(
  db: Db,
  userId: string,
  input: CheckedTransfer,
  idempotencyKey?: string,
): Promise<CreatedTransfer> {
  const { answer, replayed } = await onceForKey(
    db,
    {
      userId,
      key: idempotencyKey,
      write: 'transfers.create',
      asked: [
        input.fromAccountId,
        input.toAccountId,
        input.amount,
        input.date,
        input.description,
        input.notes,
      ],
    },
    async (tx) => {
      await assertRoomForTransactions(tx, userId, 2);
      const fromAccountId = await accountForWrite(tx, userId, input.fromAccountId, 'fromAccountId');
      const toAccountId = await accountForWrite(tx, userId, input.toAccountId, 'toAccountId');
      const [transfer] = await tx.insert(transfers).values({ userId }).returning({ id: transfers.id });
      if (!transfer) throw new Error('transfer insert returned no row');
      const { shared, out, in: into } = legValues(input);
      const legs = await tx
        .insert(transactions)
        .values([
          { userId, ...shared, amountMinor: out, accountId: fromAccountId, transferId: transfer.id },
          { userId, ...shared, amountMinor: into, accountId: toAccountId, transferId: transfer.id },
        ])
        .returning();
      return toTransfer(transfer.id, legs);
    },
  );
  return { transfer: answer, replayed };
}

/**
 * Changes both rows at once; undefined when the user has no such transfer. A reconciled row refuses the change
 * (409). A row may stay in a closed account, not move into one.
 */
export async function updateTransfer(
  db: Db,
  userId: string,
  id: string,
  input: CheckedTransfer,
): Promise<Transfer | undefined> {
  return db.transaction(async (tx) => {
    const [from, to] = await legsForUpdate(tx, userId, id);
    if (!from || !to) return undefined;
    if (from.reconciled || to.reconciled) throw conflict(MESSAGES.transactionReconciled);
    const accountOf = async (leg: TransactionRow, asked: string, field: string) =>
      asked === leg.accountId ? leg.accountId : accountForWrite(tx, userId, asked, field);
    const fromAccountId = await accountOf(from, input.fromAccountId, 'fromAccountId');
    const toAccountId = await accountOf(to, input.toAccountId, 'toAccountId');
    const { shared, out, in: into } = legValues(input);
    const changed = { ...shared, updatedAt: nextVersion(transactions.updatedAt) };
    await tx
      .update(transactions)
      .set({ ...changed, amountMinor: out, accountId: fromAccountId })
      .where(eq(transactions.id, from.id));
    await tx
      .update(transactions)
      .set({ ...changed, amountMinor: into, accountId: toAccountId })
      .where(eq(transactions.id, to.id));
    return toTransfer(id, await legsForUpdate(tx, userId, id));
  });
}

/**
 * Deletes the transfers of the given rows, with both of each one's rows, in the caller's transaction; returns
 * how many rows went. A reconciled row refuses it all (409).
 */
export async function deleteTransfersOf(tx: Db, userId: string, transferIds: string[]): Promise<number> {
  if (transferIds.length === 0) return 0;
  const legs = await tx
    .delete(transactions)
    .where(and(eq(transactions.userId, userId), inArray(transactions.transferId, transferIds)))
    .returning({ reconciled: transactions.reconciled });
  if (legs.some((leg) => leg.reconciled)) throw conflict(MESSAGES.transactionReconciled);
  await tx.delete(transfers).where(and(eq(transfers.userId, userId), inArray(transfers.id, transferIds)));
  return legs.length;
}

/** True when the user's transfer existed and is gone, both rows with it. */
export async function deleteTransfer(db: Db, userId: string, id: string): Promise<boolean> {
  return db.transaction(async (tx) => (await deleteTransfersOf(tx, userId, [id])) > 0);
}
