// A budget change refused because the budget changed elsewhere since the tab showed it (on another device, in
// another tab): the tab shows the budget as it is now, and ./BudgetConflict.tsx asks which version to keep. One
// at a time, for the whole tab, as the control that made the change is mounted again with the new figures.
import { useSyncExternalStore } from 'react';
import type { BudgetInput, BudgetMonthLine, MonthBudgets } from '@moneta/shared';
import { changedElsewhere } from '@moneta/shared/query';

export interface BudgetConflict {
  mine: BudgetInput;
  /** The category's budget as it is now; null when it was deleted. */
  theirs: BudgetMonthLine | null;
}

let shown: BudgetConflict | null = null;
const listeners = new Set<() => void>();

export function setBudgetConflict(conflict: BudgetConflict | null): void {
  shown = conflict;
  listeners.forEach((listener) => listener());
}

export const useBudgetConflict = (): BudgetConflict | null =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => shown,
  );

/** Asks which version to keep when `error` refused `mine` as stale: answers the month as it is now, else null. */
export function showBudgetConflict(error: unknown, mine: BudgetInput): MonthBudgets | null {
  const current = changedElsewhere<MonthBudgets>(error);
  if (current) {
    setBudgetConflict({
      mine,
      theirs: current.budgets.find((line) => line.category === mine.category) ?? null,
    });
  }
  return current;
}
