// Transactions, their recurring rules and CSV imports, and the per-month totals and revisions that triggers
// keep on them (migration 0003).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { RecurringFrequency, RowCategory, RowType, TransactionCategory } from '@moneta/shared/contract';
import { timestamptz } from '../db/columns';
import { accounts } from '../moneyAccounts/schema';
import { users } from '../users/schema';

/** One row per confirmed CSV import; deleting it deletes exactly its transactions ("undo this import"). */
export const imports = pgTable(
  'imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    rowCount: integer('row_count').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('imports_user_id_created_at_idx').on(table.userId, table.createdAt)],
);

/**
 * A transfer between two of a person's accounts: its two transactions (type and category "Transfer") name it,
 * and go with it when it is deleted.
 */
export const transfers = pgTable(
  'transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  // The target of transactions' (transfer_id, user_id) key: a row cannot join another person's transfer.
  (table) => [unique('transfers_id_user_id_key').on(table.id, table.userId)],
);

/**
 * Money is integer minor units: amount_minor is signed, negative for expenses. Every list
 * query filters on user_id first; the indexes follow the list's filters and sorts, each ending in id so that
 * paging is stable. Search ('%term%' over title and notes) is answered by a trigram index: the pg_trgm and
 * btree_gin extensions are created by migration 0001, ahead of this table's.
 */
export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    type: text('type').$type<RowType>().notNull(),
    category: text('category').$type<RowCategory>().notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    notes: text('notes').notNull().default(''),
    accountId: uuid('account_id').notNull(),
    /** Seen on the bank's side (a statement, an import). */
    cleared: boolean('cleared').notNull().default(false),
    /** Matched to a statement by a reconciliation: locked against edits until unlocked. Always cleared. */
    reconciled: boolean('reconciled').notNull().default(false),
    importId: uuid('import_id').references(() => imports.id, { onDelete: 'cascade' }),
    /**
     * The bank's own id of an imported statement's row (OFX's FITID, a CAMT reference): the same row imported
     * again is known by it.
     */
    bankId: text('bank_id'),
    transferId: uuid('transfer_id'),
    /**
     * The recurring rule of the row's series: on its template (occurrence_date null) and on the occurrences it
     * created, which also carry the date they were created for.
     */
    recurringRuleId: uuid('recurring_rule_id').references((): AnyPgColumn => recurringRules.id, {
      onDelete: 'set null',
    }),
    occurrenceDate: date('occurrence_date', { mode: 'string' }),
    /** Tags in the order given, each name in the spelling the person first gave it (transactions/tags.ts). */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'`),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'transactions_account_fk',
      columns: [table.accountId, table.userId],
      foreignColumns: [accounts.id, accounts.userId],
    }),
    foreignKey({
      name: 'transactions_transfer_fk',
      columns: [table.transferId, table.userId],
      foreignColumns: [transfers.id, transfers.userId],
    }).onDelete('cascade'),
    index('transactions_transfer_id_idx')
      .on(table.transferId)
      .where(sql`${table.transferId} is not null`),
    index('transactions_user_date_idx').on(table.userId, table.date, table.id),
    index('transactions_account_date_idx').on(table.accountId, table.date, table.id),
    index('transactions_user_category_date_idx').on(table.userId, table.category, table.date, table.id),
    // Category and amount ride along so that the category analysis reads its partial months from this index
    // alone.
    index('transactions_user_type_date_idx').on(
      table.userId,
      table.type,
      table.date,
      table.id,
      table.category,
      table.amountMinor,
    ),
    index('transactions_user_amount_idx').on(table.userId, table.amountMinor, table.id),
    // Titles sort case-insensitively (transactions/filters.ts), so their index holds lower(description).
    index('transactions_user_description_idx').on(table.userId, sql`lower(${table.description})`, table.id),
    // Search: one trigram index over title and notes together, led by user_id (btree_gin) so that a term
    // common across many users only yields this user's rows (see transactions/filters.ts).
    index('transactions_search_trgm_idx').using(
      'gin',
      table.userId,
      sql`lower(${table.description} || E'\\n' || ${table.notes}) gin_trgm_ops`,
    ),
    index('transactions_import_id_idx').on(table.importId),
    // The tag filter, which matches names without regard to case (tags.ts), led by user_id (btree_gin) as the
    // search's is.
    index('transactions_user_tag_keys_idx').using('gin', table.userId, sql`tag_keys(${table.tags})`),
    // The person's tags, read from this index alone: migration 0020 adds INCLUDE (id, tags), which Drizzle's
    // index builder cannot say.
    index('transactions_user_tagged_idx')
      .on(table.userId)
      .where(sql`${table.tags} <> '{}'`),
    // One row per bank id in an account, whichever imports race to insert it.
    uniqueIndex('transactions_account_bank_id_key')
      .on(table.accountId, table.bankId)
      .where(sql`${table.bankId} is not null`),
    check('transactions_reconciled_cleared', sql`not ${table.reconciled} or ${table.cleared}`),
    // A transfer's rows, and only they, are of type and category Transfer.
    check(
      'transactions_transfer_rows',
      sql`(${table.transferId} is not null) = (${table.type} = 'Transfer') and (${table.type} = 'Transfer') = (${table.category} = 'Transfer')`,
    ),
    // The same rule never creates two occurrences for one date, whichever instance or restart runs it.
    uniqueIndex('transactions_rule_occurrence_key').on(table.recurringRuleId, table.occurrenceDate),
    // The target of transaction_splits' key, which keeps each part's copy of these columns the row's own.
    unique('transactions_id_user_date_type_key').on(table.id, table.userId, table.date, table.type),
  ],
);

/**
 * The parts of a split transaction (category "Split"): each a category of its own and its share of the amount,
 * signed like the whole, the parts summing to it exactly. A part carries its transaction's user, date and type,
 * kept equal by the key (ON UPDATE CASCADE), so that the triggers of migration 0019 file each part's amount
 * under its own category in the month totals without reading the transaction.
 */
export const transactionSplits = pgTable(
  'transaction_splits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transactionId: uuid('transaction_id').notNull(),
    userId: uuid('user_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    type: text('type').$type<RowType>().notNull(),
    /** The part's place in the list the person wrote. */
    position: smallint('position').notNull(),
    category: text('category').$type<TransactionCategory>().notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    notes: text('notes').notNull().default(''),
    /** The part's own tags; never one its transaction has (transactions/tags.ts). */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'`),
  },
  (table) => [
    foreignKey({
      name: 'transaction_splits_transaction_fk',
      columns: [table.transactionId, table.userId, table.date, table.type],
      foreignColumns: [transactions.id, transactions.userId, transactions.date, transactions.type],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    // A category once per split: the list's and the figures' counts stay a count of transactions.
    unique('transaction_splits_transaction_category_key').on(table.transactionId, table.category),
    // The figures' partial months read a period's parts.
    index('transaction_splits_user_date_idx').on(table.userId, table.date),
    index('transaction_splits_user_tag_keys_idx').using('gin', table.userId, sql`tag_keys(${table.tags})`),
  ],
);

/** A recurring rule repeats its template transaction; next_date is the next occurrence still to create. */
export const recurringRules = pgTable(
  'recurring_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    transactionId: uuid('transaction_id')
      .notNull()
      .unique()
      .references((): AnyPgColumn => transactions.id, { onDelete: 'cascade' }),
    frequency: text('frequency').$type<RecurringFrequency>().notNull(),
    /** The template's date: month-end and leap-day occurrences are computed from it, not from the last one. */
    anchorDate: date('anchor_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    nextDate: date('next_date', { mode: 'string' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('recurring_rules_next_date_idx').on(table.nextDate),
    index('recurring_rules_user_id_idx').on(table.userId),
  ],
);

/**
 * Row count and amount of a user's transactions per month, type and category, kept exact by statement-level
 * triggers on transactions (migration 0003), whoever writes them: the list's total and the monthly figures
 * read a few hundred of these rows instead of counting 100,000 transactions. Never written by the app.
 */
export const transactionMonthTotals = pgTable(
  'transaction_month_totals',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** First day of the month. */
    month: date('month', { mode: 'string' }).notNull(),
    type: text('type').$type<RowType>().notNull(),
    category: text('category').$type<RowCategory>().notNull(),
    rowCount: integer('row_count').notNull(),
    /** numeric: a sum of bigints may outgrow bigint. */
    amountMinor: numeric('amount_minor').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.month, table.type, table.category] })],
);

/**
 * Row count and amount of a user's transactions per calendar day and type, kept exact by statement-level
 * triggers on transactions (migration 0006) like the month totals: the weekday patterns of a year read at most
 * 730 of these instead of 30,000 rows, and figures without categories read a period's partial months from
 * them. Days that fall to zero rows are kept (readers skip them). Never written by the app.
 */
export const transactionDayTotals = pgTable(
  'transaction_day_totals',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    type: text('type').$type<RowType>().notNull(),
    rowCount: integer('row_count').notNull(),
    /** numeric: a sum of bigints may outgrow bigint. */
    amountMinor: numeric('amount_minor').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.date, table.type] })],
);

/**
 * A number that changes with every write to a user's transactions (the triggers of migration 0003 bump it in
 * the writing transaction): a search's exact total can be remembered until it moves. Never written by the app.
 */
export const transactionRevisions = pgTable('transaction_revisions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  revision: bigint('revision', { mode: 'number' }).notNull(),
});

export type TransactionRow = typeof transactions.$inferSelect;
export type RecurringRuleRow = typeof recurringRules.$inferSelect;
export type SplitRow = typeof transactionSplits.$inferSelect;
