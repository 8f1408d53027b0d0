// The analytics' own table (migrations 0006, 0010 and 0011), kept by statement-level triggers whoever writes:
// never written by the app. The per-day totals it reads are the transactions' (transactions/schema.ts).
import { sql } from 'drizzle-orm';
import type { ChangeDomain } from '@moneta/shared/contract';
import { bigint, check, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../db/columns';
import { users } from '../users/schema';

/**
 * When a user's transactions, goals and their contributions, or budgets last changed (inserts, edits and deletions
 * alike): one row per user and domain, stamped once per statement with the writing transaction's start time.
 */
export const userChanges = pgTable(
  'user_changes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    domain: text('domain').$type<ChangeDomain>().notNull(),
    changedAt: timestamptz('changed_at').notNull(),
    /** How many statements have written the domain: unlike the time, it moves with every write (migration 0011). */
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.domain] }),
    check('user_changes_domain_known', sql`${table.domain} in ('transactions', 'goals', 'budgets')`),
  ],
);
