// GET /api/analytics/advanced/financial-health: a 0-100 score from named components, each shown with its figure.
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  type DatePeriod,
  type FinancialHealth,
  type HealthComponent,
  type HealthComponentKey,
} from '@moneta/shared/contract';
import { isOverBudget, monthFigures } from '../budgets/monthFigures';
import { RECOMMENDATION_RULES } from '../budgets/recommendations';
import { listBudgetRows } from '../budgets/repository';
import { appliesTo, firstMonthNeeded } from '../budgets/rollover';
import type { BudgetRow } from '../budgets/schema';
import { monthlySpending, type MonthlySpending } from '../budgets/spending';
import { coefficientOfVariation } from '../budgets/variation';
import { lastWholeMonth, monthsEndingWith } from '../budgets/wholeMonths';
import type { Db } from '../db/client';
import { exactMinor } from '../db/money';
import { goals } from '../goals/schema';
import { endOfMonth } from '../transactions/dates';
import { percentOf, rateTenths, roundTenths } from '../lib/percent';
import { periodSums } from './sums';

/**
 * The rules of the score, written once. Each component scores 0-100; the score is their mean in equal weights,
 * over the components that can be measured, rounded once to a whole number.
 * - savingsRate: the period's savings rate (net savings over income, 0 without income); 100 at
 *   `savingsRateTargetPercent` or more, proportionally less below it, 0 at 0 or a loss.
 * - expenseStability: the coefficient of variation (population standard deviation over mean) of the monthly
 *   expenses of the last `expenseMonths` whole months; 100 at `stableVariation` or less, falling linearly to 0
 *   at `unstableVariation` or more. Left out without expenses in those months.
 * - emergencyFund: months of the average monthly expenses of those months that the saved amounts of Active and
 *   Completed goals cover; 100 at `emergencyFundMonths` or more, proportionally less below. Left out without
 *   expenses in those months.
 * - budgetAdherence: the share of budgeted categories whose spending stayed within the available amount (with
 *   rollover, what was carried in) in the last whole month. Left out when no budget applied to that month.
 * "Whole months" end with the latest month that is over by the period's end (budgets/wholeMonths.ts). The
 * rating is 'Excellent' from 80, 'Good' from 60, 'Fair' from 40, else 'Needs attention'.
 */
export const HEALTH_RULES = {
  savingsRateTargetPercent: RECOMMENDATION_RULES.savingsRateTargetPercent,
  expenseMonths: 6,
  stableVariation: 0.1,
  unstableVariation: 1,
  emergencyFundMonths: 6,
  ratings: [
    { from: 80, rating: 'Excellent' },
    { from: 60, rating: 'Good' },
    { from: 40, rating: 'Fair' },
  ],
  lowestRating: 'Needs attention',
} as const satisfies {
  ratings: readonly { from: number; rating: FinancialHealth['rating'] }[];
  lowestRating: FinancialHealth['rating'];
  [rule: string]: unknown;
};

const clampScore = (score: number) => Math.min(100, Math.max(0, score));

interface Measured {
  key: HealthComponentKey;
  /** Unrounded, 0-100. */
  score: number;
  value: number;
  detail: string;
}

function savingsRateComponent(incomeMinor: number, expensesMinor: number): Measured {
  const tenths = rateTenths(incomeMinor, expensesMinor);
  const rate = roundTenths(tenths);
  const target = HEALTH_RULES.savingsRateTargetPercent;
  return {
    key: 'savingsRate',
    score: clampScore((tenths / 10 / target) * 100),
    value: rate,
    detail: `You kept ${rate.toFixed(1)}% of your income in this period; ${target}% or more scores 100.`,
  };
}

function expenseStabilityComponent(monthlyExpensesMinor: number[]): Measured | null {
  const variation = coefficientOfVariation(monthlyExpensesMinor);
  if (variation === null) return null;
  const { stableVariation, unstableVariation, expenseMonths } = HEALTH_RULES;
  const value = Math.round(variation * 100) / 100;
  return {
    key: 'expenseStability',
    score: clampScore(((unstableVariation - variation) / (unstableVariation - stableVariation)) * 100),
    value,
    detail: `Your monthly expenses over the last ${expenseMonths} whole months varied by a coefficient of variation of ${value.toFixed(2)}; ${stableVariation} or less scores 100.`,
  };
}

function emergencyFundComponent(savedMinor: number, monthlyExpensesMinor: number[]): Measured | null {
  const totalMinor = monthlyExpensesMinor.reduce((sum, minor) => sum + minor, 0);
  if (totalMinor <= 0) return null;
  const months = (savedMinor * monthlyExpensesMinor.length) / totalMinor;
  const value = Math.round(months * 10) / 10;
  const target = HEALTH_RULES.emergencyFundMonths;
  return {
    key: 'emergencyFund',
    score: clampScore((months / target) * 100),
    value,
    detail: `Your savings goals hold ${value.toFixed(1)} months of your average expenses; ${target} months or more scores 100.`,
  };
}

function budgetAdherenceComponent(within: number, budgeted: number, month: string): Measured | null {
  if (budgeted === 0) return null;
  const share = percentOf(within, budgeted);
  return {
    key: 'budgetAdherence',
    score: (within / budgeted) * 100,
    value: share,
    detail: `${within} of ${budgeted} budgeted categories stayed within budget in ${month.slice(0, 7)}.`,
  };
}

/** What the Active and Completed goals hold, in minor units. */
async function savedInGoals(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ savedMinor: sql<number>`coalesce(sum(${goals.savedMinor}), 0)`.mapWith(exactMinor) })
    .from(goals)
    .where(and(eq(goals.userId, userId), inArray(goals.status, ['Active', 'Completed'])));
  return row?.savedMinor ?? 0;
}

/** Budgets that applied to `month` (a first day), and how many of them stayed within their available amount. */
function budgetAdherence(budgets: readonly BudgetRow[], month: string, spending: MonthlySpending) {
  const figures = monthFigures(
    budgets.filter((budget) => appliesTo(budget, month)),
    month,
    spending,
  );
  return { within: figures.filter((line) => !isOverBudget(line)).length, budgeted: figures.length };
}

function ratingOf(score: number): FinancialHealth['rating'] {
  return HEALTH_RULES.ratings.find((rule) => score >= rule.from)?.rating ?? HEALTH_RULES.lowestRating;
}

/**
 * Four reads: the period's sums, the goals' saved amounts, the budgets, and one read of the month totals by
 * category for the expense months and what the budgets' rollovers carry in.
 */
export async function financialHealth(
  db: Db,
  userId: string,
  period: DatePeriod,
  today: string,
): Promise<FinancialHealth> {
  const last = lastWholeMonth(period, today);
  const months = monthsEndingWith(last, HEALTH_RULES.expenseMonths);
  const [first = last] = months;
  const budgets = await listBudgetRows(db, userId);
  const [sums, savedMinor, spending] = await Promise.all([
    periodSums(db, userId, period),
    savedInGoals(db, userId),
    monthlySpending(db, userId, {
      startDate: firstMonthNeeded(
        budgets.filter((budget) => appliesTo(budget, last)),
        first,
      ),
      endDate: endOfMonth(last),
    }),
  ]);
  const expenses = months.map((month) => spending.totalIn(month));
  const adherence = budgetAdherence(budgets, last, spending);
  const measured = [
    savingsRateComponent(sums.incomeMinor, sums.expensesMinor),
    expenseStabilityComponent(expenses),
    emergencyFundComponent(savedMinor, expenses),
    budgetAdherenceComponent(adherence.within, adherence.budgeted, last),
  ].filter((component): component is Measured => component !== null);
  const weight = 1 / measured.length;
  const score = Math.round(measured.reduce((sum, component) => sum + component.score, 0) / measured.length);
  const components: HealthComponent[] = measured.map((component) => ({
    ...component,
    score: Math.round(component.score),
    weight,
  }));
  return { score, rating: ratingOf(score), components, period };
}
