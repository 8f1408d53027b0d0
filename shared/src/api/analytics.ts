import type {
  AnalyticsExportType,
  AnalyticsHealth,
  AnalyticsUpdates,
  GoalsProgress,
  IncomeSources,
  IncomeTrends,
  SavingsRate,
  SavingsTrends,
  SpendingComparison,
  SpendingPatterns,
  TransactionInsights,
  TransactionPatterns,
} from '../contract/analytics';
import { analyticsExportFileName } from '../contract/analytics';
import type {
  Anomalies,
  BarChartData,
  BatchRequest,
  BatchResult,
  BudgetPerformance,
  BudgetRecommendations,
  BudgetVariance,
  CashFlow,
  CategoryForecast,
  ChartType,
  CustomQuery,
  CustomQueryResult,
  FinancialHealth,
  GoalProjections,
  PieChartData,
  Projection,
  SeriesChart,
} from '../contract/budgets';
import type { GoalDashboardStats } from '../contract/goals';
import type {
  CategoryAnalysis,
  DashboardStats,
  DatePeriod,
  MonthlySummary,
  SpendingTrends,
} from '../contract/transactions';
import { download, fileNameFrom, saveBlob } from './download';
import { accessTokenAtom } from '../state/auth';
import { store } from '../state/store';
import { unwrap } from './unwrap';

// axios, with its retries, loads with the first call, not with the page.
const client = async () => (await import('./analyticsClient')).analyticsClient;

type Params = Record<string, string | number | null | undefined>;

/** Query parameters are sent only when non-empty. */
function paramsOf(params: Params = {}): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') query[key] = String(value);
  }
  return query;
}

/**
 * Every analytics call reads the signed-in user's figures. One whose client finishes loading after a sign-out
 * (the first call waits for axios) is not sent: it could only be refused.
 */
const signedInClient = async () => {
  const analytics = await client();
  if (store.get(accessTokenAtom) === null) throw new Error('Signed out');
  return analytics;
};

const get = async <T>(path: string, params?: Params) =>
  unwrap<T>(await (await signedInClient()).get(path, { params: paramsOf(params) }));

/** The two calls with a body (a declarative query, a batch of GET calls); they read, so they retry as GETs do. */
const post = async <T>(path: string, body: unknown) =>
  unwrap<T>(await (await signedInClient()).post(path, body));

/** A period's dates; a call without one gets the last 30 days. */
type Period = Partial<DatePeriod>;

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
  dashboard: () => get<DashboardStats>('/dashboard'),
  monthly: (year: number, month: number) => get<MonthlySummary>(`/monthly/${year}/${month}`),
  currentMonth: () => get<MonthlySummary>('/monthly/current'),
  spendingTrends: (period?: Period) => get<SpendingTrends>('/spending/trends', period),
  spendingCategories: (period?: Period) => get<CategoryAnalysis>('/spending/categories', period),
  spendingComparison: (period?: Period) => get<SpendingComparison>('/spending/comparison', period),
  spendingPatterns: (period?: Period) => get<SpendingPatterns>('/spending/patterns', period),
  incomeTrends: (period?: Period) => get<IncomeTrends>('/income/trends', period),
  incomeSources: (period?: Period) => get<IncomeSources>('/income/sources', period),
  goalsProgress: () => get<GoalsProgress>('/goals/progress'),
  goalsSummary: () => get<GoalDashboardStats>('/goals/summary'),
  transactionInsights: (period?: Period) => get<TransactionInsights>('/transactions/insights', period),
  transactionPatterns: (period?: Period) => get<TransactionPatterns>('/transactions/patterns', period),
  savingsRate: (period?: Period) => get<SavingsRate>('/savings/rate', period),
  savingsTrends: (period?: Period) => get<SavingsTrends>('/savings/trends', period),
  /** What changed since `since` (the previous answer's checkedAt); never cached. */
  updates: (since?: string) => get<AnalyticsUpdates>('/realtime/updates', { since }),
  health: () => get<AnalyticsHealth>('/health'),
  // Budgets, projections, forecasts and insights.
  budgetPerformance: (period?: Period) => get<BudgetPerformance>('/budget/performance', period),
  budgetVariance: (period?: Period) => get<BudgetVariance>('/budget/variance', period),
  budgetRecommendations: (period?: Period) => get<BudgetRecommendations>('/budget/recommendations', period),
  incomeProjections: (months?: Months) => get<Projection>('/income/projections', { months }),
  savingsProjections: (months?: Months) => get<Projection>('/savings/projections', { months }),
  goalsProjections: () => get<GoalProjections>('/goals/projections'),
  spendingForecast: (months?: Months) => get<CategoryForecast>('/advanced/spending-forecast', { months }),
  incomeForecast: (months?: Months) => get<CategoryForecast>('/advanced/income-forecast', { months }),
  anomalies: (period?: Period) => get<Anomalies>('/transactions/anomalies', period),
  cashFlow: (period?: Period) => get<CashFlow>('/advanced/cash-flow', period),
  financialHealth: (period?: Period) => get<FinancialHealth>('/advanced/financial-health', period),
  chart: <T extends ChartType>(chartType: T, period?: Period) =>
    get<ChartOf<T>>(`/chart/${chartType}`, period),
  custom: (query: CustomQuery) => post<CustomQueryResult>('/custom', query),
  batch: (request: BatchRequest) => post<BatchResult>('/batch', request),
  /** GET /export/{type} as a CSV download; resolves with the file name. */
  exportCsv: async (type: AnalyticsExportType, period?: Period) => {
    const response = await download(
      (await client()).get<Blob>(`/export/${type}`, { params: paramsOf(period), responseType: 'blob' }),
    );
    const fileName = fileNameFrom(
      response.headers['content-disposition'],
      analyticsExportFileName(type, new Date()),
    );
    saveBlob(response.data, fileName);
    return fileName;
  },
};
