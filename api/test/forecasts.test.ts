import type { CategoryForecast, Projection, TransactionInput } from '@moneta/shared/contract';
import { bearer, useTestApp } from './helpers';
import { failureOf, newAnalyticsUser, pinClock, unpinClock, type AnalyticsUser } from './analytics-fixtures';
import { create, expense, income } from './transaction-fixtures';

const file = useTestApp();

/** 2025-01-31 in UTC; already 2025-02-01 in Pacific/Kiritimati (UTC+14). */
const NOW = '2025-01-31T20:00:00Z';
const KIRITIMATI = 'Pacific/Kiritimati';

/** The months of 2024, YYYY-MM. */
const MONTHS_2024 = Array.from({ length: 12 }, (_, index) => `2024-${String(index + 1).padStart(2, '0')}`);

async function createAll(user: AnalyticsUser, inputs: TransactionInput[]) {
  for (const input of inputs) await create(user.transactions, input);
}

/**
 * Holt's method written out independently, the textbook way with arrays: l[1] = y[1], b[1] = y[1] - y[0]; the
 * one-step forecasts y[t-1] + ... counted from the third value; alpha and beta over 0.1..0.9, the first least
 * SSE kept. Returns unrounded minor units per month ahead and the root mean square error.
 */
function referenceHolt(y: number[], horizon: number) {
  let best = { sse: Number.POSITIVE_INFINITY, alpha: 0, beta: 0, level: 0, trend: 0 };
  for (let a = 1; a <= 9; a += 1) {
    for (let b = 1; b <= 9; b += 1) {
      const alpha = a / 10;
      const beta = b / 10;
      const level: number[] = [];
      const trend: number[] = [];
      level[1] = y[1] ?? 0;
      trend[1] = (y[1] ?? 0) - (y[0] ?? 0);
      let sse = 0;
      for (let t = 2; t < y.length; t += 1) {
        const yt = y[t] ?? 0;
        const forecast = (level[t - 1] ?? 0) + (trend[t - 1] ?? 0);
        sse += (yt - forecast) * (yt - forecast);
        level[t] = alpha * yt + (1 - alpha) * forecast;
        trend[t] = beta * ((level[t] ?? 0) - (level[t - 1] ?? 0)) + (1 - beta) * (trend[t - 1] ?? 0);
      }
      if (sse < best.sse - 1e-6) {
        best = { sse, alpha, beta, level: level[y.length - 1] ?? 0, trend: trend[y.length - 1] ?? 0 };
      }
    }
  }
  const sd = Math.sqrt(best.sse / (y.length - 2));
  const cents = (minor: number) => Math.round(Math.max(0, minor)) / 100;
  return {
    ...best,
    points: Array.from({ length: horizon }, (_, index) => {
      const h = index + 1;
      const value = best.level + h * best.trend;
      const margin = 1.96 * sd * Math.sqrt(h);
      return { value: cents(value), low: cents(value - margin), high: cents(value + margin) };
    }),
  };
}

/** Food 100, 110, ... 210 and Salary 1000, 1050, ... 1550 in 2024; in January 2025 the lines go on. */
async function linearUser(): Promise<AnalyticsUser> {
  const user = await newAnalyticsUser(file.app);
  await createAll(user, [
    ...MONTHS_2024.flatMap((month, index) => [
      expense({ amount: 100 + 10 * index, category: 'Food', date: `${month}-10` }),
      income({ amount: 1000 + 50 * index, date: `${month}-05` }),
    ]),
    expense({ amount: 220, category: 'Food', date: '2025-01-10' }),
    income({ amount: 1600, date: '2025-01-05' }),
  ]);
  return user;
}

/** Food up and down with a rising trend, Rent 500 each month of 2024; a salary of 2000 from March. */
const SEASONAL_FOOD = [120, 80, 130, 90, 140, 100, 150, 110, 160, 120, 170, 130];

async function seasonalUser(): Promise<AnalyticsUser> {
  const user = await newAnalyticsUser(file.app);
  await createAll(user, [
    ...MONTHS_2024.flatMap((month, index) => [
      expense({ amount: SEASONAL_FOOD[index] ?? 0, category: 'Food', date: `${month}-12` }),
      expense({ amount: 500, category: 'Rent', date: `${month}-01` }),
    ]),
    ...MONTHS_2024.slice(2).map((month) => income({ amount: 2000, date: `${month}-28` })),
  ]);
  return user;
}

/** Two months of history (November and December 2024), and an expense of the current month left out. */
async function newUser(): Promise<AnalyticsUser> {
  const user = await newAnalyticsUser(file.app);
  await createAll(user, [
    income({ amount: 1000, date: '2024-11-01' }),
    expense({ amount: 300, category: 'Travel', date: '2024-11-20' }),
    income({ amount: 1400, date: '2024-12-01' }),
    expense({ amount: 500, category: 'Travel', date: '2024-12-20' }),
    expense({ amount: 10_000, category: 'Food', date: '2025-01-20' }),
  ]);
  return user;
}

let linear: AnalyticsUser;
let seasonal: AnalyticsUser;
let recent: AnalyticsUser;
let empty: AnalyticsUser;

beforeAll(async () => {
  linear = await linearUser();
  seasonal = await seasonalUser();
  recent = await newUser();
  // Only a transaction of the current month: no history.
  empty = await newAnalyticsUser(file.app);
  await create(empty.transactions, expense({ amount: 75, category: 'Food', date: '2025-01-02' }));
  // Another user with large amounts on the same months: never counted.
  const intruder = await newAnalyticsUser(file.app);
  await createAll(
    intruder,
    MONTHS_2024.flatMap((month) => [
      expense({ amount: 99_999, category: 'Food', date: `${month}-10` }),
      income({ amount: 77_777, date: `${month}-05` }),
    ]),
  );
  pinClock(NOW);
});

afterAll(() => unpinClock());

const flat = (monthYear: string, value: number) => ({ monthYear, value, low: value, high: value });

describe('a linear history', () => {
  it('continues the line of spending, with no range', async () => {
    const forecast = await linear.get<CategoryForecast>('/advanced/spending-forecast?months=3');
    expect(forecast.total.method).toBe('holt');
    expect(forecast.total.methodDescription).toBe(
      "Holt's linear exponential smoothing of the last 12 months (alpha 0.1, beta 0.1: the pair from 0.1 to " +
        "0.9 with the least squared one-step-ahead error), with a range of 1.96 times the one-step errors' " +
        'standard deviation times the square root of the months ahead.',
    );
    expect(forecast.total.history).toEqual(
      MONTHS_2024.map((monthYear, index) => ({ monthYear, value: 100 + 10 * index })),
    );
    const line = [flat('2025-01', 220), flat('2025-02', 230), flat('2025-03', 240)];
    expect(forecast.total.forecast).toEqual(line);
    expect(forecast.categories).toEqual([{ category: 'Food', method: 'holt', forecast: line }]);
  });

  it('continues income and savings', async () => {
    const incomeForecast = await linear.get<Projection>('/income/projections?months=2');
    expect(incomeForecast.forecast).toEqual([flat('2025-01', 1600), flat('2025-02', 1650)]);
    const byCategory = await linear.get<CategoryForecast>('/advanced/income-forecast?months=2');
    expect(byCategory.total).toEqual(incomeForecast);
    expect(byCategory.categories).toEqual([
      { category: 'Salary', method: 'holt', forecast: incomeForecast.forecast },
    ]);
    // Savings 900, 940, ... 1340.
    const savings = await linear.get<Projection>('/savings/projections?months=2');
    expect(savings.history.at(-1)).toEqual({ monthYear: '2024-12', value: 1340 });
    expect(savings.forecast).toEqual([flat('2025-01', 1380), flat('2025-02', 1420)]);
  });

  it("reads the person's month: already February in Kiritimati", async () => {
    const forecast = await linear.get<Projection>('/income/projections?months=1', { timezone: KIRITIMATI });
    expect(forecast.history[0]).toEqual({ monthYear: '2024-02', value: 1050 });
    expect(forecast.history.at(-1)).toEqual({ monthYear: '2025-01', value: 1600 });
    expect(forecast.forecast).toEqual([flat('2025-02', 1650)]);
  });

  it('forecasts FORECAST_DEFAULT_MONTHS (6) without ?months, and up to 12', async () => {
    const byDefault = await linear.get<Projection>('/income/projections');
    expect(byDefault.forecast.map((point) => point.monthYear)).toEqual([
      '2025-01',
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
    ]);
    const year = await linear.get<Projection>('/income/projections?months=12');
    expect(year.forecast.at(-1)).toEqual(flat('2025-12', 2150));
  });
});

describe('a seasonal history', () => {
  const totals = SEASONAL_FOOD.map((food) => (food + 500) * 100);

  it('forecasts the total as an independent Holt loop does', async () => {
    const forecast = await seasonal.get<CategoryForecast>('/advanced/spending-forecast?months=4');
    const reference = referenceHolt(totals, 4);
    expect(forecast.total.method).toBe('holt');
    expect(forecast.total.methodDescription).toContain(`(alpha ${reference.alpha}, beta ${reference.beta}:`);
    expect(forecast.total.forecast).toEqual(
      reference.points.map((point, index) => ({ monthYear: `2025-0${index + 1}`, ...point })),
    );
    // A real range around a noisy series.
    const [first] = forecast.total.forecast;
    expect(first && first.high - first.low).toBeGreaterThan(10);
  });

  it('forecasts each category', async () => {
    const forecast = await seasonal.get<CategoryForecast>('/advanced/spending-forecast?months=2');
    const food = referenceHolt(
      SEASONAL_FOOD.map((value) => value * 100),
      2,
    );
    expect(forecast.categories).toEqual([
      {
        category: 'Food',
        method: 'holt',
        forecast: food.points.map((point, index) => ({ monthYear: `2025-0${index + 1}`, ...point })),
      },
      { category: 'Rent', method: 'holt', forecast: [flat('2025-01', 500), flat('2025-02', 500)] },
    ]);
  });

  it("keeps the empty months after the user's first as 0", async () => {
    const forecast = await seasonal.get<Projection>('/income/projections?months=1');
    expect(forecast.history).toEqual(
      MONTHS_2024.map((monthYear, index) => ({ monthYear, value: index < 2 ? 0 : 2000 })),
    );
    const reference = referenceHolt([0, 0, ...Array.from({ length: 10 }, () => 200_000)], 1);
    expect(forecast.forecast).toEqual([{ monthYear: '2025-01', ...reference.points[0] }]);
  });
});

describe('a short history', () => {
  it('takes the mean of 2 months, with their sample standard deviation', async () => {
    // Income 1000 and 1400: mean 1200, sd 282.842712; margins 554.371716, 784 and 960.199979.
    const forecast = await recent.get<Projection>('/income/projections?months=3');
    expect(forecast).toEqual({
      method: 'mean',
      methodDescription:
        'The mean of the last 2 months (fewer than 3 months of history), with a range of 1.96 times their ' +
        'sample standard deviation times the square root of the months ahead.',
      history: [
        { monthYear: '2024-11', value: 1000 },
        { monthYear: '2024-12', value: 1400 },
      ],
      forecast: [
        { monthYear: '2025-01', value: 1200, low: 645.63, high: 1754.37 },
        { monthYear: '2025-02', value: 1200, low: 416, high: 1984 },
        { monthYear: '2025-03', value: 1200, low: 239.8, high: 2160.2 },
      ],
    });
  });

  it('does not clamp savings, and reads no current-month row', async () => {
    // Savings 700 and 900: mean 800, sd 141.421356; margins 277.185858 and 392.
    const savings = await recent.get<Projection>('/savings/projections?months=2');
    expect(savings.forecast).toEqual([
      { monthYear: '2025-01', value: 800, low: 522.81, high: 1077.19 },
      { monthYear: '2025-02', value: 800, low: 408, high: 1192 },
    ]);
    // Spending 300 and 500 (January's 10,000 of Food is the current month's): Travel only.
    const spending = await recent.get<CategoryForecast>('/advanced/spending-forecast?months=1');
    expect(spending.total.forecast).toEqual([
      { monthYear: '2025-01', value: 400, low: 122.81, high: 677.19 },
    ]);
    expect(spending.categories).toEqual([
      { category: 'Travel', method: 'mean', forecast: spending.total.forecast },
    ]);
  });

  it('forecasts zeros without any history', async () => {
    const forecast = await empty.get<CategoryForecast>('/advanced/spending-forecast');
    expect(forecast).toEqual({
      total: {
        method: 'mean',
        methodDescription:
          'The mean of the monthly history, which is still empty: a forecast of 0 with no range.',
        history: [],
        forecast: ['2025-01', '2025-02', '2025-03', '2025-04', '2025-05', '2025-06'].map((month) =>
          flat(month, 0),
        ),
      },
      categories: [],
    });
  });
});

describe('?months', () => {
  it.each(['0', '13', 'x', '-1', '1e1', '2.5', ''])(
    'refuses months=%p with a field error',
    async (months) => {
      for (const path of ['/income/projections', '/savings/projections', '/advanced/spending-forecast']) {
        const response = await linear.call(`${path}?months=${months}`);
        expect(response.statusCode).toBe(422);
        expect(failureOf(response).errors).toEqual([
          { field: 'months', message: 'Months must be a whole number from 1 to 12.' },
        ]);
      }
    },
  );
});

describe('access', () => {
  it('needs a token', async () => {
    for (const path of [
      '/income/projections',
      '/savings/projections',
      '/advanced/spending-forecast',
      '/advanced/income-forecast',
    ]) {
      const response = await file.app.inject({ method: 'GET', url: `/api/analytics${path}` });
      expect(response.statusCode).toBe(401);
      const forged = await file.app.inject({
        method: 'GET',
        url: `/api/analytics${path}`,
        headers: bearer('not-a-token'),
      });
      expect(forged.statusCode).toBe(401);
    }
  });
});
