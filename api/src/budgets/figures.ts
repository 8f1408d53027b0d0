// Budget against spending, as every budget answer states it: what is left, the share used and a status.
import { BUDGET_NEAR_PERCENT, type BudgetFigures, type BudgetStatus } from '@moneta/shared/contract';
import { percentOf } from '../lib/percent';
import { fromMinorUnits } from '../db/money';

/** 'over' past the budget; 'near' from BUDGET_NEAR_PERCENT of it on; else 'under' (0 spent of 0 too). */
export function budgetStatus(budgetMinor: number, spentMinor: number): BudgetStatus {
  if (spentMinor > budgetMinor) return 'over';
  return budgetMinor > 0 && spentMinor * 100 >= budgetMinor * BUDGET_NEAR_PERCENT ? 'near' : 'under';
}

export function budgetFigures(budgetMinor: number, spentMinor: number): BudgetFigures {
  return {
    budget: fromMinorUnits(budgetMinor),
    spent: fromMinorUnits(spentMinor),
    remaining: fromMinorUnits(budgetMinor - spentMinor),
    percentUsed: percentOf(spentMinor, budgetMinor),
    status: budgetStatus(budgetMinor, spentMinor),
  };
}

/** An amount in a message for API clients: two decimals, no currency (the screens format their own). */
export const amountText = (minor: number) => fromMinorUnits(minor).toFixed(2);
