import { MESSAGES, type CategoryAnalysis } from '@moneta/shared/contract';
import { useTestApp } from './helpers';
import {
  failureOf,
  newAnalyticsUser,
  newKnownUser,
  pinClock,
  unpinClock,
  type AnalyticsUser,
} from './analytics-fixtures';
import { create, expense, income } from './transaction-fixtures';

const file = useTestApp();

const PERIOD = 'startDate=2024-01-01&endDate=2024-03-31';

let user: AnalyticsUser;

beforeAll(async () => {
  user = await newKnownUser(file.app);
  // Another user's rows in the same months are never exported.
  const other = await newAnalyticsUser(file.app);
  await create(other.transactions, income({ amount: 777, date: '2024-01-05' }));
  await create(other.transactions, expense({ amount: 77, category: 'Food', date: '2024-02-01' }));
});

async function csvOf(path: string, who: AnalyticsUser = user): Promise<string> {
  const response = await who.call(path);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.headers['cache-control']).toBe('no-store');
  return response.body;
}

describe('overview', () => {
  it('one row per month of the period and a total', async () => {
    expect(await csvOf(`/export/overview?${PERIOD}`)).toBe(
      'Month,Income,Expenses,Net Savings,Savings Rate (%)\r\n' +
        '2024-01,1000.00,499.99,500.01,50.0\r\n' +
        '2024-02,250.50,10.10,240.40,96.0\r\n' +
        '2024-03,1000.00,300.00,700.00,70.0\r\n' +
        'Total,2250.50,810.09,1440.41,64.0\r\n',
    );
  });

  it('losses and empty months', async () => {
    expect(await csvOf('/export/overview?startDate=2024-03-16&endDate=2024-05-31')).toBe(
      'Month,Income,Expenses,Net Savings,Savings Rate (%)\r\n' +
        '2024-03,1000.00,0.00,1000.00,100.0\r\n' +
        '2024-04,0.00,5000.00,-5000.00,0.0\r\n' +
        '2024-05,0.00,0.00,0.00,0.0\r\n' +
        'Total,1000.00,5000.00,-4000.00,-400.0\r\n',
    );
  });
});

describe('spending', () => {
  it('one row per expense category, largest first, as the category analysis', async () => {
    expect(await csvOf(`/export/spending?${PERIOD}`)).toBe(
      'Category,Amount,Percentage (%)\r\n' +
        'Food,410.10,50.6\r\n' +
        'Travel,300.00,37.0\r\n' +
        'Rent,99.99,12.3\r\n',
    );
    const analysis = await user.get<CategoryAnalysis>(`/spending/categories?${PERIOD}`);
    expect(analysis.categories.map((item) => item.category)).toEqual(['Food', 'Travel', 'Rent']);
    expect(await csvOf('/export/spending?startDate=2024-04-01&endDate=2024-04-30')).toBe(
      'Category,Amount,Percentage (%)\r\nFood,5000.00,100.0\r\n',
    );
  });
});

describe('income', () => {
  it('one row per month with its count, and a total', async () => {
    expect(await csvOf('/export/income?startDate=2024-01-01&endDate=2024-04-30')).toBe(
      'Month,Income,Transactions\r\n' +
        '2024-01,1000.00,1\r\n' +
        '2024-02,250.50,1\r\n' +
        '2024-03,1000.00,1\r\n' +
        '2024-04,0.00,0\r\n' +
        'Total,2250.50,3\r\n',
    );
  });
});

describe('any type', () => {
  afterEach(() => unpinClock());

  it.each(['overview', 'spending', 'income', 'goals'])(
    '%s is an attachment named analytics_%s_{UTC timestamp}.csv',
    async (type) => {
      pinClock('2026-11-25T09:30:00.456Z');
      // Signed in on the pinned clock, as a token must not come from its future.
      const response = await (await newAnalyticsUser(file.app)).call(`/export/${type}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="analytics_${type}_20261125T093000Z.csv"`,
      );
    },
  );

  it('a user without data gets the headers, and zero totals', async () => {
    const empty = await newAnalyticsUser(file.app);
    // No month comes after a first transaction: the total alone.
    expect(await csvOf(`/export/overview?${PERIOD}`, empty)).toBe(
      'Month,Income,Expenses,Net Savings,Savings Rate (%)\r\n' + 'Total,0.00,0.00,0.00,0.0\r\n',
    );
    expect(await csvOf(`/export/spending?${PERIOD}`, empty)).toBe('Category,Amount,Percentage (%)\r\n');
    expect(await csvOf('/export/income?startDate=2024-01-01&endDate=2024-01-31', empty)).toBe(
      'Month,Income,Transactions\r\nTotal,0.00,0\r\n',
    );
  });

  it('an unknown type is answered 404, before the period is read', async () => {
    for (const path of ['/export/pdf', '/export/Overview', '/export/pdf?startDate=nope']) {
      const response = await user.call(path);
      expect(response.statusCode).toBe(404);
      expect(failureOf(response)).toEqual({ success: false, message: MESSAGES.exportTypeInvalid });
    }
  });

  it('a bad period is answered 422', async () => {
    const response = await user.call('/export/income?startDate=2024-04-01&endDate=2024-03-01');
    expect(response.statusCode).toBe(422);
    expect(failureOf(response).message).toBe('Start date must be before end date');
  });
});
