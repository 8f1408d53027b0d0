import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  MESSAGES,
  type RecurringResult,
  type Transaction,
  type TransactionList,
} from '@moneta/shared/contract';
import { recurringRules, transactions } from '../src/db/schema';
import { addDays, todayUtc } from '../src/transactions/dates';
import {
  MAX_OCCURRENCES_PER_RUN,
  materializeDueOccurrences,
  materializeRule,
} from '../src/transactions/recurring';
import { createTestApp, openSecondConnection, registerUser, useTestApp, mainAccountOf } from './helpers';
import { callerFor, create, dataOf, daysAgo, expense, income, type Caller } from './transaction-fixtures';

const file = useTestApp();

const db = () => file.testDb.database.db;
const today = todayUtc();

async function newCaller(target: FastifyInstance = file.app): Promise<Caller> {
  const user = await registerUser(target);
  return callerFor(target, user.accessToken);
}

async function setRecurring(call: Caller, id: string, body: object): Promise<RecurringResult> {
  const response = await call('POST', `/${id}/recurring`, body);
  if (response.statusCode !== 201)
    throw new Error(`recurring failed: ${response.statusCode} ${response.body}`);
  return dataOf<RecurringResult>(response);
}

/** The occurrence dates of a rule, oldest first (the template, which names its rule too, has none). */
async function occurrenceDates(ruleId: string): Promise<string[]> {
  const rows = await db()
    .select({ date: transactions.occurrenceDate })
    .from(transactions)
    .where(and(eq(transactions.recurringRuleId, ruleId), isNotNull(transactions.occurrenceDate)))
    .orderBy(transactions.occurrenceDate);
  return rows.map((row) => row.date ?? '');
}

/** Every (rule, date) held by more than one transaction: always none. */
async function duplicates() {
  return db()
    .select({ rule: transactions.recurringRuleId, date: transactions.occurrenceDate, copies: count() })
    .from(transactions)
    .where(isNotNull(transactions.occurrenceDate))
    .groupBy(transactions.recurringRuleId, transactions.occurrenceDate)
    .having(sql`count(*) > 1`);
}

/** Runs one rule's materializer as if `day` were today (other tests' rules are left alone). */
async function runRuleOn(ruleId: string, day: string): Promise<number> {
  const [rule] = await db().select().from(recurringRules).where(eq(recurringRules.id, ruleId));
  if (!rule) throw new Error(`no rule ${ruleId}`);
  return materializeRule(db(), rule, day);
}

/** Makes a rule's occurrences due again from `from`, as if the server had been down since. */
async function rewind(ruleId: string, from: string) {
  await db()
    .delete(transactions)
    .where(and(eq(transactions.recurringRuleId, ruleId), sql`${transactions.occurrenceDate} >= ${from}`));
  await db().update(recurringRules).set({ nextDate: from }).where(eq(recurringRules.id, ruleId));
}

describe('POST /:id/recurring', () => {
  it('creates the rule and, at once, every occurrence due up to today', async () => {
    const call = await newCaller();
    const template = await create(
      call,
      expense({
        description: 'Gym',
        amount: 9.99,
        category: 'Healthcare',
        notes: 'monthly fee',
        date: daysAgo(10),
      }),
    );
    const response = await call('POST', `/${template._id}/recurring`, { frequency: 'daily' });
    expect(response.statusCode).toBe(201);
    const result = dataOf<RecurringResult>(response);
    expect(result).toEqual({
      recurring: { id: expect.any(String), frequency: 'daily', endDate: null, nextDate: addDays(today, 1) },
      createdCount: 10,
    });

    const list = dataOf<TransactionList>(await call('GET', '/?limit=100'));
    expect(list.pagination.totalItems).toBe(11);
    const occurrences = list.transactions.filter((item) => item._id !== template._id);
    expect(occurrences.map((item) => item.date)).toEqual(
      Array.from({ length: 10 }, (_, index) => daysAgo(index)),
    );
    for (const item of occurrences) {
      expect(item).toMatchObject({
        description: 'Gym',
        amount: -9.99,
        type: 'Expense',
        category: 'Healthcare',
        notes: 'monthly fee',
        recurring: result.recurring,
      });
    }
    expect(dataOf<Transaction>(await call('GET', `/${template._id}`)).recurring).toEqual(result.recurring);

    expect(await file.app.recurring.run()).toBe(0);
    expect(await materializeDueOccurrences(db())).toBe(0);
    expect(await occurrenceDates(result.recurring.id)).toHaveLength(10);
  });

  it('creates nothing yet for a template dated today, and the next occurrence when its day comes', async () => {
    const call = await newCaller();
    const template = await create(call, income({ date: today }));
    const result = await setRecurring(call, template._id, { frequency: 'weekly' });
    expect(result).toMatchObject({ createdCount: 0, recurring: { nextDate: addDays(today, 7) } });
    expect(await runRuleOn(result.recurring.id, addDays(today, 6))).toBe(0);
    expect(await runRuleOn(result.recurring.id, addDays(today, 7))).toBe(1);
    expect(await runRuleOn(result.recurring.id, addDays(today, 7))).toBe(0);
    expect(await occurrenceDates(result.recurring.id)).toEqual([addDays(today, 7)]);
  });

  it('stops at the end date', async () => {
    const call = await newCaller();
    const template = await create(call, expense({ date: daysAgo(30) }));
    const result = await setRecurring(call, template._id, { frequency: 'weekly', endDate: daysAgo(15) });
    expect(result).toEqual({
      recurring: { id: expect.any(String), frequency: 'weekly', endDate: daysAgo(15), nextDate: null },
      createdCount: 2,
    });
    expect(await occurrenceDates(result.recurring.id)).toEqual([daysAgo(23), daysAgo(16)]);
    expect(await runRuleOn(result.recurring.id, addDays(today, 30))).toBe(0);
  });

  it('dates monthly occurrences from a month end and yearly ones from Feb 29', async () => {
    const call = await newCaller();
    const monthEnd = await create(
      call,
      expense({ date: '2023-01-31', category: 'Rent', description: 'Rent' }),
    );
    const monthly = await setRecurring(call, monthEnd._id, { frequency: 'monthly', endDate: '2024-04-30' });
    expect(await occurrenceDates(monthly.recurring.id)).toEqual([
      '2023-02-28',
      '2023-03-31',
      '2023-04-30',
      '2023-05-31',
      '2023-06-30',
      '2023-07-31',
      '2023-08-31',
      '2023-09-30',
      '2023-10-31',
      '2023-11-30',
      '2023-12-31',
      '2024-01-31',
      '2024-02-29',
      '2024-03-31',
      '2024-04-30',
    ]);

    const leapDay = await create(
      call,
      income({ date: '2016-02-29', category: 'Bonus', description: 'Leap bonus' }),
    );
    const yearly = await setRecurring(call, leapDay._id, { frequency: 'yearly', endDate: '2024-12-31' });
    expect(await occurrenceDates(yearly.recurring.id)).toEqual([
      '2017-02-28',
      '2018-02-28',
      '2019-02-28',
      '2020-02-29',
      '2021-02-28',
      '2022-02-28',
      '2023-02-28',
      '2024-02-29',
    ]);
  });

  it(`creates at most ${MAX_OCCURRENCES_PER_RUN} occurrences of a rule per run`, async () => {
    const call = await newCaller();
    const template = await create(call, expense({ date: daysAgo(1500) }));
    const result = await setRecurring(call, template._id, { frequency: 'daily' });
    expect(result.createdCount).toBe(MAX_OCCURRENCES_PER_RUN);
    expect(result.recurring.nextDate).toBe(daysAgo(1500 - MAX_OCCURRENCES_PER_RUN - 1));
    expect(await materializeDueOccurrences(db())).toBe(500);
    expect(await materializeDueOccurrences(db())).toBe(0);
    expect(await occurrenceDates(result.recurring.id)).toHaveLength(1500);
  });

  it('replaces the rule of a series, from the template or from any occurrence, without duplicating dates', async () => {
    const call = await newCaller();
    const template = await create(call, expense({ date: daysAgo(14) }));
    const daily = await setRecurring(call, template._id, { frequency: 'daily' });
    expect(daily.createdCount).toBe(14);

    const weekly = await setRecurring(call, template._id, { frequency: 'weekly' });
    expect(weekly.recurring).toEqual({
      id: daily.recurring.id,
      frequency: 'weekly',
      endDate: null,
      nextDate: addDays(today, 7),
    });
    expect(weekly.createdCount).toBe(0);

    const occurrence = dataOf<TransactionList>(await call('GET', '/?limit=1')).transactions[0];
    expect(occurrence?._id).not.toBe(template._id);
    const monthly = await setRecurring(call, occurrence?._id ?? '', {
      frequency: 'monthly',
      endDate: addDays(today, 40),
    });
    expect(monthly.recurring).toMatchObject({
      id: daily.recurring.id,
      frequency: 'monthly',
      endDate: addDays(today, 40),
    });
    expect(await occurrenceDates(daily.recurring.id)).toHaveLength(14);
    expect(await duplicates()).toEqual([]);
    const rules = await db()
      .select()
      .from(recurringRules)
      .where(eq(recurringRules.transactionId, template._id));
    expect(rules).toHaveLength(1);
  });

  it('goes on after the newest occurrence when restarted, without bringing back deleted ones', async () => {
    const call = await newCaller();
    const template = await create(call, expense({ date: daysAgo(10) }));
    const { recurring } = await setRecurring(call, template._id, { frequency: 'daily', endDate: daysAgo(6) });
    expect(await occurrenceDates(recurring.id)).toEqual([daysAgo(9), daysAgo(8), daysAgo(7), daysAgo(6)]);
    await db()
      .delete(transactions)
      .where(
        and(eq(transactions.recurringRuleId, recurring.id), eq(transactions.occurrenceDate, daysAgo(8))),
      );

    const restarted = await setRecurring(call, template._id, { frequency: 'daily' });
    expect(restarted.createdCount).toBe(6);
    expect(await occurrenceDates(recurring.id)).toEqual(
      [9, 7, 6, 5, 4, 3, 2, 1, 0].map((days) => daysAgo(days)),
    );
  });

  it('validates the frequency and the end date', async () => {
    const call = await newCaller();
    const template = await create(call, expense({ date: '2024-05-10' }));
    for (const [body, field, message] of [
      [{}, 'frequency', 'Frequency must be one of daily, weekly, monthly, yearly.'],
      [{ frequency: 'hourly' }, 'frequency', 'Frequency must be one of daily, weekly, monthly, yearly.'],
      [{ frequency: 'daily', endDate: '2024-02-30' }, 'endDate', MESSAGES.dateInvalid],
      [{ frequency: 'daily', endDate: '2024-05-09' }, 'endDate', MESSAGES.endBeforeStart],
    ] as const) {
      const response = await call('POST', `/${template._id}/recurring`, body);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toContainEqual({ field, message });
    }
    expect(
      await db().select().from(recurringRules).where(eq(recurringRules.transactionId, template._id)),
    ).toEqual([]);
  });
});

describe('DELETE /:id/recurring', () => {
  it('stops the series; the occurrences already created stay', async () => {
    const call = await newCaller();
    const template = await create(call, expense({ date: daysAgo(3) }));
    const { recurring } = await setRecurring(call, template._id, { frequency: 'daily' });
    const response = await call('DELETE', `/${template._id}/recurring`);
    expect(response.statusCode).toBe(200);
    expect(dataOf(response)).toEqual({ ...recurring, nextDate: null });
    expect(await runRuleOn(recurring.id, addDays(today, 10))).toBe(0);
    expect(await occurrenceDates(recurring.id)).toHaveLength(3);
    expect(dataOf<Transaction>(await call('GET', `/${template._id}`)).recurring).toEqual({
      ...recurring,
      nextDate: null,
    });
  });

  it('stops the series from one of its occurrences too', async () => {
    const call = await newCaller();
    const template = await create(call, expense({ date: daysAgo(2) }));
    const { recurring } = await setRecurring(call, template._id, { frequency: 'daily' });
    const occurrence = dataOf<TransactionList>(await call('GET', '/?limit=1')).transactions[0];
    expect(occurrence?.recurring?.id).toBe(recurring.id);
    expect((await call('DELETE', `/${occurrence?._id}/recurring`)).statusCode).toBe(200);
    expect(dataOf<Transaction>(await call('GET', `/${template._id}`)).recurring?.nextDate).toBeNull();
  });

  it('answers 404 for a transaction that does not recur', async () => {
    const call = await newCaller();
    const plain = await create(call, expense());
    const response = await call('DELETE', `/${plain._id}/recurring`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(MESSAGES.ruleNotFound);
  });

  it('deleting the template ends the rule; its occurrences stay as plain transactions', async () => {
    const call = await newCaller();
    const template = await create(call, expense({ date: daysAgo(2) }));
    const { recurring } = await setRecurring(call, template._id, { frequency: 'daily' });
    expect((await call('DELETE', `/${template._id}`)).statusCode).toBe(200);
    expect(await db().select().from(recurringRules).where(eq(recurringRules.id, recurring.id))).toEqual([]);
    const left = dataOf<TransactionList>(await call('GET', '/')).transactions;
    expect(left).toHaveLength(2);
    expect(left.every((item) => item.recurring === null)).toBe(true);
  });
});

describe('exactly once', () => {
  it('creates each occurrence once across a restart', async () => {
    const call = await newCaller();
    const template = await create(call, expense({ date: daysAgo(6) }));
    const { recurring } = await setRecurring(call, template._id, { frequency: 'daily' });
    await rewind(recurring.id, daysAgo(2));
    expect(await occurrenceDates(recurring.id)).toHaveLength(3);

    // The server stops while the rule is due, and starts again on the same database.
    await file.app.close();
    ({ app: file.app } = await createTestApp(file.testDb.database));
    await file.app.ready();
    await file.app.recurring.run();
    expect(await file.app.recurring.run()).toBe(0);
    expect(await materializeDueOccurrences(db())).toBe(0);
    expect(await occurrenceDates(recurring.id)).toEqual(
      Array.from({ length: 6 }, (_, index) => daysAgo(5 - index)),
    );
    expect(await duplicates()).toEqual([]);
  });

  it('creates each occurrence once when two instances run the materializer at the same time', async () => {
    // On PostgreSQL the second instance has its own connection pool, as a second server would.
    const secondDatabase = await openSecondConnection(file.testDb.database);
    const second = (await createTestApp(secondDatabase ?? file.testDb.database)).app;
    await second.ready();
    try {
      // 120 rules left due for 30 days, as after an outage: more than two batches of claimed rules.
      const user = await registerUser(file.app);
      const accountId = await mainAccountOf(db(), user.userId);
      const templates = await db()
        .insert(transactions)
        .values(
          Array.from({ length: 120 }, (_, index) => ({
            userId: user.userId,
            accountId,
            description: `Rule ${index}`,
            amountMinor: -100 - index,
            type: 'Expense' as const,
            category: 'Utilities' as const,
            date: daysAgo(30),
          })),
        )
        .returning();
      const rules = await db()
        .insert(recurringRules)
        .values(
          templates.map((template) => ({
            userId: user.userId,
            transactionId: template.id,
            frequency: 'daily' as const,
            anchorDate: template.date,
            nextDate: daysAgo(29),
          })),
        )
        .returning();

      const created = await Promise.all([
        file.app.recurring.run(),
        second.recurring.run(),
        // Through the jobs' connections, as the server runs it: a request's 1.5 s limit on a query is not a
        // background job's, and here the runs wait in turn for the one person's row.
        materializeDueOccurrences(file.testDb.database.jobs),
        file.app.recurring.run(),
        second.recurring.run(),
      ]);
      expect(created.reduce((sum, value) => sum + value, 0)).toBe(rules.length * 30);
      for (const rule of rules) expect(await occurrenceDates(rule.id)).toHaveLength(30);
      expect(await duplicates()).toEqual([]);
    } finally {
      await second.close();
      await secondDatabase?.close();
    }
  });
});
