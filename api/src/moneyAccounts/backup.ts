// The money accounts' part of the account export and restore (users/ownership.ts and users/restore.ts gather
// every domain's).
import { asc, eq } from 'drizzle-orm';
import type { CheckedBackup } from '@moneta/shared/contract';
import type { Db } from '../db/client';
import { fromMinorUnits, signedMinorUnits } from '../db/money';
import { mapped, newIds } from '../lib/restoreRows';
import { createDefaultAccount } from './repository';
import { accounts } from './schema';

export const moneyAccountSections = {
  accounts: async (db: Db, user: { id: string }) =>
    (
      await db
        .select()
        .from(accounts)
        .where(eq(accounts.userId, user.id))
        .orderBy(asc(accounts.createdAt), asc(accounts.id))
    ).map(({ userId: _userId, openingBalanceMinor, reconciledBalanceMinor, ...row }) => ({
      ...row,
      openingBalance: fromMinorUnits(openingBalanceMinor),
      reconciledBalance: reconciledBalanceMinor === null ? null : fromMinorUnits(reconciledBalanceMinor),
    })),
};

/** The new id of each transaction's account: the one the file names, else the account transactions go to. */
export type AccountOf = (fileId: string | undefined) => string;

/**
 * Replaces the person's accounts with the backup's (its transactions are gone already). A backup written before
 * accounts existed gets one "Main", opened on its first transaction's date, or `today` when it has none.
 */
export async function restoreMoneyAccounts(
  tx: Db,
  userId: string,
  backup: CheckedBackup,
  today: string,
): Promise<AccountOf> {
  await tx.delete(accounts).where(eq(accounts.userId, userId));
  if (backup.accounts.length === 0) {
    const firstDate = backup.transactions.reduce(
      (first, row) => (row.date < first ? row.date : first),
      today,
    );
    const main = await createDefaultAccount(tx, userId, firstDate);
    return () => main;
  }
  const ids = newIds(backup.accounts);
  await tx.insert(accounts).values(
    backup.accounts.map((row) => ({
      id: mapped(ids, row.id),
      userId,
      name: row.name,
      kind: row.kind,
      openingBalanceMinor: signedMinorUnits(row.openingBalance),
      openingDate: row.openingDate,
      closedAt: row.closedAt === null ? null : new Date(row.closedAt),
      reconciledDate: row.reconciledDate ?? null,
      reconciledBalanceMinor:
        row.reconciledBalance === null || row.reconciledBalance === undefined
          ? null
          : signedMinorUnits(row.reconciledBalance),
      createdAt: new Date(row.createdAt),
      updatedAt: new Date(row.updatedAt),
    })),
  );
  // The file has an open account (backupSchema).
  const firstOpen = backup.accounts.find((row) => row.closedAt === null) ?? backup.accounts[0];
  const fallback = mapped(ids, firstOpen?.id ?? '');
  return (fileId) => (fileId === undefined ? fallback : mapped(ids, fileId));
}
