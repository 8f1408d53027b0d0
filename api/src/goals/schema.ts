// Savings goals and their contributions. Money is integer minor units; the
// database itself refuses a saved amount below 0 or above the target, and a status its columns contradict.
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { GoalCategory, GoalPriority, GoalStatus } from '@moneta/shared/contract';
import { timestamptz } from '../db/columns';
import { users } from '../users/schema';

/**
 * A goal's saved_minor is the sum of its contributions, kept in step by the contribution's transaction (see
 * goals/contributions.ts). A goal whose saved amount reaches its target is Completed; completed_at is set
 * exactly when it is.
 */
export const goals = pgTable(
  'goals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    targetMinor: bigint('target_minor', { mode: 'number' }).notNull(),
    savedMinor: bigint('saved_minor', { mode: 'number' }).notNull().default(0),
    targetDate: date('target_date', { mode: 'string' }).notNull(),
    priority: text('priority').$type<GoalPriority>().notNull(),
    category: text('category').$type<GoalCategory>().notNull(),
    status: text('status').$type<GoalStatus>().notNull().default('Active'),
    completedAt: timestamptz('completed_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    // Every list is one user's goals by target date (soonest first), id breaking ties.
    index('goals_user_target_date_idx').on(table.userId, table.targetDate, table.id),
    check('goals_target_positive', sql`${table.targetMinor} > 0`),
    check('goals_saved_not_negative', sql`${table.savedMinor} >= 0`),
    check('goals_saved_within_target', sql`${table.savedMinor} <= ${table.targetMinor}`),
    check('goals_status_known', sql`${table.status} in ('Active', 'Completed', 'Paused')`),
    check(
      'goals_completed_at_iff_completed',
      sql`(${table.status} = 'Completed') = (${table.completedAt} is not null)`,
    ),
    // A goal that holds its whole target is Completed: no Active or Paused goal is left with nothing to save.
    check(
      'goals_full_is_completed',
      sql`${table.savedMinor} < ${table.targetMinor} or ${table.status} = 'Completed'`,
    ),
  ],
);

/** One Add Funds. */
export const goalContributions = pgTable(
  'goal_contributions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    goalId: uuid('goal_id')
      .notNull()
      .references(() => goals.id, { onDelete: 'cascade' }),
    /** The goal's user (no foreign key of its own: the goal's cascade removes the row with the user's goals). */
    userId: uuid('user_id').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('goal_contributions_goal_created_idx').on(table.goalId, table.createdAt),
    check('goal_contributions_amount_positive', sql`${table.amountMinor} > 0`),
  ],
);

export type GoalRow = typeof goals.$inferSelect;
export type GoalContributionRow = typeof goalContributions.$inferSelect;
