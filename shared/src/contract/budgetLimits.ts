// The budget and planning values the schemas and the server's messages are built from, and the request bodies
// the custom query's schemas check. Apart from ./budgets.ts, which re-exports them, because that file names its
// types from the schemas, which import these values.
import type { TransactionCategory, TransactionType } from './transactionLimits';

// ---------------------------------------------------------------------------------------------------------------
// Budget analytics: /api/analytics/budget/*

/**
 * Where a period's budget comes from. A period is measured in whole calendar months: those of which it holds
 * more than half of the days (of the current month, of its days so far), each with its whole budget and all its
 * spending. A category's budget is then the user's budget over those months (what rollover carried into the
 * first, plus the monthly amount for each); or, for a category without a budget, the average of its monthly
 * spending over the 3 whole months before them, once a month.
 */
export const BUDGET_BASES = ['budget', 'average'] as const;
export type BudgetBasis = (typeof BUDGET_BASES)[number];

export const BUDGET_STATUSES = ['under', 'near', 'over'] as const;
export type BudgetStatus = (typeof BUDGET_STATUSES)[number];
/** From this share of the budget used, a category is 'near' its limit. */
export const BUDGET_NEAR_PERCENT = 90;

export const RECOMMENDATION_KINDS = [
  /** Spent more than the period's budget (figures: budget, spent, over). */
  'over-budget',
  /** Over budget in each of the last 3 whole months. */
  'over-budget-streak',
  /** A budget far above actual spending (spent under half of it, 3 whole months running). */
  'budget-too-high',
  /** Savings rate of the period under 20% of income. */
  'low-savings-rate',
  /** An expense category with steady spending and no budget. */
  'no-budget',
] as const;
export type RecommendationKind = (typeof RECOMMENDATION_KINDS)[number];

// ---------------------------------------------------------------------------------------------------------------
// Projections and forecasts

/** ?months=N of the projections and forecasts. */
export const FORECAST_MAX_MONTHS = 12;
export const FORECAST_DEFAULT_MONTHS = 6;
/** Whole months of history a forecast reads, and the fewest for Holt's method. */
export const FORECAST_HISTORY_MONTHS = 12;
export const FORECAST_MIN_TREND_MONTHS = 3;

/** 'holt': Holt's linear exponential smoothing; 'mean': the mean of the history (fewer than 3 months). */
export const FORECAST_METHODS = ['holt', 'mean'] as const;
export type ForecastMethod = (typeof FORECAST_METHODS)[number];

// ---------------------------------------------------------------------------------------------------------------
// Anomalies, cash flow, health, patterns

/** An expense is unusual when |amount - median| / (1.4826 x MAD) exceeds this, its category having >= 5 rows. */
export const ANOMALY_THRESHOLD = 3.5;
export const ANOMALY_MIN_ROWS = 5;

export const HEALTH_COMPONENT_KEYS = [
  'savingsRate',
  'expenseStability',
  'emergencyFund',
  'budgetAdherence',
] as const;
export type HealthComponentKey = (typeof HEALTH_COMPONENT_KEYS)[number];
export const HEALTH_RATINGS = ['Excellent', 'Good', 'Fair', 'Needs attention'] as const;

// ---------------------------------------------------------------------------------------------------------------
// Chart data, custom queries, batches

export const CHART_TYPES = ['line', 'bar', 'pie', 'area'] as const;
export type ChartType = (typeof CHART_TYPES)[number];

export const CUSTOM_METRICS = ['sum', 'count', 'average', 'min', 'max'] as const;
export const CUSTOM_GROUP_BY = ['none', 'month', 'category', 'type', 'weekday'] as const;
export type CustomMetric = (typeof CUSTOM_METRICS)[number];
export type CustomGroupBy = (typeof CUSTOM_GROUP_BY)[number];

/**
 * POST /custom body. Anything else (unknown keys, metrics, groups, values) is 422. The metric is taken over the
 * signed amount as stored (income positive, expenses negative): a sum over both types is the net, the min of
 * expenses the largest one. minAmount and maxAmount bound the amount without its sign, as the form enters it,
 * both included. The period follows the other calls' rules (default the last 30 days); weekday is the ISO
 * weekday of the transaction's date.
 */
export interface CustomQuery {
  metric: CustomMetric;
  groupBy: CustomGroupBy;
  filters?: {
    type?: TransactionType;
    categories?: TransactionCategory[];
    minAmount?: number;
    maxAmount?: number;
  };
  startDate?: string;
  endDate?: string;
}

export const BATCH_MAX_REQUESTS = 10;
/** A batch request's key names its answer: 1 to this many letters, digits, '-' and '_'. */
export const BATCH_KEY_MAX_LENGTH = 40;

/** POST /batch body: GET calls of /api/analytics (path without the prefix, and its query). */
export interface BatchRequest {
  requests: { key: string; path: string; params?: Record<string, string | number> }[];
}
