// The Analytics Dashboard's answers as the API gives them, and its calls mocked with them. The helpers every
// app shares (renderPage, signIn, apiError...) are in @moneta/shared/testing; the overview's in ./dashboard.ts.
import {
  type AnalyticsGoal,
  type Anomalies,
  type Anomaly,
  type BudgetFigures,
  type BudgetMonthLine,
  type BudgetPerformance,
  type BudgetRecommendation,
  type BudgetRecommendations,
  type CategoryAnalysis,
  type CategoryBudgetFigures,
  type CategoryForecast,
  type DatePeriod,
  type ExpenseCategory,
  type FinancialHealth,
  type Forecast,
  type MonthBudgets,
  type GoalsProgress,
  type IncomeTrends,
  type TagSpending,
  type MonthTrend,
  type SavingsTrends,
  type SpendingComparison,
  type SpendingTrends,
  type EditableTransaction,
  type Transaction,
} from '@moneta/shared';
import { aTransaction as aSharedTransaction } from '@moneta/shared/testing';
import { aDashboard } from './dashboard';
import { mockCategories } from './categories';
import { analyticsApi, budgetsApi } from '@moneta/shared/analytics';

export const ANALYTICS_PATH = '/dashboard/analytics';

/** The periods of the selector on Sunday 15 June 2025 (fixDate's day). */
export const PERIODS = {
  '30d': { startDate: '2025-05-17', endDate: '2025-06-15' },
  '90d': { startDate: '2025-03-18', endDate: '2025-06-15' },
  '1y': { startDate: '2024-06-16', endDate: '2025-06-15' },
} satisfies Record<string, DatePeriod>;

export function aComparison(
  period1: Partial<SpendingComparison['period1']> = {},
  changes: Partial<SpendingComparison['changes']> = {},
): SpendingComparison {
  const empty = {
    totalIncome: 0,
    totalExpenses: 0,
    netSavings: 0,
    savingsRate: 0,
    transactionCount: 0,
  };
  return {
    period1: { ...PERIODS['30d'], ...empty, ...period1 },
    period2: { startDate: '2025-04-17', endDate: '2025-05-16', ...empty },
    changes: {
      totalIncome: null,
      totalExpenses: null,
      netSavings: null,
      savingsRate: null,
      transactionCount: null,
      ...changes,
    },
  };
}

/** The days of `monthYear` a period covers: the whole month unless `days` says [first, last] (day numbers). */
export function monthDays(monthYear: string, days?: [number, number]) {
  const [year, month] = monthYear.split('-').map(Number) as [number, number];
  const [first, last] = days ?? [1, new Date(Date.UTC(year, month, 0)).getUTCDate()];
  const day = (value: number) => `${monthYear}-${String(value).padStart(2, '0')}`;
  return { monthYear, startDate: day(first), endDate: day(last) };
}

/** A month of the trends: income and expenses, net savings their difference; `days` if only some are in. */
export function aMonth(
  monthYear: string,
  totalIncome = 0,
  totalExpenses = 0,
  days?: [number, number],
): MonthTrend {
  return {
    ...monthDays(monthYear, days),
    totalIncome,
    totalExpenses,
    netSavings: Math.round((totalIncome - totalExpenses) * 100) / 100,
  };
}

export function aSpendingTrends(
  trends: MonthTrend[] = [aMonth('2025-05'), aMonth('2025-06')],
): SpendingTrends {
  const totalSpending = trends.reduce((sum, month) => sum + month.totalExpenses, 0);
  return {
    trends,
    totalSpending,
    averageMonthlySpending: trends.length ? Math.round((totalSpending / trends.length) * 100) / 100 : 0,
    period: PERIODS['30d'],
  };
}

/** Expenses by category, largest first, as given: [category, amount, percentage]. */
export function aCategoryAnalysis(
  categories: [CategoryAnalysis['categories'][number]['category'], number, number][] = [],
): CategoryAnalysis {
  return {
    categories: categories.map(([category, amount, percentage]) => ({
      category,
      amount,
      percentage,
      color: '#000000',
    })),
    totalAmount: categories.reduce((sum, [, amount]) => sum + amount, 0),
    period: PERIODS['30d'],
  };
}

export function anIncomeTrends(months: [string, number, number][] = []): IncomeTrends {
  const totalIncome = months.reduce((sum, [, income]) => sum + income, 0);
  return {
    trends: months.map(([monthYear, income, transactionCount]) => ({
      ...monthDays(monthYear),
      totalIncome: income,
      transactionCount,
    })),
    totalIncome,
    averageMonthlyIncome: months.length ? Math.round((totalIncome / months.length) * 100) / 100 : 0,
    period: PERIODS['30d'],
  };
}

export function aSavingsTrends(overrides: Partial<SavingsTrends> = {}): SavingsTrends {
  return {
    trends: [],
    averageMonthlySavings: 0,
    bestMonth: null,
    period: PERIODS['30d'],
    ...overrides,
  };
}

let nextId = 1;

export function anAnalyticsGoal(overrides: Partial<AnalyticsGoal> = {}): AnalyticsGoal {
  return {
    _id: `goal-${nextId++}`,
    name: 'Emergency fund',
    progress: 25,
    savedAmount: 250,
    targetAmount: 1000,
    status: 'Active',
    targetDate: '2025-12-31',
    overdue: false,
    onTrack: true,
    ...overrides,
  };
}

export function aGoalsProgress(goals: AnalyticsGoal[] = []): GoalsProgress {
  const average = goals.length ? goals.reduce((sum, goal) => sum + goal.progress, 0) / goals.length : 0;
  return {
    goals,
    summary: {
      totalGoals: goals.length,
      averageProgress: Math.round(average * 10) / 10,
      onTrackGoals: goals.filter((goal) => goal.onTrack).length,
      overdueGoals: goals.filter((goal) => goal.overdue).length,
    },
  };
}

/** A transaction of the shared kit's, an expense of 42.50 on Food in June 2025 unless `overrides` say. */
export function aTransaction(overrides: Partial<EditableTransaction> = {}): EditableTransaction {
  return aSharedTransaction({
    description: 'Groceries',
    amount: -42.5,
    date: '2025-06-14',
    createdAt: '2025-06-14T10:00:00.000Z',
    updatedAt: '2025-06-14T10:00:00.000Z',
    ...overrides,
  });
}

/** A forecast: `history` as [month, value], `forecast` as [month, value, low, high]. */
export function aForecast(
  history: [string, number][] = [],
  forecast: [string, number, number, number][] = [],
  method: Forecast['method'] = 'holt',
): Forecast {
  return {
    method,
    methodDescription: 'English for API clients',
    history: history.map(([monthYear, value]) => ({ monthYear, value })),
    forecast: forecast.map(([monthYear, value, low, high]) => ({ monthYear, value, low, high })),
  };
}

export function aCategoryForecast(total: Forecast = aForecast()): CategoryForecast {
  return { total, categories: [] };
}

/** Budget figures: the budget and what was spent, the rest computed. */
function budgetFigures(budget: number, spent: number): BudgetFigures {
  const percentUsed = budget > 0 ? Math.round((spent / budget) * 1000) / 10 : 0;
  const status = spent > budget ? 'over' : percentUsed >= 90 ? 'near' : 'under';
  return { budget, spent, remaining: Math.round((budget - spent) * 100) / 100, percentUsed, status };
}

/** A category's budget figures for the period. */
export function aCategoryBudget(
  category: ExpenseCategory,
  budget: number,
  spent: number,
  basis: CategoryBudgetFigures['basis'] = 'budget',
): CategoryBudgetFigures {
  return { category, basis, ...budgetFigures(budget, spent) };
}

/** The period's performance over `months` (YYYY-MM); the overall figures are the budgets' when any. */
export function aBudgetPerformance(
  categories: CategoryBudgetFigures[] = [],
  months: string[] = ['2025-06'],
): BudgetPerformance {
  const budgeted = categories.filter((line) => line.basis === 'budget');
  const overall = budgeted.length > 0 ? budgeted : categories;
  const budget = overall.reduce((sum, line) => sum + line.budget, 0);
  const spent = overall.reduce((sum, line) => sum + line.spent, 0);
  return {
    categories,
    overallPerformance: budgetFigures(budget, spent),
    recommendations: [],
    message: 'English for API clients',
    hasBudgets: budgeted.length > 0,
    months,
    period: PERIODS['30d'],
  };
}

/** A budget as a month shows it: amount, spent and what rolled in; the rest computed. */
export function aBudgetLine(
  category: ExpenseCategory,
  amount: number,
  spent: number,
  overrides: Partial<BudgetMonthLine> = {},
): BudgetMonthLine {
  const carriedOver = overrides.carriedOver ?? 0;
  const available = amount + carriedOver;
  const remaining = Math.round((available - spent) * 100) / 100;
  return {
    category,
    amount,
    rollover: false,
    since: '2025-01',
    updatedAt: '2025-01-01T00:00:00.000Z',
    carriedOver,
    available,
    spent,
    remaining,
    percentUsed: available > 0 ? Math.round((spent / available) * 1000) / 10 : 0,
    overBudget: spent > available,
    ...overrides,
  };
}

/** A month's budgets; `expenses`, the month's spending in every category, is the budgets' unless given. */
export function aMonthBudgets(
  month: string,
  budgets: BudgetMonthLine[] = [],
  expenses?: number,
): MonthBudgets {
  const available = budgets.reduce((sum, line) => sum + line.available, 0);
  const spent = budgets.reduce((sum, line) => sum + line.spent, 0);
  return {
    month,
    budgets,
    totals: {
      available,
      spent,
      remaining: Math.round((available - spent) * 100) / 100,
      percentUsed: available > 0 ? Math.round((spent / available) * 1000) / 10 : 0,
      expenses: expenses ?? spent,
    },
  };
}

export function aRecommendation(
  kind: BudgetRecommendation['kind'],
  category: ExpenseCategory | null,
  figures: Record<string, number>,
  severity: BudgetRecommendation['severity'] = 'warning',
): BudgetRecommendation {
  return { kind, category, severity, message: 'English for API clients', figures };
}

export function someRecommendations(recommendations: BudgetRecommendation[] = []): BudgetRecommendations {
  return { recommendations, period: PERIODS['30d'] };
}

export function anAnomaly(
  transaction: Partial<EditableTransaction>,
  categoryMedian: number,
  score = 5,
): Anomaly {
  const { _id, description, amount, type, category, date } = aTransaction(transaction);
  return {
    transaction: { _id, description, amount, type, category, date },
    categoryMedian,
    score,
    reason: 'English for API clients',
  };
}

export function someAnomalies(anomalies: Anomaly[] = []): Anomalies {
  return { anomalies, method: 'English for API clients', period: PERIODS['30d'] };
}

export function aFinancialHealth(overrides: Partial<FinancialHealth> = {}): FinancialHealth {
  return { score: 0, rating: 'Needs attention', components: [], period: PERIODS['30d'], ...overrides };
}

export interface Answers {
  comparison?: SpendingComparison;
  spendingTrends?: SpendingTrends;
  categories?: CategoryAnalysis;
  tags?: TagSpending;
  incomeTrends?: IncomeTrends;
  savingsTrends?: SavingsTrends;
  goals?: GoalsProgress;
  recent?: Transaction[];
  performance?: BudgetPerformance;
  spendingForecast?: CategoryForecast;
  incomeProjections?: Forecast;
  recommendations?: BudgetRecommendations;
  anomalies?: Anomalies;
  health?: FinancialHealth;
}

/**
 * Every call of the screen answered (empty figures unless given, the default categories); the live-updates check
 * says nothing changed.
 */
export function mockAnalytics(answers: Answers = {}) {
  jest.spyOn(analyticsApi, 'updates').mockResolvedValue({
    changed: false,
    domains: [],
    lastChangeAt: null,
    checkedAt: '2025-06-15T10:00:00.000Z',
  });
  return {
    categories: mockCategories(),
    spendingComparison: jest
      .spyOn(analyticsApi, 'spendingComparison')
      .mockResolvedValue(answers.comparison ?? aComparison()),
    spendingTrends: jest
      .spyOn(analyticsApi, 'spendingTrends')
      .mockResolvedValue(answers.spendingTrends ?? aSpendingTrends()),
    spendingCategories: jest
      .spyOn(analyticsApi, 'spendingCategories')
      .mockResolvedValue(answers.categories ?? aCategoryAnalysis()),
    spendingTags: jest
      .spyOn(analyticsApi, 'spendingTags')
      .mockResolvedValue(answers.tags ?? { tags: [], period: PERIODS['30d'] }),
    incomeTrends: jest
      .spyOn(analyticsApi, 'incomeTrends')
      .mockResolvedValue(answers.incomeTrends ?? anIncomeTrends([['2025-05', 0, 0]])),
    savingsTrends: jest
      .spyOn(analyticsApi, 'savingsTrends')
      .mockResolvedValue(answers.savingsTrends ?? aSavingsTrends()),
    goalsProgress: jest
      .spyOn(analyticsApi, 'goalsProgress')
      .mockResolvedValue(answers.goals ?? aGoalsProgress()),
    dashboard: jest
      .spyOn(analyticsApi, 'dashboard')
      .mockResolvedValue(aDashboard({ recent: answers.recent ?? [] })),
    exportCsv: jest
      .spyOn(analyticsApi, 'exportCsv')
      .mockResolvedValue('analytics_overview_20250615T120000Z.csv'),
    budgetPerformance: jest
      .spyOn(analyticsApi, 'budgetPerformance')
      .mockResolvedValue(answers.performance ?? aBudgetPerformance()),
    spendingForecast: jest
      .spyOn(analyticsApi, 'spendingForecast')
      .mockResolvedValue(answers.spendingForecast ?? aCategoryForecast()),
    incomeProjections: jest
      .spyOn(analyticsApi, 'incomeProjections')
      .mockResolvedValue(answers.incomeProjections ?? aForecast()),
    budgetRecommendations: jest
      .spyOn(analyticsApi, 'budgetRecommendations')
      .mockResolvedValue(answers.recommendations ?? someRecommendations()),
    anomalies: jest.spyOn(analyticsApi, 'anomalies').mockResolvedValue(answers.anomalies ?? someAnomalies()),
    financialHealth: jest
      .spyOn(analyticsApi, 'financialHealth')
      .mockResolvedValue(answers.health ?? aFinancialHealth()),
  };
}

/** The Budgets tab's calls: GET answers `months` (a month without an entry has no budgets), PUT and DELETE. */
export function mockBudgets(months: Record<string, MonthBudgets> = {}) {
  return {
    month: jest
      .spyOn(budgetsApi, 'month')
      .mockImplementation(async (month = '2025-06') => months[month] ?? aMonthBudgets(month)),
    update: jest.spyOn(budgetsApi, 'update'),
    remove: jest.spyOn(budgetsApi, 'remove').mockResolvedValue(undefined),
  };
}
