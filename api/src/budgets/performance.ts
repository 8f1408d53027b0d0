// GET /api/analytics/budget/performance: each category's budget for the period against what was spent (see
// periodBudgets.ts for where a budget comes from), the overall figures, the recommendations and a sentence.
import type { BudgetPerformance, DatePeriod } from '@moneta/shared/contract';
import { periodSums } from '../analytics/sums';
import type { Db } from '../db/client';
import { budgetFigures } from './figures';
import { baselineNote, historyNeeded, periodBudgetsOf, type PeriodLine } from './periodBudgets';
import { recommendationMonths, recommendationsFrom, spendingNeeded } from './recommendations';
import { listBudgetRows } from './repository';
import { monthlySpending } from './spending';

const within = (lines: PeriodLine[]) => lines.filter((line) => line.spentMinor <= line.budgetMinor).length;

/** "3 of 5 budgeted categories within budget.", with where the others' baseline comes from. */
function performanceMessage(lines: PeriodLine[], hasBudgets: boolean): string {
  const budgeted = lines.filter((line) => line.basis === 'budget');
  const counted =
    budgeted.length > 0
      ? `${within(budgeted)} of ${budgeted.length} budgeted categories within budget.`
      : lines.length > 0
        ? `${within(lines)} of ${lines.length} categories within their average.`
        : 'No spending to compare in this period.';
  return [counted, baselineNote(lines, hasBudgets)].filter(Boolean).join(' ');
}

/** The earliest start and latest end of whole-month ranges: one read of the month totals serves them all. */
function spanOf(ranges: DatePeriod[]): DatePeriod {
  return ranges.reduce((span, range) => ({
    startDate: range.startDate < span.startDate ? range.startDate : span.startDate,
    endDate: range.endDate > span.endDate ? range.endDate : span.endDate,
  }));
}

/**
 * Four reads: the budgets, the month totals of every whole month the lines and the recommendations look at, the
 * period's spending by category and its income and expenses.
 */
export async function budgetPerformance(
  db: Db,
  userId: string,
  period: DatePeriod,
  today: string,
): Promise<BudgetPerformance> {
  const budgets = await listBudgetRows(db, userId);
  const months = recommendationMonths(period, today);
  const [history, spent, sums] = await Promise.all([
    monthlySpending(
      db,
      userId,
      spanOf([historyNeeded(budgets, period), spendingNeeded(budgets, months.all)]),
    ),
    monthlySpending(db, userId, period),
    periodSums(db, userId, period),
  ]);
  const { lines, hasBudgets } = periodBudgetsOf(budgets, history, spent, period);
  // The overall figures are the budgets' when the period has any: an average is a yardstick, not a plan.
  const budgeted = lines.filter((line) => line.basis === 'budget');
  const overall = budgeted.length > 0 ? budgeted : lines;
  const budgetMinor = overall.reduce((sum, line) => sum + line.budgetMinor, 0);
  const spentMinor = overall.reduce((sum, line) => sum + line.spentMinor, 0);
  return {
    categories: lines.map((line) => ({
      category: line.category,
      basis: line.basis,
      ...budgetFigures(line.budgetMinor, line.spentMinor),
    })),
    overallPerformance: budgetFigures(budgetMinor, spentMinor),
    recommendations: recommendationsFrom(budgets, history, sums, months),
    message: performanceMessage(lines, hasBudgets),
    hasBudgets,
    period,
  };
}
