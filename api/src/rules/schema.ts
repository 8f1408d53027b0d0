// The person's rules, which file new transactions by themselves, and the applications of a rule to existing
// transactions, kept so that each can be undone.
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { RuleMatch, TransactionCategory, TransactionType } from '@moneta/shared/contract';
import { timestamptz } from '../db/columns';
import { users } from '../users/schema';

export const filingRules = pgTable(
  'filing_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The order the person's rules run in, from 0. */
    position: integer('position').notNull(),
    match: text('match').$type<RuleMatch>().notNull(),
    text: text('text').notNull(),
    type: text('type').$type<TransactionType>(),
    minAmountMinor: bigint('min_amount_minor', { mode: 'number' }),
    maxAmountMinor: bigint('max_amount_minor', { mode: 'number' }),
    /** Empty: any account. Ids of accounts since deleted are never matched. */
    accountIds: uuid('account_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    category: text('category').$type<TransactionCategory>(),
    addTags: text('add_tags')
      .array()
      .notNull()
      .default(sql`'{}'`),
    rename: text('rename'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [index('filing_rules_user_position_idx').on(table.userId, table.position)],
);

export type FilingRuleRow = typeof filingRules.$inferSelect;

/** What one row was before an application, and the version the application left it at. */
export interface RowBefore {
  id: string;
  description: string;
  category: TransactionCategory | 'Split';
  tags: string[];
  /** The row's updated_at once changed: a row edited since is left as it is by an undo. */
  after: string;
}

export const ruleApplications = pgTable(
  'rule_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null once the rule is deleted: its application can still be undone. */
    ruleId: uuid('rule_id').references(() => filingRules.id, { onDelete: 'set null' }),
    rows: jsonb('rows').$type<RowBefore[]>().notNull(),
    appliedAt: timestamptz('applied_at').notNull().defaultNow(),
  },
  (table) => [index('rule_applications_user_applied_idx').on(table.userId, table.appliedAt)],
);
