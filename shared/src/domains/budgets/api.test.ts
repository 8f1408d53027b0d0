// The issue-12 calls as they go out: the budgets' paths, methods, bodies and month, and the new analytics calls'
// paths and parameters (months only when given, a period's dates, the two calls with a body).
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { applyAuthPayload, clearAuth } from '../../state/auth';
import { TEST_USER } from '../../testing';
import { analyticsApi } from '../analytics/api';
import { analyticsClient } from '../../api/analyticsClient';
import { budgetsApi } from './api';
import { apiClient } from '../../api/client';

let seen: InternalAxiosRequestConfig[] = [];

const adapter: AxiosAdapter = async (config) => {
  seen.push(config);
  return { data: { success: true, data: 'answer' }, status: 200, statusText: 'OK', headers: {}, config };
};

const originals = [apiClient.defaults.adapter, analyticsClient.defaults.adapter] as const;

beforeAll(() => {
  apiClient.defaults.adapter = adapter;
  analyticsClient.defaults.adapter = adapter;
});

afterAll(() => {
  [apiClient.defaults.adapter, analyticsClient.defaults.adapter] = originals;
});

beforeEach(() => {
  seen = [];
  applyAuthPayload({ user: TEST_USER, accessToken: 'access-1' });
});

afterEach(() => clearAuth());

const sent = () =>
  seen.map((config) => ({
    method: config.method,
    url: `${config.baseURL ?? ''}${config.url ?? ''}`,
    params: config.params as unknown,
    data: config.data === undefined ? undefined : (JSON.parse(String(config.data)) as unknown),
  }));

test('budgets: GET a month (or the current one), PUT lines with the month, DELETE one category', async () => {
  expect(await budgetsApi.month('2025-06')).toBe('answer');
  await budgetsApi.month();
  await budgetsApi.update({ budgets: [{ category: 'Food', amount: 450, rollover: true }], month: '2025-06' });
  await budgetsApi.remove('Other Expense');
  expect(sent()).toEqual([
    { method: 'get', url: '/api/budgets', params: { month: '2025-06' }, data: undefined },
    { method: 'get', url: '/api/budgets', params: {}, data: undefined },
    {
      method: 'put',
      url: '/api/budgets',
      params: undefined,
      data: { budgets: [{ category: 'Food', amount: 450, rollover: true }], month: '2025-06' },
    },
    { method: 'delete', url: '/api/budgets/Other%20Expense', params: undefined, data: undefined },
  ]);
  expect(seen[2]?.headers.get('Authorization')).toBe('Bearer access-1');
  // Each change carries its own key, and a retry of one sends the key it was given.
  const key = String(seen[2]?.headers.get('Idempotency-Key'));
  expect(key).toMatch(/^[0-9a-f-]{36}$/);
  await budgetsApi.update({ budgets: [{ category: 'Food', amount: 450, rollover: true }] }, key);
  expect(seen[4]?.headers.get('Idempotency-Key')).toBe(key);
});

test('analytics: the budget, forecast and insight calls with their parameters', async () => {
  const period = { startDate: '2025-05-17', endDate: '2025-06-15' };
  await analyticsApi.budgetPerformance(period);
  await analyticsApi.spendingForecast(3);
  await analyticsApi.incomeProjections();
  await analyticsApi.chart('pie', period);
  await analyticsApi.custom({ metric: 'sum', groupBy: 'category' });
  await analyticsApi.batch({ requests: [{ key: 'health', path: '/advanced/financial-health' }] });
  expect(sent()).toEqual([
    { method: 'get', url: '/api/analytics/budget/performance', params: period, data: undefined },
    {
      method: 'get',
      url: '/api/analytics/advanced/spending-forecast',
      params: { months: '3' },
      data: undefined,
    },
    { method: 'get', url: '/api/analytics/income/projections', params: {}, data: undefined },
    { method: 'get', url: '/api/analytics/chart/pie', params: period, data: undefined },
    {
      method: 'post',
      url: '/api/analytics/custom',
      params: undefined,
      data: { metric: 'sum', groupBy: 'category' },
    },
    {
      method: 'post',
      url: '/api/analytics/batch',
      params: undefined,
      data: { requests: [{ key: 'health', path: '/advanced/financial-health' }] },
    },
  ]);
});
