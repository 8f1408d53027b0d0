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

/** Query parameters are sent only when non-empty (SPEC section 7). */
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
const get = async <T>(path: string, params?: Params) => {
  const analytics = await client();
  if (store.get(accessTokenAtom) === null) throw new Error('Signed out');
  return unwrap<T>(await analytics.get(path, { params: paramsOf(params) }));
};

/** A period's dates; a call without one gets the last 30 days. */
type Period = Partial<DatePeriod>;

/** Analytics (SPEC section 7, base /api/analytics). Answers are cached by the query layer (analyticsKeys). */
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
