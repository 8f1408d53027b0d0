// The budgets' hooks for the screens: a month's budgets, and the change hook that makes stale what a change of a
// budget does.
import { changeOf, useQuery } from '@moneta/shared/query';
import { budgetsApi } from './api';
import { BUDGET_CHANGES, budgetsKeys } from './keys';

/** A month's budgets (YYYY-MM). */
export const useMonthBudgets = (month: string) =>
  useQuery({ queryKey: budgetsKeys.month(month), queryFn: () => budgetsApi.month(month) });

/** A budget set, changed or removed. */
export const useBudgetChange = changeOf(BUDGET_CHANGES);
