// The analytics client: headers, parameters only when non-empty, retries 1 s x attempt
// apart on no answer, 429 and 5xx (never on another 4xx), and the classification of failures.
import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { MESSAGES } from '../../contract/messages';
import { applyAuthPayload, clearAuth } from '../../state/auth';
import { TEST_USER } from '../../testing';
import { analyticsApi } from './api';
import { analyticsClient } from '../../api/analyticsClient';
import { analyticsFailure } from '../../api/errors';
import { onSessionExpired } from '../auth/session';

type Answer = { status: number; data?: unknown } | 'timeout' | 'network';

/** The answers the server gives, in order; every request the API saw. */
let answers: Answer[] = [];
let seen: InternalAxiosRequestConfig[] = [];

function failure(config: InternalAxiosRequestConfig, answer: Answer): AxiosError {
  if (answer === 'timeout') return new AxiosError('timeout', AxiosError.ECONNABORTED, config);
  if (answer === 'network') return new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
  const response = { ...answer, statusText: '', headers: {}, config } as AxiosResponse;
  return new AxiosError(`status ${answer.status}`, AxiosError.ERR_BAD_RESPONSE, config, null, response);
}

const adapter: AxiosAdapter = async (config) => {
  seen.push(config);
  const answer = answers.shift() ?? { status: 200, data: { success: true, data: 'figures' } };
  if (answer !== 'timeout' && answer !== 'network' && answer.status < 300) {
    return { data: answer.data, status: answer.status, statusText: 'OK', headers: {}, config };
  }
  throw failure(config, answer);
};

const originalAdapter = analyticsClient.defaults.adapter;

beforeAll(() => {
  analyticsClient.defaults.adapter = adapter;
});

afterAll(() => {
  analyticsClient.defaults.adapter = originalAdapter;
});

beforeEach(() => {
  answers = [];
  seen = [];
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
  applyAuthPayload({ user: TEST_USER, accessToken: 'access-1' });
  // A 401 whose refresh fails signs out; the test stays on its page.
  onSessionExpired(() => undefined);
});

afterEach(() => {
  jest.useRealTimers();
  clearAuth();
});

/** Runs `call` to its end, letting the retry delays pass; returns when it settled, and at which fake time. */
async function settle<T>(call: Promise<T>): Promise<{ value?: T; error?: unknown; elapsed: number }> {
  const started = Date.now();
  let outcome: { value?: T; error?: unknown } | undefined;
  call.then(
    (value) => (outcome = { value }),
    (error: unknown) => (outcome = { error }),
  );
  while (!outcome) await jest.advanceTimersByTimeAsync(100);
  return { ...outcome, elapsed: Date.now() - started };
}

test('sends the bearer token, cookies, time zone, locale and request timestamp, and only non-empty parameters', async () => {
  await settle(analyticsApi.spendingTrends({ startDate: '2026-10-27', endDate: '' }));
  const [request] = seen;
  expect(request?.baseURL).toBe('/api');
  expect(request?.url).toBe('/analytics/spending/trends');
  expect(request?.params).toEqual({ startDate: '2026-10-27' });
  expect(request?.timeout).toBe(30_000);
  expect(request?.withCredentials).toBe(true);
  expect(request?.headers.get('Authorization')).toBe('Bearer access-1');
  expect(request?.headers.get('timezone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  expect(request?.headers.get('locale')).toBe('en');
  expect(Number.isNaN(Date.parse(String(request?.headers.get('request-timestamp'))))).toBe(false);
});

test('a server error is retried twice, 1 s then 2 s later, and the third answer counts', async () => {
  answers = [{ status: 503 }, 'timeout', { status: 200, data: { success: true, data: 'third time' } }];
  const { value, elapsed } = await settle(analyticsApi.dashboard());
  expect(value).toBe('third time');
  expect(seen).toHaveLength(3);
  expect(elapsed).toBeGreaterThanOrEqual(3000);
});

test('429 is retried; after two retries the failure is the classification’s', async () => {
  answers = [{ status: 429 }, { status: 429 }, { status: 429 }];
  const { error } = await settle(analyticsApi.dashboard());
  expect(seen).toHaveLength(3);
  expect(analyticsFailure(error)).toEqual({ message: 'Too many requests. Please wait before trying again.' });
});

test.each([400, 403, 404, 422])('a %i is not retried', async (status) => {
  answers = [{ status }];
  await settle(analyticsApi.dashboard());
  expect(seen).toHaveLength(1);
});

describe('classification', () => {
  async function failureOf(...given: Answer[]) {
    answers = given;
    const { error } = await settle(analyticsApi.dashboard());
    return analyticsFailure(error);
  }

  test.each([
    [401, 'Authentication failed. Please login again.'],
    [403, "Access denied. You don't have permission for this action."],
    [404, 'Requested resource not found.'],
    [500, 'Server error. Please try again later.'],
    [502, 'Server error. Please try again later.'],
    [504, 'Server error. Please try again later.'],
  ])('%i: %s', async (status, message) => {
    // A 401 tries a refresh first; the test's refresh fails, so the 401 stands.
    globalThis.fetch = jest.fn().mockRejectedValue(new Error('offline'));
    const answer = { status, data: { success: false, message: MESSAGES.internalError } };
    expect(await failureOf(answer, answer, answer)).toEqual({ message });
    Reflect.deleteProperty(globalThis, 'fetch');
  });

  test('422 gives the server’s message, or the generic one', async () => {
    expect(
      await failureOf({ status: 422, data: { success: false, message: MESSAGES.analyticsRangeTooLong } }),
    ).toEqual({ message: 'Date range cannot exceed 2 years' });
    expect(await failureOf({ status: 422, data: { success: false, message: 'Something new' } })).toEqual({
      message: 'Validation failed. Please check your input.',
    });
  });

  test('another status gives the server’s message, or its code', async () => {
    expect(await failureOf({ status: 409, data: { success: false, message: MESSAGES.forbidden } })).toEqual({
      message: 'Forbidden',
    });
    expect(await failureOf({ status: 418 })).toEqual({
      message: 'Request failed with status {{code}}',
      values: { code: 418 },
    });
  });

  test('no answer: timeout and network, after the retries', async () => {
    expect(await failureOf('timeout', 'timeout', 'timeout')).toEqual({
      message: 'Request timed out. Please try again.',
    });
    expect(await failureOf('network', 'network', 'network')).toEqual({
      message: 'Network error. Please check your connection.',
    });
  });

  test('anything else', () => {
    expect(analyticsFailure(new TypeError('x is undefined'))).toEqual({
      message: 'An unexpected error occurred',
    });
  });
});

test('a call that finds the user signed out is not sent (a sign-out while the client was loading)', async () => {
  clearAuth();
  await expect(analyticsApi.updates()).rejects.toThrow('Signed out');
  expect(seen).toEqual([]);
});
