// The overview's answers as the API gives them, and its calls mocked with them. The helpers every app shares
// (renderPage, signIn, apiError, aTransaction...) are in @moneta/shared/testing.
import { type DashboardStats, type MonthlySummary } from '@moneta/shared';
import { analyticsApi } from '@moneta/shared/analytics';
import { mockCategories } from './categories';

export const OVERVIEW_PATH = '/dashboard';

/** June 2025 without transactions, with `overrides`. */
export function aSummary(overrides: Partial<MonthlySummary> = {}): MonthlySummary {
  return {
    month: 6,
    year: 2025,
    totalIncome: 0,
    totalExpenses: 0,
    netSavings: 0,
    savingsRate: 0,
    transactionCount: 0,
    expenseCategoryCount: 0,
    ...overrides,
  };
}

/** GET /api/analytics/dashboard of a user with neither transactions nor goals, with `overrides`. */
export function aDashboard(overrides: Partial<DashboardStats> = {}): DashboardStats {
  return {
    monthly: { summary: aSummary(), categories: [] },
    netBalance: 0,
    recent: [],
    goals: [],
    averageGoalProgress: 0,
    savingsRate: 0,
    generatedAt: '2025-06-15T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * The overview's calls: the dashboard answers `answer` (each call, unless the test says otherwise), the
 * categories are the defaults, and the live-updates check says nothing changed.
 */
export function mockDashboard(answer: DashboardStats = aDashboard()) {
  mockCategories();
  jest.spyOn(analyticsApi, 'updates').mockResolvedValue({
    changed: false,
    domains: [],
    lastChangeAt: null,
    checkedAt: '2025-06-15T10:00:00.000Z',
  });
  return jest.spyOn(analyticsApi, 'dashboard').mockResolvedValue(answer);
}
