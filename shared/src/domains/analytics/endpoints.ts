// The analytics API: every call's method, path and types, read by the client (./api.ts) and the API's routes.
// All are reads; the two with a body (a declarative query, a batch of GET calls) are POSTs.
import type {
  AnalyticsHealth,
  AnalyticsUpdates,
  GoalsProgress,
  IncomeSources,
  TagSpending,
  IncomeTrends,
  SavingsRate,
  SavingsTrends,
  SpendingComparison,
  SpendingPatterns,
  TransactionInsights,
  TransactionPatterns,
} from '../../contract/analytics';
import type {
  Anomalies,
  BatchRequest,
  BatchResult,
  BudgetPerformance,
  BudgetRecommendations,
  BudgetVariance,
  CashFlow,
  CategoryForecast,
  CustomQuery,
  CustomQueryResult,
  FinancialHealth,
  GoalProjections,
  Projection,
} from '../../contract/budgets';
import type { GoalDashboardStats } from '../../contract/goals';
import type {
  CategoryAnalysis,
  DashboardStats,
  DatePeriod,
  MonthlySummary,
  SpendingTrends,
} from '../../contract/transactions';
import { endpoint } from '../endpoint';

/** A query string as sent: only the parameters given. */
type Query = Record<string, string>;

/** A period's dates; a call without one gets the last 30 days. */
export type Period = Partial<DatePeriod>;

const read = <Answer>(path: string) => endpoint<Answer, Query>('GET', `/analytics${path}`);

export const analyticsEndpoints = {
  dashboard: read<DashboardStats>('/dashboard'),
  monthly: read<MonthlySummary>('/monthly/:year/:month'),
  currentMonth: read<MonthlySummary>('/monthly/current'),
  spendingTrends: read<SpendingTrends>('/spending/trends'),
  spendingCategories: read<CategoryAnalysis>('/spending/categories'),
  spendingComparison: read<SpendingComparison>('/spending/comparison'),
  spendingPatterns: read<SpendingPatterns>('/spending/patterns'),
  spendingTags: read<TagSpending>('/spending/tags'),
  incomeTrends: read<IncomeTrends>('/income/trends'),
  incomeSources: read<IncomeSources>('/income/sources'),
  goalsProgress: read<GoalsProgress>('/goals/progress'),
  goalsSummary: read<GoalDashboardStats>('/goals/summary'),
  transactionInsights: read<TransactionInsights>('/transactions/insights'),
  transactionPatterns: read<TransactionPatterns>('/transactions/patterns'),
  savingsRate: read<SavingsRate>('/savings/rate'),
  savingsTrends: read<SavingsTrends>('/savings/trends'),
  updates: read<AnalyticsUpdates>('/realtime/updates'),
  health: read<AnalyticsHealth>('/health'),
  budgetPerformance: read<BudgetPerformance>('/budget/performance'),
  budgetVariance: read<BudgetVariance>('/budget/variance'),
  budgetRecommendations: read<BudgetRecommendations>('/budget/recommendations'),
  incomeProjections: read<Projection>('/income/projections'),
  savingsProjections: read<Projection>('/savings/projections'),
  goalsProjections: read<GoalProjections>('/goals/projections'),
  spendingForecast: read<CategoryForecast>('/advanced/spending-forecast'),
  incomeForecast: read<CategoryForecast>('/advanced/income-forecast'),
  anomalies: read<Anomalies>('/transactions/anomalies'),
  cashFlow: read<CashFlow>('/advanced/cash-flow'),
  financialHealth: read<FinancialHealth>('/advanced/financial-health'),
  /** Answers the chart of its type (pie, bar or a series). */
  chart: read<unknown>('/chart/:chartType'),
  custom: endpoint<CustomQueryResult, CustomQuery>('POST', '/analytics/custom'),
  batch: endpoint<BatchResult, BatchRequest>('POST', '/analytics/batch'),
  /** A CSV file, not an envelope. */
  exportCsv: endpoint<Blob, Query>('GET', '/analytics/export/:type'),
} as const;
