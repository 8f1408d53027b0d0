// The answers of /api/transaction, written once: ./transactions.ts names their
// types from these schemas.
import { z } from 'zod';
import { goalProgressSchema } from './goalResponses';
import {
  serverMessage,
  calendarDate,
  datePeriodSchema,
  monthYear,
  recordId,
  timestamp,
} from './responseFields';
import {
  IMPORT_FORMATS,
  IMPORT_ROW_STATUSES,
  RECURRING_FREQUENCIES,
  ROW_TYPES,
  TRANSACTION_TYPES,
} from './transactionLimits';
import { importMappingSchema } from './transactionValidators';

const transactionType = z.enum(TRANSACTION_TYPES);
/** One of the person's categories, by name. */
const transactionCategory = z.string();

export const recurringRuleSchema = z.object({
  id: recordId,
  frequency: z.enum(RECURRING_FREQUENCIES),
  /** Last day an occurrence may fall on, or null for no end. */
  endDate: calendarDate.nullable(),
  /** Date of the next occurrence to be created, or null once the rule has ended. */
  nextDate: calendarDate.nullable(),
});

/** One part of a split transaction; its amount is signed like the whole's. */
export const splitPartSchema = z.object({
  category: transactionCategory,
  amount: z.number(),
  notes: z.string(),
  /** The part's own tags, besides its transaction's. */
  tags: z.array(z.string()),
});

/**
 * A transaction as the API returns it. `amount` is positive for Income and negative for Expense; a transfer's
 * row is negative in the account the money left and positive in the one it reached.
 */
export const transactionSchema = z.object({
  _id: recordId,
  userId: recordId,
  /** Shown as "Title". */
  description: z.string(),
  amount: z.number(),
  type: z.enum(ROW_TYPES),
  category: z.string(),
  date: calendarDate,
  /** Shown as "Description". */
  notes: z.string(),
  /** The money account it belongs to. */
  accountId: recordId,
  /** Whether the bank has shown it (a statement, an import). */
  cleared: z.boolean(),
  /** Matched to a statement: locked against edits until unlocked. */
  reconciled: z.boolean(),
  /** The import that created this row, if any: "undo this import" deletes exactly these. */
  importId: recordId.nullable(),
  /** The transfer this row is one of the two rows of, if any: it is edited and deleted with the other. */
  transferId: recordId.nullable(),
  /** For a transfer's row, the other row's account: where the money went, or where it came from. */
  transferAccountId: recordId.nullable(),
  /** The recurring rule this row was created by or is the template of, if any. */
  recurring: recurringRuleSchema.nullable(),
  /** A split transaction's parts (its category is "Split"), in order; empty for any other. */
  splits: z.array(splitPartSchema),
  /** Its tags, in the order given. */
  tags: z.array(z.string()),
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const paginationSchema = z.object({
  currentPage: z.number(),
  itemsPerPage: z.number(),
  totalItems: z.number(),
  totalPages: z.number(),
});

export const transactionListSchema = z.object({
  transactions: z.array(transactionSchema),
  pagination: paginationSchema,
});

/** The person's tags, by name, with how many transactions carry each (on the whole or on a part). */
export const tagListSchema = z.object({
  tags: z.array(z.object({ name: z.string(), transactionCount: z.number() })),
});

export const monthlySummarySchema = z.object({
  month: z.number(),
  year: z.number(),
  totalIncome: z.number(),
  /** A positive figure: the sum of the month's expenses. */
  totalExpenses: z.number(),
  netSavings: z.number(),
  /** Percent of income saved, one decimal; 0 when there is no income. */
  savingsRate: z.number(),
  transactionCount: z.number(),
  /** Distinct expense categories of the month ("across N categories"). */
  expenseCategoryCount: z.number(),
});

export const categoryAmountSchema = z.object({
  category: transactionCategory,
  amount: z.number(),
  percentage: z.number(),
  color: z.string(),
});

/** The overview's figures; "this month" is the person's, by time zone. */
export const dashboardStatsSchema = z.object({
  /** This month's summary, and its expenses by category, largest first. */
  monthly: z.object({ summary: monthlySummarySchema, categories: z.array(categoryAmountSchema) }),
  /** Income minus expenses over every transaction the user has. */
  netBalance: z.number(),
  recent: z.array(transactionSchema),
  /** Progress of the goals not yet Completed, soonest target date first. */
  goals: z.array(goalProgressSchema),
  /** Mean capped progress of every goal, Completed ones included, one decimal; 0 without goals. */
  averageGoalProgress: z.number(),
  savingsRate: z.number(),
  generatedAt: timestamp,
});

export const categoryAnalysisSchema = z.object({
  categories: z.array(categoryAmountSchema),
  totalAmount: z.number(),
  period: datePeriodSchema,
});

/** The days of a trend's month that its period covers, both included: the whole month or a part of it. */
export const trendMonthDays = { startDate: calendarDate, endDate: calendarDate };

export const monthTrendSchema = z.object({
  monthYear,
  ...trendMonthDays,
  totalIncome: z.number(),
  totalExpenses: z.number(),
  netSavings: z.number(),
});

export const spendingTrendsSchema = z.object({
  trends: z.array(monthTrendSchema),
  averageMonthlySpending: z.number(),
  totalSpending: z.number(),
  period: datePeriodSchema,
});

export const recurringResultSchema = z.object({
  recurring: recurringRuleSchema,
  /** Occurrences created at once because they were already due. */
  createdCount: z.number(),
});

/** Bulk deletes and the undo of an import. */
export const bulkDeleteResultSchema = z.object({ deletedCount: z.number() });

/** A bulk mark as cleared or not: how many of the selection were the person's. */
export const bulkClearResultSchema = z.object({ updatedCount: z.number() });

/** DELETE of one record by its id (a transaction, a goal). */
export const deletedRecordSchema = z.object({ _id: recordId });

export const importRowSchema = z.object({
  /** 1-based line in the file, the header being line 1. */
  line: z.number(),
  status: z.enum(IMPORT_ROW_STATUSES),
  /** Why the row is invalid, or which existing transaction it duplicates. */
  problems: z.array(serverMessage),
  date: z.string().nullable(),
  description: z.string().nullable(),
  amount: z.number().nullable(),
  type: transactionType.nullable(),
  category: transactionCategory.nullable(),
  notes: z.string(),
});

export const importPreviewSchema = z.object({
  /** What the file was read as, from its content. */
  format: z.enum(IMPORT_FORMATS),
  /** A CSV file's column names; none for a bank statement. */
  headers: z.array(z.string()),
  /**
   * The mapping used: the one sent, or the one guessed from the headers. `type` absent means the amount's sign
   * gives the type. Null for a bank statement, whose fields are known.
   */
  mapping: importMappingSchema.nullable(),
  sample: z.array(importRowSchema),
  problems: z.array(importRowSchema),
  totals: z.object({ rows: z.number(), valid: z.number(), invalid: z.number(), duplicates: z.number() }),
});

export const importResultSchema = z.object({
  importId: recordId,
  imported: z.number(),
  skipped: z.number(),
});

export const importRecordSchema = z.object({
  importId: recordId,
  fileName: z.string(),
  rowCount: z.number(),
  createdAt: timestamp,
});
