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
import { INCOME_CATEGORIES } from './constants';
import type { DatePeriod } from './transactions';

export const ANALYTICS_TIMEOUT_MS = 30_000;
/** Retries after the first attempt; the n-th waits n x the base delay. */
export const ANALYTICS_RETRIES = 2;
export const ANALYTICS_RETRY_DELAY_MS = 1000;
/** How long an answer is reused before it is asked again. */
export const ANALYTICS_CACHE_MS = 5 * 60 * 1000;
/** The longest period a call may ask for: 2 years of 365 days between its start and end. */
export const ANALYTICS_MAX_RANGE_YEARS = 2;
export const ANALYTICS_MAX_RANGE_DAYS = ANALYTICS_MAX_RANGE_YEARS * 365;
/** A period a call does not name: the last 30 days, today included. */
export const ANALYTICS_DEFAULT_DAYS = 30;
/** How often an open dashboard asks /realtime/updates whether its figures changed elsewhere. */
export const ANALYTICS_UPDATES_POLL_MS = 60 * 1000;

/** The Analytics Dashboard's period selector: each ends today and spans `days` days. */
export const ANALYTICS_PERIODS = [
  { key: '30d', days: 30, label: 'Last 30 Days' },
  { key: '90d', days: 90, label: 'Last 90 Days' },
  { key: '1y', days: 365, label: 'Last Year' },
] as const;
export type AnalyticsPeriodKey = (typeof ANALYTICS_PERIODS)[number]['key'];
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriodKey = '30d';

/** The CSV exports, one per tab of the Analytics Dashboard. */
export const ANALYTICS_EXPORT_TYPES = ['overview', 'spending', 'income', 'goals'] as const;
export type AnalyticsExportType = (typeof ANALYTICS_EXPORT_TYPES)[number];

/** ISO weekdays, Monday first. */
export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** What a change is recorded for: the figures that read it are asked again when it changes. */
export const CHANGE_DOMAINS = ['transactions', 'goals', 'budgets'] as const;
export type ChangeDomain = (typeof CHANGE_DOMAINS)[number];

export type IncomeCategory = (typeof INCOME_CATEGORIES)[number];

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
export type AnalyticsGoal = z.output<typeof analyticsGoalSchema>;
export type GoalsProgress = z.output<typeof goalsProgressSchema>;
export type TransactionHighlight = z.output<typeof transactionHighlightSchema>;
export type TransactionInsights = z.output<typeof transactionInsightsSchema>;
export type TransactionPatterns = z.output<typeof transactionPatternsSchema>;
export type SavingsRate = z.output<typeof savingsRateSchema>;
export type SavingsTrends = z.output<typeof savingsTrendsSchema>;
export type AnalyticsUpdates = z.output<typeof analyticsUpdatesSchema>;
export type AnalyticsHealth = z.output<typeof analyticsHealthSchema>;
