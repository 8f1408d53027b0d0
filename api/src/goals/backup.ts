// The goals' part of the account export and restore (users/ownership.ts and users/restore.ts gather every
// domain's): the goals and their contributions.
import { asc, desc, eq } from 'drizzle-orm';
import type { CheckedBackup } from '@moneta/shared/contract';
import type { Db } from '../db/client';
import { fromMinorUnits, minorUnits } from '../db/money';
import { insertInChunks, mapped, newIds } from '../lib/restoreRows';
import { goalContributions, goals } from './schema';

/** The export's sections of the user's goals, in order. */
export const goalSections = {
  goals: async (db: Db, user: { id: string }) =>
    (
      await db
        .select()
        .from(goals)
        .where(eq(goals.userId, user.id))
        .orderBy(asc(goals.targetDate), asc(goals.id))
    ).map(({ userId: _userId, targetMinor, savedMinor, ...row }) => ({
      ...row,
      targetAmount: fromMinorUnits(targetMinor),
      savedAmount: fromMinorUnits(savedMinor),
    })),
  goalContributions: async (db: Db, user: { id: string }) =>
    (
      await db
        .select({
          id: goalContributions.id,
          goalId: goalContributions.goalId,
          amountMinor: goalContributions.amountMinor,
          note: goalContributions.note,
          createdAt: goalContributions.createdAt,
        })
        .from(goalContributions)
        .innerJoin(goals, eq(goals.id, goalContributions.goalId))
        .where(eq(goals.userId, user.id))
        .orderBy(desc(goalContributions.createdAt), desc(goalContributions.id))
    ).map(({ amountMinor, ...row }) => ({ ...row, amount: fromMinorUnits(amountMinor) })),
};

/** Replaces the user's goals and contributions with the backup's. */
export async function restoreGoals(tx: Db, userId: string, backup: CheckedBackup): Promise<void> {
  // Their contributions go with them (ON DELETE CASCADE on goal_id).
  await tx.delete(goals).where(eq(goals.userId, userId));
  const goalIds = newIds(backup.goals);
  await insertInChunks(backup.goals, (chunk) =>
    tx.insert(goals).values(
      chunk.map((goal) => ({
        id: mapped(goalIds, goal.id),
        userId,
        name: goal.name,
        targetMinor: minorUnits(goal.targetAmount),
        savedMinor: minorUnits(goal.savedAmount),
        targetDate: goal.targetDate,
        priority: goal.priority,
        category: goal.category,
        status: goal.status,
        completedAt: goal.completedAt === null ? null : new Date(goal.completedAt),
        createdAt: new Date(goal.createdAt),
        updatedAt: new Date(goal.updatedAt),
      })),
    ),
  );
  await insertInChunks(backup.goalContributions, (chunk) =>
    tx.insert(goalContributions).values(
      chunk.map((contribution) => ({
        goalId: mapped(goalIds, contribution.goalId),
        userId,
        amountMinor: minorUnits(contribution.amount),
        note: contribution.note,
        createdAt: new Date(contribution.createdAt),
      })),
    ),
  );
}
