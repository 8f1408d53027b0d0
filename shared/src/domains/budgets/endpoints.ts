// The budgets API: every call's method, path and types, read by the client (./api.ts) and the API's routes.
import type { BudgetsUpdate, MonthBudgets } from '../../contract/budgets';
import { endpoint } from '../endpoint';

export const budgetsEndpoints = {
  /** A month's budgets (YYYY-MM), with what was spent and carried over; the person's current month without one. */
  month: endpoint<MonthBudgets, { month?: string }>('GET', '/budgets'),
  /** Sets (creates or changes) the named categories' budgets; answers the month's budgets as GET does. */
  update: endpoint<MonthBudgets, BudgetsUpdate>('PUT', '/budgets'),
  remove: endpoint('DELETE', '/budgets/:category'),
} as const;
