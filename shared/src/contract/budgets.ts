// Budgets and the planning analytics (issue 12; SPEC section 7's budget, projection, forecast, anomaly, cash-flow,
// health, chart, custom and batch calls). Amounts are decimals computed from integer minor units; percents carry
// one decimal, rounded once. Every `message` is English for API clients; the screens build their own
// translatable sentence from `kind` and `figures`.
import type { EXPENSE_CATEGORIES } from './constants';
import type { TransactionHighlight } from './analytics';
import type { DatePeriod, TransactionCategory, TransactionType } from './transactions';

export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

// ---------------------------------------------------------------------------------------------------------------
// Budgets: /api/budgets

/**
 * A standing monthly budget for one expense category: it applies to every month from `since` on until it is
 * changed or deleted. With `rollover`, what is left of a month (never a negative amount) is carried into the
 * next, accumulated from `since`.
 */
export interface Budget {
  category: ExpenseCategory;
  /** The monthly amount, in the user's currency. */
  amount: number;
  rollover: boolean;
  /** YYYY-MM: the month the budget was first set. */
  since: string;
}

/** One budget as a month shows it. */
export interface BudgetMonthLine extends Budget {
  /** Left from earlier months and carried in (0 without rollover). */
  carriedOver: number;
  /** amount + carriedOver */
  available: number;
  /** The month's expenses of the category, a positive figure. */
  spent: number;
  /** available - spent: negative when over budget. */
  remaining: number;
  /** spent / available x 100, one decimal (0 when nothing is available and nothing spent). */
  percentUsed: number;
  overBudget: boolean;
}

/** GET /api/budgets?month=YYYY-MM (default: the person's current month), and the answer of PUT. */
export interface MonthBudgets {
  /** YYYY-MM */
  month: string;
  /** Budgets that apply to the month, in EXPENSE_CATEGORIES order. */
  budgets: BudgetMonthLine[];
  totals: { available: number; spent: number; remaining: number; percentUsed: number };
}

/** One line of PUT /api/budgets: set (create or change) the category's budget. */
export interface BudgetInput {
  category: ExpenseCategory;
  amount: number;
  rollover: boolean;
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
 * Where a period's budget comes from: the user's budgets, prorated by the days of each month the period covers;
 * or, for a category without a budget, the average of its monthly spending over the 3 whole months before the
 * period (the same proration).
 */
export type BudgetBasis = 'budget' | 'average';

export type BudgetStatus = 'under' | 'near' | 'over';
/** From this share of the budget used, a category is 'near' its limit. */
export const BUDGET_NEAR_PERCENT = 90;

export interface BudgetFigures {
  budget: number;
  spent: number;
  /** budget - spent */
  remaining: number;
  percentUsed: number;
  status: BudgetStatus;
}

export interface CategoryBudgetFigures extends BudgetFigures {
  category: ExpenseCategory;
  basis: BudgetBasis;
}

export type RecommendationKind =
  /** Spent more than the period's budget (figures: budget, spent, over). */
  | 'over-budget'
  /** Over budget in each of the last 3 whole months. */
  | 'over-budget-streak'
  /** A budget far above actual spending (spent under half of it, 3 whole months running). */
  | 'budget-too-high'
  /** Savings rate of the period under 20% of income. */
  | 'low-savings-rate'
  /** An expense category with steady spending and no budget. */
  | 'no-budget';

export interface BudgetRecommendation {
  kind: RecommendationKind;
  category: ExpenseCategory | null;
  severity: 'info' | 'warning';
  message: string;
  /** The figures behind it, named (e.g. { budget, averageSpent, months }). */
  figures: Record<string, number>;
}

/** GET /budget/performance (SPEC section 3: categories, overallPerformance, recommendations, message). */
export interface BudgetPerformance {
  categories: CategoryBudgetFigures[];
  /** Over the categories with a budget in the period; without any, over the averages. */
  overallPerformance: BudgetFigures;
  recommendations: BudgetRecommendation[];
  /** e.g. "3 of 5 categories within budget", or, without budgets, that the baseline is the 3-month average. */
  message: string;
  /** True when the user has at least one budget. */
  hasBudgets: boolean;
  period: DatePeriod;
}

export interface VarianceLine {
  category: ExpenseCategory;
  basis: BudgetBasis;
  budget: number;
  spent: number;
  /** spent - budget: positive is overspending. */
  variance: number;
  /** variance / budget x 100, one decimal; null when the budget is 0. */
  variancePercent: number | null;
}

/** GET /budget/variance: per category for the period, and per month of the period. */
export interface BudgetVariance {
  categories: VarianceLine[];
  months: {
    monthYear: string;
    categories: VarianceLine[];
    budget: number;
    spent: number;
    variance: number;
  }[];
  total: { budget: number; spent: number; variance: number; variancePercent: number | null };
  message: string;
  hasBudgets: boolean;
  period: DatePeriod;
}

/** GET /budget/recommendations */
export interface BudgetRecommendations {
  recommendations: BudgetRecommendation[];
  period: DatePeriod;
}

// ---------------------------------------------------------------------------------------------------------------
// Projections and forecasts

/** ?months=N of the projections and forecasts. */
export const FORECAST_MAX_MONTHS = 12;
export const FORECAST_DEFAULT_MONTHS = 6;
/** Whole months of history a forecast reads, and the fewest for Holt's method. */
export const FORECAST_HISTORY_MONTHS = 12;
export const FORECAST_MIN_TREND_MONTHS = 3;

/** 'holt': Holt's linear exponential smoothing; 'mean': the mean of the history (fewer than 3 months). */
export type ForecastMethod = 'holt' | 'mean';

export interface ForecastPoint {
  /** YYYY-MM */
  monthYear: string;
  value: number;
  /** The range: value -/+ 1.96 x the residuals' standard deviation x sqrt(h), low never under 0 for amounts. */
  low: number;
  high: number;
}

/**
 * A monthly series and its forecast. `history` is the last FORECAST_HISTORY_MONTHS whole months before the
 * current month (the person's), oldest first, from the first month with a transaction; `forecast` starts with
 * the current month.
 */
export interface Forecast {
  method: ForecastMethod;
  /** One English sentence naming the method and its parameters. */
  methodDescription: string;
  history: { monthYear: string; value: number }[];
  forecast: ForecastPoint[];
}

/** GET /income/projections, /savings/projections (savings = income - expenses, may be negative). */
export type Projection = Forecast;

/** GET /advanced/spending-forecast and /advanced/income-forecast: the total and each category's. */
export interface CategoryForecast {
  total: Forecast;
  categories: { category: TransactionCategory; forecast: ForecastPoint[]; method: ForecastMethod }[];
}

/** One goal's projection at its recent contribution rate. */
export interface GoalProjection {
  goalId: string;
  name: string;
  targetAmount: number;
  savedAmount: number;
  targetDate: string;
  /** Contributions per month over the last 3 whole months. */
  monthlyRate: number;
  /** What is left divided by the months to the target date; 0 when met. */
  requiredMonthly: number;
  /** YYYY-MM-DD at the recent rate; null when the rate is 0 and the goal is not met. */
  expectedCompletionDate: string | null;
  /** Met, or expected by its target date. */
  onTrack: boolean;
  message: string;
}

/** GET /goals/projections: Active goals, soonest target date first. */
export interface GoalProjections {
  goals: GoalProjection[];
}

// ---------------------------------------------------------------------------------------------------------------
// Anomalies, cash flow, health, patterns

/** An expense is unusual when |amount - median| / (1.4826 x MAD) exceeds this, its category having >= 5 rows. */
export const ANOMALY_THRESHOLD = 3.5;
export const ANOMALY_MIN_ROWS = 5;

export interface Anomaly {
  transaction: TransactionHighlight;
  /** The category's median amount over the baseline (the period and the 12 months before it). */
  categoryMedian: number;
  /** The robust z-score. */
  score: number;
  reason: string;
}

/** GET /transactions/anomalies: the period's unusual transactions, highest score first. */
export interface Anomalies {
  anomalies: Anomaly[];
  method: string;
  period: DatePeriod;
}

/** GET /advanced/cash-flow: each month of the period. */
export interface CashFlow {
  months: { monthYear: string; income: number; expenses: number; net: number; cumulative: number }[];
  totals: { income: number; expenses: number; net: number };
  period: DatePeriod;
}

export type HealthComponentKey = 'savingsRate' | 'expenseStability' | 'emergencyFund' | 'budgetAdherence';

export interface HealthComponent {
  key: HealthComponentKey;
  /** 0-100 */
  score: number;
  /** Share of the total score, the weights of the components present summing to 1. */
  weight: number;
  /** The measured figure (percent, coefficient of variation, months, percent of categories). */
  value: number;
  detail: string;
}

/** GET /advanced/financial-health: a 0-100 score, the weighted mean of its components. */
export interface FinancialHealth {
  score: number;
  rating: 'Excellent' | 'Good' | 'Fair' | 'Needs attention';
  /** Components that cannot be measured (no budgets: budgetAdherence) are left out and the weights rescaled. */
  components: HealthComponent[];
  period: DatePeriod;
}

// ---------------------------------------------------------------------------------------------------------------
// Chart data, custom queries, batches

export const CHART_TYPES = ['line', 'bar', 'pie', 'area'] as const;
export type ChartType = (typeof CHART_TYPES)[number];

/** GET /chart/{line|area}: income and expenses per month (area: cumulative net). Nivo's line shape. */
export interface SeriesChart {
  chartType: 'line' | 'area';
  series: { id: string; data: { x: string; y: number }[] }[];
  period: DatePeriod;
}
/** GET /chart/bar: income and expenses per month. Nivo's bar shape. */
export interface BarChartData {
  chartType: 'bar';
  keys: string[];
  indexBy: 'monthYear';
  data: Record<string, string | number>[];
  period: DatePeriod;
}
/** GET /chart/pie: expenses by category. */
export interface PieChartData {
  chartType: 'pie';
  data: { id: string; label: string; value: number; color: string }[];
  period: DatePeriod;
}
export type ChartData = SeriesChart | BarChartData | PieChartData;

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

export interface CustomQueryResult {
  query: CustomQuery;
  /**
   * key is the group's value (a YYYY-MM month, a category, a type, a weekday) or 'all'; groups without
   * transactions are left out. In the groups' natural order: months oldest first, categories, types and
   * weekdays (Monday first) in the contract's lists' order. average is rounded to the cent; count's value is
   * transactionCount.
   */
  rows: { key: string; value: number; transactionCount: number }[];
  period: DatePeriod;
}

export const BATCH_MAX_REQUESTS = 10;
/** A batch request's key names its answer: 1 to this many letters, digits, '-' and '_'. */
export const BATCH_KEY_MAX_LENGTH = 40;

/** POST /batch body: GET calls of /api/analytics (path without the prefix, and its query). */
export interface BatchRequest {
  requests: { key: string; path: string; params?: Record<string, string | number> }[];
}

/** Each request answered under its key with its own status and the envelope it would have had alone. */
export interface BatchResult {
  results: Record<string, { status: number; body: unknown }>;
}
