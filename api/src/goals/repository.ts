// Reading and writing one user's goals. Every query is scoped by user_id: another user's goal reads as
// unknown. Writes that depend on a goal's state lock its row first (SELECT ... FOR UPDATE), so that two
// requests on one goal take turns.
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  MESSAGES,
  type Goal,
  type GoalContribution,
  type goalFiltersSchema,
  type goalUpdateSchema,
} from '@moneta/shared/contract';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { assertCurrent, nextVersion, type MadeFrom } from '../http/versions';
import { minorUnits } from '../db/money';
import { toContribution, toGoal } from './mapping';
import { assertAllowed, statusAfter, statusAfterEdit, type Completion, type StatusChange } from './rules';
import { goalContributions, goals, type GoalRow } from './schema';

export type GoalValues = z.output<typeof goalUpdateSchema>;
export type GoalFilterValues = z.output<typeof goalFiltersSchema>;

/** completed_at as a write leaves it. */
export function completedAtFor(completion: Completion): SQL | null | undefined {
  if (completion === 'set') return sql`now()`;
  return completion === 'clear' ? null : undefined;
}

/** The columns a status change writes. */
export function statusColumns(change: StatusChange) {
  const completedAt = completedAtFor(change.completion);
  return { status: change.status, ...(completedAt === undefined ? {} : { completedAt }) };
}

/** Soonest target date first, id breaking ties (the index's order). */
export const goalOrder = [asc(goals.targetDate), asc(goals.id)];

/** The user's goals matching the filters, soonest target date first. */
export async function listGoalRows(
  db: Db,
  userId: string,
  filters: GoalFilterValues = {},
): Promise<GoalRow[]> {
  return db
    .select()
    .from(goals)
    .where(
      and(
        eq(goals.userId, userId),
        filters.status === undefined ? undefined : eq(goals.status, filters.status),
        filters.category === undefined ? undefined : eq(goals.category, filters.category),
        filters.priority === undefined ? undefined : eq(goals.priority, filters.priority),
      ),
    )
    .orderBy(...goalOrder);
}

export async function listGoals(db: Db, userId: string, filters: GoalFilterValues = {}): Promise<Goal[]> {
  return (await listGoalRows(db, userId, filters)).map(toGoal);
}

export async function findGoal(db: Db, userId: string, id: string): Promise<Goal | undefined> {
  const [row] = await db
    .select()
    .from(goals)
    .where(and(eq(goals.id, id), eq(goals.userId, userId)));
  return row ? toGoal(row) : undefined;
}

/** The user's goal, its row locked until the transaction `tx` ends; 404 when the user has no such goal. */
export async function lockGoal(tx: Db, userId: string, id: string): Promise<GoalRow> {
  const [row] = await tx
    .select()
    .from(goals)
    .where(and(eq(goals.id, id), eq(goals.userId, userId)))
    .for('update');
  if (!row) throw notFound(MESSAGES.goalNotFound);
  return row;
}

/** A new goal: nothing saved yet, Active. */
export async function createGoal(db: Db, userId: string, values: GoalValues): Promise<Goal> {
  const [row] = await db
    .insert(goals)
    .values({
      userId,
      name: values.name,
      targetMinor: minorUnits(values.targetAmount),
      targetDate: values.targetDate,
      priority: values.priority,
      category: values.category,
    })
    .returning();
  if (!row) throw new Error('goal insert returned no row');
  return toGoal(row);
}

/**
 * Replaces the goal's fields, when it is still the version the change was made from (412 otherwise); the status
 * follows the new target (rules.statusAfterEdit).
 */
export async function updateGoal(
  db: Db,
  userId: string,
  id: string,
  values: GoalValues,
  basedOn: MadeFrom = null,
): Promise<Goal> {
  return db.transaction(async (tx) => {
    const goal = await lockGoal(tx, userId, id);
    await assertCurrent(basedOn, goal.updatedAt, () => toGoal(goal));
    const targetMinor = minorUnits(values.targetAmount);
    const change = statusAfterEdit(goal, targetMinor);
    const [row] = await tx
      .update(goals)
      .set({
        name: values.name,
        targetMinor,
        targetDate: values.targetDate,
        priority: values.priority,
        category: values.category,
        ...statusColumns(change),
        updatedAt: nextVersion(goals.updatedAt),
      })
      .where(eq(goals.id, goal.id))
      .returning();
    if (!row) throw notFound(MESSAGES.goalNotFound);
    return toGoal(row);
  });
}

/** Complete, pause or resume, when the goal's status accepts it (409 otherwise). */
export async function changeStatus(
  db: Db,
  userId: string,
  id: string,
  action: 'complete' | 'pause' | 'resume',
): Promise<Goal> {
  return db.transaction(async (tx) => {
    const goal = await lockGoal(tx, userId, id);
    assertAllowed(action, goal.status);
    const [row] = await tx
      .update(goals)
      .set({ ...statusColumns(statusAfter(action)), updatedAt: nextVersion(goals.updatedAt) })
      .where(eq(goals.id, goal.id))
      .returning();
    if (!row) throw notFound(MESSAGES.goalNotFound);
    return toGoal(row);
  });
}

/** True when the user's goal existed and is gone, with its contributions. */
export async function deleteGoal(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(goals)
    .where(and(eq(goals.id, id), eq(goals.userId, userId)))
    .returning({ id: goals.id });
  return rows.length > 0;
}

/** Deletes those of `ids` that are the user's, in one statement (one transaction); returns how many. */
export async function deleteGoals(db: Db, userId: string, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .delete(goals)
    .where(and(eq(goals.userId, userId), inArray(goals.id, [...new Set(ids)])))
    .returning({ id: goals.id });
  return rows.length;
}

/** The goal's contributions, newest first; 404 when the user has no such goal. */
export async function listContributions(db: Db, userId: string, id: string): Promise<GoalContribution[]> {
  const rows = await db
    .select({ goalId: goals.id, contribution: goalContributions })
    .from(goals)
    .leftJoin(goalContributions, eq(goalContributions.goalId, goals.id))
    .where(and(eq(goals.id, id), eq(goals.userId, userId)))
    .orderBy(desc(goalContributions.createdAt), desc(goalContributions.id));
  if (rows.length === 0) throw notFound(MESSAGES.goalNotFound);
  return rows.flatMap((row) => (row.contribution ? [toContribution(row.contribution)] : []));
}
