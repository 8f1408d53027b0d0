import { eq, sql } from 'drizzle-orm';
import { MESSAGES, type AnalyticsUpdates, type Transaction } from '@moneta/shared/contract';
import { openPostgres } from '../src/db/client';
import {
  goalContributions,
  imports,
  transactionDayTotals,
  transactions,
  userChanges,
} from '../src/db/schema';
import {
  bearer,
  createTestApp,
  mainAccountOf,
  migrationsBefore,
  MIGRATIONS_FOLDER,
  openTestPglite,
  PASSWORD,
  useTestApp,
  userCallerFor,
} from './helpers';
import { failureOf, newAnalyticsUser, type AnalyticsUser } from './analytics-fixtures';
import { addFunds, createGoal, editGoal } from './goal-fixtures';
import { create, dataOf, expense, income } from './transaction-fixtures';

const file = useTestApp();
const db = () => file.testDb.database.db;

async function updates(user: AnalyticsUser, since?: string): Promise<AnalyticsUpdates> {
  return user.get<AnalyticsUpdates>(
    since === undefined ? '/realtime/updates' : `/realtime/updates?since=${encodeURIComponent(since)}`,
  );
}

/** What the next check after `since` reports, and the checkedAt to ask with after it. */
async function changedSince(user: AnalyticsUser, since: string) {
  const answer = await updates(user, since);
  return { domains: answer.domains, next: answer.checkedAt };
}

describe('realtime updates', () => {
  it('a user who never wrote: nothing changed, no last change, never cached', async () => {
    const user = await newAnalyticsUser(file.app);
    const before = Date.now();
    const response = await user.call('/realtime/updates');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const answer = dataOf<AnalyticsUpdates>(response);
    expect(answer).toEqual({
      changed: false,
      domains: [],
      lastChangeAt: null,
      checkedAt: expect.any(String),
    });
    expect(Date.parse(answer.checkedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(answer.checkedAt)).toBeLessThanOrEqual(Date.now() + 1000);
    expect((await updates(user, '2020-01-01T00:00:00Z')).changed).toBe(false);
  });

  it('sees a create, an edit and a delete of a transaction, each once', async () => {
    const user = await newAnalyticsUser(file.app);
    let since = (await updates(user)).checkedAt;

    const created = await create(user.transactions, expense({ amount: 10 }));
    let check = await changedSince(user, since);
    expect(check.domains).toEqual(['transactions']);
    since = check.next;
    expect((await changedSince(user, since)).domains).toEqual([]);

    const edited = await user.transactions('PUT', `/${created._id}`, expense({ amount: 11 }));
    expect(edited.statusCode).toBe(200);
    check = await changedSince(user, since);
    expect(check.domains).toEqual(['transactions']);
    since = check.next;
    expect((await changedSince(user, since)).domains).toEqual([]);

    expect((await user.transactions('DELETE', `/${created._id}`)).statusCode).toBe(200);
    const afterDelete = await updates(user, since);
    expect(afterDelete).toMatchObject({ changed: true, domains: ['transactions'] });
    expect(Date.parse(afterDelete.lastChangeAt ?? '')).toBeGreaterThanOrEqual(Date.parse(since));
    expect(Date.parse(afterDelete.lastChangeAt ?? '')).toBeLessThanOrEqual(Date.parse(afterDelete.checkedAt));

    // Without since: nothing is reported changed, the last change is told.
    expect(await updates(user)).toMatchObject({
      changed: false,
      domains: [],
      lastChangeAt: afterDelete.lastChangeAt,
    });
  });

  it('sees budgets set, changed and deleted', async () => {
    const user = await newAnalyticsUser(file.app);
    const budgets = userCallerFor(file.app, '/api/budgets', user);
    let since = (await updates(user)).checkedAt;
    const line = { category: 'Food', amount: 300, rollover: false };
    expect((await budgets('PUT', '/', { budgets: [line] })).statusCode).toBe(200);
    let check = await changedSince(user, since);
    expect(check.domains).toEqual(['budgets']);
    since = check.next;

    expect((await budgets('PUT', '/', { budgets: [{ ...line, amount: 250 }] })).statusCode).toBe(200);
    check = await changedSince(user, since);
    expect(check.domains).toEqual(['budgets']);
    since = check.next;
    expect((await changedSince(user, since)).domains).toEqual([]);

    expect((await budgets('DELETE', '/Food')).statusCode).toBe(200);
    expect((await changedSince(user, since)).domains).toEqual(['budgets']);
  });

  it('sees goals, their edits, contributions and deletion', async () => {
    const user = await newAnalyticsUser(file.app);
    let since = (await updates(user)).checkedAt;
    const goal = await createGoal(user.goals, { name: 'Bike', targetAmount: 100 });
    let check = await changedSince(user, since);
    expect(check.domains).toEqual(['goals']);
    since = check.next;

    await editGoal(user.goals, goal, { name: 'Road bike' });
    check = await changedSince(user, since);
    expect(check.domains).toEqual(['goals']);
    since = check.next;

    await addFunds(user.goals, goal._id, 5);
    check = await changedSince(user, since);
    expect(check.domains).toEqual(['goals']);
    since = check.next;

    // A contribution row alone (its goal untouched) is a change too.
    await db().insert(goalContributions).values({ goalId: goal._id, userId: user.userId, amountMinor: 1 });
    check = await changedSince(user, since);
    expect(check.domains).toEqual(['goals']);
    since = check.next;

    expect((await user.goals('DELETE', `/${goal._id}`)).statusCode).toBe(200);
    check = await changedSince(user, since);
    expect(check.domains).toEqual(['goals']);
    expect((await changedSince(user, check.next)).domains).toEqual([]);
  });

  it('lists both domains, transactions first, and only the user’s own', async () => {
    const user = await newAnalyticsUser(file.app);
    const other = await newAnalyticsUser(file.app);
    const since = (await updates(user)).checkedAt;
    await createGoal(user.goals);
    await create(user.transactions, income());
    await create(other.transactions, income());
    await createGoal(other.goals);
    expect(await updates(user, since)).toMatchObject({ changed: true, domains: ['transactions', 'goals'] });
    const otherSince = (await updates(other)).checkedAt;
    await create(user.transactions, income());
    expect((await updates(other, otherSince)).changed).toBe(false);
    // Another user's token asks about that user.
    expect(
      (
        await user.get<AnalyticsUpdates>(`/realtime/updates?since=${encodeURIComponent(otherSince)}`, {
          token: other.accessToken,
        })
      ).changed,
    ).toBe(false);
  });

  it('sees an import and its undo', async () => {
    const user = await newAnalyticsUser(file.app);
    let since = (await updates(user)).checkedAt;
    const [batch] = await db()
      .insert(imports)
      .values({ userId: user.userId, fileName: 'bank.csv', rowCount: 500 })
      .returning();
    const accountId = await mainAccountOf(db(), user.userId);
    await db()
      .insert(transactions)
      .values(
        Array.from({ length: 500 }, (_, index) => ({
          userId: user.userId,
          accountId,
          description: `Imported ${index}`,
          amountMinor: -(index + 1),
          type: 'Expense' as const,
          category: 'Shopping' as const,
          date: '2024-03-01',
          importId: batch?.id,
        })),
      );
    let check = await changedSince(user, since);
    expect(check.domains).toEqual(['transactions']);
    since = check.next;
    await db()
      .delete(imports)
      .where(eq(imports.id, batch?.id ?? ''));
    check = await changedSince(user, since);
    expect(check.domains).toEqual(['transactions']);
    const stamps = await db().select().from(userChanges).where(eq(userChanges.userId, user.userId));
    expect(stamps.map((row) => row.domain)).toEqual(['transactions']);
  });

  it.each([
    'yesterday',
    '2024-01-01',
    '2024-13-01T00:00:00Z',
    '2024-02-30T00:00:00Z',
    '2024-01-01T25:00:00Z',
    '2024-01-01T00:00:00',
    '1706000000000',
  ])('refuses since=%s with 422', async (since) => {
    const user = await newAnalyticsUser(file.app);
    const response = await user.call(`/realtime/updates?since=${encodeURIComponent(since)}`);
    expect(response.statusCode).toBe(422);
    expect(failureOf(response)).toEqual({
      success: false,
      message: 'Invalid date format',
      errors: [{ field: 'since', message: 'Invalid date format' }],
    });
  });

  it('reads offsets and fractions of a second', async () => {
    const user = await newAnalyticsUser(file.app);
    await create(user.transactions, income());
    expect((await updates(user, '2020-01-01T09:00:00.123456+05:30')).changed).toBe(true);
    expect((await updates(user, '2999-01-01T00:00Z')).changed).toBe(false);
  });
});

describe('health', () => {
  it('answers without a token', async () => {
    const before = Date.now();
    const response = await file.app.inject({ method: 'GET', url: '/api/analytics/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<{ success: true; data: { status: string; time: string } }>();
    expect(body).toEqual({ success: true, data: { status: 'ok', time: expect.any(String) } });
    expect(Date.parse(body.data.time)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('answers 503 when PGlite is closed', async () => {
    const closed = await openTestPglite({ migrated: false });
    await closed.close();
    const { app } = await createTestApp(closed);
    try {
      const response = await app.inject({ method: 'GET', url: '/api/analytics/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ success: false, message: MESSAGES.serviceUnavailable });
    } finally {
      await app.close();
    }
  });

  it('answers 503 when PostgreSQL refuses connections', async () => {
    const unreachable = await openPostgres('postgres://nobody@127.0.0.1:1/none');
    const { app } = await createTestApp(unreachable);
    try {
      const response = await app.inject({ method: 'GET', url: '/api/analytics/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ success: false, message: MESSAGES.serviceUnavailable });
    } finally {
      await app.close();
      await unreachable.close();
    }
  });
});

describe('day totals', () => {
  /** The totals the triggers keep, and the same figures counted from the rows. */
  async function totalsAgree(userId: string) {
    const kept = await db()
      .select({
        date: transactionDayTotals.date,
        type: transactionDayTotals.type,
        rowCount: transactionDayTotals.rowCount,
        amountMinor: sql<number>`${transactionDayTotals.amountMinor}`.mapWith(Number),
      })
      .from(transactionDayTotals)
      .where(sql`${transactionDayTotals.userId} = ${userId} and ${transactionDayTotals.rowCount} > 0`)
      .orderBy(transactionDayTotals.date, transactionDayTotals.type);
    const counted = await db()
      .select({
        date: transactions.date,
        type: transactions.type,
        rowCount: sql<number>`count(*)`.mapWith(Number),
        amountMinor: sql<number>`sum(${transactions.amountMinor})`.mapWith(Number),
      })
      .from(transactions)
      .where(eq(transactions.userId, userId))
      .groupBy(transactions.date, transactions.type)
      .orderBy(transactions.date, transactions.type);
    expect(kept).toEqual(counted);
    return kept;
  }

  it('stay equal to the rows through every kind of write', async () => {
    const user = await newAnalyticsUser(file.app);
    const call = user.transactions;
    const a = await create(call, expense({ amount: 10, date: '2024-01-31' }));
    const b = await create(call, expense({ amount: 20, date: '2024-01-31', category: 'Travel' }));
    await create(call, income({ amount: 300, date: '2024-02-01' }));
    expect(await totalsAgree(user.userId)).toEqual([
      { date: '2024-01-31', type: 'Expense', rowCount: 2, amountMinor: -3000 },
      { date: '2024-02-01', type: 'Income', rowCount: 1, amountMinor: 30000 },
    ]);
    await call('PUT', `/${a._id}`, expense({ amount: 11.11, date: '2024-02-01' }));
    await call('PUT', `/${b._id}`, income({ amount: 20, date: '2024-01-31', category: 'Bonus' }));
    await call(
      'PUT',
      `/${b._id}`,
      income({ amount: 20, date: '2024-01-31', category: 'Bonus', notes: 'same' }),
    );
    await totalsAgree(user.userId);
    await call('DELETE', `/${a._id}`);
    await totalsAgree(user.userId);
    const recurring = await call('POST', `/${b._id}/recurring`, {
      frequency: 'monthly',
      endDate: '2024-04-30',
    });
    expect(recurring.statusCode).toBeLessThan(300);
    await totalsAgree(user.userId);
    const ids = dataOf<{ transactions: Transaction[] }>(await call('GET', '/')).transactions.map(
      (item) => item._id,
    );
    await call('POST', '/bulk-delete', { transactionIds: ids });
    expect(await totalsAgree(user.userId)).toEqual([]);
  });

  it('go with the account, whatever it held', async () => {
    const user = await newAnalyticsUser(file.app);
    const template = await create(user.transactions, expense({ amount: 5, date: '2024-01-15' }));
    await user.transactions('POST', `/${template._id}/recurring`, {
      frequency: 'monthly',
      endDate: '2024-03-31',
    });
    const goal = await createGoal(user.goals, { targetAmount: 50 });
    await addFunds(user.goals, goal._id, 5);
    const response = await file.app.inject({
      method: 'PUT',
      url: '/api/auth/deleteaccount',
      headers: bearer(user.accessToken),
      payload: { password: PASSWORD, confirmDeletion: 'DELETE' },
    });
    expect(response.statusCode).toBe(200);
    for (const table of [transactionDayTotals, userChanges]) {
      expect(await db().select().from(table).where(eq(table.userId, user.userId))).toEqual([]);
    }
  });
});

describe('migration 0006', () => {
  it('fills the day totals and the last changes of what was written before it', async () => {
    const { folder, dispose } = migrationsBefore('0006');
    try {
      const database = await openTestPglite({ migrated: false });
      try {
        await database.migrate(folder);
        const run = (text: string) => database.db.execute(sql.raw(text));
        await run(`insert into users (id, username, email, password_hash)
          values ('00000000-0000-4000-8000-000000000001', 'Old', 'old@example.com', 'x')`);
        await run(`insert into transactions (user_id, description, amount_minor, type, category, date, updated_at)
          values ('00000000-0000-4000-8000-000000000001', 'A', -100, 'Expense', 'Food', '2024-01-02',
            '2024-05-01T10:00:00Z'),
          ('00000000-0000-4000-8000-000000000001', 'B', -250, 'Expense', 'Rent', '2024-01-02',
            '2024-05-02T10:00:00Z'),
          ('00000000-0000-4000-8000-000000000001', 'C', 5000, 'Income', 'Salary', '2024-01-03',
            '2024-04-01T10:00:00Z')`);
        await run(`insert into goals (id, user_id, name, target_minor, saved_minor, target_date, priority, category,
          updated_at) values ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001',
          'G', 1000, 10, '2030-01-01', 'Low', 'Other', '2024-03-01T00:00:00Z')`);
        await run(`insert into goal_contributions (goal_id, user_id, amount_minor, created_at)
          values ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001', 10,
            '2024-06-01T00:00:00Z')`);

        await database.migrate(MIGRATIONS_FOLDER);
        const days = await database.db
          .select({
            date: transactionDayTotals.date,
            type: transactionDayTotals.type,
            rowCount: transactionDayTotals.rowCount,
            amountMinor: sql<number>`${transactionDayTotals.amountMinor}`.mapWith(Number),
          })
          .from(transactionDayTotals)
          .orderBy(transactionDayTotals.date);
        expect(days).toEqual([
          { date: '2024-01-02', type: 'Expense', rowCount: 2, amountMinor: -350 },
          { date: '2024-01-03', type: 'Income', rowCount: 1, amountMinor: 5000 },
        ]);
        const changes = await database.db.select().from(userChanges).orderBy(userChanges.domain);
        expect(changes.map((row) => [row.domain, row.changedAt.toISOString()])).toEqual([
          ['goals', '2024-06-01T00:00:00.000Z'],
          ['transactions', '2024-05-02T10:00:00.000Z'],
        ]);
        // A deletion of a row written before the migration is a change.
        await run(`delete from transactions where description = 'A'`);
        const [stamp] = await database.db
          .select()
          .from(userChanges)
          .where(eq(userChanges.domain, 'transactions'));
        expect(stamp?.changedAt.getTime()).toBeGreaterThan(Date.parse('2024-05-02T10:00:00Z'));
      } finally {
        await database.close();
      }
    } finally {
      dispose();
    }
  });
});
