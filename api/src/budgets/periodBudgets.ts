// A period's budget and spending per expense category, month by month: the ground of /budget/performance and
// /budget/variance. A category's budget for a period is its monthly amount (with rollover, the month's available
// amount) times the share of each month's days inside the period, summed over the months the period touches from
// the budget's `since` on. A category without a budget for the period is measured against its average monthly
// spending over the 3 whole months before the period's first month, prorated the same way; categories with
// neither budget nor spending are left out.
import {
  EXPENSE_CATEGORIES,
  type BudgetBasis,
  type DatePeriod,
  type ExpenseCategory,
} from '@moneta/shared/contract';
import { monthsOf } from '../analytics/sums';
import type { Db } from '../db/client';
import {
  addDays,
  addMonthsClamped,
  daysBetween,
  daysInMonth,
  endOfMonth,
  parseDate,
  startOfMonth,
} from '../transactions/dates';
import { listBudgetRows } from './repository';
import { appliesTo, budgetMonths, firstMonthNeeded } from './rollover';
import type { BudgetRow } from './schema';
import { monthlySpending, type MonthlySpending } from './spending';

/** Whole months before the period whose mean spending stands in for a missing budget. */
export const AVERAGE_BASELINE_MONTHS = 3;

export interface PeriodMonth {
  /** First day of the month. */
  month: string;
  budgetMinor: number;
  spentMinor: number;
}

export interface PeriodLine {
  category: ExpenseCategory;
  basis: BudgetBasis;
  budgetMinor: number;
  spentMinor: number;
  /** Every month the period touches, oldest first (PeriodBudgets.months). */
  months: PeriodMonth[];
}

export interface PeriodBudgets {
  /** First days of the months the period touches, oldest first. */
  months: string[];
  lines: PeriodLine[];
  /** The user has at least one budget, whether or not it applies to the period. */
  hasBudgets: boolean;
}

/**
 * `monthlyMinor` / `divisor` prorated to the days of `month` (a first day) inside the period, rounded to the
 * minor unit once per month, so that a period's months add up to its total.
 */
function prorated(monthlyMinor: number, divisor: number, month: string, period: DatePeriod): number {
  const from = month < period.startDate ? period.startDate : month;
  const last = endOfMonth(month);
  const to = last > period.endDate ? period.endDate : last;
  const { year, month: monthNumber } = parseDate(month);
  const days = daysBetween(from, to) + 1;
  return Math.round((monthlyMinor * days) / (divisor * daysInMonth(year, monthNumber)));
}

const sumOf = (months: PeriodMonth[], key: 'budgetMinor' | 'spentMinor') =>
  months.reduce((sum, month) => sum + month[key], 0);

/** The months a period touches (first days), and the first of the 3 before it that make the baseline. */
function monthsAround(period: DatePeriod) {
  const months = monthsOf(period);
  const first = months[0] ?? startOfMonth(period.startDate);
  const last = months.at(-1) ?? first;
  return { months, last, baselineStart: addMonthsClamped(first, -AVERAGE_BASELINE_MONTHS) };
}

/**
 * The whole months whose spending periodBudgetsOf reads as history: the baseline's and those every rollover
 * carries through, up to the month before the period's last one.
 */
export function historyNeeded(budgets: readonly BudgetRow[], period: DatePeriod): DatePeriod {
  const { last, baselineStart } = monthsAround(period);
  const applying = budgets.filter((budget) => appliesTo(budget, last));
  return { startDate: firstMonthNeeded(applying, baselineStart), endDate: addDays(last, -1) };
}

/**
 * The period's lines from the user's budgets, the whole months of history (at least historyNeeded's) and the
 * period's own spending.
 */
export function periodBudgetsOf(
  budgets: readonly BudgetRow[],
  history: MonthlySpending,
  spent: MonthlySpending,
  period: DatePeriod,
): PeriodBudgets {
  const { months, last, baselineStart } = monthsAround(period);
  const applying = budgets.filter((budget) => appliesTo(budget, last));
  const lines = EXPENSE_CATEGORIES.flatMap((category): PeriodLine[] => {
    const budget = applying.find((item) => item.category === category);
    const spentIn = (month: string) => spent.spentIn(month, category);
    if (budget) {
      const available = budgetMonths(budget, last, history.spentIn);
      const lineMonths = months.map((month) => {
        const figures = available.get(month);
        return {
          month,
          budgetMinor: figures ? prorated(figures.availableMinor, 1, month, period) : 0,
          spentMinor: spentIn(month),
        };
      });
      return [{ category, basis: 'budget', ...totalsOf(lineMonths), months: lineMonths }];
    }
    const baselineMinor = Array.from({ length: AVERAGE_BASELINE_MONTHS }, (_, index) =>
      history.spentIn(addMonthsClamped(baselineStart, index), category),
    ).reduce((sum, minor) => sum + minor, 0);
    const lineMonths = months.map((month) => ({
      month,
      budgetMinor: prorated(baselineMinor, AVERAGE_BASELINE_MONTHS, month, period),
      spentMinor: spentIn(month),
    }));
    const totals = totalsOf(lineMonths);
    return totals.budgetMinor === 0 && totals.spentMinor === 0
      ? []
      : [{ category, basis: 'average', ...totals, months: lineMonths }];
  });
  return { months, lines, hasBudgets: budgets.length > 0 };
}

/** The period's lines: three reads (the budgets, the history's month totals, the period's spending). */
export async function periodBudgets(db: Db, userId: string, period: DatePeriod): Promise<PeriodBudgets> {
  const budgets = await listBudgetRows(db, userId);
  const [history, spent] = await Promise.all([
    monthlySpending(db, userId, historyNeeded(budgets, period)),
    monthlySpending(db, userId, period),
  ]);
  return periodBudgetsOf(budgets, history, spent, period);
}

function totalsOf(months: PeriodMonth[]) {
  return { budgetMinor: sumOf(months, 'budgetMinor'), spentMinor: sumOf(months, 'spentMinor') };
}

/**
 * The sentence that says where the budgets come from, for the `message` of performance and variance: said when a
 * category is measured against its 3-month average.
 */
export function baselineNote(lines: readonly PeriodLine[], hasBudgets: boolean): string {
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
