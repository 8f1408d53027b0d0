// GET /api/analytics/budget/performance: each category's budget over the months the period covers against what
// was spent in them (periodBudgets.ts: the rule), the overall figures, the recommendations and a sentence.
import type { BudgetPerformance, DatePeriod } from '@moneta/shared/contract';
import { periodSums } from '../analytics/sums';
import { expenseCategoryNames } from '../categories/book';
import type { Db } from '../db/client';
import { budgetFigures } from './figures';
import {
  baselineNote,
  coveredMonths,
  periodBudgetsOf,
  spendingNeeded,
  type PeriodBudgets,
  type PeriodLine,
} from './periodBudgets';
import {
  recommendationMonths,
  recommendationsFrom,
  spendingNeeded as recommendationSpendingNeeded,
} from './recommendations';
import { listBudgetRows } from './repository';
import { monthlySpending } from './spending';

const within = (lines: PeriodLine[]) => lines.filter((line) => line.spentMinor <= line.budgetMinor).length;

/** The lines the overall figures and the count are over: the budgets' when any, else the averages. */
export function overallLines(lines: PeriodLine[]): PeriodLine[] {
  const budgeted = lines.filter((line) => line.basis === 'budget');
  // An average is a yardstick, not a plan: it stands in only when no budget applies.
  return budgeted.length > 0 ? budgeted : lines;
}

/** "3 of 5 budgeted categories within budget.", with what the figures cover. */
function performanceMessage(budgets: PeriodBudgets): string {
  const counted = overallLines(budgets.lines);
  const budgeted = counted.some((line) => line.basis === 'budget');
  const sentence =
    counted.length === 0
      ? 'No spending to compare in this period.'
      : budgeted
        ? `${within(counted)} of ${counted.length} budgeted categories within budget.`
        : `${within(counted)} of ${counted.length} categories within their average.`;
  return [sentence, baselineNote(budgets)].filter(Boolean).join(' ');
}

/**
 * Three reads: the budgets, the month totals of every whole month the lines and the recommendations look at, and
 * the period's income and expenses.
 */
export async function budgetPerformance(
  db: Db,
  userId: string,
  period: DatePeriod,
  today: string,
): Promise<BudgetPerformance> {
  const [budgets, categories] = await Promise.all([
    listBudgetRows(db, userId),
    expenseCategoryNames(db, userId),
  ]);
  const ruleMonths = recommendationMonths(period, today);
  const ranges = [
    spendingNeeded(budgets, coveredMonths(period, today)),
    recommendationSpendingNeeded(budgets, ruleMonths.all),
  ].filter((range) => range !== undefined);
  const [spending, sums] = await Promise.all([
    monthlySpending(db, userId, {
      startDate: ranges.map((range) => range.startDate).sort()[0] ?? period.startDate,
      endDate:
        ranges
          .map((range) => range.endDate)
          .sort()
          .at(-1) ?? period.endDate,
    }),
    periodSums(db, userId, period),
  ]);
  const figures = periodBudgetsOf(categories, budgets, spending, period, today);
  const overall = overallLines(figures.lines);
  // The months the overall figures measure: a covered month before every budget's first one has no budget in them.
  const measured = figures.months.filter((month) =>
    overall.some((line) => line.months.some((item) => item.month === month)),
  );
  return {
    categories: figures.lines.map((line) => ({
      category: line.category,
      basis: line.basis,
      ...budgetFigures(line.budgetMinor, line.spentMinor),
    })),
    overallPerformance: budgetFigures(
      overall.reduce((sum, line) => sum + line.budgetMinor, 0),
      overall.reduce((sum, line) => sum + line.spentMinor, 0),
    ),
    recommendations: recommendationsFrom(categories, budgets, spending, sums, ruleMonths),
    message: performanceMessage(figures),
    hasBudgets: figures.hasBudgets,
    months: (overall.length > 0 ? measured : figures.months).map((month) => month.slice(0, 7)),
    period,
  };
}
