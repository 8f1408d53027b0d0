// The rules' part of the account export and restore (users/ownership.ts and users/restore.ts gather every
// domain's).
import { eq } from 'drizzle-orm';
import type { CheckedBackup } from '@moneta/shared/contract';
import type { Db } from '../db/client';
import { minorUnits } from '../db/money';
import type { AccountOf } from '../moneyAccounts/backup';
import { listRules } from './repository';
import { filingRules } from './schema';

export const ruleSections = {
  /** In the order they run; `position` is the list's. */
  rules: async (db: Db, user: { id: string }) =>
    (await listRules(db, user.id)).map(({ position: _position, ...rule }) => rule),
};

/** Replaces the person's rules with the backup's, in its order, naming the restored accounts. */
export async function restoreRules(tx: Db, userId: string, backup: CheckedBackup, accountOf: AccountOf) {
  await tx.delete(filingRules).where(eq(filingRules.userId, userId));
  if (backup.rules.length === 0) return;
  await tx.insert(filingRules).values(
    backup.rules.map((rule, position) => ({
      userId,
      position,
      match: rule.match,
      text: rule.text,
      type: rule.type,
      minAmountMinor: rule.minAmount === null ? null : minorUnits(rule.minAmount),
      maxAmountMinor: rule.maxAmount === null ? null : minorUnits(rule.maxAmount),
      accountIds: rule.accountIds.map((id) => accountOf(id)),
      category: rule.category,
      addTags: rule.addTags,
      rename: rule.rename,
    })),
  );
}
