// The transaction contract (SPEC sections 3, 7 and 9; issue 3): shapes and limits shared by the apps and api/.
import { EXPENSE_CATEGORIES, INCOME_CATEGORIES } from './constants';
import type { GoalProgress } from './goals';
import type { ServerMessage } from './messages';

export const TRANSACTION_TYPES = ['Income', 'Expense'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const CATEGORIES_BY_TYPE = {
  Income: INCOME_CATEGORIES,
  Expense: EXPENSE_CATEGORIES,
} as const satisfies Record<TransactionType, readonly string[]>;
/** Every category, as the transaction filter offers them (SPEC section 9). */
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
/** Amounts are stored as integer minor units; |amount| must stay below this (issue 3). */
export const AMOUNT_LIMIT = 1e12;
export const LIST_MAX_LIMIT = 100;
/** The highest page a list query may ask for. */
export const PAGE_MAX = 10_000_000;
/** Trends list every month of their period: a century is plenty and keeps the answer small. */
export const TRENDS_MAX_YEARS = 100;
export const BULK_DELETE_MAX_IDS = 1000;
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
/** The pie chart's 8 fixed colours (SPEC section 9), given to categories in order of amount. */
export const CATEGORY_COLORS = [
  '#1677ff',
  '#52c41a',
  '#faad14',
  '#f5222d',
  '#722ed1',
  '#13c2c2',
  '#eb2f96',
  '#fa8c16',
] as const;

/** A transaction as the API returns it. `amount` is positive for Income and negative for Expense. */
export interface Transaction {
  _id: string;
  userId: string;
  /** Shown as "Title". */
  description: string;
  amount: number;
  type: TransactionType;
  category: TransactionCategory;
  /** Calendar date, YYYY-MM-DD. */
  date: string;
  /** Shown as "Description". */
  notes: string;
  /** The import that created this row, if any: "undo this import" deletes exactly these. */
  importId: string | null;
  /** The recurring rule this row was created by or is the template of, if any. */
  recurring: RecurringRule | null;
  createdAt: string;
  updatedAt: string;
}

export interface RecurringRule {
  id: string;
  frequency: RecurringFrequency;
  /** Last day an occurrence may fall on (YYYY-MM-DD), or null for no end. */
  endDate: string | null;
  /** Date of the next occurrence to be created, or null once the rule has ended. */
  nextDate: string | null;
}

export interface Pagination {
  currentPage: number;
  itemsPerPage: number;
  totalItems: number;
  totalPages: number;
}

export interface TransactionList {
  transactions: Transaction[];
  pagination: Pagination;
}

export interface MonthlySummary {
  month: number;
  year: number;
  totalIncome: number;
  /** A positive figure: the sum of the month's expenses. */
  totalExpenses: number;
  netSavings: number;
  /** Percent of income saved, one decimal; 0 when there is no income. */
  savingsRate: number;
  transactionCount: number;
  /** Distinct expense categories of the month ("across N categories"). */
  expenseCategoryCount: number;
}

/** The overview's figures (SPEC section 3, "Dashboard stats"); "this month" is the person's, by time zone. */
export interface DashboardStats {
  /** This month's summary, and its expenses by category, largest first. */
  monthly: { summary: MonthlySummary; categories: CategoryAmount[] };
  /** Income minus expenses over every transaction the user has. */
  netBalance: number;
  recent: Transaction[];
  /** Progress of the goals not yet Completed, soonest target date first. */
  goals: GoalProgress[];
  /** Mean capped progress of every goal, Completed ones included, one decimal; 0 without goals. */
  averageGoalProgress: number;
  savingsRate: number;
  generatedAt: string;
}

export interface CategoryAmount {
  category: TransactionCategory;
  amount: number;
  percentage: number;
  color: string;
}

export interface DatePeriod {
  startDate: string;
  endDate: string;
}

export interface CategoryAnalysis {
  categories: CategoryAmount[];
  totalAmount: number;
  period: DatePeriod;
}

export interface MonthTrend {
  /** YYYY-MM */
  monthYear: string;
  totalIncome: number;
  totalExpenses: number;
  netSavings: number;
}

export interface SpendingTrends {
  trends: MonthTrend[];
  averageMonthlySpending: number;
  totalSpending: number;
  period: DatePeriod;
}

export interface RecurringResult {
  recurring: RecurringRule;
  /** Occurrences created at once because they were already due. */
  createdCount: number;
}

export interface BulkDeleteResult {
  deletedCount: number;
}

/** Which CSV column holds each field; `type` absent means the amount's sign gives the type. */
export interface ImportMapping {
  date: string;
  description: string;
  amount: string;
  type?: string;
  category?: string;
  notes?: string;
  dateFormat: ImportDateFormat;
}

export type ImportRowStatus = 'valid' | 'invalid' | 'duplicate';

export interface ImportRow {
  /** 1-based line in the file, the header being line 1. */
  line: number;
  status: ImportRowStatus;
  /** Why the row is invalid, or which existing transaction it duplicates. */
  problems: ServerMessage[];
  date: string | null;
  description: string | null;
  amount: number | null;
  type: TransactionType | null;
  category: TransactionCategory | null;
  notes: string;
}

export interface ImportPreview {
  headers: string[];
  /** The mapping used: the one sent, or the one guessed from the headers. */
  mapping: ImportMapping;
  sample: ImportRow[];
  problems: ImportRow[];
  totals: { rows: number; valid: number; invalid: number; duplicates: number };
}

export interface ImportResult {
  importId: string;
  imported: number;
  skipped: number;
}

export interface ImportRecord {
  importId: string;
  fileName: string;
  rowCount: number;
  createdAt: string;
}
