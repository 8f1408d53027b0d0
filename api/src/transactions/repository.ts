// Reading and writing one user's transactions. Every query is scoped by user_id: another user's id reads as
// unknown.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '@moneta/shared/contract';
import type { Db } from '../db/client';
import {
  IDEMPOTENCY_KEY_LIFETIME_HOURS,
  idempotencyKeyReused,
  requestFingerprint,
} from '../http/idempotency';
import { assertCurrent, nextVersion, type MadeFrom } from '../http/versions';
import { recurringRules, transactions, type TransactionRow } from './schema';
import { toMinorUnits, toTransaction, type AnsweredRow } from './mapping';
import { assertRoomForTransactions } from './quota';

export interface TransactionValues {
  description: string;
  amount: number;
  type: TransactionRow['type'];
  category: TransactionRow['category'];
  date: string;
  notes: string;
}

/** The rows with their recurring rule (the template and the occurrences of a series all name it). */
export async function withRules(db: Db, rows: AnsweredRow[]): Promise<Transaction[]> {
  const ruleIds = [...new Set(rows.flatMap((row) => (row.recurringRuleId ? [row.recurringRuleId] : [])))];
  const rules =
    ruleIds.length === 0
      ? []
      : await db.select().from(recurringRules).where(inArray(recurringRules.id, ruleIds));
  const byId = new Map(rules.map((rule) => [rule.id, rule]));
  return rows.map((row) => toTransaction(row, row.recurringRuleId ? byId.get(row.recurringRuleId) : null));
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
  /** True when the answer is an earlier request's, replayed for its Idempotency-Key. */
  replayed: boolean;
}

/** The user's transaction created under `key` within the key's lifetime, if any; an expired key is freed. */
async function findByKey(tx: Db, userId: string, key: string): Promise<TransactionRow | undefined> {
  const keyed = and(eq(transactions.userId, userId), eq(transactions.idempotencyKey, key));
  const expiredBefore = sql`now() - make_interval(hours => ${IDEMPOTENCY_KEY_LIFETIME_HOURS})`;
  await tx
    .update(transactions)
    .set({ idempotencyKey: null, requestFingerprint: null })
    .where(and(keyed, sql`${transactions.createdAt} < ${expiredBefore}`));
  const [row] = await tx.select().from(transactions).where(keyed);
  return row;
}

/**
 * Creates a transaction. With an Idempotency-Key,
 * the same key from the same user within its lifetime answers that transaction again, as it stands now, and
 * creates nothing; with another request it is refused (422). The unique (user_id, idempotency_key) index holds
 * this when both arrive at once: the second's insert finds the key taken, and its next try reads the first.
 */
export async function createTransaction(
  db: Db,
  userId: string,
  values: TransactionValues,
  idempotencyKey?: string,
): Promise<CreatedTransaction> {
  const fingerprint =
    idempotencyKey === undefined
      ? null
      : requestFingerprint([
          values.description,
          values.amount,
          values.type,
          values.category,
          values.date,
          values.notes,
        ]);
  for (let tries = 0; tries < 3; tries += 1) {
    const outcome = await db.transaction(
      async (tx): Promise<{ row: TransactionRow } | { earlierId: string } | null> => {
        if (idempotencyKey !== undefined) {
          const earlier = await findByKey(tx, userId, idempotencyKey);
          if (earlier) {
            if (earlier.requestFingerprint !== fingerprint) throw idempotencyKeyReused();
            return { earlierId: earlier.id };
          }
        }
        await assertRoomForTransactions(tx, userId, 1);
        const [row] = await tx
          .insert(transactions)
          .values({ userId, ...columnsOf(values), idempotencyKey, requestFingerprint: fingerprint })
          .onConflictDoNothing({
            target: [transactions.userId, transactions.idempotencyKey],
            where: sql`idempotency_key is not null`,
          })
          .returning();
        return row ? { row } : null;
      },
    );
    if (!outcome) continue;
    if ('row' in outcome) return { transaction: toTransaction(outcome.row, null), replayed: false };
    const transaction = await findTransaction(db, userId, outcome.earlierId);
    if (transaction) return { transaction, replayed: true };
  }
  throw new Error('transaction create: the Idempotency-Key stayed taken');
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
    await assertCurrent(basedOn, current.updatedAt, async () => (await withRules(tx, [current]))[0]!);
    await tx
      .update(transactions)
      .set({ ...columnsOf(values), updatedAt: nextVersion(transactions.updatedAt) })
      .where(eq(transactions.id, current.id));
    return findTransaction(tx, userId, current.id);
  });
}

/** True when the user's transaction existed and is gone. */
export async function deleteTransaction(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(transactions)
    .where(and(eq(transactions.id, id), eq(transactions.userId, userId)))
    .returning({ id: transactions.id });
  return rows.length > 0;
}

/** Deletes those of `ids` that are the user's, in one statement (one transaction); returns how many. */
export async function deleteTransactions(db: Db, userId: string, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .delete(transactions)
    .where(and(eq(transactions.userId, userId), inArray(transactions.id, [...new Set(ids)])))
    .returning({ id: transactions.id });
  return rows.length;
}
