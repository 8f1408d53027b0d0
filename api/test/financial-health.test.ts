// /api/analytics/advanced/financial-health on known data, with hand-computed components. The clock is
// pinned at 2024-07-15 12:00 UTC: the default period is 2024-06-16 to 2024-07-15, the last whole month June 2024
// and the last 6 whole months January to June.
import { and, eq } from 'drizzle-orm';
import type { FinancialHealth } from '@moneta/shared/contract';
import { budgets } from '../src/db/schema';
import { newAnalyticsUser, pinClock, unpinClock, type AnalyticsUser } from './analytics-fixtures';
import { addFunds, createGoal, setStatus } from './goal-fixtures';
import { useTestApp, userCallerFor } from './helpers';
import { create, expense, income } from './transaction-fixtures';

const file = useTestApp();
const db = () => file.testDb.database.db;

beforeAll(() => pinClock('2024-07-15T12:00:00Z'));
afterAll(() => unpinClock());

/**
 * Expenses on the 5th of each month, January to June: Food 400, 800, 600, 600, 400, 800 and Rent 400 each
 * month, so 800, 1200, 1000, 1000, 800, 1200 (mean 1000, population standard deviation 163.30). In the period:
 * income 2000 (2024-07-01) and Food 1800 (2024-07-02): 10% saved. Goals: an Active one holding 3000, a Completed
 * one 1000 and a Paused one 5000 (not counted): 4000, 4 months of expenses.
 */
async function knownUser(): Promise<AnalyticsUser> {
  const user = await newAnalyticsUser(file.app);
  const food = [400, 800, 600, 600, 400, 800];
  for (const [index, amount] of food.entries()) {
    const date = `2024-0${index + 1}-05`;
    await create(user.transactions, expense({ category: 'Food', amount, date }));
    await create(user.transactions, expense({ category: 'Rent', amount: 400, date }));
  }
  await create(user.transactions, income({ amount: 2000, date: '2024-07-01' }));
  await create(user.transactions, expense({ category: 'Food', amount: 1800, date: '2024-07-02' }));

  const active = await createGoal(user.goals, {
    name: 'Fund',
    targetAmount: 10000,
    targetDate: '2025-06-30',
  });
  await addFunds(user.goals, active._id, 3000);
  const done = await createGoal(user.goals, { name: 'Done', targetAmount: 1000, targetDate: '2025-06-30' });
  await addFunds(user.goals, done._id, 1000);
  const paused = await createGoal(user.goals, {
    name: 'Paused',
    targetAmount: 9000,
    targetDate: '2025-06-30',
  });
  await addFunds(user.goals, paused._id, 5000);
  await setStatus(user.goals, paused._id, 'pause');
  return user;
}

const savingsRate = {
  key: 'savingsRate',
  // 10 / 20 x 100
  score: 50,
  value: 10,
  detail: 'You kept 10.0% of your income in this period; 20% or more scores 100.',
};
const expenseStability = {
  key: 'expenseStability',
  // (1 - 0.1633) / 0.9 x 100 = 92.97
  score: 93,
  value: 0.16,
  detail:
    'Your monthly expenses over the last 6 whole months varied by a coefficient of variation of 0.16; 0.1 or less scores 100.',
};
const emergencyFund = {
  key: 'emergencyFund',
  // 4 / 6 x 100
  score: 67,
  value: 4,
  detail: 'Your savings goals hold 4.0 months of your average expenses; 6 months or more scores 100.',
};

describe('with budgets', () => {
  it('scores four components in equal weights', async () => {
    const user = await knownUser();
    // June: Food 800 over its 700, Rent 400 within its 500, Transportation nothing within its 100.
    const call = userCallerFor(file.app, '/api/budgets', user);
    const response = await call('PUT', '/', {
      budgets: [
        { category: 'Food', amount: 700, rollover: false },
        { category: 'Rent', amount: 500, rollover: false },
        { category: 'Transportation', amount: 100, rollover: false },
      ],
    });
    expect(response.statusCode).toBe(200);
    await db()
      .update(budgets)
      .set({ since: '2024-01-01' })
      .where(and(eq(budgets.userId, user.userId)));

    const health = await user.get<FinancialHealth>('/advanced/financial-health');
    // (50 + 92.97 + 66.67 + 66.67) / 4 = 69.07
    expect(health).toEqual({
      score: 69,
      rating: 'Good',
      components: [
        { ...savingsRate, weight: 0.25 },
        { ...expenseStability, weight: 0.25 },
        { ...emergencyFund, weight: 0.25 },
        {
          key: 'budgetAdherence',
          score: 67,
          value: 66.7,
          weight: 0.25,
          detail: '2 of 3 budgeted categories stayed within budget in 2024-06.',
        },
      ],
      period: { startDate: '2024-06-16', endDate: '2024-07-15' },
    });
  });
});

describe('without budgets', () => {
  it('leaves budget adherence out and rescales the weights', async () => {
    const user = await knownUser();
    const health = await user.get<FinancialHealth>('/advanced/financial-health');
    // (50 + 92.97 + 66.67) / 3 = 69.88
    expect(health.score).toBe(70);
    expect(health.rating).toBe('Good');
    expect(health.components).toEqual([
      { ...savingsRate, weight: 1 / 3 },
      { ...expenseStability, weight: 1 / 3 },
      { ...emergencyFund, weight: 1 / 3 },
    ]);
  });

  it('measures only the savings rate without any data', async () => {
    const user = await newAnalyticsUser(file.app);
    expect(await user.get<FinancialHealth>('/advanced/financial-health')).toEqual({
      score: 0,
      rating: 'Needs attention',
      components: [
        {
          key: 'savingsRate',
          score: 0,
          value: 0,
          weight: 1,
          detail: 'You kept 0.0% of your income in this period; 20% or more scores 100.',
        },
      ],
      period: { startDate: '2024-06-16', endDate: '2024-07-15' },
    });
  });

  it('rates a strong saver with steady spending Excellent', async () => {
    // Rent 500 each month, January to June: no variation (100). Income 5000 and no expenses in the period: 100%
    // saved (100). No goals: 0 months (0). (100 + 100 + 0) / 3 = 66.67: Good; with 3000 saved (6 months), 100.
    const user = await newAnalyticsUser(file.app);
    for (let month = 1; month <= 6; month += 1) {
      await create(user.transactions, expense({ category: 'Rent', amount: 500, date: `2024-0${month}-10` }));
    }
    await create(user.transactions, income({ amount: 5000, date: '2024-07-01' }));
    const before = await user.get<FinancialHealth>('/advanced/financial-health');
    expect([before.score, before.rating]).toEqual([67, 'Good']);
    expect(before.components.map((component) => [component.key, component.score, component.value])).toEqual([
      ['savingsRate', 100, 100],
      ['expenseStability', 100, 0],
      ['emergencyFund', 0, 0],
    ]);
    const fund = await createGoal(user.goals, { targetAmount: 5000, targetDate: '2025-06-30' });
    await addFunds(user.goals, fund._id, 3000);
    const after = await user.get<FinancialHealth>('/advanced/financial-health');
    expect([after.score, after.rating]).toEqual([100, 'Excellent']);
  });
});

describe('the call', () => {
  it('needs a token', async () => {
    const response = await file.app.inject({
      method: 'GET',
      url: '/api/analytics/advanced/financial-health',
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses an invalid period', async () => {
    const user = await newAnalyticsUser(file.app);
    expect((await user.call('/advanced/financial-health?startDate=2024-08-01')).statusCode).toBe(422);
  });
});
