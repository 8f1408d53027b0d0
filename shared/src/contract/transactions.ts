// The transaction contract: shapes and limits shared by the apps and api/.
import { EXPENSE_CATEGORIES, INCOME_CATEGORIES } from './constants';
import type { z } from 'zod';
import type {
  bulkDeleteResultSchema,
  categoryAmountSchema,
  categoryAnalysisSchema,
  dashboardStatsSchema,
  importPreviewSchema,
  importRecordSchema,
  importResultSchema,
  importRowSchema,
  monthlySummarySchema,
  monthTrendSchema,
  paginationSchema,
  recurringResultSchema,
  recurringRuleSchema,
  spendingTrendsSchema,
  transactionListSchema,
  transactionSchema,
} from './transactionResponses';
import type { importMappingSchema } from './transactionValidators';
import type { datePeriodSchema } from './responseFields';

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
/**
 * The categories' chart colours, given in order of amount: one per expense category, so no two slices of a pie
 * share one. Each stands out 3:1 or more from the card
 * in the light and the dark theme alike (WCAG's non-text contrast), and successive ones differ in hue.
 */
export const CATEGORY_COLORS = [
  '#1677ff',
  '#ea580c',
  '#0d9488',
  '#db2777',
  '#16a34a',
  '#8b5cf6',
  '#d97706',
  '#0891b2',
  '#dc2626',
  '#65a30d',
  '#64748b',
] as const;

// The answers' shapes are written once, as the schemas of ./transactionResponses.ts.
export type Transaction = z.output<typeof transactionSchema>;
export type RecurringRule = z.output<typeof recurringRuleSchema>;
export type Pagination = z.output<typeof paginationSchema>;
export type TransactionList = z.output<typeof transactionListSchema>;
export type MonthlySummary = z.output<typeof monthlySummarySchema>;
export type DashboardStats = z.output<typeof dashboardStatsSchema>;
export type CategoryAmount = z.output<typeof categoryAmountSchema>;
export type DatePeriod = z.output<typeof datePeriodSchema>;
export type CategoryAnalysis = z.output<typeof categoryAnalysisSchema>;
export type MonthTrend = z.output<typeof monthTrendSchema>;
export type SpendingTrends = z.output<typeof spendingTrendsSchema>;
export type RecurringResult = z.output<typeof recurringResultSchema>;
export type BulkDeleteResult = z.output<typeof bulkDeleteResultSchema>;
export type ImportMapping = z.output<typeof importMappingSchema>;
export type ImportRow = z.output<typeof importRowSchema>;
export type ImportPreview = z.output<typeof importPreviewSchema>;
export type ImportResult = z.output<typeof importResultSchema>;
export type ImportRecord = z.output<typeof importRecordSchema>;
