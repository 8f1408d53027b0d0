// Merging one of the person's categories into another of the same type: every transaction, split part, budget and
// rule of it moves to the other, and it is deleted, all in one database transaction.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { MESSAGES, sameTag, TAGS_MAX, type CategoryMergeResult } from '@moneta/shared/contract';
import { budgets } from '../budgets/schema';
import type { Db } from '../db/client';
import { invalidField } from '../http/errors';
import { transactions, transactionSplits } from '../transactions/schema';
import { renameEverywhere } from './names';
import { lockPerson } from '../users/users';
import { lockedCategory, toCategory } from './repository';
import { categories } from './schema';

/**
 * Merges category `id` into `intoId`; undefined when `id` is not the person's. A split holding both keeps one
 * part of the two, its amount and tags together; a split left with one part becomes a transaction of that
 * category. Two budgets add up, from the earlier month either began. The fallback of unknown imported rows
 * moves with it.
 */
export async function mergeCategory(
  db: Db,
  userId: string,
  id: string,
  intoId: string,
): Promise<CategoryMergeResult | undefined> {
  return db.transaction(async (tx) => {
    await lockPerson(tx, userId);
    const source = await lockedCategory(tx, userId, id);
    if (!source) return undefined;
    if (intoId === id) throw invalidField('into', MESSAGES.categoryMergeSelf);
    const target = await lockedCategory(tx, userId, intoId);
    if (!target) throw invalidField('into', MESSAGES.categoryNotFound);
    if (target.type !== source.type) throw invalidField('into', MESSAGES.categoryMergeType);

    const joined = await joinSplitParts(tx, userId, source.name, target.name);
    await joinBudgets(tx, userId, source.name, target.name);
    const moved = await renameEverywhere(tx, userId, source.name, target.name);
    await unsplitLoneParts(tx, joined);

    await tx.delete(categories).where(eq(categories.id, source.id));
    const [merged] = await tx
      .update(categories)
      .set({ fallback: target.fallback || source.fallback, updatedAt: sql`now()` })
      .where(eq(categories.id, target.id))
      .returning();
    if (!merged) throw new Error('merged category vanished');
    return {
      category: toCategory(merged),
      moved: { ...moved, splits: moved.splits + joined.length },
    };
  });
}

/**
 * Splits with a part of each: the source's amount and tags join the target's part, and the source's part goes.
 * Answers the transactions of the parts that went.
 */
async function joinSplitParts(tx: Db, userId: string, source: string, target: string): Promise<string[]> {
  const pairs = await tx
    .select({
      transactionId: transactionSplits.transactionId,
      sourceId: transactionSplits.id,
      amountMinor: transactionSplits.amountMinor,
      tags: transactionSplits.tags,
    })
    .from(transactionSplits)
    .where(
      and(
        eq(transactionSplits.userId, userId),
        eq(transactionSplits.category, source),
        sql`exists (select 1 from ${transactionSplits} as other
          where other.transaction_id = ${transactionSplits.transactionId} and other.category = ${target})`,
      ),
    );
  for (const pair of pairs) {
    const [kept] = await tx
      .select({ tags: transactionSplits.tags })
      .from(transactionSplits)
      .where(
        and(eq(transactionSplits.transactionId, pair.transactionId), eq(transactionSplits.category, target)),
      );
    const tags = [...(kept?.tags ?? [])];
    for (const tag of pair.tags)
      if (tags.length < TAGS_MAX && !tags.some((other) => sameTag(other, tag))) tags.push(tag);
    await tx
      .update(transactionSplits)
      .set({ amountMinor: sql`${transactionSplits.amountMinor} + ${pair.amountMinor}`, tags })
      .where(
        and(eq(transactionSplits.transactionId, pair.transactionId), eq(transactionSplits.category, target)),
      );
  }
  if (pairs.length > 0)
    await tx.delete(transactionSplits).where(
      inArray(
        transactionSplits.id,
        pairs.map((pair) => pair.sourceId),
      ),
    );
  return pairs.map((pair) => pair.transactionId);
}

/** Both categories budgeted: the target's budget takes the source's amount too, and the source's goes. */
async function joinBudgets(tx: Db, userId: string, source: string, target: string): Promise<void> {
  const rows = await tx
    .select()
    .from(budgets)
    .where(and(eq(budgets.userId, userId), inArray(budgets.category, [source, target])));
  const from = rows.find((row) => row.category === source);
  const into = rows.find((row) => row.category === target);
  if (!from || !into) return;
  await tx
    .update(budgets)
    .set({
      amountMinor: into.amountMinor + from.amountMinor,
      since: from.since < into.since ? from.since : into.since,
      updatedAt: sql`now()`,
    })
    .where(and(eq(budgets.userId, userId), eq(budgets.category, target)));
  await tx.delete(budgets).where(and(eq(budgets.userId, userId), eq(budgets.category, source)));
}

/** A split left with one part is a transaction of that part's category, its part gone. */
async function unsplitLoneParts(tx: Db, transactionIds: string[]): Promise<void> {
  if (transactionIds.length === 0) return;
  const lone = await tx
    .select({
      transactionId: transactionSplits.transactionId,
      category: sql<string>`min(${transactionSplits.category})`,
    })
    .from(transactionSplits)
    .where(inArray(transactionSplits.transactionId, transactionIds))
    .groupBy(transactionSplits.transactionId)
    .having(sql`count(*) = 1`);
  for (const row of lone) {
    await tx.delete(transactionSplits).where(eq(transactionSplits.transactionId, row.transactionId));
    await tx
      .update(transactions)
      .set({ category: row.category })
      .where(eq(transactions.id, row.transactionId));
  }
}
