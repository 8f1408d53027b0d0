// Fixtures for the transaction API tests: calls as the signed-in user, and a few ready-made inputs.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Transaction, TransactionInput } from '@moneta/shared/contract';
import { addDays, todayUtc } from '../src/transactions/dates';
import { bearer } from './helpers';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Caller {
  (method: Method, path: string, payload?: unknown): Promise<LightMyRequestResponse>;
}

/** Calls /api/transaction{path} with the user's token. */
export function callerFor(app: FastifyInstance, accessToken: string): Caller {
  return (method, path, payload) =>
    app.inject({
      method,
      url: `/api/transaction${path}`,
      headers: bearer(accessToken),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

export const expense = (overrides: Partial<TransactionInput> = {}): TransactionInput => ({
  description: 'Groceries',
  amount: 42.5,
  type: 'Expense',
  category: 'Food',
  date: '2024-03-15',
  notes: '',
  ...overrides,
});

export const income = (overrides: Partial<TransactionInput> = {}): TransactionInput => ({
  description: 'Salary',
  amount: 3000,
  type: 'Income',
  category: 'Salary',
  date: '2024-03-01',
  notes: '',
  ...overrides,
});

/** Creates a transaction through the API and returns it. */
export async function create(call: Caller, input: TransactionInput): Promise<Transaction> {
  const response = await call('POST', '/', input);
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json<{ data: Transaction }>().data;
}

export function dataOf<T>(response: LightMyRequestResponse): T {
  return response.json<{ data: T }>().data;
}

/** A date `days` before today (UTC). */
export const daysAgo = (days: number) => addDays(todayUtc(), -days);
