import type { CashFlow } from '@moneta/shared/contract';
import { useTestApp } from './helpers';
import { failureOf, newAnalyticsUser, pinClock, unpinClock, type AnalyticsUser } from './analytics-fixtures';
import { create, expense, income } from './transaction-fixtures';

const file = useTestApp();

/**
 * From 2024-01-15 to 2024-03-10: January's 15th on, February, March to the 10th.
 * - January: income 1000 (the 20th), expense 300.50 (the 25th); the income of the 10th is before the period.
 * - February: income 200, expenses 800 (500 + 300): net -600.
 * - March: expense 100 on the 5th; 5000 on the 11th is after the period.
 * Nets 699.50, -600, -100; cumulative 699.50, 99.50, -0.50.
 */
let known: AnalyticsUser;

beforeAll(async () => {
  known = await newAnalyticsUser(file.app);
  for (const input of [
    income({ amount: 999, date: '2024-01-10' }),
    income({ amount: 1000, date: '2024-01-20' }),
    expense({ amount: 300.5, category: 'Food', date: '2024-01-25' }),
    income({ amount: 200, category: 'Freelance', date: '2024-02-01' }),
    expense({ amount: 500, category: 'Rent', date: '2024-02-01' }),
    expense({ amount: 300, category: 'Food', date: '2024-02-29' }),
    expense({ amount: 100, category: 'Travel', date: '2024-03-05' }),
    expense({ amount: 5000, category: 'Travel', date: '2024-03-11' }),
  ]) {
    await create(known.transactions, input);
  }
  // Another user on the same days: never counted.
  const intruder = await newAnalyticsUser(file.app);
  await create(intruder.transactions, income({ amount: 12_345, date: '2024-01-20' }));
  await create(intruder.transactions, expense({ amount: 678, category: 'Food', date: '2024-02-10' }));
});

describe('cash flow', () => {
  it('sums each month of the period and accumulates the net', async () => {
    expect(await known.get<CashFlow>('/advanced/cash-flow?startDate=2024-01-15&endDate=2024-03-10')).toEqual({
      months: [
        { monthYear: '2024-01', income: 1000, expenses: 300.5, net: 699.5, cumulative: 699.5 },
        { monthYear: '2024-02', income: 200, expenses: 800, net: -600, cumulative: 99.5 },
        { monthYear: '2024-03', income: 0, expenses: 100, net: -100, cumulative: -0.5 },
      ],
      totals: { income: 1200, expenses: 1200.5, net: -0.5 },
      period: { startDate: '2024-01-15', endDate: '2024-03-10' },
    });
  });

  it('answers the last 30 days by default, none of the months before the first transaction', async () => {
    pinClock('2024-03-20T12:00:00Z');
    try {
      // 2024-02-20 to 2024-03-20: 300 of Food on the 29th, 100 and 5000 of Travel in March.
      expect(await known.get<CashFlow>('/advanced/cash-flow')).toEqual({
        months: [
          { monthYear: '2024-02', income: 0, expenses: 300, net: -300, cumulative: -300 },
          { monthYear: '2024-03', income: 0, expenses: 5100, net: -5100, cumulative: -5400 },
        ],
        totals: { income: 0, expenses: 5400, net: -5400 },
        period: { startDate: '2024-02-20', endDate: '2024-03-20' },
      });
    } finally {
      unpinClock();
    }
    // Months before the first transaction are no history: none to show.
    const quiet = await known.get<CashFlow>('/advanced/cash-flow?startDate=2022-05-01&endDate=2022-06-30');
    expect(quiet.months).toEqual([]);
  });

  it('validates the period and needs a token', async () => {
    const reversed = await known.call('/advanced/cash-flow?startDate=2024-03-01&endDate=2024-02-01');
    expect(reversed.statusCode).toBe(422);
    expect(failureOf(reversed).errors?.map((error) => error.field)).toEqual(['endDate']);
    const anonymous = await file.app.inject({ method: 'GET', url: '/api/analytics/advanced/cash-flow' });
    expect(anonymous.statusCode).toBe(401);
  });
});
