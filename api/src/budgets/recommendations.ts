// GET /api/analytics/budget/recommendations (and those of /budget/performance): rules on the last 3 whole months
// (wholeMonths.ts) and the period's savings rate, each recommendation with the figures behind it.
import {
  type BudgetRecommendation,
  type BudgetRecommendations,
  type DatePeriod,
  type ExpenseCategory,
} from '@moneta/shared/contract';
import { averageAmount, rateTenths, roundTenths } from '../lib/percent';
import { periodSums, type Sums } from '../analytics/sums';
import { expenseCategoryNames } from '../categories/book';
import type { Db } from '../db/client';
import { fromMinorUnits } from '../db/money';
import { endOfMonth, startOfMonth } from '../transactions/dates';
import { amountText } from './figures';
import { isOverBudget, monthFigures, type MonthFigures } from './monthFigures';
import { listBudgetRows } from './repository';
import { appliesTo, firstMonthNeeded } from './rollover';
import type { BudgetRow } from './schema';
import { monthlySpending, type MonthlySpending } from './spending';
import { coefficientOfVariation } from './variation';
import { lastWholeMonth, monthsEndingWith } from './wholeMonths';

/** The rules, written once. */
export const RECOMMENDATION_RULES = {
  /** Whole months a streak, an underused budget or a steady spending must last. */
  months: 3,
  /** A budget is far above spending when less than this share of it is spent, each month of the streak. */
  underusedShare: 0.5,
  /** Savings rates of a period under this percent of income are low (the health score's target too). */
  savingsRateTargetPercent: 20,
  /** Spending is steady when it is above 0 every month and its coefficient of variation is at most this. */
  steadyMaxVariation: 0.25,
} as const;

const { months: MONTHS, underusedShare, savingsRateTargetPercent, steadyMaxVariation } = RECOMMENDATION_RULES;

/** One budget's figures in each month of the rules' window, oldest first. */
type Streak = MonthFigures[];

const averageSpentOf = (streak: Streak) =>
  averageAmount(
    streak.reduce((sum, month) => sum + month.spentMinor, 0),
    streak.length,
  );

function overBudgetStreak(budget: BudgetRow, streak: Streak): BudgetRecommendation {
  const averageSpent = averageSpentOf(streak);
  return {
    kind: 'over-budget-streak',
    category: budget.category,
    severity: 'warning',
    message: `${budget.category} has been over its budget of ${amountText(budget.amountMinor)} in each of the last ${MONTHS} months, at ${averageSpent.toFixed(2)} a month on average. Raise the budget or cut back.`,
    figures: { budget: fromMinorUnits(budget.amountMinor), averageSpent, months: MONTHS },
  };
}

function overBudget({ budget, availableMinor, spentMinor }: MonthFigures): BudgetRecommendation {
  return {
    kind: 'over-budget',
    category: budget.category,
    severity: 'warning',
    message: `${budget.category} is over its budget this month: ${amountText(spentMinor)} spent of ${amountText(availableMinor)}, ${amountText(spentMinor - availableMinor)} over.`,
    figures: {
      budget: fromMinorUnits(availableMinor),
      spent: fromMinorUnits(spentMinor),
      over: fromMinorUnits(spentMinor - availableMinor),
    },
  };
}

function budgetTooHigh(budget: BudgetRow, streak: Streak): BudgetRecommendation {
  const averageSpent = averageSpentOf(streak);
  return {
    kind: 'budget-too-high',
    category: budget.category,
    severity: 'info',
    message: `${budget.category}'s budget of ${amountText(budget.amountMinor)} is far above what you spend: under half of it in each of the last ${MONTHS} months, ${averageSpent.toFixed(2)} a month on average. Consider lowering it.`,
    figures: { budget: fromMinorUnits(budget.amountMinor), averageSpent, months: MONTHS },
  };
}

function lowSavingsRate(incomeMinor: number, expensesMinor: number): BudgetRecommendation | null {
  const tenths = rateTenths(incomeMinor, expensesMinor);
  if (incomeMinor <= 0 || tenths >= savingsRateTargetPercent * 10) return null;
  const savingsRate = roundTenths(tenths);
  return {
    kind: 'low-savings-rate',
    category: null,
    severity: 'warning',
    message: `You saved ${savingsRate.toFixed(1)}% of your income in this period, under the ${savingsRateTargetPercent}% to aim for. Budgets on your largest expense categories can help.`,
    figures: {
      savingsRate,
      target: savingsRateTargetPercent,
      income: fromMinorUnits(incomeMinor),
      expenses: fromMinorUnits(expensesMinor),
    },
  };
}

/** A category without a budget whose spending was above 0 and steady in each of the months: one 'no-budget'. */
function steadySpending(category: ExpenseCategory, spent: number[]): BudgetRecommendation[] {
  const variation = coefficientOfVariation(spent);
  if (spent.some((minor) => minor <= 0) || variation === null || variation > steadyMaxVariation) return [];
  const averageSpent = averageAmount(
    spent.reduce((sum, minor) => sum + minor, 0),
    spent.length,
  );
  return [
    {
      kind: 'no-budget',
      category,
      severity: 'info',
      message: `You spend a steady ${averageSpent.toFixed(2)} a month on ${category} (last ${MONTHS} months) without a budget. Setting one keeps it there.`,
      figures: { averageSpent, coefficientOfVariation: Math.round(variation * 100) / 100, months: MONTHS },
    },
  ];
}

/**
 * The months the rules look at (first days, oldest first): the last 3 whole months by the period's end, then the
 * month the period ends in (today's at the latest), whose overspending is told as it happens.
 */
export function recommendationMonths(period: DatePeriod, today: string): RuleMonths {
  const end = period.endDate < today ? period.endDate : today;
  const whole = monthsEndingWith(lastWholeMonth(period, today), MONTHS);
  const current = startOfMonth(end);
  return { whole, current, all: whole.includes(current) ? whole : [...whole, current] };
}

export interface RuleMonths {
  whole: string[];
  current: string;
  /** Both, in order: the spending the rules read. */
  all: string[];
}

/** The whole months whose spending recommendationsFrom reads: the rules' months and what rollovers carry in. */
export function spendingNeeded(budgets: readonly BudgetRow[], months: readonly string[]): DatePeriod {
  const [first = '', last = first] = [months[0], months.at(-1)];
  const applying = budgets.filter((budget) => appliesTo(budget, first));
  return { startDate: firstMonthNeeded(applying, first), endDate: endOfMonth(last) };
}

/**
 * The recommendations, warnings first, from the user's budgets, the whole months' spending (at least
 * spendingNeeded's) and the period's sums.
 */
export function recommendationsFrom(
  categories: readonly string[],
  budgets: readonly BudgetRow[],
  spending: MonthlySpending,
  sums: Sums,
  { whole: months, current }: RuleMonths,
): BudgetRecommendation[] {
  const [first = ''] = months;
  const streaks = budgets
    .filter((budget) => appliesTo(budget, first))
    .map((budget) => ({
      budget,
      streak: months.flatMap((month) => monthFigures([budget], month, spending)),
    }));
  const overStreaks = streaks.filter(({ streak }) => streak.every(isOverBudget));
  const streaking = new Set(overStreaks.map(({ budget }) => budget.category));
  // Only an ongoing month is told as "this month"; a past one is the streak's to judge.
  const overNow = months.includes(current)
    ? []
    : monthFigures(
        budgets.filter((budget) => !streaking.has(budget.category)),
        current,
        spending,
      ).filter(isOverBudget);
  const underused = streaks.filter(({ streak }) =>
    streak.every((month) => month.spentMinor < month.availableMinor * underusedShare),
  );
  const budgeted = new Set(budgets.map((budget) => budget.category));
  const steady = categories
    .filter((category) => !budgeted.has(category))
    .flatMap((category) =>
      steadySpending(
        category,
        months.map((month) => spending.spentIn(month, category)),
      ),
    );
  const savings = lowSavingsRate(sums.incomeMinor, sums.expensesMinor);
  return [
    ...overNow.map(overBudget),
    ...overStreaks.map(({ budget, streak }) => overBudgetStreak(budget, streak)),
    ...(savings ? [savings] : []),
    ...underused.map(({ budget, streak }) => budgetTooHigh(budget, streak)),
    ...steady,
  ];
}

/** The recommendations of the period: three reads (the budgets, the month totals, the period's sums). */
export async function budgetRecommendations(
  db: Db,
  userId: string,
  period: DatePeriod,
  today: string,
): Promise<BudgetRecommendations> {
  const months = recommendationMonths(period, today);
  const [budgets, categories] = await Promise.all([
    listBudgetRows(db, userId),
    expenseCategoryNames(db, userId),
  ]);
  const [spending, sums] = await Promise.all([
    monthlySpending(db, userId, spendingNeeded(budgets, months.all)),
    periodSums(db, userId, period),
  ]);
  return { recommendations: recommendationsFrom(categories, budgets, spending, sums, months), period };
}
