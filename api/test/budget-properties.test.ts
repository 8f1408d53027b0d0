// Property test of the budget figures that sit side by side on the Budgets and Overview tabs: over random
// expenses, budgets (amounts, rollover, first months), days and periods, the month cards and table (GET
// /api/budgets), the performance summary and the Overview's budget lines (/budget/performance), the
// recommendations and the variance agree with each other and with a plain sum of the transactions' rows.
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import {
  ANALYTICS_MAX_RANGE_DAYS,
  ANALYTICS_PERIODS,
  analyticsPeriod,
  BUDGET_NEAR_PERCENT,
  EXPENSE_CATEGORIES,
  type BudgetMonthLine,
  type BudgetPerformance,
  type BudgetRecommendations,
  type BudgetVariance,
  type DatePeriod,
  type ExpenseCategory,
  type MonthBudgets,
} from '@moneta/shared/contract';
import { percentOf } from '../src/lib/percent';
import { budgets as budgetsTable } from '../src/db/schema';
import { addDays, addMonthsClamped, daysBetween, endOfMonth, startOfMonth } from '../src/transactions/dates';
import { newAnalyticsUser, pinClock, unpinClock } from './analytics-fixtures';
import { useTestApp, userCallerFor } from './helpers';
import { create, dataOf, expense, income } from './transaction-fixtures';

const file = useTestApp();

const FIRST_TODAY = '2025-10-01';
const CATEGORIES: readonly ExpenseCategory[] = ['Food', 'Shopping', 'Utilities', 'Rent'];

interface Row {
  category: ExpenseCategory;
  minor: number;
  daysAgo: number;
}
interface BudgetTerms {
  category: ExpenseCategory;
  amountMinor: number;
  rollover: boolean;
  monthsAgo: number;
}

const scenario = fc.record({
  todayOffset: fc.integer({ min: 0, max: 430 }),
  rows: fc.array(
    fc.record({
      category: fc.constantFrom(...CATEGORIES),
      minor: fc.integer({ min: 1, max: 250_000 }),
      daysAgo: fc.integer({ min: 0, max: 420 }),
    }),
    { maxLength: 14 },
  ),
  budgets: fc.uniqueArray(
    fc.record({
      category: fc.constantFrom(...CATEGORIES),
      amountMinor: fc.integer({ min: 100, max: 300_000 }),
      rollover: fc.boolean(),
      monthsAgo: fc.integer({ min: 0, max: 13 }),
    }),
    { selector: (budget) => budget.category, maxLength: CATEGORIES.length },
  ),
  period: fc.oneof(
    fc.constantFrom(...ANALYTICS_PERIODS.map((period) => period.key)),
    fc.record({ startAgo: fc.integer({ min: 0, max: 450 }), length: fc.integer({ min: 0, max: 500 }) }),
  ),
});

type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

const monthOf = (date: string) => startOfMonth(date);
const amount = (minor: number) => minor / 100;

/** The plain model: sums of the rows, and the month rule read off the dates. */
function model(input: Scenario) {
  const today = addDays(FIRST_TODAY, input.todayOffset);
  const rows = input.rows.map((row: Row) => ({ ...row, date: addDays(today, -row.daysAgo) }));
  const budgets = input.budgets.map((budget: BudgetTerms) => ({
    ...budget,
    since: addMonthsClamped(monthOf(today), -budget.monthsAgo),
  }));
  const period: DatePeriod =
    typeof input.period === 'string'
      ? analyticsPeriod(input.period, today)
      : {
          startDate: addDays(today, -input.period.startAgo),
          endDate: addDays(
            today,
            Math.min(input.period.length, ANALYTICS_MAX_RANGE_DAYS) - input.period.startAgo,
          ),
        };
  const spentIn = (month: string, category?: ExpenseCategory) =>
    rows
      .filter((row) => monthOf(row.date) === month && (category === undefined || row.category === category))
      .reduce((sum, row) => sum + row.minor, 0);
  // A month counts when the period holds more than half of its days (so far).
  const covered: string[] = [];
  for (let month = monthOf(period.startDate); month <= period.endDate; month = addMonthsClamped(month, 1)) {
    if (month > today) break;
    const last = endOfMonth(month) < today ? endOfMonth(month) : today;
    const from = month > period.startDate ? month : period.startDate;
    const to = last < period.endDate ? last : period.endDate;
    if (2 * (daysBetween(from, to) + 1) > daysBetween(month, last) + 1) covered.push(month);
  }
  return { today, rows, budgets, period, spentIn, covered };
}

const statusOf = (budgetMinor: number, spentMinor: number) =>
  spentMinor > budgetMinor
    ? 'over'
    : budgetMinor > 0 && spentMinor * 100 >= budgetMinor * BUDGET_NEAR_PERCENT
      ? 'near'
      : 'under';

beforeAll(() => pinClock(`${FIRST_TODAY}T12:00:00Z`));
afterAll(() => unpinClock());

describe('budget figures', () => {
  it('agree across the month cards, the performance, the recommendations and the rows', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (input) => {
        const { today, rows, budgets, period, spentIn, covered } = model(input);
        jest.setSystemTime(new Date(`${today}T12:00:00Z`));
        const user = await newAnalyticsUser(file.app);
        const call = userCallerFor(file.app, '/api/budgets', user);
        for (const row of rows) {
          await create(
            user.transactions,
            expense({ category: row.category, amount: amount(row.minor), date: row.date }),
          );
        }
        // Income is no spending: it must not move a single budget figure.
        await create(user.transactions, income({ amount: 5000, date: today }));
        if (budgets.length > 0) {
          const put = await call('PUT', '/', {
            budgets: budgets.map((budget) => ({
              category: budget.category,
              amount: amount(budget.amountMinor),
              rollover: budget.rollover,
            })),
          });
          expect(put.statusCode).toBe(200);
          for (const budget of budgets) {
            await file.testDb.database.db
              .update(budgetsTable)
              .set({ since: budget.since })
              .where(and(eq(budgetsTable.userId, user.userId), eq(budgetsTable.category, budget.category)));
          }
        }

        // The month cards and table of each covered month, of the period's last month and of today's month.
        const current = monthOf(period.endDate < today ? period.endDate : today);
        const cards = new Map<string, MonthBudgets>();
        for (const month of new Set([...covered, current, monthOf(today)])) {
          const card = dataOf<MonthBudgets>(await call('GET', `/?month=${month.slice(0, 7)}`));
          const lines = EXPENSE_CATEGORIES.flatMap((category) =>
            budgets.filter((budget) => budget.category === category && budget.since <= month),
          );
          expect(card.budgets.map((line) => line.category)).toEqual(lines.map((budget) => budget.category));
          card.budgets.forEach((line, index) => {
            const budget = lines[index];
            if (!budget) throw new Error('no budget');
            let carriedMinor = 0;
            for (let m = budget.since; m < month; m = addMonthsClamped(m, 1)) {
              carriedMinor = budget.rollover
                ? Math.max(0, budget.amountMinor + carriedMinor - spentIn(m, budget.category))
                : 0;
            }
            const availableMinor = budget.amountMinor + carriedMinor;
            const spentMinor = spentIn(month, budget.category);
            expect(line).toMatchObject({
              carriedOver: amount(carriedMinor),
              available: amount(availableMinor),
              spent: amount(spentMinor),
              remaining: amount(availableMinor - spentMinor),
              percentUsed: percentOf(spentMinor, availableMinor),
              overBudget: spentMinor > availableMinor,
            });
          });
          const minor = (key: 'available' | 'spent') =>
            card.budgets.reduce((sum, line) => sum + Math.round(line[key] * 100), 0);
          expect(card.totals).toEqual({
            available: amount(minor('available')),
            spent: amount(minor('spent')),
            remaining: amount(minor('available') - minor('spent')),
            percentUsed: percentOf(minor('spent'), minor('available')),
            expenses: amount(spentIn(month)),
          });
          cards.set(month, card);
        }
        const cardLine = (month: string, category: ExpenseCategory): BudgetMonthLine | undefined =>
          cards.get(month)?.budgets.find((line) => line.category === category);

        // The performance summary, its lines (the Overview's budget lines too) and the count within budget.
        const query = `?startDate=${period.startDate}&endDate=${period.endDate}`;
        const performance = await user.get<BudgetPerformance>(`/budget/performance${query}`);

        const last = covered.at(-1);
        const expected = EXPENSE_CATEGORIES.flatMap((category) => {
          if (last === undefined) return [];
          const budget = budgets.find((item) => item.category === category && item.since <= last);
          if (budget) {
            const months = covered.filter((month) => month >= budget.since);
            const first = cardLine(months[0] ?? '', category);
            const budgetMinor =
              Math.round((first?.carriedOver ?? 0) * 100) + budget.amountMinor * months.length;
            const spentMinor = months.reduce((sum, month) => sum + spentIn(month, category), 0);
            // One month: exactly that month's line of the table.
            if (months.length === 1 && first) {
              expect([first.available, first.spent]).toEqual([amount(budgetMinor), amount(spentMinor)]);
            }
            return [{ category, basis: 'budget', budgetMinor, spentMinor }];
          }
          const [first = ''] = covered;
          const baselineMinor = [3, 2, 1].reduce(
            (sum, back) => sum + spentIn(addMonthsClamped(first, -back), category),
            0,
          );
          const budgetMinor = Math.round(baselineMinor / 3) * covered.length;
          const spentMinor = covered.reduce((sum, month) => sum + spentIn(month, category), 0);
          return budgetMinor === 0 && spentMinor === 0
            ? []
            : [{ category, basis: 'average', budgetMinor, spentMinor }];
        });
        expect(performance.categories).toEqual(
          expected.map(({ category, basis, budgetMinor, spentMinor }) => ({
            category,
            basis,
            budget: amount(budgetMinor),
            spent: amount(spentMinor),
            remaining: amount(budgetMinor - spentMinor),
            percentUsed: percentOf(spentMinor, budgetMinor),
            status: statusOf(budgetMinor, spentMinor),
          })),
        );
        const budgeted = expected.filter((line) => line.basis === 'budget');
        // The summary names the months it measures: from the first with a budget when any applies.
        const firstBudgeted = budgets
          .filter((budget) => budgeted.some((line) => line.category === budget.category))
          .map((budget) => budget.since)
          .sort()[0];
        expect(performance.months).toEqual(
          covered
            .filter((month) => firstBudgeted === undefined || month >= firstBudgeted)
            .map((month) => month.slice(0, 7)),
        );
        const overall = budgeted.length > 0 ? budgeted : expected;
        const budgetMinor = overall.reduce((sum, line) => sum + line.budgetMinor, 0);
        const spentMinor = overall.reduce((sum, line) => sum + line.spentMinor, 0);
        expect(performance.overallPerformance).toEqual({
          budget: amount(budgetMinor),
          spent: amount(spentMinor),
          remaining: amount(budgetMinor - spentMinor),
          percentUsed: percentOf(spentMinor, budgetMinor),
          status: statusOf(budgetMinor, spentMinor),
        });
        const within = overall.filter((line) => line.spentMinor <= line.budgetMinor).length;
        if (budgeted.length > 0) {
          expect(performance.message).toMatch(
            new RegExp(`^${within} of ${budgeted.length} budgeted categories within budget\\.`),
          );
        }
        // A period of one month is that month's cards, figure for figure.
        const [only] = covered;
        const onlyCard = only === undefined ? undefined : cards.get(only);
        if (
          covered.length === 1 &&
          onlyCard &&
          budgeted.length === onlyCard.budgets.length &&
          budgeted.length > 0
        ) {
          expect(performance.overallPerformance).toMatchObject({
            budget: onlyCard.totals.available,
            spent: onlyCard.totals.spent,
            remaining: onlyCard.totals.remaining,
            percentUsed: onlyCard.totals.percentUsed,
          });
        }

        // The Recommendations card's "over its budget this month" is this month's line of the table.
        const { recommendations } = await user.get<BudgetRecommendations>(`/budget/recommendations${query}`);
        expect(performance.recommendations).toEqual(recommendations);
        for (const recommendation of recommendations.filter((item) => item.kind === 'over-budget')) {
          const line = cardLine(current, recommendation.category as ExpenseCategory);
          expect(line?.overBudget).toBe(true);
          expect(recommendation.figures).toEqual({
            budget: line?.available,
            spent: line?.spent,
            over: line ? -line.remaining : undefined,
          });
        }

        // The variance: the same lines, and each month's lines as the table shows them.
        const variance = await user.get<BudgetVariance>(`/budget/variance${query}`);
        expect(variance.categories.map((line) => [line.category, line.budget, line.spent])).toEqual(
          performance.categories.map((line) => [line.category, line.budget, line.spent]),
        );
        expect(variance.months.map((month) => month.monthYear)).toEqual(
          covered.map((month) => month.slice(0, 7)),
        );
        for (const month of variance.months) {
          for (const line of month.categories.filter((item) => item.basis === 'budget')) {
            const own = cardLine(`${month.monthYear}-01`, line.category);
            expect([line.budget, line.spent]).toEqual([own?.available, own?.spent]);
          }
        }
      }),
      // The suite runs on both databases, each with cases of its own (a fresh seed): 30 cases between them.
      { numRuns: 15 },
    );
    // Each case sets up a user and asks the API for every figure: on a busy machine the runs take minutes.
  }, 180_000);
});
