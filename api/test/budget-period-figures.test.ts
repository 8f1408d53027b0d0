// The budget figures a screen shows side by side agree: the Budgets tab's month cards and table
// (GET /api/budgets), its performance card and the Overview's budget lines (/budget/performance), the
// recommendations (/budget/recommendations) and the variance, for every period of the selector. The clock is
// pinned at 2026-11-29 12:00 UTC: "Last 30 Days" is 2026-10-31 to 2026-11-29, "Last 90 Days" starts 2026-09-01.
import {
  ANALYTICS_PERIODS,
  analyticsPeriod,
  type BudgetPerformance,
  type BudgetRecommendations,
  type BudgetVariance,
  type ExpenseCategory,
  type MonthBudgets,
} from '@moneta/shared/contract';
import { newAnalyticsUser, pinClock, unpinClock, type AnalyticsUser } from './analytics-fixtures';
import { useTestApp, userCallerFor, type UserCaller } from './helpers';
import { create, dataOf, expense } from './transaction-fixtures';

const file = useTestApp();
const TODAY = '2026-11-29';

/**
 * Three months of spending; November's is 3,013.00 in all, 1,680.54 of it on Food and Rent.
 * - Food: 09-05 120, 10-05 140, 11-03 180.54 (over its 150)
 * - Rent: 09-01 1500, 10-01 1500, 11-01 1500
 * - Shopping: 09-20 300, 10-31 200, 11-10 1332.46
 */
const SPENDING: ReadonlyArray<readonly [ExpenseCategory, number, string]> = [
  ['Food', 120, '2026-09-05'],
  ['Food', 140, '2026-10-05'],
  ['Food', 180.54, '2026-11-03'],
  ['Rent', 1500, '2026-09-01'],
  ['Rent', 1500, '2026-10-01'],
  ['Rent', 1500, '2026-11-01'],
  ['Shopping', 300, '2026-09-20'],
  ['Shopping', 200, '2026-10-31'],
  ['Shopping', 1332.46, '2026-11-10'],
];

async function spender(): Promise<{ user: AnalyticsUser; budgets: UserCaller }> {
  const user = await newAnalyticsUser(file.app);
  for (const [category, amount, date] of SPENDING) {
    await create(user.transactions, expense({ category, amount, date }));
  }
  return { user, budgets: userCallerFor(file.app, '/api/budgets', user) };
}

const query = (key: (typeof ANALYTICS_PERIODS)[number]['key']) => {
  const { startDate, endDate } = analyticsPeriod(key, TODAY);
  return `?startDate=${startDate}&endDate=${endDate}`;
};

beforeAll(() => pinClock(`${TODAY}T12:00:00Z`));
afterAll(() => unpinClock());

describe('Food 150 and Rent 1,500 a month, set in November', () => {
  let user: AnalyticsUser;
  let november: MonthBudgets;

  beforeAll(async () => {
    const made = await spender();
    user = made.user;
    const put = await made.budgets('PUT', '/', {
      budgets: [
        { category: 'Food', amount: 150, rollover: false },
        { category: 'Rent', amount: 1500, rollover: false },
      ],
    });
    expect(put.statusCode).toBe(200);
    november = dataOf<MonthBudgets>(await made.budgets('GET', '/?month=2026-11'));
  });

  it("shows November's budgets with the month's own spending", () => {
    expect(november.totals).toEqual({
      available: 1650,
      spent: 1680.54,
      remaining: -30.54,
      percentUsed: 101.9,
      expenses: 3013,
    });
    expect(november.budgets.map((line) => [line.category, line.spent, line.remaining])).toEqual([
      ['Food', 180.54, -30.54],
      ['Rent', 1500, 0],
    ]);
  });

  it.each(ANALYTICS_PERIODS.map((period) => [period.label, period.key] as const))(
    '%s measures November against its budget, as the month cards do',
    async (_label, key) => {
      const performance = await user.get<BudgetPerformance>(`/budget/performance${query(key)}`);
      // Every period covers November; its earlier months had no budget, so nothing of theirs is measured.
      expect(performance.months).toEqual(['2026-11']);
      expect(performance.overallPerformance).toEqual({
        budget: november.totals.available,
        spent: november.totals.spent,
        remaining: november.totals.remaining,
        percentUsed: november.totals.percentUsed,
        status: 'over',
      });
      const budgeted = performance.categories.filter((line) => line.basis === 'budget');
      expect(budgeted.map((line) => [line.category, line.budget, line.spent, line.remaining])).toEqual(
        november.budgets.map((line) => [line.category, line.available, line.spent, line.remaining]),
      );
      expect(performance.message).toMatch(/^1 of 2 budgeted categories within budget\./);

      const variance = await user.get<BudgetVariance>(`/budget/variance${query(key)}`);
      const rent = variance.categories.find((line) => line.category === 'Rent');
      expect(rent).toMatchObject({ budget: 1500, spent: 1500, variance: 0 });
    },
  );

  it("says Food's budget is the same 150 in the Overview's lines and its recommendation", async () => {
    const performance = await user.get<BudgetPerformance>(`/budget/performance${query('30d')}`);
    const { recommendations } = await user.get<BudgetRecommendations>(
      `/budget/recommendations${query('30d')}`,
    );
    const line = performance.categories.find((item) => item.category === 'Food');
    const recommendation = recommendations.find((item) => item.kind === 'over-budget');
    expect(line).toMatchObject({ budget: 150, spent: 180.54, remaining: -30.54, status: 'over' });
    expect(recommendation).toMatchObject({
      category: 'Food',
      figures: { budget: 150, spent: 180.54, over: 30.54 },
    });
  });
});

describe('no budget at all', () => {
  it("shows the month's real spending and compares the period with the usual, whole months", async () => {
    const { user, budgets } = await spender();
    const november = dataOf<MonthBudgets>(await budgets('GET', '/?month=2026-11'));
    expect(november.budgets).toEqual([]);
    expect(november.totals).toEqual({
      available: 0,
      spent: 0,
      remaining: 0,
      percentUsed: 0,
      expenses: 3013,
    });
    const performance = await user.get<BudgetPerformance>(`/budget/performance${query('30d')}`);
    expect(performance.hasBudgets).toBe(false);
    expect(performance.months).toEqual(['2026-11']);
    // November against the average of August to October: Food (0 + 120 + 140) / 3, Rent 3000 / 3, Shopping 500 / 3.
    expect(
      performance.categories.map((line) => [line.category, line.basis, line.budget, line.spent]),
    ).toEqual([
      ['Food', 'average', 86.67, 180.54],
      ['Shopping', 'average', 166.67, 1332.46],
      ['Rent', 'average', 1000, 1500],
    ]);
    expect(performance.overallPerformance).toMatchObject({ budget: 1253.34, spent: 3013 });
  });
});
