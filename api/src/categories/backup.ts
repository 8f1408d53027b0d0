// The categories' part of the account export and restore (users/ownership.ts and users/restore.ts gather every
// domain's).
import { eq } from 'drizzle-orm';
import type { CheckedBackup, TransactionType } from '@moneta/shared/contract';
import type { Db } from '../db/client';
import { createDefaultCategories, listCategories } from './repository';
import { categories } from './schema';

export const categorySections = {
  /** Income first, each type in the person's order. */
  categories: async (db: Db, user: { id: string }) => listCategories(db, user.id),
};

/**
 * Replaces the person's categories with the backup's, in its order; a backup without categories gets the
 * defaults. A type without a fallback in the file falls back on its last category.
 */
export async function restoreCategories(tx: Db, userId: string, backup: CheckedBackup): Promise<void> {
  await tx.delete(categories).where(eq(categories.userId, userId));
  if (backup.categories.length === 0) {
    await createDefaultCategories(tx, userId);
    return;
  }
  const positions: Record<TransactionType, number> = { Income: 0, Expense: 0 };
  const ofType = (type: TransactionType) => backup.categories.filter((category) => category.type === type);
  const fallbackOf = (type: TransactionType) =>
    (ofType(type).find((category) => category.fallback) ?? ofType(type).at(-1))?.id;
  await tx.insert(categories).values(
    backup.categories.map((category) => ({
      userId,
      type: category.type,
      name: category.name,
      color: category.color,
      icon: category.icon,
      groupName: category.group,
      hidden: category.hidden,
      fallback: fallbackOf(category.type) === category.id,
      position: positions[category.type]++,
    })),
  );
}
