// GET /api/budgets and the answer of PUT: the budgets that apply to a month, each with what was carried in, what
// is available, spent and left, and the month's spending in every category. One read of the budgets, one of the
// month totals from the earliest month a rollover needs. A period's budget figures are built from these
// (periodBudgets.ts).
import type { BudgetMonthLine, MonthBudgets } from '@moneta/shared/contract';
import { percentOf } from '../lib/percent';
import type { Db } from '../db/client';
import { fromMinorUnits } from '../db/money';
import { endOfMonth } from '../transactions/dates';
import { listBudgetRows, toBudget } from './repository';
import { appliesTo, budgetMonths, firstMonthNeeded } from './rollover';
import type { BudgetRow } from './schema';
import { monthlySpending, type MonthlySpending } from './spending';

/** A budget's month in minor units. */
export interface MonthFigures {
  budget: BudgetRow;
  /** First day. */
  month: string;
  carriedMinor: number;
  availableMinor: number;
  spentMinor: number;
}

/**
 * The month's figures of each budget that applies to `month` (a first day), in the budgets' order. `spending`
 * must hold the whole months from firstMonthNeeded(budgets, month) to `month`.
 */
export function monthFigures(
  budgets: readonly BudgetRow[],
  month: string,
  spending: MonthlySpending,
): MonthFigures[] {
  return budgets.flatMap((budget) => {
    const figures = budgetMonths(budget, month, spending.spentIn).get(month);
    return figures
      ? [{ budget, month, ...figures, spentMinor: spending.spentIn(month, budget.category) }]
      : [];
  });
}

export const isOverBudget = (figures: Pick<MonthFigures, 'availableMinor' | 'spentMinor'>) =>
  figures.spentMinor > figures.availableMinor;

function toLine(figures: MonthFigures): BudgetMonthLine {
  const { availableMinor, spentMinor } = figures;
  return {
    ...toBudget(figures.budget),
    carriedOver: fromMinorUnits(figures.carriedMinor),
    available: fromMinorUnits(availableMinor),
    spent: fromMinorUnits(spentMinor),
    remaining: fromMinorUnits(availableMinor - spentMinor),
    percentUsed: percentOf(spentMinor, availableMinor),
    overBudget: isOverBudget(figures),
  };
}

/** The budgets of `monthYear` (YYYY-MM) for the user. */
export async function monthBudgets(db: Db, userId: string, monthYear: string): Promise<MonthBudgets> {
  const month = `${monthYear}-01`;
  const budgets = (await listBudgetRows(db, userId)).filter((budget) => appliesTo(budget, month));
  const spending = await monthlySpending(db, userId, {
    startDate: firstMonthNeeded(budgets, month),
    endDate: endOfMonth(month),
  });
  const figures = monthFigures(budgets, month, spending);
  const availableMinor = figures.reduce((sum, line) => sum + line.availableMinor, 0);
  const spentMinor = figures.reduce((sum, line) => sum + line.spentMinor, 0);
  return {
    month: monthYear,
    budgets: figures.map(toLine),
    totals: {
      available: fromMinorUnits(availableMinor),
      spent: fromMinorUnits(spentMinor),
      remaining: fromMinorUnits(availableMinor - spentMinor),
      percentUsed: percentOf(spentMinor, availableMinor),
      expenses: fromMinorUnits(spending.totalIn(month)),
    },
  };
}
