// The transaction values the schemas and the server's messages are built from. Apart from ./transactions.ts,
// which re-exports them, because that file names its types from the schemas, which import these values.
import { EXPENSE_CATEGORIES, INCOME_CATEGORIES } from './constants';

export const TRANSACTION_TYPES = ['Income', 'Expense'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const CATEGORIES_BY_TYPE = {
  Income: INCOME_CATEGORIES,
  Expense: EXPENSE_CATEGORIES,
} as const satisfies Record<TransactionType, readonly string[]>;
/** Every category, as the transaction filter offers them. */
export const TRANSACTION_CATEGORIES = [...INCOME_CATEGORIES, ...EXPENSE_CATEGORIES] as const;
export type TransactionCategory = (typeof TRANSACTION_CATEGORIES)[number];

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
