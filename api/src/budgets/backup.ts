// The budgets' part of the account export and restore (users/ownership.ts and users/restore.ts gather every
// domain's).
import { eq } from 'drizzle-orm';
import type { CheckedBackup } from '@moneta/shared/contract';
import type { Db } from '../db/client';
import { minorUnits } from '../db/money';
import { exportedBudgets } from './repository';
import { budgets } from './schema';

/** The export's section of the user's budgets. */
export const budgetSections = {
  budgets: (db: Db, user: { id: string }) => exportedBudgets(db, user.id),
};

/** Replaces the user's budgets with the backup's. */
export async function restoreBudgets(tx: Db, userId: string, backup: CheckedBackup): Promise<void> {
  await tx.delete(budgets).where(eq(budgets.userId, userId));
  if (backup.budgets.length > 0) {
    await tx.insert(budgets).values(
      backup.budgets.map((budget) => ({
        userId,
        category: budget.category,
        amountMinor: minorUnits(budget.amount),
        rollover: budget.rollover,
        since: `${budget.since}-01`,
        createdAt: new Date(budget.createdAt),
        updatedAt: new Date(budget.updatedAt),
      })),
    );
  }
}
