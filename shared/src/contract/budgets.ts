// Budgets and the planning analytics (the budget, projection, forecast, anomaly,
// cash-flow, health, chart, custom and batch calls). Amounts are decimals computed from integer minor units; percents carry
// one decimal, rounded once. Every `message` is English for API clients; the screens build their own
// translatable sentence from `kind` and `figures`.
import type { z } from 'zod';
import type {
  anomaliesSchema,
  anomalySchema,
  barChartDataSchema,
  batchResultSchema,
  budgetFiguresSchema,
  budgetMonthLineSchema,
  budgetPerformanceSchema,
  budgetRecommendationSchema,
  budgetRecommendationsSchema,
  budgetSchema,
  budgetVarianceSchema,
  cashFlowSchema,
  categoryBudgetFiguresSchema,
  categoryForecastSchema,
  chartDataSchema,
  customQueryResultSchema,
  financialHealthSchema,
  forecastPointSchema,
  forecastSchema,
  goalProjectionSchema,
  goalProjectionsSchema,
  healthComponentSchema,
  monthBudgetsSchema,
  pieChartDataSchema,
  seriesChartSchema,
  varianceLineSchema,
} from './budgetResponses';
import type { EXPENSE_CATEGORIES } from './constants';
import type { TransactionCategory, TransactionType } from './transactions';

export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

// The answers' shapes are written once, as the schemas of ./budgetResponses.ts.
export type Budget = z.output<typeof budgetSchema>;
export type BudgetMonthLine = z.output<typeof budgetMonthLineSchema>;
export type MonthBudgets = z.output<typeof monthBudgetsSchema>;
export type BudgetFigures = z.output<typeof budgetFiguresSchema>;
export type CategoryBudgetFigures = z.output<typeof categoryBudgetFiguresSchema>;
export type BudgetRecommendation = z.output<typeof budgetRecommendationSchema>;
export type BudgetPerformance = z.output<typeof budgetPerformanceSchema>;
export type VarianceLine = z.output<typeof varianceLineSchema>;
export type BudgetVariance = z.output<typeof budgetVarianceSchema>;
export type BudgetRecommendations = z.output<typeof budgetRecommendationsSchema>;
export type ForecastPoint = z.output<typeof forecastPointSchema>;
export type Forecast = z.output<typeof forecastSchema>;
/** GET /income/projections, /savings/projections (savings = income - expenses, may be negative). */
export type Projection = Forecast;
export type CategoryForecast = z.output<typeof categoryForecastSchema>;
export type GoalProjection = z.output<typeof goalProjectionSchema>;
export type GoalProjections = z.output<typeof goalProjectionsSchema>;
export type Anomaly = z.output<typeof anomalySchema>;
export type Anomalies = z.output<typeof anomaliesSchema>;
export type CashFlow = z.output<typeof cashFlowSchema>;
export type HealthComponent = z.output<typeof healthComponentSchema>;
export type FinancialHealth = z.output<typeof financialHealthSchema>;
export type SeriesChart = z.output<typeof seriesChartSchema>;
export type BarChartData = z.output<typeof barChartDataSchema>;
export type PieChartData = z.output<typeof pieChartDataSchema>;
export type ChartData = z.output<typeof chartDataSchema>;
export type CustomQueryResult = z.output<typeof customQueryResultSchema>;
export type BatchResult = z.output<typeof batchResultSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Budgets: /api/budgets

/** One line of PUT /api/budgets: set (create or change) the category's budget. */
export interface BudgetInput {
  category: ExpenseCategory;
  amount: number;
  rollover: boolean;
  /**
   * The updatedAt of the budget the change was made from, null when made as a new one: a budget changed since
   * is not overwritten (412). Absent, nothing is checked.
   */
  updatedAt?: string | null;
}

/**
 * PUT /api/budgets body: the categories to set, at most one line per expense category; categories not named are
 * left as they are. Applied in one transaction. DELETE /api/budgets/:category removes one (404 when none).
 */
export interface BudgetsUpdate {
  budgets: BudgetInput[];
  /** The month the answer shows (YYYY-MM); default the person's current month. */
  month?: string;
}

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
