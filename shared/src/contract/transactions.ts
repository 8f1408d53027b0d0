// The transaction contract: shapes and limits shared by the apps and api/.
import type { z } from 'zod';
import type {
  bulkClearResultSchema,
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
  splitPartSchema,
  tagListSchema,
  transactionListSchema,
  transactionSchema,
} from './transactionResponses';
import type { importMappingSchema } from './transactionValidators';
import type { datePeriodSchema } from './responseFields';

export * from './transactionLimits';

// The answers' shapes are written once, as the schemas of ./transactionResponses.ts.
export type Transaction = z.output<typeof transactionSchema>;
export type RecurringRule = z.output<typeof recurringRuleSchema>;
export type SplitPart = z.output<typeof splitPartSchema>;
export type Pagination = z.output<typeof paginationSchema>;
export type TransactionList = z.output<typeof transactionListSchema>;
export type TagList = z.output<typeof tagListSchema>;
export type MonthlySummary = z.output<typeof monthlySummarySchema>;
export type DashboardStats = z.output<typeof dashboardStatsSchema>;
export type CategoryAmount = z.output<typeof categoryAmountSchema>;
export type DatePeriod = z.output<typeof datePeriodSchema>;
export type CategoryAnalysis = z.output<typeof categoryAnalysisSchema>;
export type MonthTrend = z.output<typeof monthTrendSchema>;
export type SpendingTrends = z.output<typeof spendingTrendsSchema>;
export type RecurringResult = z.output<typeof recurringResultSchema>;
export type BulkDeleteResult = z.output<typeof bulkDeleteResultSchema>;
export type BulkClearResult = z.output<typeof bulkClearResultSchema>;
export type ImportMapping = z.output<typeof importMappingSchema>;
export type ImportRow = z.output<typeof importRowSchema>;
export type ImportPreview = z.output<typeof importPreviewSchema>;
export type ImportResult = z.output<typeof importResultSchema>;
export type ImportRecord = z.output<typeof importRecordSchema>;
