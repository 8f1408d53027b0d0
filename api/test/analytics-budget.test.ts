// /api/analytics/budget/performance, /variance and /recommendations on known data, with hand-computed answers.
// The clock is pinned at 2024-04-15 12:00 UTC: the default period is 2024-03-17 to 2024-04-15 and the last whole
// month is March 2024.
import { and, eq } from 'drizzle-orm';
import {
  MESSAGES,
  type BudgetInput,
  type BudgetPerformance,
  type BudgetRecommendations,
  type BudgetVariance,
  type ExpenseCategory,
} from '@moneta/shared/contract';
import { budgets } from '../src/db/schema';
import { failureOf, newAnalyticsUser, pinClock, unpinClock, type AnalyticsUser } from './analytics-fixtures';
import { useTestApp, userCallerFor } from './helpers';
import { create, expense, income } from './transaction-fixtures';

const file = useTestApp();
const db = () => file.testDb.database.db;

async function spend(user: AnalyticsUser, category: ExpenseCategory, amount: number, date: string) {
  await create(user.transactions, expense({ category, amount, date }));
}

/** Sets the budgets (this month on), then moves each one's first month to `since`. */
async function setBudgets(user: AnalyticsUser, lines: Array<BudgetInput & { since: string }>) {
  const call = userCallerFor(file.app, '/api/budgets', user);
  const response = await call('PUT', '/', { budgets: lines.map(({ since: _since, ...line }) => line) });
  if (response.statusCode !== 200) throw new Error(`PUT failed: ${response.statusCode} ${response.body}`);
  for (const { category, since } of lines) {
    await db()
      .update(budgets)
      .set({ since })
      .where(and(eq(budgets.userId, user.userId), eq(budgets.category, category)));
  }
}

beforeAll(() => pinClock('2024-04-15T12:00:00Z'));
afterAll(() => unpinClock());

/**
 * Budgets: Food 300 a month since January, no rollover; Rent 1000 since February with rollover (February spent
 * 1000, nothing left; March 800, 200 carried: April has 1200). Shopping and Travel have none.
 * Expenses:
 * - Food: 2024-01-10 350, 2024-02-05 200, 2024-03-05 250, 2024-03-20 100, 2024-04-03 135
 * - Rent: 2024-02-01 1000, 2024-03-01 800, 2024-04-01 1000
 * - Shopping: 2024-01-15 90, 2024-03-20 60, 2024-04-10 30
 * - Travel: 2023-12-10 200
 */
describe('a user with budgets', () => {
  let user: AnalyticsUser;

  beforeAll(async () => {
    user = await newAnalyticsUser(file.app);
    await setBudgets(user, [
      { category: 'Food', amount: 300, rollover: false, since: '2024-01-01' },
      { category: 'Rent', amount: 1000, rollover: true, since: '2024-02-01' },
    ]);
    for (const [category, amount, date] of [
      ['Food', 350, '2024-01-10'],
      ['Food', 200, '2024-02-05'],
      ['Food', 250, '2024-03-05'],
      ['Food', 100, '2024-03-20'],
      ['Food', 135, '2024-04-03'],
      ['Rent', 1000, '2024-02-01'],
      ['Rent', 800, '2024-03-01'],
      ['Rent', 1000, '2024-04-01'],
      ['Shopping', 90, '2024-01-15'],
      ['Shopping', 60, '2024-03-20'],
      ['Shopping', 30, '2024-04-10'],
      ['Travel', 200, '2023-12-10'],
    ] as const) {
      await spend(user, category, amount, date);
    }
  });

  it('performance of April so far: whole-month budgets, the 3-month average for the others', async () => {
    const performance = await user.get<BudgetPerformance>(
      '/budget/performance?startDate=2024-04-01&endDate=2024-04-15',
    );
    expect(performance).toEqual({
      categories: [
        // April's whole 300, however few of its days are past.
        {
          category: 'Food',
          basis: 'budget',
          budget: 300,
          spent: 135,
          remaining: 165,
          percentUsed: 45,
          status: 'under',
        },
        // (90 + 0 + 60) / 3 = 50 a month.
        {
          category: 'Shopping',
          basis: 'average',
          budget: 50,
          spent: 30,
          remaining: 20,
          percentUsed: 60,
          status: 'under',
        },
        // 1000 + 200 carried from March. Travel: no budget, nothing in January to March nor in April.
        {
          category: 'Rent',
          basis: 'budget',
          budget: 1200,
          spent: 1000,
          remaining: 200,
          percentUsed: 83.3,
          status: 'under',
        },
      ],
      // The budgeted categories only: 300 + 1200 budgeted, 135 + 1000 spent.
      overallPerformance: { budget: 1500, spent: 1135, remaining: 365, percentUsed: 75.7, status: 'under' },
      recommendations: expect.any(Array),
      message:
        '2 of 2 budgeted categories within budget. Categories without a budget are compared with their average monthly spending over the previous 3 months.',
      hasBudgets: true,
      months: ['2024-04'],
      period: { startDate: '2024-04-01', endDate: '2024-04-15' },
    });
  });

  it('measures a period in the months it holds the greater part of', async () => {
    // The default period, 2024-03-17 to 2024-04-15, holds 15 of March's 31 days: April alone.
    const recent = await user.get<BudgetPerformance>('/budget/performance');
    expect(recent.months).toEqual(['2024-04']);
    const short = await user.get<BudgetPerformance>(
      '/budget/performance?startDate=2024-03-10&endDate=2024-03-20',
    );
    expect(short).toMatchObject({ months: [], categories: [] });
    expect(short.message).toBe(
      'No spending to compare in this period. Budgets are monthly: the period holds no more than half of any month, so no month is compared.',
    );
  });

  it('variance across three months, per category and per month', async () => {
    // 2024-02-10 to 2024-04-15 holds 20 of February's 29 days: February, March and April.
    const variance = await user.get<BudgetVariance>(
      '/budget/variance?startDate=2024-02-10&endDate=2024-04-15',
    );
    // Food 3 x 300. Rent 3 x 1000 and nothing carried into February (its first month); March's 200 left is
    // April's, counted once. Baseline November to January: Shopping 90 / 3 = 30 a month, Travel 200 / 3.
    expect(variance.categories).toEqual([
      { category: 'Food', basis: 'budget', budget: 900, spent: 685, variance: -215, variancePercent: -23.9 },
      { category: 'Shopping', basis: 'average', budget: 90, spent: 90, variance: 0, variancePercent: 0 },
      {
        category: 'Travel',
        basis: 'average',
        budget: 200.01,
        spent: 0,
        variance: -200.01,
        variancePercent: -100,
      },
      { category: 'Rent', basis: 'budget', budget: 3000, spent: 2800, variance: -200, variancePercent: -6.7 },
    ]);
    // Each month as GET /api/budgets shows it: April's Rent has 1200 available.
    expect(
      variance.months.map(({ monthYear, budget, spent, variance: v }) => [monthYear, budget, spent, v]),
    ).toEqual([
      ['2024-02', 1396.67, 1200, -196.67],
      ['2024-03', 1396.67, 1210, -186.67],
      ['2024-04', 1596.67, 1165, -431.67],
    ]);
    expect(variance.months[2]?.categories.map((line) => [line.category, line.budget, line.spent])).toEqual([
      ['Food', 300, 135],
      ['Shopping', 30, 30],
      ['Travel', 66.67, 0],
      ['Rent', 1200, 1000],
    ]);
    expect(variance.total).toEqual({
      budget: 4190.01,
      spent: 3575,
      variance: -615.01,
      variancePercent: -14.7,
    });
    expect(variance.message).toBe(
      'Spending is 615.01 under budget for the period (-14.7%). Categories without a budget are compared with their average monthly spending over the previous 3 months.',
    );
    expect(variance.hasBudgets).toBe(true);
    expect(variance.period).toEqual({ startDate: '2024-02-10', endDate: '2024-04-15' });
  });

  it('counts a budget only from its first month', async () => {
    // Rent starts in February: January has no Rent budget, and no Rent line either.
    const variance = await user.get<BudgetVariance>(
      '/budget/variance?startDate=2024-01-01&endDate=2024-02-29',
    );
    expect(variance.months[0]?.categories.map((line) => line.category)).toEqual([
      'Food',
      'Shopping',
      'Travel',
    ]);
    expect(variance.categories.find((line) => line.category === 'Rent')).toEqual({
      category: 'Rent',
      basis: 'budget',
      budget: 1000,
      spent: 1000,
      variance: 0,
      variancePercent: 0,
    });
  });

  it("answers with the user's figures only", async () => {
    const stranger = await newAnalyticsUser(file.app);
    const performance = await stranger.get<BudgetPerformance>(
      '/budget/performance?startDate=2024-04-01&endDate=2024-04-15',
    );
    expect(performance.categories).toEqual([]);
    expect(performance.hasBudgets).toBe(false);
    expect(performance.message).toBe(
      'No spending to compare in this period. No budgets set: each category is compared with its average monthly spending over the previous 3 months.',
    );
    expect(performance.overallPerformance).toEqual({
      budget: 0,
      spent: 0,
      remaining: 0,
      percentUsed: 0,
      status: 'under',
    });
  });
});

describe('a user without budgets', () => {
  it('compares with the average of the previous 3 months, and says so', async () => {
    const user = await newAnalyticsUser(file.app);
    await spend(user, 'Food', 100, '2024-01-31');
    await spend(user, 'Food', 200, '2024-02-01');
    await spend(user, 'Food', 300, '2024-03-15');
    await spend(user, 'Food', 50, '2024-04-02');
    await spend(user, 'Food', 1000, '2023-12-31');
    const performance = await user.get<BudgetPerformance>(
      '/budget/performance?startDate=2024-04-01&endDate=2024-04-15',
    );
    expect(performance.categories).toEqual([
      // (100 + 200 + 300) / 3 = 200 a month, April's whole month.
      {
        category: 'Food',
        basis: 'average',
        budget: 200,
        spent: 50,
        remaining: 150,
        percentUsed: 25,
        status: 'under',
      },
    ]);
    expect(performance.hasBudgets).toBe(false);
    expect(performance.message).toBe(
      '1 of 1 categories within their average. No budgets set: each category is compared with its average monthly spending over the previous 3 months.',
    );
    const variance = await user.get<BudgetVariance>(
      '/budget/variance?startDate=2024-04-01&endDate=2024-04-15',
    );
    expect(variance.message).toBe(
      'Spending is 150.00 below the usual for the period (-75.0%). No budgets set: each category is compared with its average monthly spending over the previous 3 months.',
    );
  });
});

/**
 * Recommendations on the last 3 whole months (January to March 2024) and the default period (2024-03-17 to
 * 2024-04-15):
 * - Food, budget 200 since January: 250, 300, 210 spent, over each month.
 * - Entertainment, budget 400 since January: 100, 150, 0, under half each month.
 * - Utilities, no budget: 100, 110, 90 (mean 100, coefficient of variation 0.08): steady.
 * - Shopping, no budget: 10, 100, 190 (coefficient of variation 0.73): not steady. Healthcare, no budget: 50, 0,
 *   50: a month without spending.
 * - The period: income 1000 (2024-04-01), expenses Food 210 (2024-03-25) and Rent 700 (2024-04-02): 9% saved.
 */
describe('recommendations', () => {
  let user: AnalyticsUser;

  beforeAll(async () => {
    user = await newAnalyticsUser(file.app);
    await setBudgets(user, [
      { category: 'Food', amount: 200, rollover: false, since: '2024-01-01' },
      { category: 'Entertainment', amount: 400, rollover: false, since: '2024-01-01' },
    ]);
    for (const [category, amount, date] of [
      ['Food', 250, '2024-01-05'],
      ['Food', 300, '2024-02-05'],
      ['Food', 210, '2024-03-25'],
      ['Entertainment', 100, '2024-01-06'],
      ['Entertainment', 150, '2024-02-06'],
      ['Utilities', 100, '2024-01-07'],
      ['Utilities', 110, '2024-02-07'],
      ['Utilities', 90, '2024-03-07'],
      ['Shopping', 10, '2024-01-08'],
      ['Shopping', 100, '2024-02-08'],
      ['Shopping', 190, '2024-03-08'],
      ['Healthcare', 50, '2024-01-09'],
      ['Healthcare', 50, '2024-03-09'],
      ['Rent', 700, '2024-04-02'],
    ] as const) {
      await spend(user, category, amount, date);
    }
    await create(user.transactions, income({ amount: 1000, date: '2024-04-01' }));
  });

  it('names each rule that applies, warnings first, with its figures', async () => {
    const { recommendations, period } = await user.get<BudgetRecommendations>('/budget/recommendations');
    expect(period).toEqual({ startDate: '2024-03-17', endDate: '2024-04-15' });
    expect(recommendations).toEqual([
      {
        kind: 'over-budget-streak',
        category: 'Food',
        severity: 'warning',
        message:
          'Food has been over its budget of 200.00 in each of the last 3 months, at 253.33 a month on average. Raise the budget or cut back.',
        figures: { budget: 200, averageSpent: 253.33, months: 3 },
      },
      {
        kind: 'low-savings-rate',
        category: null,
        severity: 'warning',
        message:
          'You saved 9.0% of your income in this period, under the 20% to aim for. Budgets on your largest expense categories can help.',
        figures: { savingsRate: 9, target: 20, income: 1000, expenses: 910 },
      },
      {
        kind: 'budget-too-high',
        category: 'Entertainment',
        severity: 'info',
        message:
          "Entertainment's budget of 400.00 is far above what you spend: under half of it in each of the last 3 months, 83.33 a month on average. Consider lowering it.",
        figures: { budget: 400, averageSpent: 83.33, months: 3 },
      },
      {
        kind: 'no-budget',
        category: 'Utilities',
        severity: 'info',
        message:
          'You spend a steady 100.00 a month on Utilities (last 3 months) without a budget. Setting one keeps it there.',
        figures: { averageSpent: 100, coefficientOfVariation: 0.08, months: 3 },
      },
    ]);
    const performance = await user.get<BudgetPerformance>('/budget/performance');
    expect(performance.recommendations).toEqual(recommendations);
  });

  it('answers anew after a budget or a transaction changes (answers are kept only while neither does)', async () => {
    const another = await newAnalyticsUser(file.app);
    await setBudgets(another, [{ category: 'Food', amount: 100, rollover: false, since: '2024-04-01' }]);
    await spend(another, 'Food', 40, '2024-04-10');
    const path = '/budget/performance?startDate=2024-04-01&endDate=2024-04-30';
    const budgetOf = async () => (await another.get<BudgetPerformance>(path)).overallPerformance;
    // PGlite reads the pinned clock too: each write is a second later, as it would be, so its stamp moves.
    const aSecondLater = () => jest.setSystemTime(Date.now() + 1000);
    expect(await budgetOf()).toMatchObject({ budget: 100, spent: 40 });
    expect(await budgetOf()).toMatchObject({ budget: 100, spent: 40 });
    const call = userCallerFor(file.app, '/api/budgets', another);
    aSecondLater();
    const put = await call('PUT', '/', { budgets: [{ category: 'Food', amount: 150, rollover: false }] });
    expect(put.statusCode).toBe(200);
    expect(await budgetOf()).toMatchObject({ budget: 150, spent: 40 });
    aSecondLater();
    await spend(another, 'Food', 20, '2024-04-11');
    expect(await budgetOf()).toMatchObject({ budget: 150, spent: 60 });
    const variance = await another.get<BudgetVariance>(
      '/budget/variance?startDate=2024-04-01&endDate=2024-04-30',
    );
    expect(variance.total).toMatchObject({ budget: 150, spent: 60 });
  });

  it('tells overspending in the current month as it happens, once a streak does not already say so', async () => {
    const another = await newAnalyticsUser(file.app);
    // Food is over in March (a streak of one month is no streak) and in April; Rent's 1200 carries 200 in.
    await setBudgets(another, [
      { category: 'Food', amount: 100, rollover: false, since: '2024-03-01' },
      { category: 'Rent', amount: 1000, rollover: true, since: '2024-03-01' },
    ]);
    await spend(another, 'Food', 120, '2024-03-10');
    await spend(another, 'Food', 130.5, '2024-04-10');
    await spend(another, 'Rent', 800, '2024-03-01');
    await spend(another, 'Rent', 1150, '2024-04-01');
    const { recommendations } = await another.get<BudgetRecommendations>('/budget/recommendations');
    expect(recommendations).toEqual([
      {
        kind: 'over-budget',
        category: 'Food',
        severity: 'warning',
        message: 'Food is over its budget this month: 130.50 spent of 100.00, 30.50 over.',
        figures: { budget: 100, spent: 130.5, over: 30.5 },
      },
    ]);
  });

  it('looks back from the end of a past period', async () => {
    // Ending on 2024-02-29, the window is December to February: the budgets set in January miss December, and
    // Utilities had nothing in December. The period's savings: no income, so no savings rule.
    const { recommendations } = await user.get<BudgetRecommendations>(
      '/budget/recommendations?startDate=2024-02-01&endDate=2024-02-29',
    );
    expect(recommendations).toEqual([]);
  });
});

describe('the calls', () => {
  it.each(['/budget/performance', '/budget/variance', '/budget/recommendations'])(
    '%s needs a token and a valid period',
    async (path) => {
      const response = await file.app.inject({ method: 'GET', url: `/api/analytics${path}` });
      expect(response.statusCode).toBe(401);
      const user = await newAnalyticsUser(file.app);
      const refused = await user.call(`${path}?startDate=2024-02-30`);
      expect(refused.statusCode).toBe(422);
      expect(failureOf(refused).errors).toEqual([
        { field: 'startDate', message: MESSAGES.analyticsDateInvalid },
      ]);
    },
  );
});
