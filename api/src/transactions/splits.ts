// The parts of split transactions: written with their transaction, read beside a page of rows, copied to the
// occurrences of a recurring split.
import { asc, eq, inArray } from 'drizzle-orm';
import { SPLIT, type RowType, type SplitPart, type TransactionCategory } from '@moneta/shared/contract';
import type { Db } from '../db/client';
import { fromMinorUnits } from '../db/money';
import { insertInChunks } from '../lib/restoreRows';
import { toMinorUnits } from './mapping';
import { transactionSplits } from './schema';

/** A part as a validated request gives it: its amount unsigned, as the whole's is. */
export interface SplitValues {
  category: TransactionCategory;
  amount: number;
  notes: string;
  /** The part's own tags, as they are kept (tags.ts). */
  tags?: string[] | undefined;
}

/** The transaction's columns a part copies. */
interface SplitOwner {
  id: string;
  userId: string;
  date: string;
  type: RowType;
}

/** Parts as rows of `owner`, each signed by its type, in the order given. */
function partRows(
  owner: SplitOwner,
  parts: ReadonlyArray<Omit<SplitValues, 'amount'> & { amountMinor: number }>,
) {
  return parts.map((part, position) => ({
    transactionId: owner.id,
    userId: owner.userId,
    date: owner.date,
    type: owner.type,
    position,
    category: part.category,
    amountMinor: part.amountMinor,
    notes: part.notes,
    tags: part.tags ?? [],
  }));
}

/**
 * Replaces the parts of `owner` (already written with its category) by `parts`: none unless its category is
 * "Split". One statement each way, so that the totals' triggers fold the change once.
 */
export async function writeSplits(
  tx: Db,
  owner: SplitOwner & { category: string; hadParts: boolean },
  parts: readonly SplitValues[] | undefined,
): Promise<void> {
  if (owner.hadParts) await tx.delete(transactionSplits).where(eq(transactionSplits.transactionId, owner.id));
  const { type } = owner;
  if (owner.category !== SPLIT || type === 'Transfer' || !parts || parts.length === 0) return;
  await tx.insert(transactionSplits).values(
    partRows(
      owner,
      parts.map((part) => ({ ...part, amountMinor: toMinorUnits(part.amount, type) })),
    ),
  );
}

/** The parts of each of `ids` that is split, in order, by transaction id. */
export async function splitsOf(db: Db, ids: readonly string[]): Promise<Map<string, SplitPart[]>> {
  const byTransaction = new Map<string, SplitPart[]>();
  if (ids.length === 0) return byTransaction;
  const rows = await db
    .select()
    .from(transactionSplits)
    .where(inArray(transactionSplits.transactionId, [...ids]))
    .orderBy(asc(transactionSplits.transactionId), asc(transactionSplits.position));
  for (const row of rows) {
    const parts = byTransaction.get(row.transactionId) ?? [];
    parts.push({
      category: row.category,
      amount: fromMinorUnits(row.amountMinor),
      notes: row.notes,
      tags: row.tags,
    });
    byTransaction.set(row.transactionId, parts);
  }
  return byTransaction;
}

/** Gives each of `copies` the parts of `template`, as a recurring split's occurrences repeat them. */
export async function copySplits(tx: Db, template: SplitOwner, copies: readonly SplitOwner[]): Promise<void> {
  if (copies.length === 0) return;
  const parts = await tx
    .select()
    .from(transactionSplits)
    .where(eq(transactionSplits.transactionId, template.id))
    .orderBy(asc(transactionSplits.position));
  if (parts.length === 0) return;
  await insertInChunks(
    copies.flatMap((copy) => partRows(copy, parts)),
    (chunk) => tx.insert(transactionSplits).values(chunk),
  );
}
