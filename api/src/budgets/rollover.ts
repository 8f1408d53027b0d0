// What a budget makes available month by month. Without rollover, its amount. With rollover, its amount plus
// what was left of the month before: carriedOver(since) = 0 and carriedOver(m + 1) = max(0, available(m) -
// spent(m)), so what is left carries forward and overspending never does.
import type { ExpenseCategory } from '@moneta/shared/contract';
import { addMonthsClamped } from '../transactions/dates';
import type { BudgetRow } from './schema';

export interface BudgetMonth {
  carriedMinor: number;
  /** amount + carried */
  availableMinor: number;
}

export type BudgetTerms = Pick<BudgetRow, 'category' | 'amountMinor' | 'rollover' | 'since'>;

/** True when the budget applies to `month` (a first day): months from its `since` on. */
export const appliesTo = (budget: BudgetTerms, month: string) => budget.since <= month;

/**
 * The budget's figures of each month from its `since` to `last` (first days), keyed by month; none when it
 * starts after `last`. `spentIn` gives a whole month's expenses of the category, read only when rollover is on.
 */
export function budgetMonths(
  budget: BudgetTerms,
  last: string,
  spentIn: (month: string, category: ExpenseCategory) => number,
): Map<string, BudgetMonth> {
  const months = new Map<string, BudgetMonth>();
  let carriedMinor = 0;
  for (let month = budget.since; month <= last; month = addMonthsClamped(month, 1)) {
    const availableMinor = budget.amountMinor + carriedMinor;
    months.set(month, { carriedMinor, availableMinor });
    carriedMinor = budget.rollover ? Math.max(0, availableMinor - spentIn(month, budget.category)) : 0;
  }
  return months;
}

/**
 * The first month whose expenses the budgets' figures from `first` on need: the earliest `since` of a budget
 * with rollover, else `first` itself.
 */
export function firstMonthNeeded(budgets: readonly BudgetTerms[], first: string): string {
  return budgets.reduce(
    (earliest, budget) => (budget.rollover && budget.since < earliest ? budget.since : earliest),
    first,
  );
}
