// The answers of /api/analytics, written once: ./analytics.ts names their
// types from these schemas. Amounts are decimals computed from integer minor units; percents carry one decimal.
import { z } from 'zod';
import { CHANGE_DOMAINS, WEEKDAYS } from './analyticsLimits';
import { goalProgressSchema } from './goalResponses';
import { datePeriodSchema, monthYear, timestamp } from './responseFields';
import { transactionSchema, trendMonthDays } from './transactionResponses';

const weekday = z.enum(WEEKDAYS);

/** A period's totals. */
export const periodTotalsSchema = datePeriodSchema.extend({
  totalIncome: z.number(),
  /** A positive figure. */
  totalExpenses: z.number(),
  netSavings: z.number(),
  /** Percent of income saved, one decimal; 0 without income. */
  savingsRate: z.number(),
  transactionCount: z.number(),
});

/** GET /spending/comparison: the asked period (period1) against the one of equal length before it (period2). */
export const spendingComparisonSchema = z.object({
  period1: periodTotalsSchema,
  period2: periodTotalsSchema,
  /**
   * Percent change of each figure from period2 to period1, one decimal; null when period2's figure is 0.
   * savingsRate's change is the difference in percentage points; null when either period has no income (no
   * rate).
   */
  changes: z.object({
    totalIncome: z.number().nullable(),
    totalExpenses: z.number().nullable(),
    netSavings: z.number().nullable(),
    savingsRate: z.number().nullable(),
    transactionCount: z.number().nullable(),
  }),
});

export const weekdayFiguresSchema = z.object({
  day: weekday,
  transactionCount: z.number(),
  totalIncome: z.number(),
  /** A positive figure. */
  totalExpenses: z.number(),
});

/** GET /spending/patterns: expenses by weekday and by day of the month. */
export const spendingPatternsSchema = z.object({
  byWeekday: z.array(
    z.object({
      day: weekday,
      totalExpenses: z.number(),
      expenseCount: z.number(),
      averageExpense: z.number(),
    }),
  ),
  /** The weekday with the most spending, or null without expenses. */
  highestSpendingDay: weekday.nullable(),
  /** Days 1-31 of the month, each with the period's expenses dated on it. */
  byDayOfMonth: z.array(z.object({ day: z.number(), totalExpenses: z.number(), expenseCount: z.number() })),
  /** The day of the month with the most spending, or null without expenses. */
  highestSpendingDayOfMonth: z.number().nullable(),
  /** Expenses divided by the days of the period. */
  averageDailySpending: z.number(),
  period: datePeriodSchema,
});

/** GET /income/trends: income per month of the period, months without income as zeros. */
export const incomeTrendsSchema = z.object({
  trends: z.array(
    z.object({ monthYear, ...trendMonthDays, totalIncome: z.number(), transactionCount: z.number() }),
  ),
  averageMonthlyIncome: z.number(),
  totalIncome: z.number(),
  period: datePeriodSchema,
});

/** GET /income/sources: income by category, largest first. */
export const incomeSourcesSchema = z.object({
  sources: z.array(
    z.object({
      category: z.string(),
      amount: z.number(),
      percentage: z.number(),
      transactionCount: z.number(),
    }),
  ),
  totalIncome: z.number(),
  period: datePeriodSchema,
});

/**
 * Money by tag over the period, most spent first. A split's part counts under its own tags and its
 * transaction's; a transaction counts once under each of its tags, so the tags' sums may add up to more than
 * the period's totals.
 */
export const tagSpendingSchema = z.object({
  tags: z.array(
    z.object({
      tag: z.string(),
      expense: z.number(),
      income: z.number(),
      transactionCount: z.number(),
    }),
  ),
  period: datePeriodSchema,
});

/** A goal's progress as the analytics show it. */
export const analyticsGoalSchema = goalProgressSchema.extend({
  /** Not Completed and the target date is past (`isOverdue`): a Paused goal can be overdue. */
  overdue: z.boolean(),
  /**
   * Active, not overdue, and holding at least the share of the target that the share of time elapsed between
   * the goal's creation and its target date asks for. A Completed or Paused goal is never on track.
   */
  onTrack: z.boolean(),
});

/**
 * GET /goals/progress: every goal, soonest target date first. overdueGoals is
 * the goals dashboard's count.
 */
export const goalsProgressSchema = z.object({
  goals: z.array(analyticsGoalSchema),
  summary: z.object({
    totalGoals: z.number(),
    averageProgress: z.number(),
    onTrackGoals: z.number(),
    overdueGoals: z.number(),
  }),
});

/** One transaction as the insights name it. */
export const transactionHighlightSchema = transactionSchema.pick({
  _id: true,
  description: true,
  amount: true,
  type: true,
  category: true,
  date: true,
});

/** GET /transactions/insights. */
export const transactionInsightsSchema = z.object({
  totalTransactions: z.number(),
  /** Expenses divided by the days of the period, a positive figure. */
  dailyAverage: z.number(),
  /** The transactions with the largest and the smallest absolute amount, or null without transactions. */
  max: transactionHighlightSchema.nullable(),
  min: transactionHighlightSchema.nullable(),
  /** Moneta records no payment method: always null. */
  mostUsedPaymentMethod: z.null(),
  /** The expense category with the most spending, or null without expenses. */
  topCategory: z.object({ category: z.string(), amount: z.number() }).nullable(),
  period: datePeriodSchema,
});

/** GET /transactions/patterns. */
export const transactionPatternsSchema = z.object({
  /** The seven weekdays, Monday first. */
  weeklyPattern: z.array(weekdayFiguresSchema),
  /** The weekday with the most transactions, or null without transactions. */
  mostActiveDay: weekday.nullable(),
  period: datePeriodSchema,
});

/** GET /savings/rate. */
export const savingsRateSchema = z.object({
  /** Percent of income saved, one decimal; 0 without income. */
  rate: z.number(),
  totalSavings: z.number(),
  totalIncome: z.number(),
  totalExpenses: z.number(),
  period: datePeriodSchema,
});

/** GET /savings/trends: savings per month of the period. */
export const savingsTrendsSchema = z.object({
  trends: z.array(z.object({ monthYear, savings: z.number(), rate: z.number() })),
  averageMonthlySavings: z.number(),
  /** The month that saved most, or null when the period has no transactions. */
  bestMonth: z.object({ monthYear, savings: z.number() }).nullable(),
  period: datePeriodSchema,
});

/** GET /realtime/updates?since=ISO date-time: whether the user's figures changed since then. */
export const analyticsUpdatesSchema = z.object({
  changed: z.boolean(),
  /** The domains changed since `since`. */
  domains: z.array(z.enum(CHANGE_DOMAINS)),
  /** The user's last change to a transaction, goal or budget, or null if never. */
  lastChangeAt: timestamp.nullable(),
  /** The server's time of the answer: the next call's `since`. */
  checkedAt: timestamp,
});

export const analyticsHealthSchema = z.object({ status: z.literal('ok'), time: timestamp });
