// The analytics values the schemas and the server's messages are built from. Apart from ./analytics.ts, which
// re-exports them, because that file names its types from the schemas, which import these values.

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

/** The name of one of the person's income categories. */
export type IncomeCategory = string;
