// A period's budget and spending per expense category: the one rule behind every budget figure of a period
// (/budget/performance, /budget/variance, the Overview's budget lines), built on the month figures GET
// /api/budgets shows (monthFigures.ts, rollover.ts), so that a period and its months never disagree.
//
// A budget is a plan for a whole calendar month, and spending within a month is lumpy (rent falls on one day), so
// a period is never measured against a share of a month's budget. A period covers the calendar months of which it
// holds more than half of the days (of the current month, of its days so far; a month after today, none); each
// covered month counts whole, with its whole budget and all of its spending, exactly as that month's own figures
// show them. "Last 30 Days" is thus the current month (and, in its first half, the month before too), "Last 90
// Days" the current month and the 2 (or 3) before it. A category's budget over the covered months from its
// `since` on is what rollover carried into the first of them plus its monthly amount for each of them: carried
// money counts once, so with no overspending in between, the period's remaining is its last month's. Months before
// `since` had no budget: neither their budget nor their spending is measured. A category without a budget in
// any covered month is compared with its average monthly spending over the 3 whole months before the first
// covered one, that average (rounded to the minor unit) once a covered month; categories with neither budget nor
// spending are left out.
import { type BudgetBasis, type DatePeriod, type ExpenseCategory } from '@moneta/shared/contract';
import { monthsOf } from '../analytics/sums';
import { expenseCategoryNames } from '../categories/book';
import type { Db } from '../db/client';
import { addMonthsClamped, daysBetween, endOfMonth } from '../transactions/dates';
import { monthFigures } from './monthFigures';
import { listBudgetRows } from './repository';
import { appliesTo, firstMonthNeeded } from './rollover';
import type { BudgetRow } from './schema';
import { monthlySpending, type MonthlySpending } from './spending';

/** Whole months before the period whose mean spending stands in for a missing budget. */
export const AVERAGE_BASELINE_MONTHS = 3;

export interface PeriodMonth {
  /** First day of a covered month. */
  month: string;
  /** The month's own figure: with a budget, its available amount (amount + carried in); else the average. */
  budgetMinor: number;
  spentMinor: number;
}

export interface PeriodLine {
  category: ExpenseCategory;
  basis: BudgetBasis;
  budgetMinor: number;
  spentMinor: number;
  /** The covered months the line measures, oldest first: for a budget, those from its `since` on. */
  months: PeriodMonth[];
}

export interface PeriodBudgets {
  /** First days of the months the period covers, oldest first; none when it holds no month's greater part. */
  months: string[];
  lines: PeriodLine[];
  /** The user has at least one budget, whether or not it applies to the period. */
  hasBudgets: boolean;
}

const earlier = (a: string, b: string) => (a < b ? a : b);
const later = (a: string, b: string) => (a > b ? a : b);

/** The months (first days, oldest first) the period covers on `today`: see the rule above. */
export function coveredMonths(period: DatePeriod, today: string): string[] {
  return monthsOf(period).filter((month) => {
    if (month > today) return false;
    const last = earlier(endOfMonth(month), today);
    const held = daysBetween(later(month, period.startDate), earlier(last, period.endDate)) + 1;
    return held * 2 > daysBetween(month, last) + 1;
  });
}

/**
 * The whole months whose spending periodBudgetsOf reads: the baseline's, those every rollover carries through
 * and the covered ones. Undefined when the period covers no month.
 */
export function spendingNeeded(
  budgets: readonly BudgetRow[],
  months: readonly string[],
): DatePeriod | undefined {
  const [first, last] = [months[0], months.at(-1)];
  if (first === undefined || last === undefined) return undefined;
  const applying = budgets.filter((budget) => appliesTo(budget, last));
  const baselineStart = addMonthsClamped(first, -AVERAGE_BASELINE_MONTHS);
  return { startDate: firstMonthNeeded(applying, baselineStart), endDate: endOfMonth(last) };
}

const totalOf = (months: readonly PeriodMonth[], key: 'budgetMinor' | 'spentMinor') =>
  months.reduce((sum, month) => sum + month[key], 0);

function budgetLine(budget: BudgetRow, months: readonly string[], spending: MonthlySpending): PeriodLine {
  const figures = months.flatMap((month) => monthFigures([budget], month, spending));
  const carriedMinor = figures[0]?.carriedMinor ?? 0;
  return {
    category: budget.category,
    basis: 'budget',
    budgetMinor: carriedMinor + budget.amountMinor * figures.length,
    spentMinor: figures.reduce((sum, month) => sum + month.spentMinor, 0),
    months: figures.map((month) => ({
      month: month.month,
      budgetMinor: month.availableMinor,
      spentMinor: month.spentMinor,
    })),
  };
}

function averageLine(category: ExpenseCategory, months: readonly string[], spending: MonthlySpending) {
  const [first = ''] = months;
  const baselineMinor = Array.from({ length: AVERAGE_BASELINE_MONTHS }, (_, index) =>
    spending.spentIn(addMonthsClamped(first, index - AVERAGE_BASELINE_MONTHS), category),
  ).reduce((sum, minor) => sum + minor, 0);
  const averageMinor = Math.round(baselineMinor / AVERAGE_BASELINE_MONTHS);
  const lineMonths = months.map((month) => ({
    month,
    budgetMinor: averageMinor,
    spentMinor: spending.spentIn(month, category),
  }));
  const line: PeriodLine = {
    category,
    basis: 'average',
    budgetMinor: totalOf(lineMonths, 'budgetMinor'),
    spentMinor: totalOf(lineMonths, 'spentMinor'),
    months: lineMonths,
  };
  return line.budgetMinor === 0 && line.spentMinor === 0 ? [] : [line];
}

/**
 * The period's lines from the user's budgets and the whole months' spending (at least spendingNeeded's), one per
 * expense category of `categories` (the person's, in their order).
 */
export function periodBudgetsOf(
  categories: readonly string[],
  budgets: readonly BudgetRow[],
  spending: MonthlySpending,
  period: DatePeriod,
  today: string,
): PeriodBudgets {
  const months = coveredMonths(period, today);
  const last = months.at(-1);
  const lines =
    last === undefined
      ? []
      : categories.flatMap((category): PeriodLine[] => {
          const budget = budgets.find((item) => item.category === category && appliesTo(item, last));
          return budget ? [budgetLine(budget, months, spending)] : averageLine(category, months, spending);
        });
  return { months, lines, hasBudgets: budgets.length > 0 };
}

/** The period's lines: two reads (the budgets, the months' spending). */
export async function periodBudgets(
  db: Db,
  userId: string,
  period: DatePeriod,
  today: string,
): Promise<PeriodBudgets> {
  const [budgets, categories] = await Promise.all([
    listBudgetRows(db, userId),
    expenseCategoryNames(db, userId),
  ]);
  const range = spendingNeeded(budgets, coveredMonths(period, today));
  const spending = range ? await monthlySpending(db, userId, range) : NO_SPENDING;
  return periodBudgetsOf(categories, budgets, spending, period, today);
}

export const NO_SPENDING: MonthlySpending = { spentIn: () => 0, totalIn: () => 0 };

/**
 * The sentence that says what the figures cover, for the `message` of performance and variance: when the period
 * covers no month, or a category is measured against its 3-month average.
 */
export function baselineNote(budgets: PeriodBudgets): string {
  const { months, lines, hasBudgets } = budgets;
  if (months.length === 0) {
    return 'Budgets are monthly: the period holds no more than half of any month, so no month is compared.';
  }
  const budgeted = lines.some((line) => line.basis === 'budget');
  const averaged = lines.some((line) => line.basis === 'average');
  if (!budgeted) {
    const lead = hasBudgets ? 'No budget applies to this period' : 'No budgets set';
    return `${lead}: each category is compared with its average monthly spending over the previous ${AVERAGE_BASELINE_MONTHS} months.`;
  }
  return averaged
    ? `Categories without a budget are compared with their average monthly spending over the previous ${AVERAGE_BASELINE_MONTHS} months.`
    : '';
}
