// The analytics contract (SPEC sections 3, 5, 7 and 9; issue 9): the shapes of /api/analytics, its limits and
// the periods the Analytics Dashboard offers. Amounts are decimals computed from integer minor units; percents
// carry one decimal, rounded once.
import { INCOME_CATEGORIES } from './constants';
import type { GoalProgress } from './goals';
import type { DatePeriod, Transaction, TransactionCategory } from './transactions';

export const ANALYTICS_TIMEOUT_MS = 30_000;
/** Retries after the first attempt; the n-th waits n x the base delay (SPEC section 8). */
export const ANALYTICS_RETRIES = 2;
export const ANALYTICS_RETRY_DELAY_MS = 1000;
/** How long an answer is reused before it is asked again (SPEC section 9). */
export const ANALYTICS_CACHE_MS = 5 * 60 * 1000;
/** The longest period a call may ask for (SPEC section 5): 2 years of 365 days between its start and end. */
export const ANALYTICS_MAX_RANGE_YEARS = 2;
export const ANALYTICS_MAX_RANGE_DAYS = ANALYTICS_MAX_RANGE_YEARS * 365;
/** A period a call does not name: the last 30 days, today included. */
export const ANALYTICS_DEFAULT_DAYS = 30;
/** How often an open dashboard asks /realtime/updates whether its figures changed elsewhere. */
export const ANALYTICS_UPDATES_POLL_MS = 60 * 1000;

/** The Analytics Dashboard's period selector (SPEC section 9): each ends today and spans `days` days. */
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

/** `analytics_{type}_{timestamp}.csv` (SPEC section 9), the timestamp in UTC as 20261125T093000Z. */
export function analyticsExportFileName(type: AnalyticsExportType, at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return `analytics_${type}_${stamp}.csv`;
}

/** A period's totals. */
export interface PeriodTotals extends DatePeriod {
  totalIncome: number;
  /** A positive figure. */
  totalExpenses: number;
  netSavings: number;
  /** Percent of income saved, one decimal; 0 without income. */
  savingsRate: number;
  transactionCount: number;
}

/** GET /spending/comparison: the asked period (period1) against the one of equal length before it (period2). */
export interface SpendingComparison {
  period1: PeriodTotals;
  period2: PeriodTotals;
  /**
   * Percent change of each figure from period2 to period1, one decimal; null when period2's figure is 0.
   * savingsRate's change is the difference in percentage points.
   */
  changes: {
    totalIncome: number | null;
    totalExpenses: number | null;
    netSavings: number | null;
    savingsRate: number;
    transactionCount: number | null;
  };
}

export interface WeekdayFigures {
  day: Weekday;
  transactionCount: number;
  totalIncome: number;
  /** A positive figure. */
  totalExpenses: number;
}

/** GET /spending/patterns: expenses by weekday and by day of the month. */
export interface SpendingPatterns {
  byWeekday: { day: Weekday; totalExpenses: number; expenseCount: number; averageExpense: number }[];
  /** The weekday with the most spending, or null without expenses. */
  highestSpendingDay: Weekday | null;
  /** Days 1-31 of the month, each with the period's expenses dated on it. */
  byDayOfMonth: { day: number; totalExpenses: number; expenseCount: number }[];
  /** The day of the month with the most spending, or null without expenses. */
  highestSpendingDayOfMonth: number | null;
  /** Expenses divided by the days of the period. */
  averageDailySpending: number;
  period: DatePeriod;
}

/** GET /income/trends: income per month of the period, months without income as zeros. */
export interface IncomeTrends {
  trends: { monthYear: string; totalIncome: number; transactionCount: number }[];
  averageMonthlyIncome: number;
  totalIncome: number;
  period: DatePeriod;
}

/** GET /income/sources: income by category, largest first. */
export interface IncomeSources {
  sources: { category: IncomeCategory; amount: number; percentage: number; transactionCount: number }[];
  totalIncome: number;
  period: DatePeriod;
}

/** A goal's progress as the analytics show it. */
export interface AnalyticsGoal extends GoalProgress {
  /** Not Completed and the target date is past. */
  overdue: boolean;
  /**
   * Completed, or not overdue with at least the share of the target that the share of time elapsed between
   * the goal's creation and its target date asks for.
   */
  onTrack: boolean;
}

/** GET /goals/progress (SPEC section 3, "Goals progress"): every goal, soonest target date first. */
export interface GoalsProgress {
  goals: AnalyticsGoal[];
  summary: { totalGoals: number; averageProgress: number; onTrackGoals: number; overdueGoals: number };
}

/** One transaction as the insights name it. */
export type TransactionHighlight = Pick<
  Transaction,
  '_id' | 'description' | 'amount' | 'type' | 'category' | 'date'
>;

/** GET /transactions/insights. */
export interface TransactionInsights {
  totalTransactions: number;
  /** Expenses divided by the days of the period, a positive figure. */
  dailyAverage: number;
  /** The transactions with the largest and the smallest absolute amount, or null without transactions. */
  max: TransactionHighlight | null;
  min: TransactionHighlight | null;
  /** Moneta records no payment method: always null. */
  mostUsedPaymentMethod: null;
  /** The expense category with the most spending, or null without expenses. */
  topCategory: { category: TransactionCategory; amount: number } | null;
  period: DatePeriod;
}

/** GET /transactions/patterns. */
export interface TransactionPatterns {
  /** The seven weekdays, Monday first. */
  weeklyPattern: WeekdayFigures[];
  /** The weekday with the most transactions, or null without transactions. */
  mostActiveDay: Weekday | null;
  period: DatePeriod;
}

/** GET /savings/rate. */
export interface SavingsRate {
  /** Percent of income saved, one decimal; 0 without income. */
  rate: number;
  totalSavings: number;
  totalIncome: number;
  totalExpenses: number;
  period: DatePeriod;
}

/** GET /savings/trends: savings per month of the period. */
export interface SavingsTrends {
  trends: { monthYear: string; savings: number; rate: number }[];
  averageMonthlySavings: number;
  /** The month that saved most, or null when the period has no transactions. */
  bestMonth: { monthYear: string; savings: number } | null;
  period: DatePeriod;
}

/** GET /realtime/updates?since=ISO date-time: whether the user's figures changed since then. */
export interface AnalyticsUpdates {
  changed: boolean;
  /** The domains changed since `since`. */
  domains: ('transactions' | 'goals' | 'budgets')[];
  /** The user's last change to a transaction, goal or budget, or null if never. */
  lastChangeAt: string | null;
  /** The server's time of the answer: the next call's `since`. */
  checkedAt: string;
}

export interface AnalyticsHealth {
  status: 'ok';
  time: string;
}
