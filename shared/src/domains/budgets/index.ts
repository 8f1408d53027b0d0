// The budgets domain: its API calls, query keys, hooks and what a change of a budget makes stale.
export { budgetsApi } from './api';
export { budgetsEndpoints } from './endpoints';
export { useBudgetChange, useMonthBudgets } from './hooks';
export { BUDGET_CHANGES, budgetsKeys, FIGURES_CHANGES } from './keys';
