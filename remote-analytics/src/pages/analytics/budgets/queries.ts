// The Budgets tab's calls: a month's budgets (GET /api/budgets), and the writes that change them. A write answers
// the month's budgets, shown at once; it makes every budget month and every analytics answer stale (the budget
// analytics, recommendations and health score read the budgets).
import { budgetsApi, type BudgetInput, type ExpenseCategory, type MonthBudgets } from '@moneta/shared';
import { budgetsKeys, invalidateChanged, useChange, useQuery, useQueryClient } from '@moneta/shared/query';
import { showBudgetConflict } from './budgetConflict';

export const useMonthBudgets = (month: string) =>
  useQuery({ queryKey: budgetsKeys.month(month), queryFn: () => budgetsApi.month(month) });

/**
 * PUT /api/budgets with one line: sets that category's budget; the answer is the month's budgets. A line made
 * from an older version of its budget (its updatedAt) is refused: the tab then shows the budget as it is now,
 * and asks which version to keep (./budgetConflict.ts).
 */
export function useSetBudget(month: string) {
  const client = useQueryClient();
  return useChange({
    mutationFn: (line: BudgetInput) => budgetsApi.update({ budgets: [line], month }),
    invalidates: [budgetsKeys.all],
    onSuccess: (answer: MonthBudgets) => client.setQueryData(budgetsKeys.month(month), answer),
    onError: (error, line) => {
      const current = showBudgetConflict(error, line);
      if (!current) return;
      // Changed elsewhere: the month shows the budget as it is now at once, the figures derived from it follow.
      client.setQueryData(budgetsKeys.month(month), current);
      invalidateChanged(client, [budgetsKeys.all]);
    },
  });
}

/** DELETE /api/budgets/:category. */
export function useDeleteBudget() {
  return useChange({
    mutationFn: (category: ExpenseCategory) => budgetsApi.remove(category),
    invalidates: [budgetsKeys.all],
  });
}
