// Idempotency-Key, for every write that takes one: the same key and request within the key's lifetime does the
// work once and answers the first answer again; another request with the key is refused; requests that
// arrive at once do the work once; each user's keys are their own; an expired key serves a new request.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import {
  IDEMPOTENCY_KEY_MAX_LENGTH,
  MESSAGES,
  type MoneyAccount,
  type MoneyAccountList,
  type MonthBudgets,
  type TransactionList,
} from '@moneta/shared/contract';
import { idempotencyKeys } from '../src/db/schema';
import { registerUser, useTestApp, userCallerFor, type UserCaller } from './helpers';
import { createGoal, goalCallerFor } from './goal-fixtures';
import { reminderInput } from './reminder-fixtures';
import { expense } from './transaction-fixtures';

const file = useTestApp();

interface Write {
  method: 'POST' | 'PUT';
  path: string;
  body: object;
}

/** A user's write, another request to the same endpoint, and how many times their work was done. */
interface Prepared {
  write: Write;
  other: Write;
  done(): Promise<number>;
}

interface Endpoint {
  name: string;
  status: 200 | 201;
  prepare(call: UserCaller): Promise<Prepared>;
}

const dataOf = <T>(response: LightMyRequestResponse) => response.json<{ data: T }>().data;

const ENDPOINTS: Endpoint[] = [
  {
    name: 'POST /api/transaction',
    status: 201,
    prepare: async (call) => ({
      write: { method: 'POST', path: '/transaction/', body: expense({ amount: 12.5 }) },
      other: { method: 'POST', path: '/transaction/', body: expense({ amount: 10 }) },
      done: async () => dataOf<TransactionList>(await call('GET', '/transaction')).pagination.totalItems,
    }),
  },
  {
    name: 'POST /api/transfers',
    status: 201,
    prepare: async (call) => {
      const savings = await call('POST', '/accounts/', {
        name: `Savings ${randomUUID()}`,
        kind: 'Savings',
        openingDate: '2024-01-01',
      });
      const accounts = dataOf<MoneyAccountList>(await call('GET', '/accounts/')).accounts;
      const moving = (amount: number) => ({
        fromAccountId: accounts.find(({ name }) => name === 'Main')?._id,
        toAccountId: dataOf<MoneyAccount>(savings)._id,
        amount,
        date: '2024-03-10',
      });
      return {
        write: { method: 'POST', path: '/transfers/', body: moving(250) },
        other: { method: 'POST', path: '/transfers/', body: moving(100) },
        // Two rows a transfer.
        done: async () =>
          dataOf<TransactionList>(await call('GET', '/transaction?limit=100')).transactions.filter(
            (row) => row.type === 'Transfer',
          ).length / 2,
      };
    },
  },
  {
    name: 'POST /api/accounts',
    status: 201,
    prepare: async (call) => {
      // A person's account names are unique: each preparation names its own, and counts only those.
      const tag = randomUUID();
      const opening = (name: string) => ({
        name: `${name} ${tag}`,
        kind: 'Savings',
        openingBalance: 500,
        openingDate: '2024-01-01',
      });
      return {
        write: { method: 'POST', path: '/accounts/', body: opening('Holiday') },
        other: { method: 'POST', path: '/accounts/', body: opening('Rainy day') },
        done: async () =>
          dataOf<MoneyAccountList>(await call('GET', '/accounts/')).accounts.filter(({ name }) =>
            name.endsWith(tag),
          ).length,
      };
    },
  },
  {
    name: 'POST /api/goals/:id/contribute',
    status: 201,
    prepare: async (call) => {
      const goal = await createGoal(goalCallerFor(file.app, call), { targetAmount: 1000 });
      const path = `/goals/${goal._id}/contribute`;
      return {
        write: { method: 'POST', path, body: { amount: 10, note: 'pay day' } },
        other: { method: 'POST', path, body: { amount: 10, note: 'bonus' } },
        done: async () => dataOf<unknown[]>(await call('GET', `/goals/${goal._id}/contributions`)).length,
      };
    },
  },
  {
    name: 'POST /api/reminders',
    status: 201,
    prepare: async (call) => ({
      write: { method: 'POST', path: '/reminders', body: reminderInput({ title: 'Insurance' }) },
      other: { method: 'POST', path: '/reminders', body: reminderInput({ title: 'Tax' }) },
      done: async () => dataOf<unknown[]>(await call('GET', '/reminders')).length,
    }),
  },
  {
    // Saving a budget again without its version is refused as stale: only the key makes a retry safe.
    name: 'PUT /api/budgets',
    status: 200,
    prepare: async (call) => ({
      write: {
        method: 'PUT',
        path: '/budgets',
        body: { budgets: [{ category: 'Food', amount: 450, rollover: false }] },
      },
      other: {
        method: 'PUT',
        path: '/budgets',
        body: { budgets: [{ category: 'Rent', amount: 900, rollover: false }] },
      },
      done: async () => dataOf<MonthBudgets>(await call('GET', '/budgets')).budgets.length,
    }),
  },
];

async function newCaller(): Promise<UserCaller> {
  return userCallerFor(file.app, '/api', await registerUser(file.app));
}

const send = (call: UserCaller, write: Write, key?: string) =>
  call(write.method, write.path, write.body, key === undefined ? {} : { idempotencyKey: key });

const replayed = (response: LightMyRequestResponse) => response.headers['idempotent-replayed'] === 'true';

function expectRefused(response: LightMyRequestResponse, message: string) {
  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({
    success: false,
    message,
    errors: [{ field: 'Idempotency-Key', message }],
  });
}

describe.each(ENDPOINTS)('$name', (endpoint) => {
  it('does the work once and answers a repeat with the first answer', async () => {
    const call = await newCaller();
    const { write, other, done } = await endpoint.prepare(call);
    const key = randomUUID();
    const first = await send(call, write, key);
    expect(first.statusCode).toBe(endpoint.status);
    expect(replayed(first)).toBe(false);
    // A change made in between does not show in the replay: it is the first answer's.
    expect((await send(call, other)).statusCode).toBe(endpoint.status);

    const again = await send(call, write, key);
    expect(again.statusCode).toBe(endpoint.status);
    expect(replayed(again)).toBe(true);
    expect(again.json()).toEqual(first.json());
    expect(await done()).toBe(2);
  });

  it('does the work once when the same request arrives five times at once', async () => {
    const call = await newCaller();
    const { write, done } = await endpoint.prepare(call);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(call, write, key)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(5).fill(endpoint.status));
    expect(answers.filter((answer) => !replayed(answer))).toHaveLength(1);
    for (const answer of answers) expect(answer.json()).toEqual(answers[0]?.json());
    expect(await done()).toBe(1);
  });

  it('refuses the key for another request, or at another endpoint, and does nothing', async () => {
    const call = await newCaller();
    const { write, other, done } = await endpoint.prepare(call);
    const key = randomUUID();
    await send(call, write, key);
    expectRefused(await send(call, other, key), MESSAGES.idempotencyKeyReused);
    const next = ENDPOINTS[(ENDPOINTS.indexOf(endpoint) + 1) % ENDPOINTS.length]!;
    const elsewhere = await next.prepare(call);
    expectRefused(await send(call, elsewhere.write, key), MESSAGES.idempotencyKeyReused);
    expect(await done()).toBe(1);
    expect(await elsewhere.done()).toBe(0);
  });

  it("keeps each user's keys apart", async () => {
    const [one, two] = [await newCaller(), await newCaller()];
    const key = randomUUID();
    expect((await send(one, (await endpoint.prepare(one)).write, key)).statusCode).toBe(endpoint.status);
    const theirs = await endpoint.prepare(two);
    const answer = await send(two, theirs.write, key);
    expect(answer.statusCode).toBe(endpoint.status);
    expect(replayed(answer)).toBe(false);
    expect(await theirs.done()).toBe(1);
  });

  it('lets a key older than its lifetime serve a new request', async () => {
    const call = await newCaller();
    const { write, other, done } = await endpoint.prepare(call);
    const key = randomUUID();
    await send(call, write, key);
    await file.testDb.database.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '24 hours 1 second'` })
      .where(and(eq(idempotencyKeys.userId, call.userId), eq(idempotencyKeys.key, key)));
    const later = await send(call, other, key);
    expect(later.statusCode).toBe(endpoint.status);
    expect(replayed(later)).toBe(false);
    expect(replayed(await send(call, other, key))).toBe(true);
    expect(await done()).toBe(2);
  });

  it("frees only the expired keys when they are purged, every user's", async () => {
    const [one, two] = [await newCaller(), await newCaller()];
    const [old, fresh, theirs] = [randomUUID(), randomUUID(), randomUUID()];
    await send(one, (await endpoint.prepare(one)).write, old);
    await send(one, (await endpoint.prepare(one)).write, fresh);
    await send(two, (await endpoint.prepare(two)).write, theirs);
    await file.testDb.database.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '24 hours 1 second'` })
      .where(inArray(idempotencyKeys.key, [old, theirs]));

    expect(await file.app.idempotencyKeyPurge.run()).toBeGreaterThanOrEqual(2);
    const left = await file.testDb.database.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(inArray(idempotencyKeys.key, [old, fresh, theirs]));
    expect(left.map((row) => row.key)).toEqual([fresh]);
  });

  it.each([
    ['an empty key', ''],
    ['a key over the longest length', 'k'.repeat(IDEMPOTENCY_KEY_MAX_LENGTH + 1)],
  ])('refuses %s and does nothing', async (_name, key) => {
    const call = await newCaller();
    const { write, done } = await endpoint.prepare(call);
    expectRefused(await send(call, write, key), MESSAGES.idempotencyKeyInvalid);
    expect(await done()).toBe(0);
  });

  it('accepts a key of the longest length', async () => {
    const call = await newCaller();
    const { write, done } = await endpoint.prepare(call);
    const key = 'k'.repeat(IDEMPOTENCY_KEY_MAX_LENGTH);
    expect(replayed(await send(call, write, key))).toBe(false);
    expect(replayed(await send(call, write, key))).toBe(true);
    expect(await done()).toBe(1);
  });
});
