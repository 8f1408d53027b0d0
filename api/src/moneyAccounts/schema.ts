// Money accounts (a current account, a card, cash...) and their balances, which triggers on transactions keep
// (migration 0015). Every transaction belongs to one; each person starts with one.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AccountKind } from '@moneta/shared/contract';
import { timestamptz } from '../db/columns';
import { users } from '../users/schema';

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').$type<AccountKind>().notNull(),
    openingBalanceMinor: bigint('opening_balance_minor', { mode: 'number' }).notNull().default(0),
    openingDate: date('opening_date', { mode: 'string' }).notNull(),
    /** Set while the account is closed: kept for its history, out of the pickers. */
    closedAt: timestamptz('closed_at'),
    /** The last reconciliation: the statement's date and closing balance it matched. */
    reconciledDate: date('reconciled_date', { mode: 'string' }),
    reconciledBalanceMinor: bigint('reconciled_balance_minor', { mode: 'number' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    // The target of transactions' (account_id, user_id) key: a row cannot name another person's account.
    unique('accounts_id_user_id_key').on(table.id, table.userId),
    uniqueIndex('accounts_user_name_key').on(table.userId, sql`lower(${table.name})`),
  ],
);

/**
 * Row count and amount of an account's transactions, cleared or not, kept exact by statement-level triggers on
 * transactions (migration 0015) like the month totals: a balance reads two rows, not the account's
 * transactions. Never written by the app.
 */
export const accountTotals = pgTable(
  'account_totals',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    cleared: boolean('cleared').notNull(),
    rowCount: integer('row_count').notNull(),
    /** numeric: a sum of bigints may outgrow bigint. */
    amountMinor: numeric('amount_minor').notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.cleared] })],
);

export type AccountRow = typeof accounts.$inferSelect;
