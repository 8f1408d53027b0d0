// The transaction values the schemas and the server's messages are built from. Apart from ./transactions.ts,
// which re-exports them, because that file names its types from the schemas, which import these values.
import type { Transaction } from './transactions';

export const TRANSACTION_TYPES = ['Income', 'Expense'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/**
 * What a transfer's two rows are, as their type and their category: money leaving one account and arriving in
 * another, neither income nor expense, so every figure of income, spending and savings leaves them out.
 */
export const TRANSFER = 'Transfer';
/** A row's type as the list answers it: a transfer's rows are neither income nor expense. */
export const ROW_TYPES = [...TRANSACTION_TYPES, TRANSFER] as const;
export type RowType = (typeof ROW_TYPES)[number];

/**
 * The name of one of the person's categories (./categoryLimits.ts): the server checks it is theirs and of the
 * transaction's type.
 */
export type TransactionCategory = string;
/**
 * The category of a transaction split across several categories: its parts carry the real ones, and every
 * figure by category counts each part by its own.
 */
export const SPLIT = 'Split';
/** The fewest and the most parts a split has. */
export const SPLIT_MIN_PARTS = 2;
export const SPLIT_MAX_PARTS = 20;
/**
 * Tags: labels that cut across categories (a trip, a project, a tax year), several on a transaction and on each
 * part of a split. A name is matched without regard to case and keeps the spelling the person first gave it.
 */
export const TAG_NAME_MAX_LENGTH = 32;
export const TAGS_MAX = 10;
/** Characters a tag's name cannot hold: the search's operators quote and list tags with them. */
const TAG_NAME_FORBIDDEN = /["',]/;
/** Whether a trimmed, non-empty text is a tag's name: short enough, without the forbidden characters. */
export const isTagName = (name: string) =>
  name.length <= TAG_NAME_MAX_LENGTH && !TAG_NAME_FORBIDDEN.test(name);
/** True when `a` and `b` name one tag: names are matched without regard to case. */
export const sameTag = (a: string, b: string) => a.toLocaleLowerCase('en') === b.toLocaleLowerCase('en');
/** A row's category as the list answers it: one of the person's, TRANSFER or SPLIT. */
export type RowCategory = string;
/** What the transaction editor sets as a category: one of the type's, or a split into several. */
export type EditableCategory = TransactionCategory | typeof SPLIT;

/** One of a transfer's two rows: it changes only with its transfer, both rows at once. */
export type TransferRow = Transaction & {
  type: typeof TRANSFER;
  category: typeof TRANSFER;
  transferId: string;
  transferAccountId: string;
};
/** An income or an expense: a row the transaction editor changes. */
export type EditableTransaction = Transaction & {
  type: TransactionType;
  category: EditableCategory;
  transferId: null;
  transferAccountId: null;
};

/** A row that names a transfer is one of its two rows. */
export function isTransferRow(row: Transaction): row is TransferRow {
  return row.transferId !== null;
}

/** A transaction split across several categories: its parts say how much each one holds. */
export function isSplitRow(row: Pick<Transaction, 'category'>): boolean {
  return row.category === SPLIT;
}

/** Every row that is not a transfer's: what the transaction editor may be opened on. */
export function isEditableRow(row: Transaction): row is EditableTransaction {
  return !isTransferRow(row);
}

export const RECURRING_FREQUENCIES = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type RecurringFrequency = (typeof RECURRING_FREQUENCIES)[number];

export const TRANSACTION_SORT_FIELDS = ['date', 'amount', 'description'] as const;
export type TransactionSortField = (typeof TRANSACTION_SORT_FIELDS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const TITLE_MAX_LENGTH = 200;
export const NOTES_MAX_LENGTH = 2000;
export const SEARCH_MAX_LENGTH = 200;
/** The longest CSV column name an import mapping may name. */
export const COLUMN_NAME_MAX_LENGTH = 200;
/** Amounts are stored as integer minor units; |amount| must stay below this. */
export const AMOUNT_LIMIT = 1e12;
export const LIST_MAX_LIMIT = 100;
/** The highest page a list query may ask for. */
export const PAGE_MAX = 10_000_000;
/** Trends list every month of their period: a century is plenty and keeps the answer small. */
export const TRENDS_MAX_YEARS = 100;
export const BULK_DELETE_MAX_IDS = 1000;
/**
 * The most transactions one person keeps: decades of a busy household's spending, twice the largest account the
 * benchmarks run. It bounds what a create, an import, a recurring rule or a restore can make one account cost.
 */
export const TRANSACTIONS_MAX_PER_USER = 200_000;
export const IMPORT_MAX_MEGABYTES = 10;
export const IMPORT_MAX_BYTES = IMPORT_MAX_MEGABYTES * 1024 * 1024;
export const IMPORT_MAX_ROWS = 100_000;
/** Far beyond any bank's export; the CSV parser slows down sharply on lines much wider than this. */
export const IMPORT_MAX_COLUMNS = 1000;
/** Problem rows (invalid or duplicate) listed in an import preview; the totals count them all. */
export const IMPORT_PREVIEW_PROBLEMS = 200;
export const IMPORT_PREVIEW_SAMPLE = 10;
export const IMPORT_DATE_FORMATS = ['YYYY-MM-DD', 'DD/MM/YYYY', 'MM/DD/YYYY'] as const;
export type ImportDateFormat = (typeof IMPORT_DATE_FORMATS)[number];
export const IMPORT_ROW_STATUSES = ['valid', 'invalid', 'duplicate'] as const;
export type ImportRowStatus = (typeof IMPORT_ROW_STATUSES)[number];
/** What an import read the file as: CSV, or a bank's statement (OFX 1.x or 2.x, Quicken's QFX, QIF, CAMT.053). */
export const IMPORT_FORMATS = ['csv', 'ofx', 'qfx', 'qif', 'camt053'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
/** The longest id a bank gives a transaction that an import keeps (OFX's FITID allows 255 characters). */
export const BANK_ID_MAX_LENGTH = 255;
