// GET /api/analytics/budget/variance: spending minus budget per category over the months the period covers and
// per month (periodBudgets.ts: the rule). Positive variance is overspending. A month's lines are its own figures,
// as GET /api/budgets shows them; with rollover, the period's total counts carried money once, so it can be less
// than its months' sum.
import type { BudgetVariance, DatePeriod, VarianceLine } from '@moneta/shared/contract';
import { percentChange } from '../lib/percent';
import type { Db } from '../db/client';
import { fromMinorUnits } from '../db/money';
import { amountText } from './figures';
import { baselineNote, periodBudgets, type PeriodBudgets } from './periodBudgets';

/** variance / budget x 100, one decimal: the change from budget to spending; null when the budget is 0. */
const variancePercent = (budgetMinor: number, spentMinor: number) => percentChange(spentMinor, budgetMinor);

function varianceLine(
  line: Pick<VarianceLine, 'category' | 'basis'>,
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

/**
 * "Spending is 120.00 over budget for the period (+12.0%).", with what the figures cover. Without a budget, the
 * averages are no budget to be over: "above the usual".
 */
function varianceMessage(budgetMinor: number, spentMinor: number, budgets: PeriodBudgets) {
  const varianceMinor = spentMinor - budgetMinor;
  const percent = variancePercent(budgetMinor, spentMinor);
  const share = percent === null ? '' : ` (${percent > 0 ? '+' : ''}${percent.toFixed(1)}%)`;
  const budgeted = budgets.lines.some((line) => line.basis === 'budget');
  const [over, under, match] = budgeted
    ? ['over budget', 'under budget', 'matches the budget']
    : ['above the usual', 'below the usual', 'matches the usual'];
  const overall =
    varianceMinor === 0
      ? `Spending ${match} for the period.`
      : `Spending is ${amountText(Math.abs(varianceMinor))} ${varianceMinor > 0 ? over : under} for the period${share}.`;
  return [budgets.lines.length > 0 ? overall : '', baselineNote(budgets)].filter(Boolean).join(' ');
}

export async function budgetVariance(
  db: Db,
  userId: string,
  period: DatePeriod,
  today: string,
): Promise<BudgetVariance> {
  const figures = await periodBudgets(db, userId, period, today);
  const { months, lines, hasBudgets } = figures;
  const budgetMinor = lines.reduce((sum, line) => sum + line.budgetMinor, 0);
  const spentMinor = lines.reduce((sum, line) => sum + line.spentMinor, 0);
  const byMonth = months.map((month) => {
    const parts = lines.flatMap((line) => {
      const own = line.months.find((item) => item.month === month);
      return own ? [{ line, own }] : [];
    });
    const monthBudget = parts.reduce((sum, { own }) => sum + own.budgetMinor, 0);
    const monthSpent = parts.reduce((sum, { own }) => sum + own.spentMinor, 0);
    return {
      monthYear: month.slice(0, 7),
      categories: parts.map(({ line, own }) => varianceLine(line, own.budgetMinor, own.spentMinor)),
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
    message: varianceMessage(budgetMinor, spentMinor, figures),
    hasBudgets,
    period,
  };
}
