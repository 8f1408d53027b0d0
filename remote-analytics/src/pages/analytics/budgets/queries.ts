// The Budgets tab's calls: a month's budgets (GET /api/budgets), and the writes that change them. A write answers
// the month's budgets, shown at once; it makes every budget month and every analytics answer stale (the budget
// analytics, recommendations and health score read the budgets).
import { budgetsApi, type BudgetInput, type ExpenseCategory, type MonthBudgets } from '@moneta/shared';
import { budgetsKeys, useChange, useQuery, useQueryClient } from '@moneta/shared/query';

export const useMonthBudgets = (month: string) =>
  useQuery({ queryKey: budgetsKeys.month(month), queryFn: () => budgetsApi.month(month) });

/** PUT /api/budgets with one line: sets that category's budget; the answer is the month's budgets. */
export function useSetBudget(month: string) {
  const client = useQueryClient();
  return useChange({
    mutationFn: (line: BudgetInput) => budgetsApi.update({ budgets: [line], month }),
    invalidates: [budgetsKeys.all],
    onSuccess: (answer: MonthBudgets) => client.setQueryData(budgetsKeys.month(month), answer),
  });
}

/** DELETE /api/budgets/:category. */
export function useDeleteBudget() {
  return useChange({
    mutationFn: (category: ExpenseCategory) => budgetsApi.remove(category),
    invalidates: [budgetsKeys.all],
  });
}
