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

export * from './budgetLimits';

/** The name of one of the person's expense categories. */
export type ExpenseCategory = string;

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
