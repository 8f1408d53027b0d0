// The Budgets tab's calls: a month's budgets (GET /api/budgets), and the writes that change them. A write answers
// the month's budgets, shown at once; it makes every budget month and every analytics answer stale (the budget
// analytics, recommendations and health score read the budgets).
import { type BudgetInput, type ExpenseCategory, type MonthBudgets } from '@moneta/shared';
import { invalidateChanged, useQueryClient } from '@moneta/shared/query';
import { showBudgetConflict } from './budgetConflict';
import { budgetsApi, budgetsKeys, useBudgetChange, BUDGET_CHANGES } from '@moneta/shared/analytics';

/**
 * PUT /api/budgets with one line: sets that category's budget; the answer is the month's budgets. A line made
 * from an older version of its budget (its updatedAt) is refused: the tab then shows the budget as it is now,
 * and asks which version to keep (./budgetConflict.ts).
 */
export function useSetBudget(month: string) {
  const client = useQueryClient();
  return useBudgetChange({
    mutationFn: (line: BudgetInput) => budgetsApi.update({ budgets: [line], month }),
    onSuccess: (answer: MonthBudgets) => client.setQueryData(budgetsKeys.month(month), answer),
    onError: (error, line) => {
      const current = showBudgetConflict(error, line);
      if (!current) return;
      // Changed elsewhere: the month shows the budget as it is now at once, the figures derived from it follow.
      client.setQueryData(budgetsKeys.month(month), current);
      invalidateChanged(client, BUDGET_CHANGES);
    },
  });
}

/** DELETE /api/budgets/:category. */
export function useDeleteBudget() {
  return useBudgetChange({
    mutationFn: (category: ExpenseCategory) => budgetsApi.remove(category),
  });
}
