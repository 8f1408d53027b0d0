import { eq, sql } from 'drizzle-orm';
import {
  DEFAULT_CATEGORIES,
  type CategoryAnalysis,
  type DashboardStats,
  type MonthlySummary,
  type SpendingTrends,
  type Transaction,
  type TransactionCategory,
} from '@moneta/shared/contract';
import { imports, transactionMonthTotals, transactions } from '../src/db/schema';
import { addDays, addMonthsClamped, startOfMonth, todayUtc } from '../src/transactions/dates';
import { bearer, PASSWORD, registerUser, useTestApp, mainAccountOf } from './helpers';
import { callerFor, create, dataOf, daysAgo, expense, income, type Caller } from './transaction-fixtures';

const file = useTestApp();

const db = () => file.testDb.database.db;

async function newCaller(): Promise<Caller & { userId: string; accessToken: string }> {
  const user = await registerUser(file.app);
  return Object.assign(callerFor(file.app, user.accessToken), {
    userId: user.userId,
    accessToken: user.accessToken,
  });
}

async function get<T>(call: Caller, path: string): Promise<T> {
  const response = await call('GET', path);
  expect(response.statusCode).toBe(200);
  return dataOf<T>(response);
}

describe('monthly summary', () => {
  let call: Caller;

  beforeAll(async () => {
    call = await newCaller();
    await create(call, income({ amount: 3000, date: '2024-03-01' }));
    await create(
      call,
      income({ description: 'Side job', amount: 500.55, category: 'Freelance', date: '2024-03-31' }),
    );
    await create(call, expense({ amount: 42.5, category: 'Food', date: '2024-03-15' }));
    await create(call, expense({ amount: 0.1, category: 'Food', date: '2024-03-16' }));
    await create(call, expense({ amount: 0.2, category: 'Travel', date: '2024-03-17' }));
    await create(call, expense({ amount: 999, category: 'Rent', date: '2024-02-29' }));
    await create(call, income({ amount: 50, date: '2024-04-01' }));
  });

  it('sums the month in minor units: income, expenses, savings and rate', async () => {
    expect(await get<MonthlySummary>(call, '/summary/3/2024')).toEqual({
      month: 3,
      year: 2024,
      totalIncome: 3500.55,
      totalExpenses: 42.8,
      netSavings: 3457.75,
      savingsRate: 98.8,
      transactionCount: 5,
      expenseCategoryCount: 2,
    });
  });

  it('answers a negative rate when spending exceeds income, and 0 without income', async () => {
    expect(await get<MonthlySummary>(call, '/summary/2/2024')).toMatchObject({
      totalIncome: 0,
      totalExpenses: 999,
      netSavings: -999,
      savingsRate: 0,
      transactionCount: 1,
      expenseCategoryCount: 1,
    });
    const other = await newCaller();
    await create(other, income({ amount: 100, date: '2024-05-02' }));
    await create(other, expense({ amount: 150.05, date: '2024-05-03' }));
    expect(await get<MonthlySummary>(other, '/summary/5/2024')).toMatchObject({
      netSavings: -50.05,
      savingsRate: -50.1,
    });
  });

  it('answers zeros for an empty month', async () => {
    expect(await get<MonthlySummary>(call, '/summary/1/1999')).toEqual({
      month: 1,
      year: 1999,
      totalIncome: 0,
      totalExpenses: 0,
      netSavings: 0,
      savingsRate: 0,
      transactionCount: 0,
      expenseCategoryCount: 0,
    });
  });

  it.each(['13/2024', '0/2024', '3/1899', '3/10000', 'abc/2024', '3/20x4', '-1/2024', '1e1/2024'])(
    'refuses /summary/%s with 422',
    async (path) => {
      const response = await call('GET', `/summary/${path}`);
      expect(response.statusCode).toBe(422);
      expect(response.json().success).toBe(false);
    },
  );

  it("current-month summarises this UTC month's rows", async () => {
    const user = await newCaller();
    const today = todayUtc();
    await create(user, income({ amount: 200, date: today }));
    await create(user, expense({ amount: 50, date: startOfMonth(today) }));
    await create(user, expense({ amount: 70, date: addDays(startOfMonth(today), -1) }));
    expect(await get<MonthlySummary>(user, '/current-month')).toEqual({
      month: Number(today.slice(5, 7)),
      year: Number(today.slice(0, 4)),
      totalIncome: 200,
      totalExpenses: 50,
      netSavings: 150,
      savingsRate: 75,
      transactionCount: 2,
      expenseCategoryCount: 1,
    });
  });
});

describe('dashboard', () => {
  it("holds this month's summary, the 5 newest transactions and empty goals", async () => {
    const user = await newCaller();
    const intruder = await newCaller();
    const today = todayUtc();
    const first = startOfMonth(today);
    await create(user, income({ amount: 1000, date: first }));
    await create(user, expense({ amount: 250, date: first, category: 'Utilities' }));
    for (let index = 1; index <= 5; index += 1) {
      await create(
        user,
        expense({ description: `Old ${index}`, amount: index, date: addDays(first, -index) }),
      );
    }
    await create(intruder, income({ amount: 99999, date: today }));

    const before = Date.now();
    const stats = await get<DashboardStats>(user, '/dashboard');
    expect(stats.monthly.summary).toMatchObject({
      totalIncome: 1000,
      totalExpenses: 250,
      netSavings: 750,
      savingsRate: 75,
      transactionCount: 2,
      expenseCategoryCount: 1,
    });
    expect(stats.savingsRate).toBe(75);
    expect(stats.goals).toEqual([]);
    expect(stats.recent.map((item: Transaction) => item.date)).toEqual([
      first,
      first,
      addDays(first, -1),
      addDays(first, -2),
      addDays(first, -3),
    ]);
    expect(stats.recent.every((item) => item.userId === user.userId)).toBe(true);
    expect(Date.parse(stats.generatedAt)).toBeGreaterThanOrEqual(before - 1000);

    const empty = await get<DashboardStats>(await newCaller(), '/dashboard');
    expect(empty.monthly.summary.transactionCount).toBe(0);
    expect(empty.recent).toEqual([]);
    expect(empty.savingsRate).toBe(0);
  });
});

describe('category analysis', () => {
  it('lists expenses by category, largest first, with percentages and the 8 colours', async () => {
    const user = await newCaller();
    const amounts: Array<[TransactionCategory, number]> = [
      ['Food', 500],
      ['Rent', 1200],
      ['Travel', 300],
      ['Utilities', 100],
      ['Healthcare', 80],
      ['Education', 60],
      ['Insurance', 40],
      ['Shopping', 20],
      ['Entertainment', 10],
    ];
    for (const [category, amount] of amounts) {
      await create(user, expense({ category, amount, date: '2024-06-10' }));
    }
    await create(user, expense({ category: 'Food', amount: 0.1, date: '2024-06-11' }));
    await create(user, income({ amount: 10000, date: '2024-06-10' }));
    await create(user, expense({ category: 'Rent', amount: 5000, date: '2024-07-01' }));

    const analysis = await get<CategoryAnalysis>(
      user,
      '/analysis/category?startDate=2024-06-01&endDate=2024-06-30',
    );
    expect(analysis.period).toEqual({ startDate: '2024-06-01', endDate: '2024-06-30' });
    expect(analysis.totalAmount).toBe(2310.1);
    expect(analysis.categories.map((item) => [item.category, item.amount])).toEqual([
      ['Rent', 1200],
      ['Food', 500.1],
      ['Travel', 300],
      ['Utilities', 100],
      ['Healthcare', 80],
      ['Education', 60],
      ['Insurance', 40],
      ['Shopping', 20],
      ['Entertainment', 10],
    ]);
    expect(analysis.categories[0]?.percentage).toBe(51.9);
    expect(analysis.categories[1]?.percentage).toBe(21.6);
    // Each in its category's colour, the defaults' being all different.
    expect(analysis.categories.map((item) => item.color)).toEqual(
      analysis.categories.map((item) => DEFAULT_CATEGORIES.find((c) => c.name === item.category)?.color),
    );
    expect(new Set(analysis.categories.map((item) => item.color)).size).toBe(9);
  });

  it('takes ISO date-times, partial months, and defaults to the last 365 days', async () => {
    const user = await newCaller();
    await create(user, expense({ amount: 10, date: daysAgo(10) }));
    await create(user, expense({ amount: 20, date: daysAgo(300), category: 'Travel' }));
    await create(user, expense({ amount: 40, date: daysAgo(400), category: 'Rent' }));

    const byDefault = await get<CategoryAnalysis>(user, '/analysis/category');
    expect(byDefault.period).toEqual({ startDate: addDays(todayUtc(), -365), endDate: todayUtc() });
    expect(byDefault.totalAmount).toBe(30);

    const start = new Date(Date.now() - 301 * 86_400_000).toISOString();
    const end = new Date(Date.now() - 9 * 86_400_000).toISOString();
    const range = await get<CategoryAnalysis>(
      user,
      `/analysis/category?startDate=${encodeURIComponent(start)}&endDate=${encodeURIComponent(end)}`,
    );
    expect(range.period).toEqual({ startDate: daysAgo(301), endDate: daysAgo(9) });
    expect(range.categories.map((item) => item.category)).toEqual(['Travel', 'Food']);

    const none = await get<CategoryAnalysis>(
      user,
      '/analysis/category?startDate=2000-01-01&endDate=2000-01-31',
    );
    expect(none).toEqual({
      categories: [],
      totalAmount: 0,
      period: { startDate: '2000-01-01', endDate: '2000-01-31' },
    });
  });

  it.each([
    ['startDate=2023-02-29', 'startDate'],
    ['endDate=yesterday', 'endDate'],
    ['startDate=2024-05-01&endDate=2024-04-01', 'endDate'],
  ])('refuses ?%s with 422', async (query, field) => {
    const response = await (await newCaller())('GET', `/analysis/category?${query}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].field).toBe(field);
  });
});

describe('trends', () => {
  it('gives every month of the period, empty ones as zeros', async () => {
    const user = await newCaller();
    await create(user, income({ amount: 1000, date: '2024-01-05' }));
    await create(user, expense({ amount: 400, date: '2024-01-20' }));
    await create(user, expense({ amount: 99.99, date: '2024-03-31' }));
    await create(user, expense({ amount: 5000, date: '2024-05-01' }));

    const trends = await get<SpendingTrends>(user, '/trends?startDate=2024-01-01&endDate=2024-04-30');
    expect(trends).toMatchObject({
      trends: [
        { monthYear: '2024-01', totalIncome: 1000, totalExpenses: 400, netSavings: 600 },
        { monthYear: '2024-02', totalIncome: 0, totalExpenses: 0, netSavings: 0 },
        { monthYear: '2024-03', totalIncome: 0, totalExpenses: 99.99, netSavings: -99.99 },
        { monthYear: '2024-04', totalIncome: 0, totalExpenses: 0, netSavings: 0 },
      ],
      averageMonthlySpending: 125,
      totalSpending: 499.99,
      period: { startDate: '2024-01-01', endDate: '2024-04-30' },
    });

    const partial = await get<SpendingTrends>(user, '/trends?startDate=2024-01-10&endDate=2024-03-30');
    expect(partial.trends.map((item) => item.totalExpenses)).toEqual([400, 0, 0]);
    expect(partial.trends[0]?.totalIncome).toBe(0);
  });

  it('defaults to the last 12 months, the current one included', async () => {
    const user = await newCaller();
    const today = todayUtc();
    await create(user, expense({ amount: 12, date: today }));
    await create(user, expense({ amount: 30, date: addMonthsClamped(today, -11) }));
    await create(user, expense({ amount: 99, date: addMonthsClamped(startOfMonth(today), -12) }));
    const trends = await get<SpendingTrends>(user, '/trends');
    expect(trends.trends).toHaveLength(12);
    expect(trends.trends.at(-1)?.monthYear).toBe(today.slice(0, 7));
    expect(trends.trends[0]?.monthYear).toBe(addMonthsClamped(today, -11).slice(0, 7));
    expect(trends.totalSpending).toBe(42);
    expect(trends.averageMonthlySpending).toBe(3.5);
    expect(trends.period.startDate).toBe(addMonthsClamped(startOfMonth(today), -11));
  });

  it('refuses a reversed or century-long period', async () => {
    const user = await newCaller();
    expect((await user('GET', '/trends?startDate=2024-05-01&endDate=2024-04-01')).statusCode).toBe(422);
    expect((await user('GET', '/trends?startDate=1900-01-01&endDate=2024-04-01')).statusCode).toBe(422);
    expect((await user('GET', '/trends?startDate=1930-01-01&endDate=2024-04-01')).statusCode).toBe(200);
  });
});

describe('month totals', () => {
  /** The totals the triggers keep, and the same figures counted from the rows. */
  async function totalsAgree(userId: string) {
    const kept = await db()
      .select({
        month: transactionMonthTotals.month,
        type: transactionMonthTotals.type,
        category: transactionMonthTotals.category,
        rowCount: transactionMonthTotals.rowCount,
        amountMinor: sql<number>`${transactionMonthTotals.amountMinor}`.mapWith(Number),
      })
      .from(transactionMonthTotals)
      .where(sql`${transactionMonthTotals.userId} = ${userId} and ${transactionMonthTotals.rowCount} > 0`)
      .orderBy(transactionMonthTotals.month, transactionMonthTotals.type, transactionMonthTotals.category);
    const counted = await db()
      .select({
        month: sql<string>`month_start(${transactions.date})`,
        type: transactions.type,
        category: transactions.category,
        rowCount: sql<number>`count(*)`.mapWith(Number),
        amountMinor: sql<number>`sum(${transactions.amountMinor})`.mapWith(Number),
      })
      .from(transactions)
      .where(eq(transactions.userId, userId))
      .groupBy(sql`1`, transactions.type, transactions.category)
      .orderBy(sql`1`, transactions.type, transactions.category);
    expect(kept).toEqual(counted);
    return kept;
  }

  it('stay equal to the rows through every kind of write', async () => {
    const user = await newCaller();
    const a = await create(user, expense({ amount: 10, date: '2024-01-31' }));
    const b = await create(user, expense({ amount: 20, date: '2024-01-15', category: 'Travel' }));
    await create(user, income({ amount: 300, date: '2024-02-01' }));
    await totalsAgree(user.userId);

    await user('PUT', `/${a._id}`, expense({ amount: 11.11, date: '2024-02-01' }));
    await user('PUT', `/${b._id}`, income({ amount: 20, date: '2024-01-15', category: 'Bonus' }));
    await totalsAgree(user.userId);

    await user(
      'PUT',
      `/${b._id}`,
      income({ amount: 20, date: '2024-01-15', category: 'Bonus', notes: 'same sums' }),
    );
    await user('DELETE', `/${a._id}`);
    await totalsAgree(user.userId);

    const [batch] = await db()
      .insert(imports)
      .values({ userId: user.userId, fileName: 'bank.csv', rowCount: 3 })
      .returning();
    const accountId = await mainAccountOf(db(), user.userId);
    await db()
      .insert(transactions)
      .values(
        [1, 2, 3].map((day) => ({
          userId: user.userId,
          accountId,
          description: `Imported ${day}`,
          amountMinor: -100 * day,
          type: 'Expense' as const,
          category: 'Shopping' as const,
          date: `2024-03-0${day}`,
          importId: batch?.id,
        })),
      );
    expect(await totalsAgree(user.userId)).toContainEqual({
      month: '2024-03-01',
      type: 'Expense',
      category: 'Shopping',
      rowCount: 3,
      amountMinor: -600,
    });
    // Undoing an import deletes its rows through ON DELETE CASCADE.
    await db()
      .delete(imports)
      .where(eq(imports.id, batch?.id ?? ''));
    await totalsAgree(user.userId);

    const ids = dataOf<{ transactions: Transaction[] }>(await user('GET', '/')).transactions.map(
      (item) => item._id,
    );
    await user('POST', '/bulk-delete', { transactionIds: ids });
    expect(await totalsAgree(user.userId)).toEqual([]);
    expect((await get<MonthlySummary>(user, '/summary/2/2024')).transactionCount).toBe(0);
  });

  it('go with the account', async () => {
    const user = await newCaller();
    await create(user, expense());
    const response = await file.app.inject({
      method: 'PUT',
      url: '/api/auth/deleteaccount',
      headers: bearer(user.accessToken),
      payload: { password: PASSWORD, confirmDeletion: 'DELETE' },
    });
    expect(response.statusCode).toBe(200);
    const left = await db()
      .select()
      .from(transactionMonthTotals)
      .where(eq(transactionMonthTotals.userId, user.userId));
    expect(left).toEqual([]);
  });
});
