import type { AnalyticsExportType } from '../../contract/analytics';
import { analyticsExportFileName } from '../../contract/analytics';
import type {
  BarChartData,
  BatchRequest,
  ChartType,
  CustomQuery,
  PieChartData,
  SeriesChart,
} from '../../contract/budgets';
import { accessTokenAtom, downloadFile, request, store, type Client, type Endpoint } from '@moneta/shared';
import { analyticsEndpoints as calls, type Period } from './endpoints';

// axios, with its retries, loads with the first call, not with the page.
const client: Client = async () => (await import('../../api/analyticsClient')).analyticsClient;

/**
 * Every analytics call reads the signed-in user's figures. One whose client finishes loading after a sign-out
 * (the first call waits for axios) is not sent: it could only be refused.
 */
const signedInClient: Client = async () => {
  const analytics = await client();
  if (store.get(accessTokenAtom) === null) throw new Error('Signed out');
  return analytics;
};

type Params = Record<string, string | number | null | undefined>;

/** Query parameters are sent only when non-empty. */
function paramsOf(params: Params = {}): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') query[key] = String(value);
  }
  return query;
}

const get = <T>(
  call: Endpoint<T, Record<string, string>>,
  params?: Params,
  path?: Record<string, string | number>,
) => request(signedInClient, call, { body: paramsOf(params), ...(path ? { path } : {}) });

/** How many months a projection or forecast covers (at most FORECAST_MAX_MONTHS); the server's default without. */
type Months = number | undefined;

/** What /chart/{chartType} answers for each type. */
type ChartOf<T extends ChartType> = T extends 'pie'
  ? PieChartData
  : T extends 'bar'
    ? BarChartData
    : SeriesChart;

/** Analytics. Answers are cached by the query layer (analyticsKeys). */
export const analyticsApi = {
  dashboard: () => get(calls.dashboard),
  monthly: (year: number, month: number) => get(calls.monthly, {}, { year, month }),
  currentMonth: () => get(calls.currentMonth),
  spendingTrends: (period?: Period) => get(calls.spendingTrends, period),
  spendingCategories: (period?: Period) => get(calls.spendingCategories, period),
  spendingComparison: (period?: Period) => get(calls.spendingComparison, period),
  spendingPatterns: (period?: Period) => get(calls.spendingPatterns, period),
  spendingTags: (period?: Period) => get(calls.spendingTags, period),
  incomeTrends: (period?: Period) => get(calls.incomeTrends, period),
  incomeSources: (period?: Period) => get(calls.incomeSources, period),
  goalsProgress: () => get(calls.goalsProgress),
  goalsSummary: () => get(calls.goalsSummary),
  transactionInsights: (period?: Period) => get(calls.transactionInsights, period),
  transactionPatterns: (period?: Period) => get(calls.transactionPatterns, period),
  savingsRate: (period?: Period) => get(calls.savingsRate, period),
  savingsTrends: (period?: Period) => get(calls.savingsTrends, period),
  /** What changed since `since` (the previous answer's checkedAt); never cached. */
  updates: (since?: string) => get(calls.updates, { since }),
  health: () => get(calls.health),
  // Budgets, projections, forecasts and insights.
  budgetPerformance: (period?: Period) => get(calls.budgetPerformance, period),
  budgetVariance: (period?: Period) => get(calls.budgetVariance, period),
  budgetRecommendations: (period?: Period) => get(calls.budgetRecommendations, period),
  incomeProjections: (months?: Months) => get(calls.incomeProjections, { months }),
  savingsProjections: (months?: Months) => get(calls.savingsProjections, { months }),
  goalsProjections: () => get(calls.goalsProjections),
  spendingForecast: (months?: Months) => get(calls.spendingForecast, { months }),
  incomeForecast: (months?: Months) => get(calls.incomeForecast, { months }),
  anomalies: (period?: Period) => get(calls.anomalies, period),
  cashFlow: (period?: Period) => get(calls.cashFlow, period),
  financialHealth: (period?: Period) => get(calls.financialHealth, period),
  chart: async <T extends ChartType>(chartType: T, period?: Period) =>
    (await get(calls.chart, period, { chartType })) as ChartOf<T>,
  /** The two calls with a body read, so they retry as GETs do. */
  custom: (query: CustomQuery) => request(signedInClient, calls.custom, { body: query }),
  batch: (batch: BatchRequest) => request(signedInClient, calls.batch, { body: batch }),
  /** A CSV download of `type`; resolves with the file name. */
  exportCsv: (type: AnalyticsExportType, period?: Period) =>
    downloadFile(client, calls.exportCsv, analyticsExportFileName(type, new Date()), {
      path: { type },
      body: paramsOf(period),
    }),
};
