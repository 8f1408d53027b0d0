// The analytics contract: the shapes of /api/analytics, its limits and
// the periods the Analytics Dashboard offers. Amounts are decimals computed from integer minor units; percents
// carry one decimal, rounded once.
import type { z } from 'zod';
import type {
  analyticsGoalSchema,
  analyticsHealthSchema,
  analyticsUpdatesSchema,
  goalsProgressSchema,
  incomeSourcesSchema,
  tagSpendingSchema,
  incomeTrendsSchema,
  periodTotalsSchema,
  savingsRateSchema,
  savingsTrendsSchema,
  spendingComparisonSchema,
  spendingPatternsSchema,
  transactionHighlightSchema,
  transactionInsightsSchema,
  transactionPatternsSchema,
  weekdayFiguresSchema,
} from './analyticsResponses';
import {
  ANALYTICS_DEFAULT_DAYS,
  ANALYTICS_PERIODS,
  type AnalyticsExportType,
  type AnalyticsPeriodKey,
} from './analyticsLimits';
import type { DatePeriod } from './transactions';

export * from './analyticsLimits';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `date` (YYYY-MM-DD) moved by `days` calendar days. */
function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The dates of a selector period ending on `today` (YYYY-MM-DD, the person's own day), both included. */
export function analyticsPeriod(key: AnalyticsPeriodKey, today: string): DatePeriod {
  const days = ANALYTICS_PERIODS.find((period) => period.key === key)?.days ?? ANALYTICS_DEFAULT_DAYS;
  return { startDate: shiftDate(today, 1 - days), endDate: today };
}

/** The period of the same length just before `period` (the comparison's period2). */
export function previousPeriod(period: DatePeriod): DatePeriod {
  const days = Math.round((Date.parse(period.endDate) - Date.parse(period.startDate)) / DAY_MS) + 1;
  return { startDate: shiftDate(period.startDate, -days), endDate: shiftDate(period.startDate, -1) };
}

/** `analytics_{type}_{timestamp}.csv`, the timestamp in UTC as 20261125T093000Z. */
export function analyticsExportFileName(type: AnalyticsExportType, at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return `analytics_${type}_${stamp}.csv`;
}

// The answers' shapes are written once, as the schemas of ./analyticsResponses.ts.
export type PeriodTotals = z.output<typeof periodTotalsSchema>;
export type SpendingComparison = z.output<typeof spendingComparisonSchema>;
export type WeekdayFigures = z.output<typeof weekdayFiguresSchema>;
export type SpendingPatterns = z.output<typeof spendingPatternsSchema>;
export type IncomeTrends = z.output<typeof incomeTrendsSchema>;
export type IncomeSources = z.output<typeof incomeSourcesSchema>;
export type TagSpending = z.output<typeof tagSpendingSchema>;
export type AnalyticsGoal = z.output<typeof analyticsGoalSchema>;
export type GoalsProgress = z.output<typeof goalsProgressSchema>;
export type TransactionHighlight = z.output<typeof transactionHighlightSchema>;
export type TransactionInsights = z.output<typeof transactionInsightsSchema>;
export type TransactionPatterns = z.output<typeof transactionPatternsSchema>;
export type SavingsRate = z.output<typeof savingsRateSchema>;
export type SavingsTrends = z.output<typeof savingsTrendsSchema>;
export type AnalyticsUpdates = z.output<typeof analyticsUpdatesSchema>;
export type AnalyticsHealth = z.output<typeof analyticsHealthSchema>;
