// Reading and writing one user's transactions. Every query is scoped by user_id: another user's id reads as
// unknown.
import { and, eq, inArray, ne } from 'drizzle-orm';
import {
  MESSAGES,
  SPLIT,
  type EditableCategory,
  type Transaction,
  type TransactionType,
} from '@moneta/shared/contract';
import type { Db } from '../db/client';
import { conflict } from '../http/errors';
import { onceForKey } from '../http/idempotency';
import { assertCurrent, nextVersion, type MadeFrom } from '../http/versions';
import { accountForWrite } from '../moneyAccounts/repository';
import { deleteTransfersOf } from '../transfers/repository';
import { categoryBook, keptCategory } from '../categories/book';
import { filerFor } from '../rules/filing';
import { recurringRules, transactions, type TransactionRow } from './schema';
import { toMinorUnits, toTransaction, type AnsweredRow } from './mapping';
import { assertRoomForTransactions } from './quota';
import { splitsOf, writeSplits, type SplitValues } from './splits';
import { tagsToWrite } from './tags';

export interface TransactionValues {
  description: string;
  amount: number;
  type: TransactionType;
  /** "Split" with `splits` naming the parts. */
  category: EditableCategory;
  date: string;
  notes: string;
  splits?: SplitValues[] | undefined;
  /** Left out: none for a new transaction, its own for an edit. */
  tags?: string[] | undefined;
  /** Left out: the first open account for a new transaction, its own for an edit. */
  accountId?: string | undefined;
  /** Left out: not cleared for a new transaction, as it was for an edit. */
  cleared?: boolean | undefined;
}

/**
 * The rows with their recurring rule (the template and the occurrences of a series all name it), for a
 * transfer's row the account of its other row, found by the partial index on transfer_id, and a split's parts.
 */
export async function withRules(db: Db, rows: AnsweredRow[]): Promise<Transaction[]> {
  const ruleIds = [...new Set(rows.flatMap((row) => (row.recurringRuleId ? [row.recurringRuleId] : [])))];
  const transferIds = [...new Set(rows.flatMap((row) => (row.transferId ? [row.transferId] : [])))];
  const splitIds = rows.flatMap((row) => (row.category === SPLIT ? [row.id] : []));
  const [rules, legs, parts] = await Promise.all([
    ruleIds.length === 0 ? [] : db.select().from(recurringRules).where(inArray(recurringRules.id, ruleIds)),
    transferIds.length === 0
      ? []
      : db
          .select({
            id: transactions.id,
            transferId: transactions.transferId,
            accountId: transactions.accountId,
          })
          .from(transactions)
          .where(inArray(transactions.transferId, transferIds)),
    splitsOf(db, splitIds),
  ]);
  const byId = new Map(rules.map((rule) => [rule.id, rule]));
  const otherAccount = (row: AnsweredRow) =>
    legs.find((leg) => leg.transferId === row.transferId && leg.id !== row.id)?.accountId ?? null;
  return rows.map((row) =>
    toTransaction(
      row,
      row.recurringRuleId ? byId.get(row.recurringRuleId) : null,
      otherAccount(row),
      parts.get(row.id),
    ),
  );
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
  /** True when the answer is an earlier request's, replayed for its Idempotency-Key (../http/idempotency.ts). */
  replayed: boolean;
}

/** The values with their tags and their parts' as they will be kept; `current`: the tags of an edited one. */
async function withTagsKept(
  tx: Db,
  userId: string,
  values: TransactionValues,
  current?: readonly string[],
): Promise<{ tags: string[]; splits: SplitValues[] | undefined }> {
  const parts = values.splits ?? [];
  const kept = await tagsToWrite(
    tx,
    userId,
    values.tags,
    parts.map((part) => part.tags),
    current,
  );
  return {
    tags: kept.tags,
    splits: values.splits && parts.map((part, index) => ({ ...part, tags: kept.partTags[index] ?? [] })),
  };
}

/**
 * The values with their category and their parts' in the person's spelling; a name that is not one of the
 * person's categories of the transaction's type is refused (422).
 */
async function withCategoriesKept(
  tx: Db,
  userId: string,
  values: TransactionValues,
): Promise<TransactionValues> {
  const book = await categoryBook(tx, userId);
  return {
    ...values,
    category:
      values.category === SPLIT ? SPLIT : keptCategory(book, values.category, values.type, 'category'),
    splits: values.splits?.map((part, index) => ({
      ...part,
      category: keptCategory(book, part.category, values.type, `splits.${index}.category`),
    })),
  };
}

/** Creates a transaction, once per Idempotency-Key (../http/idempotency.ts). */
export async function createTransaction(
  db: Db,
  userId: string,
  values: TransactionValues,
  idempotencyKey?: string,
): Promise<CreatedTransaction> {
  const { answer, replayed } = await onceForKey(
    db,
    {
      userId,
      key: idempotencyKey,
      write: 'transactions.create',
      asked: [
        values.description,
        values.amount,
        values.type,
        values.category,
        values.date,
        values.notes,
        // Only when asked: a key kept from before accounts existed replays its request unchanged.
        ...(values.accountId === undefined && values.cleared === undefined && values.splits === undefined
          ? []
          : [values.accountId ?? null, values.cleared ?? false]),
        ...(values.splits === undefined
          ? []
          : values.splits.map((part) => [part.category, part.amount, part.notes, ...(part.tags ?? [])])),
        ...(values.tags === undefined ? [] : [values.tags]),
      ],
    },
    async (tx) => {
      await assertRoomForTransactions(tx, userId, 1);
      const accountId = await accountForWrite(tx, userId, values.accountId);
      // The person's rules file it: they may set its category, add tags and rename it.
      const file = await filerFor(tx, userId);
      const checked = await withCategoriesKept(tx, userId, values);
      const filed = file({ ...checked, amountMinor: toMinorUnits(checked.amount, checked.type), accountId });
      const { tags, splits } = await withTagsKept(tx, userId, filed);
      const [row] = await tx
        .insert(transactions)
        .values({ userId, ...columnsOf(filed), accountId, cleared: values.cleared ?? false, tags })
        .returning();
      if (!row) throw new Error('transaction insert returned no row');
      await writeSplits(tx, { ...row, hadParts: false }, splits);
      return (await withRules(tx, [row]))[0]!;
    },
  );
  return { transaction: answer, replayed };
}

/**
 * Replaces the transaction's fields, when it is still the version the change was made from (412 otherwise);
 * undefined when the user has no such transaction.
 */
export async function updateTransaction(
  db: Db,
  userId: string,
  id: string,
  values: TransactionValues,
  basedOn: MadeFrom = null,
): Promise<Transaction | undefined> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(transactions)
      .where(and(eq(transactions.id, id), eq(transactions.userId, userId)))
      .for('update');
    if (!current) return undefined;
    if (current.transferId) throw conflict(MESSAGES.transferLeg);
    if (current.reconciled) throw conflict(MESSAGES.transactionReconciled);
    await assertCurrent(basedOn, current.updatedAt, async () => (await withRules(tx, [current]))[0]!);
    // Staying in a closed account is allowed; moving into one is not.
    const accountId =
      values.accountId === undefined || values.accountId === current.accountId
        ? current.accountId
        : await accountForWrite(tx, userId, values.accountId);
    const checked = await withCategoriesKept(tx, userId, values);
    const { tags, splits } = await withTagsKept(tx, userId, checked, current.tags);
    const [row] = await tx
      .update(transactions)
      .set({
        ...columnsOf(checked),
        tags,
        accountId,
        cleared: values.cleared ?? current.cleared,
        updatedAt: nextVersion(transactions.updatedAt),
      })
      .where(eq(transactions.id, current.id))
      .returning();
    if (!row) throw new Error('transaction update returned no row');
    await writeSplits(tx, { ...row, hadParts: current.category === SPLIT }, splits);
    return findTransaction(tx, userId, current.id);
  });
}

/**
 * True when the user's transaction existed and is gone; a reconciled one is refused (409). A transfer's row goes
 * with the transfer's other row.
 */
export async function deleteTransaction(db: Db, userId: string, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ reconciled: transactions.reconciled, transferId: transactions.transferId })
      .from(transactions)
      .where(and(eq(transactions.id, id), eq(transactions.userId, userId)))
      .for('update');
    if (!current) return false;
    if (current.reconciled) throw conflict(MESSAGES.transactionReconciled);
    if (current.transferId) return (await deleteTransfersOf(tx, userId, [current.transferId])) > 0;
    await tx.delete(transactions).where(eq(transactions.id, id));
    return true;
  });
}

/**
 * Deletes those of `ids` that are the user's, in one transaction, with the other row of each transfer among
 * them; returns how many rows went. None is deleted (409) when one of them is reconciled.
 */
export async function deleteTransactions(db: Db, userId: string, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const chosen = and(eq(transactions.userId, userId), inArray(transactions.id, [...new Set(ids)]));
  return db.transaction(async (tx) => {
    const rows = await tx
      .delete(transactions)
      .where(chosen)
      .returning({ reconciled: transactions.reconciled, transferId: transactions.transferId });
    if (rows.some((row) => row.reconciled)) throw conflict(MESSAGES.transactionsReconciled);
    const transferIds = [...new Set(rows.flatMap((row) => (row.transferId ? [row.transferId] : [])))];
    return rows.length + (await deleteTransfersOf(tx, userId, transferIds));
  });
}

/**
 * Marks those of `ids` that are the user's cleared or not, in one transaction; returns how many changed. A
 * reconciled transaction stays cleared, so un-clearing a selection that holds one changes none of them (409).
 */
export async function setTransactionsCleared(
  db: Db,
  userId: string,
  ids: string[],
  cleared: boolean,
): Promise<number> {
  if (ids.length === 0) return 0;
  const chosen = and(eq(transactions.userId, userId), inArray(transactions.id, [...new Set(ids)]));
  return db.transaction(async (tx) => {
    // Locked, so that no reconciliation lands between the check and the change.
    const rows = await tx
      .select({ reconciled: transactions.reconciled })
      .from(transactions)
      .where(chosen)
      .for('update');
    if (!cleared && rows.some((row) => row.reconciled)) {
      throw conflict(MESSAGES.transactionsReconciledUncleared);
    }
    const changed = await tx
      .update(transactions)
      .set({ cleared, updatedAt: nextVersion(transactions.updatedAt) })
      // Only the rows whose mark changes take a new version: an open edit of the others stays current.
      .where(and(chosen, ne(transactions.cleared, cleared)))
      .returning({ id: transactions.id });
    return changed.length;
  });
}

/** Takes the user's transaction out of its reconciliation; undefined when there is no such transaction. */
export async function unlockTransaction(
  db: Db,
  userId: string,
  id: string,
): Promise<Transaction | undefined> {
  const [row] = await db
    .update(transactions)
    .set({ reconciled: false, updatedAt: nextVersion(transactions.updatedAt) })
    .where(and(eq(transactions.id, id), eq(transactions.userId, userId)))
    .returning({ id: transactions.id });
  return row ? findTransaction(db, userId, row.id) : undefined;
}
