// The answers of /api/budgets and the planning analytics, written once: ./budgets.ts names their
// types from these schemas. Every `message` is English for API clients; the screens build their own sentence
// from `kind` and `figures`.
import { z } from 'zod';
import { transactionHighlightSchema } from './analyticsResponses';
import {
  BUDGET_BASES,
  BUDGET_STATUSES,
  FORECAST_METHODS,
  HEALTH_COMPONENT_KEYS,
  HEALTH_RATINGS,
  RECOMMENDATION_KINDS,
} from './budgetLimits';
import { customQuerySchema } from './customQueryValidators';
import { calendarDate, datePeriodSchema, monthYear, recordId } from './responseFields';

/** One of the person's expense categories, by name. */
const expenseCategory = z.string();
const basis = z.enum(BUDGET_BASES);

/**
 * A standing monthly budget for one expense category: it applies to every month from `since` on until it is
 * changed or deleted. With `rollover`, what is left of a month (never a negative amount) is carried into the
 * next, accumulated from `since`.
 */
export const budgetSchema = z.object({
  category: expenseCategory,
  /** The monthly amount, in the user's currency. */
  amount: z.number(),
  rollover: z.boolean(),
  /** The month the budget was first set. */
  since: monthYear,
  /** Its version: a change names it, so that it never overwrites a newer one unseen. */
  updatedAt: z.string(),
});

/** One budget as a month shows it. */
export const budgetMonthLineSchema = budgetSchema.extend({
  /** Left from earlier months and carried in (0 without rollover). */
  carriedOver: z.number(),
  /** amount + carriedOver */
  available: z.number(),
  /** The month's expenses of the category, a positive figure. */
  spent: z.number(),
  /** available - spent: negative when over budget. */
  remaining: z.number(),
  /** spent / available x 100, one decimal (0 when nothing is available and nothing spent). */
  percentUsed: z.number(),
  overBudget: z.boolean(),
});

/** GET /api/budgets?month=YYYY-MM (default: the person's current month), and the answer of PUT. */
export const monthBudgetsSchema = z.object({
  month: monthYear,
  /** Budgets that apply to the month, in EXPENSE_CATEGORIES order. */
  budgets: z.array(budgetMonthLineSchema),
  /** Over the month's budgets: spent is what their categories spent. */
  totals: z.object({
    available: z.number(),
    spent: z.number(),
    remaining: z.number(),
    percentUsed: z.number(),
    /** The month's expenses in every category, budgeted or not. */
    expenses: z.number(),
  }),
});

/** DELETE /api/budgets/{category} */
export const deletedBudgetSchema = z.object({ category: expenseCategory });

export const budgetFiguresSchema = z.object({
  budget: z.number(),
  spent: z.number(),
  /** budget - spent */
  remaining: z.number(),
  percentUsed: z.number(),
  status: z.enum(BUDGET_STATUSES),
});

export const categoryBudgetFiguresSchema = budgetFiguresSchema.extend({ category: expenseCategory, basis });

export const budgetRecommendationSchema = z.object({
  kind: z.enum(RECOMMENDATION_KINDS),
  category: expenseCategory.nullable(),
  severity: z.enum(['info', 'warning']),
  message: z.string(),
  /** The figures behind it, named (e.g. { budget, averageSpent, months }). */
  figures: z.record(z.string(), z.number()),
});

/** GET /budget/performance. */
export const budgetPerformanceSchema = z.object({
  categories: z.array(categoryBudgetFiguresSchema),
  /** Over the categories with a budget in the period; without any, over the averages. */
  overallPerformance: budgetFiguresSchema,
  recommendations: z.array(budgetRecommendationSchema),
  /** e.g. "3 of 5 categories within budget", or, without budgets, that the baseline is the 3-month average. */
  message: z.string(),
  /** True when the user has at least one budget. */
  hasBudgets: z.boolean(),
  /**
   * The whole months the overall figures measure (see BUDGET_BASES), oldest first: those the period covers, from
   * the first with a budget when any budget applies; none when the period covers no month.
   */
  months: z.array(monthYear),
  period: datePeriodSchema,
});

export const varianceLineSchema = z.object({
  category: expenseCategory,
  basis,
  budget: z.number(),
  spent: z.number(),
  /** spent - budget: positive is overspending. */
  variance: z.number(),
  /** variance / budget x 100, one decimal; null when the budget is 0. */
  variancePercent: z.number().nullable(),
});

/** GET /budget/variance: per category for the period, and per month of the period. */
export const budgetVarianceSchema = z.object({
  categories: z.array(varianceLineSchema),
  months: z.array(
    z.object({
      monthYear,
      categories: z.array(varianceLineSchema),
      budget: z.number(),
      spent: z.number(),
      variance: z.number(),
    }),
  ),
  total: z.object({
    budget: z.number(),
    spent: z.number(),
    variance: z.number(),
    variancePercent: z.number().nullable(),
  }),
  message: z.string(),
  hasBudgets: z.boolean(),
  period: datePeriodSchema,
});

/** GET /budget/recommendations */
export const budgetRecommendationsSchema = z.object({
  recommendations: z.array(budgetRecommendationSchema),
  period: datePeriodSchema,
});

const forecastMethod = z.enum(FORECAST_METHODS);

export const forecastPointSchema = z.object({
  monthYear,
  value: z.number(),
  /** The range: value -/+ 1.96 x the residuals' standard deviation x sqrt(h), low never under 0 for amounts. */
  low: z.number(),
  high: z.number(),
});

/**
 * A monthly series and its forecast. `history` is the last FORECAST_HISTORY_MONTHS whole months before the
 * current month (the person's), oldest first, from the first month with a transaction; `forecast` starts with
 * the current month.
 */
export const forecastSchema = z.object({
  method: forecastMethod,
  /** One English sentence naming the method and its parameters. */
  methodDescription: z.string(),
  history: z.array(z.object({ monthYear, value: z.number() })),
  forecast: z.array(forecastPointSchema),
});

/** GET /advanced/spending-forecast and /advanced/income-forecast: the total and each category's. */
export const categoryForecastSchema = z.object({
  total: forecastSchema,
  categories: z.array(
    z.object({
      category: z.string(),
      forecast: z.array(forecastPointSchema),
      method: forecastMethod,
    }),
  ),
});

/** One goal's projection at its recent contribution rate. */
export const goalProjectionSchema = z.object({
  goalId: recordId,
  name: z.string(),
  targetAmount: z.number(),
  savedAmount: z.number(),
  targetDate: calendarDate,
  /** Contributions per month over the last 3 whole months. */
  monthlyRate: z.number(),
  /** What is left divided by the months to the target date; 0 when met. */
  requiredMonthly: z.number(),
  /** At the recent rate; null when the rate is 0 and the goal is not met. */
  expectedCompletionDate: calendarDate.nullable(),
  /** Met, or expected by its target date. */
  onTrack: z.boolean(),
  message: z.string(),
});

/** GET /goals/projections: Active goals, soonest target date first. */
export const goalProjectionsSchema = z.object({ goals: z.array(goalProjectionSchema) });

export const anomalySchema = z.object({
  transaction: transactionHighlightSchema,
  /** The category's median amount over the baseline (the period and the 12 months before it). */
  categoryMedian: z.number(),
  /** The robust z-score. */
  score: z.number(),
  reason: z.string(),
});

/** GET /transactions/anomalies: the period's unusual transactions, highest score first. */
export const anomaliesSchema = z.object({
  anomalies: z.array(anomalySchema),
  method: z.string(),
  period: datePeriodSchema,
});

/** GET /advanced/cash-flow: each month of the period. */
export const cashFlowSchema = z.object({
  months: z.array(
    z.object({
      monthYear,
      income: z.number(),
      expenses: z.number(),
      net: z.number(),
      cumulative: z.number(),
    }),
  ),
  totals: z.object({ income: z.number(), expenses: z.number(), net: z.number() }),
  period: datePeriodSchema,
});

export const healthComponentSchema = z.object({
  key: z.enum(HEALTH_COMPONENT_KEYS),
  /** 0-100 */
  score: z.number(),
  /** Share of the total score, the weights of the components present summing to 1. */
  weight: z.number(),
  /** The measured figure (percent, coefficient of variation, months, percent of categories). */
  value: z.number(),
  detail: z.string(),
});

/** GET /advanced/financial-health: a 0-100 score, the weighted mean of its components. */
export const financialHealthSchema = z.object({
  score: z.number(),
  rating: z.enum(HEALTH_RATINGS),
  /** Components that cannot be measured (no budgets: budgetAdherence) are left out and the weights rescaled. */
  components: z.array(healthComponentSchema),
  period: datePeriodSchema,
});

/** GET /chart/{line|area}: income and expenses per month (area: cumulative net). Nivo's line shape. */
export const seriesChartSchema = z.object({
  chartType: z.enum(['line', 'area']),
  series: z.array(z.object({ id: z.string(), data: z.array(z.object({ x: z.string(), y: z.number() })) })),
  period: datePeriodSchema,
});

/** GET /chart/bar: income and expenses per month. Nivo's bar shape. */
export const barChartDataSchema = z.object({
  chartType: z.literal('bar'),
  keys: z.array(z.string()),
  indexBy: z.literal('monthYear'),
  data: z.array(z.record(z.string(), z.union([z.string(), z.number()]))),
  period: datePeriodSchema,
});

/** GET /chart/pie: expenses by category. */
export const pieChartDataSchema = z.object({
  chartType: z.literal('pie'),
  data: z.array(z.object({ id: z.string(), label: z.string(), value: z.number(), color: z.string() })),
  period: datePeriodSchema,
});

export const chartDataSchema = z.union([seriesChartSchema, barChartDataSchema, pieChartDataSchema]);

export const customQueryResultSchema = z.object({
  query: customQuerySchema,
  /**
   * key is the group's value (a YYYY-MM month, a category, a type, a weekday) or 'all'; groups without
   * transactions are left out. In the groups' natural order: months oldest first, categories, types and
   * weekdays (Monday first) in the contract's lists' order. average is rounded to the cent; count's value is
   * transactionCount.
   */
  rows: z.array(z.object({ key: z.string(), value: z.number(), transactionCount: z.number() })),
  period: datePeriodSchema,
});

/** Each request answered under its key with its own status and the envelope it would have had alone. */
export const batchResultSchema = z.object({
  results: z.record(z.string(), z.object({ status: z.number(), body: z.unknown() })),
});
