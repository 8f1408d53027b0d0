// Monthly budgets per expense category (one of the person's: ./repository.ts checks). Money is integer minor
// units; the database itself refuses an amount of 0 or less and a `since` that is not the first day of a month.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { ExpenseCategory } from '@moneta/shared/contract';
import { timestamptz } from '../db/columns';
import { users } from '../users/schema';

/**
 * One standing budget per user and category: it applies to every month from `since` on. Changing the amount or
 * the rollover keeps `since`, so a rollover is carried from the month the budget was first set.
 */
export const budgets = pgTable(
  'budgets',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').$type<ExpenseCategory>().notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    rollover: boolean('rollover').notNull().default(false),
    /** First day of the month the budget was first set. */
    since: date('since', { mode: 'string' }).notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.category] }),
    check('budgets_amount_positive', sql`${table.amountMinor} > 0`),
    check('budgets_since_first_of_month', sql`extract(day from ${table.since}) = 1`),
  ],
);

export type BudgetRow = typeof budgets.$inferSelect;
