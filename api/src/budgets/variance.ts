// GET /api/analytics/budget/variance: spending minus budget per category over the period and per month of it
// (see periodBudgets.ts for where a budget comes from). Positive variance is overspending.
import type { BudgetVariance, DatePeriod, VarianceLine } from '@moneta/shared/contract';
import { percentChange } from '../analytics/percent';
import type { Db } from '../db/client';
import { fromMinorUnits } from '../db/money';
import { amountText } from './figures';
import { baselineNote, periodBudgets, type PeriodLine } from './periodBudgets';

/** variance / budget x 100, one decimal: the change from budget to spending; null when the budget is 0. */
const variancePercent = (budgetMinor: number, spentMinor: number) => percentChange(spentMinor, budgetMinor);

function varianceLine(
  line: Pick<PeriodLine, 'category' | 'basis'>,
  budgetMinor: number,
  spentMinor: number,
): VarianceLine {
  return {
    category: line.category,
    basis: line.basis,
    budget: fromMinorUnits(budgetMinor),
    spent: fromMinorUnits(spentMinor),
    variance: fromMinorUnits(spentMinor - budgetMinor),
    variancePercent: variancePercent(budgetMinor, spentMinor),
  };
}

/** "Spending is 120.00 over budget for the period (+12.0%).", with where the baseline comes from. */
function varianceMessage(budgetMinor: number, spentMinor: number, lines: PeriodLine[], hasBudgets: boolean) {
  const varianceMinor = spentMinor - budgetMinor;
  const percent = variancePercent(budgetMinor, spentMinor);
  const share = percent === null ? '' : ` (${percent > 0 ? '+' : ''}${percent.toFixed(1)}%)`;
  const overall =
    varianceMinor === 0
      ? 'Spending matches the budget for the period.'
      : `Spending is ${amountText(Math.abs(varianceMinor))} ${varianceMinor > 0 ? 'over' : 'under'} budget for the period${share}.`;
  return [overall, baselineNote(lines, hasBudgets)].filter(Boolean).join(' ');
}

export async function budgetVariance(db: Db, userId: string, period: DatePeriod): Promise<BudgetVariance> {
  const { months, lines, hasBudgets } = await periodBudgets(db, userId, period);
  const budgetMinor = lines.reduce((sum, line) => sum + line.budgetMinor, 0);
  const spentMinor = lines.reduce((sum, line) => sum + line.spentMinor, 0);
  const byMonth = months.map((month, index) => {
    const parts = lines.map((line) => ({ line, figures: line.months[index] }));
    const monthBudget = parts.reduce((sum, part) => sum + (part.figures?.budgetMinor ?? 0), 0);
    const monthSpent = parts.reduce((sum, part) => sum + (part.figures?.spentMinor ?? 0), 0);
    return {
      monthYear: month.slice(0, 7),
      categories: parts.map(({ line, figures }) =>
        varianceLine(line, figures?.budgetMinor ?? 0, figures?.spentMinor ?? 0),
      ),
      budget: fromMinorUnits(monthBudget),
      spent: fromMinorUnits(monthSpent),
      variance: fromMinorUnits(monthSpent - monthBudget),
    };
  });
  return {
    categories: lines.map((line) => varianceLine(line, line.budgetMinor, line.spentMinor)),
    months: byMonth,
    total: {
      budget: fromMinorUnits(budgetMinor),
      spent: fromMinorUnits(spentMinor),
      variance: fromMinorUnits(spentMinor - budgetMinor),
      variancePercent: variancePercent(budgetMinor, spentMinor),
    },
    message: varianceMessage(budgetMinor, spentMinor, lines, hasBudgets),
    hasBudgets,
    period,
  };
}
