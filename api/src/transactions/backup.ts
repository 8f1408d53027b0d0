// The transactions' part of the account export and restore (users/ownership.ts and users/restore.ts gather
// every domain's): the rows with their imports and recurring rules.
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { SPLIT, sameTag, type CheckedBackup } from '@moneta/shared/contract';
import type { Db } from '../db/client';
import { fromMinorUnits } from '../db/money';
import { insertInChunks, mapped, newIds } from '../lib/restoreRows';
import { restoreMoneyAccounts, type AccountOf } from '../moneyAccounts/backup';
import { toMinorUnits } from './mapping';
import { restoreTransfers } from '../transfers/backup';
import { imports, recurringRules, transactionSplits, transactions, transfers } from './schema';
import { writeSplits } from './splits';

/** The export's sections of the user's transactions, in order. */
export const transactionSections = {
  transactions: async (db: Db, user: { id: string }) => {
    const [rows, parts] = await Promise.all([
      db
        .select()
        .from(transactions)
        // A transfer's rows are its record's (transfers/backup.ts).
        .where(and(eq(transactions.userId, user.id), isNull(transactions.transferId)))
        .orderBy(desc(transactions.date), desc(transactions.id)),
      db
        .select()
        .from(transactionSplits)
        .where(eq(transactionSplits.userId, user.id))
        .orderBy(asc(transactionSplits.transactionId), asc(transactionSplits.position)),
    ]);
    const partsOf = new Map<string, typeof parts>();
    for (const part of parts)
      partsOf.set(part.transactionId, [...(partsOf.get(part.transactionId) ?? []), part]);
    return rows.map(({ userId: _userId, amountMinor, ...row }) => ({
      ...row,
      amount: fromMinorUnits(amountMinor),
      ...(row.category === SPLIT
        ? {
            splits: (partsOf.get(row.id) ?? []).map((part) => ({
              category: part.category,
              amount: fromMinorUnits(part.amountMinor),
              notes: part.notes,
              tags: part.tags,
            })),
          }
        : {}),
    }));
  },
  recurringRules: (db: Db, user: { id: string }) =>
    db
      .select({
        id: recurringRules.id,
        transactionId: recurringRules.transactionId,
        frequency: recurringRules.frequency,
        anchorDate: recurringRules.anchorDate,
        endDate: recurringRules.endDate,
        nextDate: recurringRules.nextDate,
        createdAt: recurringRules.createdAt,
      })
      .from(recurringRules)
      .where(eq(recurringRules.userId, user.id)),
  imports: (db: Db, user: { id: string }) =>
    db
      .select({
        id: imports.id,
        fileName: imports.fileName,
        rowCount: imports.rowCount,
        createdAt: imports.createdAt,
      })
      .from(imports)
      .where(eq(imports.userId, user.id))
      .orderBy(desc(imports.createdAt)),
};

/**
 * Replaces the user's money accounts, transactions, imports and rules with the backup's, keeping every
 * reference.
 */
export async function restoreTransactions(
  tx: Db,
  userId: string,
  backup: CheckedBackup,
  today: string,
): Promise<AccountOf> {
  // Their rules go with them (ON DELETE CASCADE on transaction_id).
  await tx.delete(transactions).where(eq(transactions.userId, userId));
  await tx.delete(transfers).where(eq(transfers.userId, userId));
  await tx.delete(recurringRules).where(eq(recurringRules.userId, userId));
  await tx.delete(imports).where(eq(imports.userId, userId));
  const accountOf = await restoreMoneyAccounts(tx, userId, backup, today);
  const importIds = newIds(backup.imports);
  const transactionIds = newIds(backup.transactions);
  const ruleIds = newIds(backup.recurringRules);
  if (backup.imports.length > 0) {
    await tx.insert(imports).values(
      backup.imports.map((row) => ({
        id: mapped(importIds, row.id),
        userId,
        fileName: row.fileName,
        rowCount: row.rowCount,
        createdAt: new Date(row.createdAt),
      })),
    );
  }
  // A rule and its template refer to each other: the rows go in first, the rules next, then the rows' links.
  await insertInChunks(backup.transactions, (chunk) =>
    tx.insert(transactions).values(
      chunk.map((row) => ({
        id: mapped(transactionIds, row.id),
        userId,
        description: row.description,
        amountMinor: toMinorUnits(row.amount, row.type),
        type: row.type,
        category: row.category,
        date: row.date,
        notes: row.notes,
        tags: row.tags ?? [],
        accountId: accountOf(row.accountId),
        cleared: row.cleared ?? false,
        reconciled: row.reconciled ?? false,
        bankId: row.bankId ?? null,
        importId: row.importId === null ? null : mapped(importIds, row.importId),
        occurrenceDate: row.occurrenceDate,
        createdAt: new Date(row.createdAt),
        updatedAt: new Date(row.updatedAt),
      })),
    ),
  );
  for (const row of backup.transactions) {
    if (row.category !== SPLIT) continue;
    const owner = { id: mapped(transactionIds, row.id), userId, date: row.date, type: row.type };
    // A part keeps only its own tags, as a saved split does (tags.ts).
    const parts = row.splits?.map((part) => ({
      ...part,
      tags: part.tags?.filter((tag) => !row.tags?.some((whole) => sameTag(whole, tag))),
    }));
    await writeSplits(tx, { ...owner, category: row.category, hadParts: false }, parts);
  }
  await restoreTransfers(tx, userId, backup, accountOf);
  await insertInChunks(backup.recurringRules, (chunk) =>
    tx.insert(recurringRules).values(
      chunk.map((rule) => ({
        id: mapped(ruleIds, rule.id),
        userId,
        transactionId: mapped(transactionIds, rule.transactionId),
        frequency: rule.frequency,
        anchorDate: rule.anchorDate,
        endDate: rule.endDate,
        nextDate: rule.nextDate,
        createdAt: new Date(rule.createdAt),
      })),
    ),
  );
  const seriesRows = new Map<string, string[]>();
  for (const row of backup.transactions) {
    if (row.recurringRuleId === null) continue;
    const ruleId = mapped(ruleIds, row.recurringRuleId);
    seriesRows.set(ruleId, [...(seriesRows.get(ruleId) ?? []), mapped(transactionIds, row.id)]);
  }
  for (const [ruleId, rowIds] of seriesRows) {
    await insertInChunks(rowIds, (chunk) =>
      tx
        .update(transactions)
        .set({ recurringRuleId: ruleId })
        .where(and(eq(transactions.userId, userId), inArray(transactions.id, chunk))),
    );
  }
  return accountOf;
}
