import type { BudgetsUpdate, ExpenseCategory, MonthBudgets } from '../contract/budgets';
import { unwrap } from './unwrap';

// axios loads with the first call, not with the page.
const client = async () => (await import('./client')).apiClient;
const BASE = '/budgets';

/** Monthly budgets per expense category. */
export const budgetsApi = {
  /** A month's budgets (YYYY-MM), with what was spent and carried over; the person's current month without one. */
  month: async (month?: string) =>
    unwrap<MonthBudgets>(await (await client()).get(BASE, { params: month ? { month } : {} })),
  /** Sets (creates or changes) the named categories' budgets; answers the month's budgets as GET does. */
  update: async (update: BudgetsUpdate) => unwrap<MonthBudgets>(await (await client()).put(BASE, update)),
  remove: async (category: ExpenseCategory) => {
    await (await client()).delete(`${BASE}/${encodeURIComponent(category)}`);
  },
};
