import type {
  CategoryAnalysis,
  IncomeSources,
  IncomeTrends,
  MonthlySummary,
  SavingsRate,
  SavingsTrends,
  SpendingComparison,
  SpendingPatterns,
  SpendingTrends,
  TransactionInsights,
  TransactionPatterns,
} from '@moneta/shared/contract';
import { useTestApp } from './helpers';
import { newAnalyticsUser, newKnownUser, type AnalyticsUser } from './analytics-fixtures';
import { create, expense, income } from './transaction-fixtures';

const file = useTestApp();

/** January to March 2024: 91 days. */
const PERIOD = 'startDate=2024-01-01&endDate=2024-03-31';
const period = { startDate: '2024-01-01', endDate: '2024-03-31' };

/** A trend month and the days of it a period covers. */
const monthDays = (monthYear: string, first: string, last: string) => ({
  monthYear,
  startDate: `${monthYear}-${first}`,
  endDate: `${monthYear}-${last}`,
});
const january = monthDays('2024-01', '01', '31');
const february = monthDays('2024-02', '01', '29');
const march = monthDays('2024-03', '01', '31');

/**
 * The known user's transactions. In the period:
 * - Fri 2024-01-05 Income Salary 1000.00
 * - Sat 2024-01-20 Expense Food 400.00
 * - Wed 2024-01-31 Expense Rent 99.99
 * - Thu 2024-02-01 Income Freelance 250.50
 * - Thu 2024-02-29 Expense Food 10.10
 * - Fri 2024-03-15 Expense Travel 300.00
 * - Sun 2024-03-31 Income Salary 1000.00
 * Before it, in the 91 days of the previous period (2023-10-02 to 2023-12-31): 2023-10-03 Expense Food 50.00 and
 * 2023-12-31 Income Bonus 77.00; 2023-10-01 Expense Food 1000.00 falls outside both, as does 2024-04-01's.
 * Income 2250.50, expenses 810.09, savings 1440.41 (64.0%), 7 transactions.
 */
let known: AnalyticsUser;
let intruder: AnalyticsUser;

beforeAll(async () => {
  known = await newKnownUser(file.app, [
    expense({ amount: 50, category: 'Food', date: '2023-10-03' }),
    income({ amount: 77, category: 'Bonus', date: '2023-12-31' }),
    expense({ amount: 1000, category: 'Food', date: '2023-10-01' }),
  ]);
  // Another user with rows on the same days: never counted in the known user's figures.
  intruder = await newAnalyticsUser(file.app);
  await create(intruder.transactions, income({ amount: 99999, date: '2024-01-05' }));
  await create(intruder.transactions, expense({ amount: 1234.56, category: 'Shopping', date: '2024-01-05' }));
  await create(intruder.transactions, expense({ amount: 7, category: 'Food', date: '2024-02-29' }));
});

describe('monthly summary', () => {
  it('sums a month of the known user', async () => {
    expect(await known.get<MonthlySummary>('/monthly/2024/2')).toEqual({
      month: 2,
      year: 2024,
      totalIncome: 250.5,
      totalExpenses: 10.1,
      netSavings: 240.4,
      savingsRate: 96,
      transactionCount: 2,
      expenseCategoryCount: 1,
    });
    expect(await known.get<MonthlySummary>('/monthly/2024/1')).toMatchObject({
      totalIncome: 1000,
      totalExpenses: 499.99,
      netSavings: 500.01,
      savingsRate: 50,
      transactionCount: 3,
      expenseCategoryCount: 2,
    });
  });

  it.each(['2024/13', '2024/0', '1899/3', '10000/3', '2024/x', '20x4/3', '2024/-1'])(
    'refuses /monthly/%s with 422',
    async (path) => {
      const response = await known.call(`/monthly/${path}`);
      expect(response.statusCode).toBe(422);
      expect(response.json().success).toBe(false);
    },
  );
});

describe('spending', () => {
  it('trends: every month of the period, with average and total spending', async () => {
    expect(await known.get<SpendingTrends>(`/spending/trends?${PERIOD}`)).toEqual({
      trends: [
        { ...january, totalIncome: 1000, totalExpenses: 499.99, netSavings: 500.01 },
        { ...february, totalIncome: 250.5, totalExpenses: 10.1, netSavings: 240.4 },
        { ...march, totalIncome: 1000, totalExpenses: 300, netSavings: 700 },
      ],
      averageMonthlySpending: 270.03,
      totalSpending: 810.09,
      period,
    });
  });

  it('trends: months touched by a period of partial months say which of their days it covers', async () => {
    const trends = await known.get<SpendingTrends>(
      '/spending/trends?startDate=2024-01-21&endDate=2024-05-02',
    );
    expect(trends.trends).toEqual([
      {
        monthYear: '2024-01',
        startDate: '2024-01-21',
        endDate: '2024-01-31',
        totalIncome: 0,
        totalExpenses: 99.99,
        netSavings: -99.99,
      },
      { ...february, totalIncome: 250.5, totalExpenses: 10.1, netSavings: 240.4 },
      { ...march, totalIncome: 1000, totalExpenses: 300, netSavings: 700 },
      { ...monthDays('2024-04', '01', '30'), totalIncome: 0, totalExpenses: 5000, netSavings: -5000 },
      { ...monthDays('2024-05', '01', '02'), totalIncome: 0, totalExpenses: 0, netSavings: 0 },
    ]);
    expect(trends.totalSpending).toBe(5410.09);
    // 11 of January's 31 days, February to April whole, 2 of May's 31 days: 3 + 13/31 months.
    expect(trends.averageMonthlySpending).toBe(1582.2);
  });

  it('trends: thirty days touching one day of a month count it as that day, not as a month', async () => {
    const trends = await known.get<SpendingTrends>(
      '/spending/trends?startDate=2024-01-31&endDate=2024-02-29',
    );
    expect(trends.trends).toEqual([
      { ...monthDays('2024-01', '31', '31'), totalIncome: 0, totalExpenses: 99.99, netSavings: -99.99 },
      { ...february, totalIncome: 250.5, totalExpenses: 10.1, netSavings: 240.4 },
    ]);
    // 110.09 over 1/31 + 29/29 of a month, not over 2 months.
    expect(trends.averageMonthlySpending).toBe(106.65);
  });

  it('trends: a long period starts at the month of the first transaction, not with empty months', async () => {
    const trends = await known.get<SpendingTrends>(
      '/spending/trends?startDate=2023-01-01&endDate=2023-12-31',
    );
    expect(trends.trends.map((month) => [month.monthYear, month.totalExpenses])).toEqual([
      ['2023-10', 1050],
      ['2023-11', 0],
      ['2023-12', 0],
    ]);
    expect(trends.averageMonthlySpending).toBe(350);
    const income = await known.get<IncomeTrends>('/income/trends?startDate=2023-01-01&endDate=2023-12-31');
    expect(income.trends.map((month) => month.monthYear)).toEqual(['2023-10', '2023-11', '2023-12']);
  });

  it('categories: expenses by category, largest first', async () => {
    expect(await known.get<CategoryAnalysis>(`/spending/categories?${PERIOD}`)).toEqual({
      categories: [
        { category: 'Food', amount: 410.1, percentage: 50.6, color: '#1677ff' },
        { category: 'Travel', amount: 300, percentage: 37, color: '#0891b2' },
        { category: 'Rent', amount: 99.99, percentage: 12.3, color: '#65a30d' },
      ],
      totalAmount: 810.09,
      period,
    });
  });

  it('comparison: the period against the 91 days before it', async () => {
    expect(await known.get<SpendingComparison>(`/spending/comparison?${PERIOD}`)).toEqual({
      period1: {
        ...period,
        totalIncome: 2250.5,
        totalExpenses: 810.09,
        netSavings: 1440.41,
        savingsRate: 64,
        transactionCount: 7,
      },
      period2: {
        startDate: '2023-10-02',
        endDate: '2023-12-31',
        totalIncome: 77,
        totalExpenses: 50,
        netSavings: 27,
        savingsRate: 35.1,
        transactionCount: 2,
      },
      // (2250.50 - 77) / 77, (810.09 - 50) / 50, (1440.41 - 27) / 27; 64.004...% - 35.064...% in points.
      changes: {
        totalIncome: 2822.7,
        totalExpenses: 1520.2,
        netSavings: 5234.9,
        savingsRate: 28.9,
        transactionCount: 250,
      },
    });
  });

  it('comparison: null changes against an empty period, a loss shrinking reads as a rise', async () => {
    const empty = await known.get<SpendingComparison>(
      '/spending/comparison?startDate=2024-04-01&endDate=2024-04-30',
    );
    expect(empty.period2).toMatchObject({
      startDate: '2024-03-02',
      endDate: '2024-03-31',
      transactionCount: 2,
    });
    expect(empty.changes).toEqual({
      totalIncome: -100,
      totalExpenses: 1566.7,
      netSavings: -814.3,
      // April has no income, so no savings rate to set against March's.
      savingsRate: null,
      transactionCount: -50,
    });
    // May has nothing, April lost 5000.00: savings rose by 100%.
    const may = await known.get<SpendingComparison>(
      '/spending/comparison?startDate=2024-05-01&endDate=2024-05-30',
    );
    expect(may.changes.netSavings).toBe(100);
    const first = await known.get<SpendingComparison>(
      '/spending/comparison?startDate=2023-01-01&endDate=2023-01-31',
    );
    expect(first.changes).toEqual({
      totalIncome: null,
      totalExpenses: null,
      netSavings: null,
      savingsRate: null,
      transactionCount: null,
    });
  });

  it('comparison: without a previous period, no figure has a change, the savings rate included', async () => {
    // The year before 2023-10-01, the first transaction, has nothing; 2023-10-01 to 2023-12-31 has income.
    const firstYear = await known.get<SpendingComparison>(
      '/spending/comparison?startDate=2023-09-01&endDate=2024-08-30',
    );
    expect(firstYear.period2.transactionCount).toBe(0);
    expect(firstYear.period1.totalIncome).toBeGreaterThan(0);
    expect(firstYear.changes).toEqual({
      totalIncome: null,
      totalExpenses: null,
      netSavings: null,
      savingsRate: null,
      transactionCount: null,
    });
  });

  it('patterns: expenses by weekday of their date, Monday first, and by day of the month', async () => {
    const expensesOnDay: Record<number, number> = { 15: 300, 20: 400, 29: 10.1, 31: 99.99 };
    expect(await known.get<SpendingPatterns>(`/spending/patterns?${PERIOD}`)).toEqual({
      byWeekday: [
        { day: 'Monday', totalExpenses: 0, expenseCount: 0, averageExpense: 0 },
        { day: 'Tuesday', totalExpenses: 0, expenseCount: 0, averageExpense: 0 },
        { day: 'Wednesday', totalExpenses: 99.99, expenseCount: 1, averageExpense: 99.99 },
        { day: 'Thursday', totalExpenses: 10.1, expenseCount: 1, averageExpense: 10.1 },
        { day: 'Friday', totalExpenses: 300, expenseCount: 1, averageExpense: 300 },
        { day: 'Saturday', totalExpenses: 400, expenseCount: 1, averageExpense: 400 },
        { day: 'Sunday', totalExpenses: 0, expenseCount: 0, averageExpense: 0 },
      ],
      highestSpendingDay: 'Saturday',
      byDayOfMonth: Array.from({ length: 31 }, (_, index) => {
        const amount = expensesOnDay[index + 1];
        return { day: index + 1, totalExpenses: amount ?? 0, expenseCount: amount ? 1 : 0 };
      }),
      highestSpendingDayOfMonth: 20,
      // 810.09 / 91 days
      averageDailySpending: 8.9,
      period,
    });
  });
});

describe('income', () => {
  it('trends: income and its count per month', async () => {
    expect(await known.get<IncomeTrends>(`/income/trends?${PERIOD}`)).toEqual({
      trends: [
        { ...january, totalIncome: 1000, transactionCount: 1 },
        { ...february, totalIncome: 250.5, transactionCount: 1 },
        { ...march, totalIncome: 1000, transactionCount: 1 },
      ],
      averageMonthlyIncome: 750.17,
      totalIncome: 2250.5,
      period,
    });
  });

  it('sources: income by category, largest first', async () => {
    expect(await known.get<IncomeSources>(`/income/sources?${PERIOD}`)).toEqual({
      sources: [
        { category: 'Salary', amount: 2000, percentage: 88.9, transactionCount: 2 },
        { category: 'Freelance', amount: 250.5, percentage: 11.1, transactionCount: 1 },
      ],
      totalIncome: 2250.5,
      period,
    });
  });
});

describe('transactions', () => {
  it('insights: count, daily spending, extremes and top category', async () => {
    const insights = await known.get<TransactionInsights>(`/transactions/insights?${PERIOD}`);
    expect(insights).toEqual({
      totalTransactions: 7,
      dailyAverage: 8.9,
      // Two incomes of 1000.00: the earlier one.
      max: {
        _id: expect.any(String),
        description: 'Salary',
        amount: 1000,
        type: 'Income',
        category: 'Salary',
        date: '2024-01-05',
      },
      min: {
        _id: expect.any(String),
        description: 'Groceries',
        amount: -10.1,
        type: 'Expense',
        category: 'Food',
        date: '2024-02-29',
      },
      mostUsedPaymentMethod: null,
      topCategory: { category: 'Food', amount: 410.1 },
      period,
    });
  });

  it('insights: the largest may be an expense, the smallest an income', async () => {
    const insights = await known.get<TransactionInsights>(
      '/transactions/insights?startDate=2024-02-01&endDate=2024-04-30',
    );
    expect(insights.max).toMatchObject({ amount: -5000, date: '2024-04-01' });
    expect(insights.min).toMatchObject({ amount: -10.1 });
    const incomeOnly = await known.get<TransactionInsights>(
      '/transactions/insights?startDate=2024-02-01&endDate=2024-02-01',
    );
    expect(incomeOnly).toMatchObject({
      totalTransactions: 1,
      dailyAverage: 0,
      max: { amount: 250.5 },
      min: { amount: 250.5 },
      topCategory: null,
    });
  });

  it('patterns: transactions by weekday, the most active the earliest of a tie', async () => {
    expect(await known.get<TransactionPatterns>(`/transactions/patterns?${PERIOD}`)).toEqual({
      weeklyPattern: [
        { day: 'Monday', transactionCount: 0, totalIncome: 0, totalExpenses: 0 },
        { day: 'Tuesday', transactionCount: 0, totalIncome: 0, totalExpenses: 0 },
        { day: 'Wednesday', transactionCount: 1, totalIncome: 0, totalExpenses: 99.99 },
        { day: 'Thursday', transactionCount: 2, totalIncome: 250.5, totalExpenses: 10.1 },
        { day: 'Friday', transactionCount: 2, totalIncome: 1000, totalExpenses: 300 },
        { day: 'Saturday', transactionCount: 1, totalIncome: 0, totalExpenses: 400 },
        { day: 'Sunday', transactionCount: 1, totalIncome: 1000, totalExpenses: 0 },
      ],
      mostActiveDay: 'Thursday',
      period,
    });
  });
});

describe('savings', () => {
  it('rate: what was kept of the income', async () => {
    expect(await known.get<SavingsRate>(`/savings/rate?${PERIOD}`)).toEqual({
      rate: 64,
      totalSavings: 1440.41,
      totalIncome: 2250.5,
      totalExpenses: 810.09,
      period,
    });
  });

  it('trends: savings and rate per month, the best month', async () => {
    expect(await known.get<SavingsTrends>(`/savings/trends?${PERIOD}`)).toEqual({
      trends: [
        { monthYear: '2024-01', savings: 500.01, rate: 50 },
        { monthYear: '2024-02', savings: 240.4, rate: 96 },
        { monthYear: '2024-03', savings: 700, rate: 70 },
      ],
      averageMonthlySavings: 480.14,
      bestMonth: { monthYear: '2024-03', savings: 700 },
      period,
    });
  });

  it('trends: a month of losses only is still the best one with rows', async () => {
    const trends = await known.get<SavingsTrends>('/savings/trends?startDate=2024-04-01&endDate=2024-05-31');
    expect(trends.trends).toEqual([
      { monthYear: '2024-04', savings: -5000, rate: 0 },
      { monthYear: '2024-05', savings: 0, rate: 0 },
    ]);
    expect(trends.bestMonth).toEqual({ monthYear: '2024-04', savings: -5000 });
    expect(trends.averageMonthlySavings).toBe(-2500);
  });
});

describe('a user without data', () => {
  it('gets zeros, nulls and empty lists', async () => {
    const user = await newAnalyticsUser(file.app);
    const zeroTotals = {
      totalIncome: 0,
      totalExpenses: 0,
      netSavings: 0,
      savingsRate: 0,
      transactionCount: 0,
    };
    expect(await user.get<MonthlySummary>('/monthly/2024/2')).toEqual({
      month: 2,
      year: 2024,
      ...zeroTotals,
      expenseCategoryCount: 0,
    });
    // No month of the period is after a first transaction: nothing to draw.
    expect(await user.get<SpendingTrends>(`/spending/trends?${PERIOD}`)).toMatchObject({
      averageMonthlySpending: 0,
      totalSpending: 0,
      trends: [],
    });
    expect(await user.get<CategoryAnalysis>(`/spending/categories?${PERIOD}`)).toEqual({
      categories: [],
      totalAmount: 0,
      period,
    });
    expect(await user.get<SpendingComparison>(`/spending/comparison?${PERIOD}`)).toMatchObject({
      period1: zeroTotals,
      period2: zeroTotals,
      changes: {
        totalIncome: null,
        totalExpenses: null,
        netSavings: null,
        savingsRate: null,
        transactionCount: null,
      },
    });
    const spending = await user.get<SpendingPatterns>(`/spending/patterns?${PERIOD}`);
    expect(spending.highestSpendingDay).toBeNull();
    expect(spending.averageDailySpending).toBe(0);
    expect(spending.byWeekday.every((day) => day.expenseCount === 0 && day.averageExpense === 0)).toBe(true);
    expect(await user.get<IncomeTrends>(`/income/trends?${PERIOD}`)).toMatchObject({
      averageMonthlyIncome: 0,
      totalIncome: 0,
    });
    expect(await user.get<IncomeSources>(`/income/sources?${PERIOD}`)).toEqual({
      sources: [],
      totalIncome: 0,
      period,
    });
    expect(await user.get<TransactionInsights>(`/transactions/insights?${PERIOD}`)).toEqual({
      totalTransactions: 0,
      dailyAverage: 0,
      max: null,
      min: null,
      mostUsedPaymentMethod: null,
      topCategory: null,
      period,
    });
    const patterns = await user.get<TransactionPatterns>(`/transactions/patterns?${PERIOD}`);
    expect(patterns.mostActiveDay).toBeNull();
    expect(patterns.weeklyPattern.map((day) => day.transactionCount)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(await user.get<SavingsRate>(`/savings/rate?${PERIOD}`)).toEqual({
      rate: 0,
      totalSavings: 0,
      totalIncome: 0,
      totalExpenses: 0,
      period,
    });
    expect(await user.get<SavingsTrends>(`/savings/trends?${PERIOD}`)).toMatchObject({
      averageMonthlySavings: 0,
      bestMonth: null,
    });
  });
});

describe('ownership', () => {
  it("another user's token answers that user's own figures", async () => {
    const theirs = await known.get<SavingsRate>(`/savings/rate?${PERIOD}`, { token: intruder.accessToken });
    expect(theirs).toEqual({
      rate: 98.8,
      totalSavings: 98757.44,
      totalIncome: 99999,
      totalExpenses: 1241.56,
      period,
    });
    expect((await intruder.get<TransactionInsights>(`/transactions/insights?${PERIOD}`)).topCategory).toEqual(
      { category: 'Shopping', amount: 1234.56 },
    );
  });

  it.each([
    '/dashboard',
    '/monthly/current',
    '/monthly/2024/1',
    '/spending/trends',
    '/spending/categories',
    '/spending/comparison',
    '/spending/patterns',
    '/income/trends',
    '/income/sources',
    '/goals/progress',
    '/goals/summary',
    '/transactions/insights',
    '/transactions/patterns',
    '/savings/rate',
    '/savings/trends',
    '/realtime/updates',
    '/export/overview',
  ])('GET %s needs a token', async (path) => {
    const response = await file.app.inject({ method: 'GET', url: `/api/analytics${path}` });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: 'Authentication required' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
