import type { SpendingPatterns } from '@moneta/shared/contract';
import { useTestApp } from './helpers';
import { newAnalyticsUser, type AnalyticsUser } from './analytics-fixtures';
import { create, expense, income } from './transaction-fixtures';

const file = useTestApp();

/** Days 1 to 31, with the given expenses (day: [total, count]) and zeros elsewhere. */
function daysOfMonth(expenses: Record<number, [number, number]>) {
  return Array.from({ length: 31 }, (_, index) => {
    const [totalExpenses, expenseCount] = expenses[index + 1] ?? [0, 0];
    return { day: index + 1, totalExpenses, expenseCount };
  });
}

/**
 * Expenses on the 15th of January (100.00) and February (50.50), on the 31st of January (20.00) and March
 * (130.50), on the 1st of February (5.00); an income on the 15th of March (never an expense); an expense on
 * 2024-04-15, after the period.
 */
let user: AnalyticsUser;

beforeAll(async () => {
  user = await newAnalyticsUser(file.app);
  const call = user.transactions;
  await create(call, expense({ amount: 100, date: '2024-01-15' }));
  await create(call, expense({ amount: 50.5, category: 'Travel', date: '2024-02-15' }));
  await create(call, expense({ amount: 20, date: '2024-01-31' }));
  await create(call, expense({ amount: 130.5, category: 'Rent', date: '2024-03-31' }));
  await create(call, expense({ amount: 5, date: '2024-02-01' }));
  await create(call, income({ amount: 9000, date: '2024-03-15' }));
  await create(call, expense({ amount: 7000, date: '2024-04-15' }));
});

describe('spending patterns by day of the month', () => {
  it("sums each day's expenses across the months, the earliest day of a tie the highest", async () => {
    const patterns = await user.get<SpendingPatterns>(
      '/spending/patterns?startDate=2024-01-01&endDate=2024-03-31',
    );
    expect(patterns.byDayOfMonth).toEqual(
      // 100 + 50.50 on the 15th, 20 + 130.50 on the 31st: a tie
      daysOfMonth({ 1: [5, 1], 15: [150.5, 2], 31: [150.5, 2] }),
    );
    expect(patterns.highestSpendingDayOfMonth).toBe(15);
  });

  it('counts only the days of the period', async () => {
    const patterns = await user.get<SpendingPatterns>(
      '/spending/patterns?startDate=2024-01-16&endDate=2024-03-31',
    );
    expect(patterns.byDayOfMonth).toEqual(daysOfMonth({ 1: [5, 1], 15: [50.5, 1], 31: [150.5, 2] }));
    expect(patterns.highestSpendingDayOfMonth).toBe(31);
  });

  it('lists the 31 days as zeros, and no highest day, without expenses', async () => {
    const other = await newAnalyticsUser(file.app);
    await create(other.transactions, income({ amount: 10, date: '2024-01-15' }));
    const patterns = await other.get<SpendingPatterns>(
      '/spending/patterns?startDate=2024-01-01&endDate=2024-03-31',
    );
    expect(patterns.byDayOfMonth).toEqual(daysOfMonth({}));
    expect(patterns.highestSpendingDayOfMonth).toBeNull();
    expect(patterns.highestSpendingDay).toBeNull();
  });
});
