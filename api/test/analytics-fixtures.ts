// Fixtures for the analytics API tests: a signed-in user with callers for /api/analytics, /api/transaction and
// /api/goals, and a pinned clock, so that "today" in each time zone is known.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { TransactionInput } from '@moneta/shared/contract';
import { bearer, registerUser } from './helpers';
import { goalCallerFor, type GoalCaller } from './goal-fixtures';
import { callerFor, create, expense, income, type Caller } from './transaction-fixtures';

export interface AnalyticsCallOptions {
  /** The `timezone` header; none when absent (the API reads UTC). */
  timezone?: string;
  /** Another user's token. */
  token?: string;
}

export interface AnalyticsUser {
  userId: string;
  accessToken: string;
  /** GET /api/analytics{path}. */
  call(path: string, options?: AnalyticsCallOptions): Promise<LightMyRequestResponse>;
  /** GET /api/analytics{path}, expecting 200: its data. */
  get<T>(path: string, options?: AnalyticsCallOptions): Promise<T>;
  transactions: Caller;
  goals: GoalCaller;
}

export async function newAnalyticsUser(app: FastifyInstance): Promise<AnalyticsUser> {
  const user = await registerUser(app);
  const call = (path: string, options: AnalyticsCallOptions = {}) =>
    app.inject({
      method: 'GET',
      url: `/api/analytics${path}`,
      headers: {
        ...bearer(options.token ?? user.accessToken),
        ...(options.timezone ? { timezone: options.timezone } : {}),
      },
    });
  return {
    userId: user.userId,
    accessToken: user.accessToken,
    call,
    get: async <T>(path: string, options?: AnalyticsCallOptions) => {
      const response = await call(path, options);
      if (response.statusCode !== 200) {
        throw new Error(`GET ${path}: ${response.statusCode} ${response.body}`);
      }
      return response.json<{ data: T }>().data;
    },
    transactions: callerFor(app, user.accessToken),
    goals: goalCallerFor(app, user),
  };
}

/** The analytics tests' known months, January to April 2024: a leap day, month ends, and a month of loss. */
const KNOWN_TRANSACTIONS: TransactionInput[] = [
  income({ amount: 1000, date: '2024-01-05' }),
  expense({ amount: 400, category: 'Food', date: '2024-01-20' }),
  expense({ amount: 99.99, category: 'Rent', date: '2024-01-31' }),
  income({ amount: 250.5, category: 'Freelance', date: '2024-02-01' }),
  expense({ amount: 10.1, category: 'Food', date: '2024-02-29' }),
  expense({ amount: 300, category: 'Travel', date: '2024-03-15' }),
  income({ amount: 1000, date: '2024-03-31' }),
  expense({ amount: 5000, category: 'Food', date: '2024-04-01' }),
];

/** A user with the known months' transactions, then `more`. */
export async function newKnownUser(
  app: FastifyInstance,
  more: TransactionInput[] = [],
): Promise<AnalyticsUser> {
  const user = await newAnalyticsUser(app);
  for (const input of [...KNOWN_TRANSACTIONS, ...more]) await create(user.transactions, input);
  return user;
}

/**
 * Pins Date at `iso` (only Date: timers and ticks keep running). PostgreSQL keeps its own clock while PGlite,
 * compiled to WebAssembly, reads the pinned one: tests that depend on a time the database stamps (a goal's
 * createdAt) set it explicitly.
 */
export function pinClock(iso: string): void {
  jest.useFakeTimers({
    now: new Date(iso),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}

export function unpinClock(): void {
  jest.useRealTimers();
}

/** The body of a failure. */
export function failureOf(response: LightMyRequestResponse) {
  return response.json<{
    success: false;
    message: string;
    errors?: Array<{ field: string; message: string }>;
  }>();
}
