// The transfers' part of the account export and restore: each transfer as one record, its amount, date and
// texts with the marks of its row in each account (transactions/backup.ts writes the other rows).
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { CheckedBackup } from '@moneta/shared/contract';
import type { Db } from '../db/client';
import { fromMinorUnits } from '../db/money';
import { insertInChunks, mapped, newIds } from '../lib/restoreRows';
import type { AccountOf } from '../moneyAccounts/backup';
import { transactions, transfers } from '../transactions/schema';
import { legValues } from './repository';

export const transferSections = {
  transfers: async (db: Db, user: { id: string }) => {
    const legs = await db
      .select()
      .from(transactions)
      .where(and(eq(transactions.userId, user.id), isNotNull(transactions.transferId)))
      .orderBy(asc(transactions.transferId), asc(transactions.amountMinor));
    const records = [];
    // Ordered by transfer, the row out (negative) first.
    for (let index = 0; index + 1 < legs.length; index += 2) {
      const from = legs[index]!;
      const to = legs[index + 1]!;
      records.push({
        id: from.transferId,
        fromAccountId: from.accountId,
        toAccountId: to.accountId,
        amount: fromMinorUnits(to.amountMinor),
        date: to.date,
        description: to.description,
        notes: to.notes,
        fromCleared: from.cleared,
        toCleared: to.cleared,
        fromReconciled: from.reconciled,
        toReconciled: to.reconciled,
        createdAt: to.createdAt,
        updatedAt: to.updatedAt,
      });
    }
    return records;
  },
};

/** Writes the backup's transfers, each with its two rows, into the accounts restored already. */
export async function restoreTransfers(
  tx: Db,
  userId: string,
  backup: CheckedBackup,
  accountOf: AccountOf,
): Promise<void> {
  const ids = newIds(backup.transfers);
  await insertInChunks(backup.transfers, async (chunk) => {
    await tx
      .insert(transfers)
      .values(chunk.map((row) => ({ id: mapped(ids, row.id), userId, createdAt: new Date(row.createdAt) })));
    await tx.insert(transactions).values(
      chunk.flatMap((row) => {
        const { shared: values, out, in: into } = legValues(row);
        const shared = {
          ...values,
          userId,
          transferId: mapped(ids, row.id),
          createdAt: new Date(row.createdAt),
          updatedAt: new Date(row.updatedAt),
        };
        return [
          {
            ...shared,
            amountMinor: out,
            accountId: accountOf(row.fromAccountId),
            cleared: row.fromCleared,
            reconciled: row.fromReconciled,
          },
          {
            ...shared,
            amountMinor: into,
            accountId: accountOf(row.toAccountId),
            cleared: row.toCleared,
            reconciled: row.toReconciled,
          },
        ];
      }),
    );
  });
}
