import type { LightMyRequestResponse } from 'fastify';
import type {
  BatchResult,
  ChartData,
  CustomQuery,
  CustomQueryResult,
  SpendingPatterns,
} from '@moneta/shared/contract';
import { MESSAGES } from '@moneta/shared/contract';
import { todayInZone } from '../src/http/timeZone';
import { bearer, useTestApp } from './helpers';
import { failureOf, newAnalyticsUser, newKnownUser, type AnalyticsUser } from './analytics-fixtures';
import { create, expense, income } from './transaction-fixtures';

const file = useTestApp();

/** January to March 2024. */
const PERIOD = 'startDate=2024-01-01&endDate=2024-03-31';
const period = { startDate: '2024-01-01', endDate: '2024-03-31' };

/**
 * The known user's transactions, signed as stored. In the period (8 rows):
 * - Fri 2024-01-05 Income Salary +1000.00
 * - Sat 2024-01-20 Expense Food -400.00
 * - Wed 2024-01-31 Expense Rent -99.99
 * - Thu 2024-02-01 Income Freelance +250.50
 * - Thu 2024-02-29 Expense Food -10.10
 * - Fri 2024-03-15 Expense Travel -300.00
 * - Wed 2024-03-20 Expense Food -25.00
 * - Sun 2024-03-31 Income Salary +1000.00
 * and 2024-04-01 Expense Food -5000.00 just after it. Income 2250.50, expenses 835.09, net 1415.41.
 */
let known: AnalyticsUser;
let intruder: AnalyticsUser;

beforeAll(async () => {
  known = await newKnownUser(file.app, [expense({ amount: 25, category: 'Food', date: '2024-03-20' })]);
  // Another user with rows on the same days: never in the known user's figures.
  intruder = await newAnalyticsUser(file.app);
  await create(intruder.transactions, income({ amount: 99999, date: '2024-01-05' }));
  await create(intruder.transactions, expense({ amount: 1234.56, category: 'Food', date: '2024-03-20' }));
});

function post(path: string, payload: unknown, headers: Record<string, string> = {}) {
  return file.app.inject({
    method: 'POST',
    url: `/api/analytics${path}`,
    headers,
    payload: payload as object,
  });
}

const postAs = (user: AnalyticsUser, path: string, payload: unknown, timezone?: string) =>
  post(path, payload, { ...bearer(user.accessToken), ...(timezone ? { timezone } : {}) });

function dataOf<T>(response: LightMyRequestResponse): T {
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json<{ data: T }>().data;
}

describe('chart data', () => {
  it('line: income and expenses per month', async () => {
    expect(await known.get<ChartData>(`/chart/line?${PERIOD}`)).toEqual({
      chartType: 'line',
      series: [
        {
          id: 'Income',
          data: [
            { x: '2024-01', y: 1000 },
            { x: '2024-02', y: 250.5 },
            { x: '2024-03', y: 1000 },
          ],
        },
        {
          id: 'Expenses',
          data: [
            { x: '2024-01', y: 499.99 },
            { x: '2024-02', y: 10.1 },
            { x: '2024-03', y: 325 },
          ],
        },
      ],
      period,
    });
  });

  it('area: the net saved by the end of each month, from 0 at the start of the period', async () => {
    expect(await known.get<ChartData>(`/chart/area?${PERIOD}`)).toEqual({
      chartType: 'area',
      series: [
        {
          id: 'Cumulative net',
          data: [
            // 1000 - 499.99; + 250.50 - 10.10; + 1000 - 325
            { x: '2024-01', y: 500.01 },
            { x: '2024-02', y: 740.41 },
            { x: '2024-03', y: 1415.41 },
          ],
        },
      ],
      period,
    });
  });

  it('bar: a row per month with its Income and Expenses, only the days of partial months', async () => {
    expect(await known.get<ChartData>('/chart/bar?startDate=2024-01-15&endDate=2024-02-15')).toEqual({
      chartType: 'bar',
      keys: ['Income', 'Expenses'],
      indexBy: 'monthYear',
      data: [
        { monthYear: '2024-01', Income: 0, Expenses: 499.99 },
        { monthYear: '2024-02', Income: 250.5, Expenses: 0 },
      ],
      period: { startDate: '2024-01-15', endDate: '2024-02-15' },
    });
  });

  it("pie: expenses by category, largest first, in the category chart's colours", async () => {
    expect(await known.get<ChartData>(`/chart/pie?${PERIOD}`)).toEqual({
      chartType: 'pie',
      data: [
        // 400 + 10.10 + 25
        { id: 'Food', label: 'Food', value: 435.1, color: '#1677ff' },
        { id: 'Travel', label: 'Travel', value: 300, color: '#0891b2' },
        { id: 'Rent', label: 'Rent', value: 99.99, color: '#65a30d' },
      ],
      period,
    });
  });

  it('an unknown chart type is 404, a bad period 422, no token 401', async () => {
    const unknown = await known.call(`/chart/radar?${PERIOD}`);
    expect(unknown.statusCode).toBe(404);
    expect(failureOf(unknown)).toEqual({
      success: false,
      message: 'Chart type must be one of line, bar, pie, area.',
    });
    const badPeriod = await known.call('/chart/line?startDate=2024-02-30');
    expect(badPeriod.statusCode).toBe(422);
    expect(failureOf(badPeriod).errors).toEqual([{ field: 'startDate', message: 'Invalid date format' }]);
    const anonymous = await file.app.inject({ method: 'GET', url: `/api/analytics/chart/line?${PERIOD}` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('custom queries', () => {
  const run = async (query: CustomQuery) => dataOf<CustomQueryResult>(await postAs(known, '/custom', query));
  const rowsOf = async (query: CustomQuery) => (await run(query)).rows;

  it('each metric over the whole period, of the signed amounts', async () => {
    const base = { groupBy: 'none', ...period } as const;
    expect(await run({ metric: 'sum', ...base })).toEqual({
      query: { metric: 'sum', ...base },
      // 2250.50 - 835.09: the net
      rows: [{ key: 'all', value: 1415.41, transactionCount: 8 }],
      period,
    });
    expect(await rowsOf({ metric: 'count', ...base })).toEqual([
      { key: 'all', value: 8, transactionCount: 8 },
    ]);
    // 141541 cents / 8 = 17692.625, rounded to the cent
    expect(await rowsOf({ metric: 'average', ...base })).toEqual([
      { key: 'all', value: 176.93, transactionCount: 8 },
    ]);
    expect(await rowsOf({ metric: 'min', ...base })).toEqual([
      { key: 'all', value: -400, transactionCount: 8 },
    ]);
    expect(await rowsOf({ metric: 'max', ...base })).toEqual([
      { key: 'all', value: 1000, transactionCount: 8 },
    ]);
  });

  it('each grouping, in its natural order', async () => {
    expect(await rowsOf({ metric: 'sum', groupBy: 'month', ...period })).toEqual([
      { key: '2024-01', value: 500.01, transactionCount: 3 },
      { key: '2024-02', value: 240.4, transactionCount: 2 },
      { key: '2024-03', value: 675, transactionCount: 3 },
    ]);
    expect(await rowsOf({ metric: 'sum', groupBy: 'category', ...period })).toEqual([
      { key: 'Salary', value: 2000, transactionCount: 2 },
      { key: 'Freelance', value: 250.5, transactionCount: 1 },
      { key: 'Food', value: -435.1, transactionCount: 3 },
      { key: 'Travel', value: -300, transactionCount: 1 },
      { key: 'Rent', value: -99.99, transactionCount: 1 },
    ]);
    expect(await rowsOf({ metric: 'sum', groupBy: 'type', ...period })).toEqual([
      { key: 'Income', value: 2250.5, transactionCount: 3 },
      { key: 'Expense', value: -835.09, transactionCount: 5 },
    ]);
    // ISO weekdays of the dates, Monday first; Monday and Tuesday have none
    expect(await rowsOf({ metric: 'sum', groupBy: 'weekday', ...period })).toEqual([
      { key: 'Wednesday', value: -124.99, transactionCount: 2 },
      { key: 'Thursday', value: 240.4, transactionCount: 2 },
      { key: 'Friday', value: 700, transactionCount: 2 },
      { key: 'Saturday', value: -400, transactionCount: 1 },
      { key: 'Sunday', value: 1000, transactionCount: 1 },
    ]);
    expect(await rowsOf({ metric: 'max', groupBy: 'type', ...period })).toEqual([
      { key: 'Income', value: 1000, transactionCount: 3 },
      // the smallest expense
      { key: 'Expense', value: -10.1, transactionCount: 5 },
    ]);
  });

  it('filters: type, categories, amount bounds (both included, without sign) and dates', async () => {
    expect(
      await rowsOf({ metric: 'average', groupBy: 'none', filters: { type: 'Expense' }, ...period }),
    ).toEqual([{ key: 'all', value: -167.02, transactionCount: 5 }]);
    expect(
      await rowsOf({
        metric: 'sum',
        groupBy: 'month',
        filters: { type: 'Expense', categories: ['Food'] },
        ...period,
      }),
    ).toEqual([
      { key: '2024-01', value: -400, transactionCount: 1 },
      { key: '2024-02', value: -10.1, transactionCount: 1 },
      { key: '2024-03', value: -25, transactionCount: 1 },
    ]);
    expect(
      await rowsOf({
        metric: 'count',
        groupBy: 'none',
        filters: { categories: ['Rent', 'Salary'] },
        ...period,
      }),
    ).toEqual([{ key: 'all', value: 3, transactionCount: 3 }]);
    // 99.99 is left out: 1000 - 400 + 250.50 - 300 + 1000
    expect(await rowsOf({ metric: 'sum', groupBy: 'none', filters: { minAmount: 100 }, ...period })).toEqual([
      { key: 'all', value: 1550.5, transactionCount: 5 },
    ]);
    // -99.99 - 10.10 - 25
    expect(
      await rowsOf({ metric: 'sum', groupBy: 'none', filters: { maxAmount: 99.99 }, ...period }),
    ).toEqual([{ key: 'all', value: -135.09, transactionCount: 3 }]);
    expect(
      await rowsOf({
        metric: 'sum',
        groupBy: 'type',
        filters: { minAmount: 10.1, maxAmount: 300 },
        ...period,
      }),
    ).toEqual([
      { key: 'Income', value: 250.5, transactionCount: 1 },
      { key: 'Expense', value: -435.09, transactionCount: 4 },
    ]);
    expect(
      await run({ metric: 'count', groupBy: 'none', startDate: '2024-02-01', endDate: '2024-02-29' }),
    ).toMatchObject({
      rows: [{ key: 'all', value: 2, transactionCount: 2 }],
      period: { startDate: '2024-02-01', endDate: '2024-02-29' },
    });
    // Nothing matches: no groups
    expect(
      await rowsOf({ metric: 'min', groupBy: 'none', filters: { categories: ['Bonus'] }, ...period }),
    ).toEqual([]);
  });

  it('reads partial months, from the totals as from the rows', async () => {
    const partial = { startDate: '2024-01-15', endDate: '2024-03-20' };
    // 250.50 - 400 - 99.99 - 10.10 - 300 - 25
    expect(await rowsOf({ metric: 'sum', groupBy: 'none', ...partial })).toEqual([
      { key: 'all', value: -584.59, transactionCount: 6 },
    ]);
    expect(
      await rowsOf({ metric: 'sum', groupBy: 'weekday', filters: { categories: ['Food'] }, ...partial }),
    ).toEqual([
      { key: 'Wednesday', value: -25, transactionCount: 1 },
      { key: 'Thursday', value: -10.1, transactionCount: 1 },
      { key: 'Saturday', value: -400, transactionCount: 1 },
    ]);
    // Sums, counts and averages come from the totals; a lower bound of 0 keeps every row but reads the rows.
    for (const groupBy of ['none', 'month', 'category', 'type', 'weekday'] as const) {
      for (const metric of ['sum', 'count', 'average'] as const) {
        for (const filters of [
          {},
          { type: 'Expense' as const },
          { categories: ['Food' as const, 'Salary' as const] },
        ]) {
          const query = { metric, groupBy, filters, ...partial };
          const fromRows = await rowsOf({ ...query, filters: { ...filters, minAmount: 0 } });
          expect(fromRows.length).toBeGreaterThan(0);
          expect(await rowsOf(query)).toEqual(fromRows);
        }
      }
    }
  });

  it('the period follows the other calls: the last 30 days without dates', async () => {
    const today = todayInZone('UTC');
    const result = await run({ metric: 'count', groupBy: 'month' });
    expect(result.rows).toEqual([]);
    expect(result.period.endDate).toBe(today);
  });

  it('answers again after every write, and the same while nothing changed', async () => {
    const user = await newAnalyticsUser(file.app);
    const query: CustomQuery = { metric: 'sum', groupBy: 'category', ...period };
    const ask = async () => dataOf<CustomQueryResult>(await postAs(user, '/custom', query)).rows;
    await create(user.transactions, expense({ amount: 40, category: 'Food', date: '2024-02-10' }));
    expect(await ask()).toEqual([{ key: 'Food', value: -40, transactionCount: 1 }]);
    expect(await ask()).toEqual([{ key: 'Food', value: -40, transactionCount: 1 }]);
    const travel = await create(
      user.transactions,
      expense({ amount: 60, category: 'Travel', date: '2024-03-01' }),
    );
    expect(await ask()).toEqual([
      { key: 'Food', value: -40, transactionCount: 1 },
      { key: 'Travel', value: -60, transactionCount: 1 },
    ]);
    await user.transactions('DELETE', `/${travel._id}`);
    expect(await ask()).toEqual([{ key: 'Food', value: -40, transactionCount: 1 }]);
  });

  it("counts only the caller's rows", async () => {
    const theirs = await postAs(intruder, '/custom', { metric: 'sum', groupBy: 'type', ...period });
    expect(dataOf<CustomQueryResult>(theirs).rows).toEqual([
      { key: 'Income', value: 99999, transactionCount: 1 },
      { key: 'Expense', value: -1234.56, transactionCount: 1 },
    ]);
  });

  it('refuses anything outside the allow-lists with 422 and field errors', async () => {
    const refused = async (body: unknown) => {
      const response = await postAs(known, '/custom', body);
      expect(response.statusCode).toBe(422);
      return failureOf(response).errors;
    };
    const metric = 'metric must be one of sum, count, average, min, max.';
    const groupBy = 'groupBy must be one of none, month, category, type, weekday.';
    const categories = MESSAGES.customCategoriesInvalid;
    const amount = 'minAmount and maxAmount must be amounts of 0 or more.';
    expect(await refused({ metric: 'median', groupBy: 'none' })).toEqual([
      { field: 'metric', message: metric },
    ]);
    expect(await refused({ metric: 'sum', groupBy: 'description' })).toEqual([
      { field: 'groupBy', message: groupBy },
    ]);
    expect(await refused({ metric: 'sum', groupBy: 'none', userId: known.userId })).toEqual([
      { field: 'body', message: 'A query takes only metric, groupBy, filters, startDate and endDate.' },
    ]);
    expect(await refused({ metric: 'sum', groupBy: 'none', filters: { description: 'x' } })).toEqual([
      { field: 'filters', message: 'filters takes only type, categories, minAmount and maxAmount.' },
    ]);
    // Not an object at all: the general text.
    expect(await refused({ metric: 'sum', groupBy: 'none', filters: 'Food' })).toEqual([
      { field: 'filters', message: 'Validation failed. Please check your input.' },
    ]);
    expect(await refused({ metric: 'sum', groupBy: 'none', filters: { type: 'Transfer' } })).toEqual([
      { field: 'filters.type', message: 'Type must be Income or Expense.' },
    ]);
    expect(await refused({ metric: 'sum', groupBy: 'none', filters: { categories: [] } })).toEqual([
      { field: 'filters.categories', message: categories },
    ]);
    expect(await refused({ metric: 'sum', groupBy: 'none', filters: { categories: 'Food' } })).toEqual([
      { field: 'filters.categories', message: categories },
    ]);
    expect(await refused({ metric: 'sum', groupBy: 'none', filters: { minAmount: '100' } })).toEqual([
      { field: 'filters.minAmount', message: amount },
    ]);
    expect(await refused({ metric: 'sum', groupBy: 'none', filters: { maxAmount: 1.005 } })).toEqual([
      { field: 'filters.maxAmount', message: 'Amount can have at most 2 decimal places.' },
    ]);
    expect(await refused({ metric: 'sum', groupBy: 'none', filters: { minAmount: -1 } })).toEqual([
      { field: 'filters.minAmount', message: amount },
    ]);
    expect(
      await refused({ metric: 'sum', groupBy: 'none', filters: { minAmount: 10, maxAmount: 5 } }),
    ).toEqual([{ field: 'filters.maxAmount', message: 'minAmount cannot be more than maxAmount.' }]);
    // Equal bounds are allowed: one amount.
    expect(
      (
        await postAs(known, '/custom', {
          metric: 'count',
          groupBy: 'none',
          filters: { minAmount: 5, maxAmount: 5 },
        })
      ).statusCode,
    ).toBe(200);
    expect(await refused({ metric: 'sum', groupBy: 'none', startDate: 20240101 })).toEqual([
      { field: 'startDate', message: 'Invalid date format' },
    ]);
    expect(await refused({ metric: 'sum', groupBy: 'none', startDate: '2024-02-30' })).toEqual([
      { field: 'startDate', message: 'Invalid date format' },
    ]);
    expect(
      await refused({ metric: 'sum', groupBy: 'none', startDate: '2024-03-01', endDate: '2024-02-01' }),
    ).toEqual([{ field: 'endDate', message: 'Start date must be before end date' }]);
    expect(await refused({})).toEqual([
      { field: 'metric', message: metric },
      { field: 'groupBy', message: groupBy },
    ]);
  });

  it('refuses an injection-looking category, and the table stays intact', async () => {
    const response = await postAs(known, '/custom', {
      metric: 'count',
      groupBy: 'category',
      filters: { categories: ["Food'; drop table transactions;--"] },
    });
    expect(response.statusCode).toBe(422);
    expect(failureOf(response).errors).toEqual([
      { field: 'filters.categories', message: MESSAGES.customCategoriesInvalid },
    ]);
    expect(
      await rowsOf({ metric: 'count', groupBy: 'none', startDate: '2024-01-01', endDate: '2024-04-01' }),
    ).toEqual([{ key: 'all', value: 9, transactionCount: 9 }]);
  });

  it('needs a token', async () => {
    expect((await post('/custom', { metric: 'sum', groupBy: 'none' })).statusCode).toBe(401);
  });
});

describe('batches', () => {
  type Call = { key: string; path: string; params?: Record<string, string | number> };
  const batch = (requests: Call[], timezone?: string) => postAs(known, '/batch', { requests }, timezone);

  it('answers each call under its key with its own status and envelope', async () => {
    const response = await batch([
      { key: 'pie', path: '/chart/pie', params: { startDate: '2024-01-01', endDate: '2024-03-31' } },
      { key: 'nowhere', path: '/no/such/call' },
      { key: 'badPeriod', path: '/spending/patterns', params: { startDate: '2024-02-30' } },
    ]);
    const { results } = dataOf<BatchResult>(response);
    expect(Object.keys(results).sort()).toEqual(['badPeriod', 'nowhere', 'pie']);
    expect(results.pie).toEqual({ status: 200, body: (await known.call(`/chart/pie?${PERIOD}`)).json() });
    expect(results.nowhere).toEqual({ status: 404, body: { success: false, message: 'Route not found' } });
    expect(results.badPeriod).toEqual({
      status: 422,
      body: {
        success: false,
        message: 'Invalid date format',
        errors: [{ field: 'startDate', message: 'Invalid date format' }],
      },
    });
  });

  it('runs path parameters and the caller’s time zone as a call alone would', async () => {
    const { results } = dataOf<BatchResult>(
      await batch(
        [
          { key: 'january', path: '/monthly/2024/1' },
          { key: 'line', path: '/chart/line' },
          { key: 'updates', path: '/realtime/updates' },
        ],
        'Pacific/Kiritimati',
      ),
    );
    expect(results.january).toMatchObject({
      status: 200,
      body: { data: { month: 1, totalExpenses: 499.99 } },
    });
    // The default period ends on the caller's today, a day or two ahead of UTC's in Kiritimati (UTC+14).
    expect(results.line).toMatchObject({
      status: 200,
      body: { data: { period: { endDate: todayInZone('Pacific/Kiritimati') } } },
    });
    expect(results.updates).toMatchObject({ status: 200, body: { success: true } });
  });

  it('answers 404 under its key for what is not a GET call of the analytics', async () => {
    const paths = [
      '/export/overview',
      '/health',
      '/custom',
      '/batch',
      '/../transaction/',
      '/chart/line?x=1',
      'chart/line',
    ];
    const { results } = dataOf<BatchResult>(
      await batch(paths.map((path, index) => ({ key: `call${index}`, path }))),
    );
    expect(Object.values(results)).toEqual(
      paths.map(() => ({ status: 404, body: { success: false, message: 'Route not found' } })),
    );
  });

  it("runs its calls on the caller's checked session, which no client can claim by the calls' header", async () => {
    const forged = await file.app.inject({
      method: 'GET',
      url: `/api/analytics/chart/line?${PERIOD}`,
      headers: { 'x-moneta-lent-auth': 'made-up-nonce' },
    });
    expect(forged.statusCode).toBe(401);
    const both = await file.app.inject({
      method: 'GET',
      url: `/api/analytics/chart/line?${PERIOD}`,
      headers: { ...bearer(known.accessToken), 'x-moneta-lent-auth': 'made-up-nonce' },
    });
    expect(both.statusCode).toBe(401);
    const { results } = dataOf<BatchResult>(
      await batch([{ key: 'line', path: '/chart/line', params: period }]),
    );
    expect(results.line?.status).toBe(200);
  });

  it('refuses more than 10 calls, duplicate or malformed keys and unknown fields with 422', async () => {
    const calls = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ key: `k${index}`, path: '/spending/patterns' }));
    const ten = dataOf<BatchResult>(await batch(calls(10)));
    expect(Object.values(ten.results).map((result) => result.status)).toEqual(Array(10).fill(200));
    const refused = async (body: unknown) => {
      const response = await postAs(known, '/batch', body);
      expect(response.statusCode).toBe(422);
      const failure = failureOf(response);
      // The envelope's message is its first field's.
      expect(failure.message).toBe(failure.errors?.[0]?.message);
      return failure.errors;
    };
    const general = 'Validation failed. Please check your input.';
    const required = 'Send at least one request in the batch.';
    const badKey = 'Each key must be 1 to 40 letters, digits, - or _.';
    expect(await refused({ requests: calls(11) })).toEqual([
      { field: 'requests', message: 'At most 10 requests can be sent in one batch.' },
    ]);
    expect(await refused({ requests: [] })).toEqual([{ field: 'requests', message: required }]);
    expect(await refused({})).toEqual([{ field: 'requests', message: required }]);
    expect(
      await refused({
        requests: [
          { key: 'same', path: '/chart/line' },
          { key: 'other', path: '/chart/bar' },
          { key: 'same', path: '/chart/pie' },
        ],
      }),
    ).toEqual([{ field: 'requests.2.key', message: 'Each request of a batch needs its own key.' }]);
    expect(await refused({ requests: [{ key: 'has space', path: '/chart/line' }] })).toEqual([
      { field: 'requests.0.key', message: badKey },
    ]);
    expect(await refused({ requests: [{ key: 'x'.repeat(41), path: '/chart/line' }] })).toEqual([
      { field: 'requests.0.key', message: badKey },
    ]);
    expect(await refused({ requests: [{ path: '/chart/line' }] })).toEqual([
      { field: 'requests.0.key', message: badKey },
    ]);
    // 40 characters is a key.
    expect((await batch([{ key: 'x'.repeat(40), path: '/chart/line' }])).statusCode).toBe(200);
    for (const requests of [
      [{ key: 'a', path: '/chart/line', method: 'DELETE' }],
      [{ key: 'a', path: 42 }],
      [{ key: 'a', path: '/chart/line', params: { startDate: { $gt: '' } } }],
    ]) {
      expect((await refused({ requests }))?.[0]?.message).toBe(general);
    }
  });

  it('needs a token, and runs each call as the caller', async () => {
    expect((await post('/batch', { requests: [{ key: 'a', path: '/chart/pie' }] })).statusCode).toBe(401);
    const theirs = dataOf<BatchResult>(
      await postAs(intruder, '/batch', {
        requests: [
          {
            key: 'patterns',
            path: '/spending/patterns',
            params: { startDate: '2024-03-01', endDate: '2024-03-31' },
          },
        ],
      }),
    );
    const patterns = (theirs.results.patterns?.body as { data: SpendingPatterns }).data;
    expect(patterns.byWeekday.find((day) => day.day === 'Wednesday')?.totalExpenses).toBe(1234.56);
    expect(patterns.highestSpendingDayOfMonth).toBe(20);
  });
});
