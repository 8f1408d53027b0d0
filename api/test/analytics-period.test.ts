import {
  MESSAGES,
  type DashboardStats,
  type MonthlySummary,
  type SavingsRate,
  type SpendingTrends,
} from '@moneta/shared/contract';
import { bearer, useTestApp } from './helpers';
import { failureOf, newAnalyticsUser, pinClock, unpinClock, type AnalyticsUser } from './analytics-fixtures';
import { addFunds, createGoal } from './goal-fixtures';
import { create, expense, income } from './transaction-fixtures';

const file = useTestApp();

const PERIOD_PATHS = [
  '/spending/trends',
  '/spending/categories',
  '/spending/comparison',
  '/spending/patterns',
  '/income/trends',
  '/income/sources',
  '/transactions/insights',
  '/transactions/patterns',
  '/savings/rate',
  '/savings/trends',
  '/export/overview',
];

const LOS_ANGELES = 'America/Los_Angeles';
const TOKYO = 'Asia/Tokyo';
const KIRITIMATI = 'Pacific/Kiritimati';

describe('on 2024-03-31 20:00 UTC: still March 31 in Los Angeles, already April 1 in Tokyo', () => {
  let user: AnalyticsUser;

  beforeAll(async () => {
    pinClock('2024-03-31T20:00:00Z');
    user = await newAnalyticsUser(file.app);
    await create(user.transactions, income({ amount: 1000, date: '2024-03-31' }));
    await create(user.transactions, expense({ amount: 250, category: 'Rent', date: '2024-03-31' }));
    await create(user.transactions, expense({ amount: 40, category: 'Food', date: '2024-04-01' }));
    await create(user.transactions, expense({ amount: 10.5, category: 'Travel', date: '2024-04-01' }));
    await create(user.transactions, income({ amount: 5, category: 'Bonus', date: '2023-12-31' }));
    // 50% and 100%: their mean 75%; the Completed one is left out of the overview's goals.
    const half = await createGoal(user.goals, { name: 'Half', targetAmount: 100, targetDate: '2024-12-31' });
    await addFunds(user.goals, half._id, 50);
    const full = await createGoal(user.goals, { name: 'Full', targetAmount: 20, targetDate: '2024-06-30' });
    await addFunds(user.goals, full._id, 20);
  });

  afterAll(() => unpinClock());

  it('the default period is the last 30 days of the person’s today', async () => {
    const periodIn = async (timezone?: string) =>
      (await user.get<SavingsRate>('/savings/rate', timezone ? { timezone } : {})).period;
    expect(await periodIn(LOS_ANGELES)).toEqual({ startDate: '2024-03-02', endDate: '2024-03-31' });
    expect(await periodIn(TOKYO)).toEqual({ startDate: '2024-03-03', endDate: '2024-04-01' });
    expect(await periodIn(KIRITIMATI)).toEqual({ startDate: '2024-03-03', endDate: '2024-04-01' });
    // No header, or one that names no zone: UTC.
    expect(await periodIn()).toEqual({ startDate: '2024-03-02', endDate: '2024-03-31' });
    expect(await periodIn('Mars/Olympus_Mons')).toEqual({ startDate: '2024-03-02', endDate: '2024-03-31' });
  });

  it('the default period counts the days of each zone', async () => {
    expect(await user.get<SavingsRate>('/savings/rate', { timezone: LOS_ANGELES })).toMatchObject({
      totalIncome: 1000,
      totalExpenses: 250,
    });
    expect(await user.get<SavingsRate>('/savings/rate', { timezone: TOKYO })).toMatchObject({
      totalIncome: 1000,
      totalExpenses: 300.5,
    });
    const trends = await user.get<SpendingTrends>('/spending/trends', { timezone: TOKYO });
    expect(trends.trends.map((month) => [month.monthYear, month.totalExpenses])).toEqual([
      ['2024-03', 250],
      ['2024-04', 50.5],
    ]);
  });

  it('a start date of April 1 is in the future in Los Angeles only', async () => {
    const response = await user.call('/savings/rate?startDate=2024-04-01', { timezone: LOS_ANGELES });
    expect(response.statusCode).toBe(422);
    expect(failureOf(response)).toEqual({
      success: false,
      message: MESSAGES.analyticsStartFuture,
      errors: [{ field: 'startDate', message: 'Start date cannot be in the future' }],
    });
    expect(
      (await user.get<SavingsRate>('/savings/rate?startDate=2024-04-01', { timezone: TOKYO })).period,
    ).toEqual({ startDate: '2024-04-01', endDate: '2024-04-01' });
  });

  it('one date alone: from the start to today, or the 30 days ending on the end', async () => {
    const periodOf = async (query: string, timezone: string) =>
      (await user.get<SavingsRate>(`/savings/rate?${query}`, { timezone })).period;
    expect(await periodOf('startDate=2024-01-01', TOKYO)).toEqual({
      startDate: '2024-01-01',
      endDate: '2024-04-01',
    });
    expect(await periodOf('startDate=2024-01-01', LOS_ANGELES)).toEqual({
      startDate: '2024-01-01',
      endDate: '2024-03-31',
    });
    expect(await periodOf('endDate=2024-02-29', LOS_ANGELES)).toEqual({
      startDate: '2024-01-31',
      endDate: '2024-02-29',
    });
    // An end after today is allowed; the start it implies is today at the latest.
    expect(await periodOf('endDate=2024-04-15', LOS_ANGELES)).toEqual({
      startDate: '2024-03-17',
      endDate: '2024-04-15',
    });
    expect(await periodOf('endDate=2024-04-30', LOS_ANGELES)).toEqual({
      startDate: '2024-03-31',
      endDate: '2024-04-30',
    });
    expect(await periodOf('startDate=&endDate=', TOKYO)).toEqual({
      startDate: '2024-03-03',
      endDate: '2024-04-01',
    });
  });

  it('the current month is the person’s', async () => {
    expect(await user.get<MonthlySummary>('/monthly/current', { timezone: LOS_ANGELES })).toEqual({
      month: 3,
      year: 2024,
      totalIncome: 1000,
      totalExpenses: 250,
      netSavings: 750,
      savingsRate: 75,
      transactionCount: 2,
      expenseCategoryCount: 1,
    });
    expect(await user.get<MonthlySummary>('/monthly/current', { timezone: TOKYO })).toEqual({
      month: 4,
      year: 2024,
      totalIncome: 0,
      totalExpenses: 50.5,
      netSavings: -50.5,
      savingsRate: 0,
      transactionCount: 2,
      expenseCategoryCount: 2,
    });
    const legacy = await file.app.inject({
      method: 'GET',
      url: '/api/transaction/current-month',
      headers: { ...bearer(user.accessToken), timezone: TOKYO },
    });
    expect(legacy.json<{ data: MonthlySummary }>().data.month).toBe(4);
  });

  it('the dashboard is this month by the person’s calendar, on both paths', async () => {
    const march = await user.get<DashboardStats>('/dashboard', { timezone: LOS_ANGELES });
    expect(march.monthly).toEqual({
      summary: expect.objectContaining({ month: 3, totalIncome: 1000, totalExpenses: 250 }),
      categories: [{ category: 'Rent', amount: 250, percentage: 100, color: '#65a30d' }],
    });
    expect(march.savingsRate).toBe(75);
    // Every transaction: 1000 - 250 - 40 - 10.50 + 5.
    expect(march.netBalance).toBe(704.5);
    expect(march.averageGoalProgress).toBe(75);
    expect(march.goals.map((goal) => [goal.name, goal.progress])).toEqual([['Half', 50]]);
    expect(march.recent.map((item) => item.date)).toEqual([
      '2024-04-01',
      '2024-04-01',
      '2024-03-31',
      '2024-03-31',
      '2023-12-31',
    ]);
    expect(march.generatedAt).toBe('2024-03-31T20:00:00.000Z');

    const april = await user.get<DashboardStats>('/dashboard', { timezone: TOKYO });
    expect(april.monthly.summary).toMatchObject({ month: 4, totalExpenses: 50.5, expenseCategoryCount: 2 });
    expect(april.monthly.categories).toEqual([
      { category: 'Food', amount: 40, percentage: 79.2, color: '#1677ff' },
      { category: 'Travel', amount: 10.5, percentage: 20.8, color: '#0891b2' },
    ]);

    const legacy = await file.app.inject({
      method: 'GET',
      url: '/api/transaction/dashboard',
      headers: { ...bearer(user.accessToken), timezone: TOKYO },
    });
    expect(legacy.statusCode).toBe(200);
    expect(legacy.json<{ data: DashboardStats }>().data).toEqual(april);
  });

  it('a user without data gets a dashboard of zeros', async () => {
    const empty = await newAnalyticsUser(file.app);
    expect(await empty.get<DashboardStats>('/dashboard', { timezone: TOKYO })).toEqual({
      monthly: {
        summary: {
          month: 4,
          year: 2024,
          totalIncome: 0,
          totalExpenses: 0,
          netSavings: 0,
          savingsRate: 0,
          transactionCount: 0,
          expenseCategoryCount: 0,
        },
        categories: [],
      },
      netBalance: 0,
      recent: [],
      goals: [],
      averageGoalProgress: 0,
      savingsRate: 0,
      generatedAt: '2024-03-31T20:00:00.000Z',
    });
  });
});

describe('on 2024-01-01 05:00 UTC: still 2023 in Los Angeles', () => {
  beforeAll(() => pinClock('2024-01-01T05:00:00Z'));
  afterAll(() => unpinClock());

  it('the current month crosses the year with the zone', async () => {
    const user = await newAnalyticsUser(file.app);
    await create(user.transactions, expense({ amount: 12, date: '2023-12-31' }));
    expect(await user.get<MonthlySummary>('/monthly/current', { timezone: LOS_ANGELES })).toMatchObject({
      month: 12,
      year: 2023,
      totalExpenses: 12,
    });
    expect(await user.get<MonthlySummary>('/monthly/current', { timezone: TOKYO })).toMatchObject({
      month: 1,
      year: 2024,
      totalExpenses: 0,
    });
    expect(
      (await user.get<SpendingTrends>('/spending/trends', { timezone: TOKYO })).trends.map(
        (month) => month.monthYear,
      ),
    ).toEqual(['2023-12', '2024-01']);
  });
});

describe('the date range rules', () => {
  let user: AnalyticsUser;
  beforeAll(async () => {
    user = await newAnalyticsUser(file.app);
  });

  async function refused(query: string) {
    const response = await user.call(`/savings/rate?${query}`);
    expect(response.statusCode).toBe(422);
    return failureOf(response);
  }

  it.each([
    'startDate=2023-02-29',
    'startDate=2024-13-01',
    'startDate=2024-1-5',
    'startDate=20240105',
    'startDate=2024-01-01T00:00:00Z',
    'startDate=yesterday',
    'startDate=2024-01-01&startDate=2024-01-02',
  ])('?%s: Invalid date format on startDate', async (query) => {
    expect(await refused(query)).toEqual({
      success: false,
      message: 'Invalid date format',
      errors: [{ field: 'startDate', message: 'Invalid date format' }],
    });
  });

  it('names each malformed date', async () => {
    expect((await refused('startDate=2024-02-30&endDate=2024/03/01')).errors).toEqual([
      { field: 'startDate', message: 'Invalid date format' },
      { field: 'endDate', message: 'Invalid date format' },
    ]);
  });

  it('refuses a start after the end', async () => {
    expect(await refused('startDate=2024-03-10&endDate=2024-03-09')).toEqual({
      success: false,
      message: 'Start date must be before end date',
      errors: [{ field: 'endDate', message: 'Start date must be before end date' }],
    });
    expect(
      (await user.get<SavingsRate>('/savings/rate?startDate=2024-03-10&endDate=2024-03-10')).period,
    ).toEqual({ startDate: '2024-03-10', endDate: '2024-03-10' });
  });

  it('refuses a start in the future', async () => {
    expect(await refused('startDate=2999-01-01&endDate=2999-01-02')).toEqual({
      success: false,
      message: 'Start date cannot be in the future',
      errors: [{ field: 'startDate', message: 'Start date cannot be in the future' }],
    });
  });

  it('allows 730 days from start to end, not 731', async () => {
    expect(
      (await user.get<SavingsRate>('/savings/rate?startDate=2022-01-01&endDate=2024-01-01')).period,
    ).toEqual({ startDate: '2022-01-01', endDate: '2024-01-01' });
    expect(await refused('startDate=2022-01-01&endDate=2024-01-02')).toEqual({
      success: false,
      message: 'Date range cannot exceed 2 years',
      errors: [{ field: 'endDate', message: 'Date range cannot exceed 2 years' }],
    });
    expect((await refused('startDate=2020-01-01')).message).toBe('Date range cannot exceed 2 years');
  });

  it.each(PERIOD_PATHS)('GET %s applies them', async (path) => {
    const cases: Array<[string, string]> = [
      ['startDate=2024-02-30', MESSAGES.analyticsDateInvalid],
      ['startDate=2024-03-10&endDate=2024-03-09', MESSAGES.dateOrder],
      ['startDate=2999-01-01', MESSAGES.analyticsStartFuture],
      ['startDate=2021-01-01&endDate=2023-12-31', MESSAGES.analyticsRangeTooLong],
    ];
    for (const [query, message] of cases) {
      const response = await user.call(`${path}?${query}`);
      expect([path, query, response.statusCode, failureOf(response).message]).toEqual([
        path,
        query,
        422,
        message,
      ]);
    }
    expect((await user.call(`${path}?startDate=2024-01-01&endDate=2024-12-31`)).statusCode).toBe(200);
  });
});
