// /api/budgets: the month's budgets, setting and deleting them, validation, ownership, rollover, the
// data export and account deletion. The clock is pinned at 2024-04-15 12:00 UTC, so "this month" is 2024-04.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  CATEGORIES_MAX,
  EXPENSE_CATEGORIES,
  MESSAGES,
  type BudgetInput,
  type ExpenseCategory,
  type MonthBudgets,
} from '@moneta/shared/contract';
import { budgets } from '../src/db/schema';
import { pinClock, unpinClock } from './analytics-fixtures';
import { dataOf, failureOf } from './goal-fixtures';
import { bearer, deleteAccount, registerUser, useTestApp, userCallerFor, type UserCaller } from './helpers';
import { callerFor, create, expense } from './transaction-fixtures';

const file = useTestApp();
const db = () => file.testDb.database.db;

interface BudgetUser {
  call: UserCaller;
  /** Adds an expense through the transactions API. */
  spend(category: ExpenseCategory, amount: number, date: string): Promise<void>;
}

async function newBudgetUser(app: FastifyInstance): Promise<BudgetUser> {
  const user = await registerUser(app);
  const transactions = callerFor(app, user.accessToken);
  return {
    call: userCallerFor(app, '/api/budgets', user),
    spend: async (category, amount, date) => {
      await create(transactions, expense({ category, amount, date }));
    },
  };
}

const line = (category: ExpenseCategory, amount: number, rollover = false): BudgetInput => ({
  category,
  amount,
  rollover,
});

async function put(call: UserCaller, body: unknown): Promise<MonthBudgets> {
  const response = await call('PUT', '/', body);
  if (response.statusCode !== 200) throw new Error(`PUT failed: ${response.statusCode} ${response.body}`);
  expect(response.json<{ message: string }>().message).toBe(MESSAGES.budgetsSaved);
  return dataOf<MonthBudgets>(response);
}

async function get(call: UserCaller, month?: string): Promise<MonthBudgets> {
  const response = await call('GET', month === undefined ? '/' : `/?month=${month}`);
  if (response.statusCode !== 200) throw new Error(`GET failed: ${response.statusCode} ${response.body}`);
  return dataOf<MonthBudgets>(response);
}

/** Moves a budget's first month, as if it had been set then. */
async function setSince(call: UserCaller, category: ExpenseCategory, since: string): Promise<void> {
  await db()
    .update(budgets)
    .set({ since })
    .where(and(eq(budgets.userId, call.userId), eq(budgets.category, category)));
}

function expectFieldError(response: LightMyRequestResponse, field: string, message: string) {
  expect(response.statusCode).toBe(422);
  const body = failureOf(response);
  expect(body.success).toBe(false);
  expect(body.message).toBe(message);
  expect(body.errors).toContainEqual({ field, message });
}

beforeAll(() => pinClock('2024-04-15T12:00:00Z'));
afterAll(() => unpinClock());

describe('setting, reading and deleting', () => {
  it('answers an empty month without budgets', async () => {
    const { call } = await newBudgetUser(file.app);
    const empty = {
      month: '2024-04',
      budgets: [],
      totals: { available: 0, spent: 0, remaining: 0, percentUsed: 0, expenses: 0 },
    };
    expect(await get(call)).toEqual(empty);
    expect(await get(call, '')).toEqual(empty);
  });

  it("sets budgets from this month on, in the categories' order, with the month's spending", async () => {
    const user = await newBudgetUser(file.app);
    await user.spend('Rent', 950, '2024-04-01');
    await user.spend('Food', 30.25, '2024-04-02');
    await user.spend('Food', 60, '2024-04-14');
    await user.spend('Food', 999, '2024-03-31');

    const month = await put(user.call, { budgets: [line('Rent', 900.5), line('Food', 100, true)] });
    expect(month).toEqual({
      month: '2024-04',
      budgets: [
        {
          category: 'Food',
          amount: 100,
          rollover: true,
          since: '2024-04',
          carriedOver: 0,
          available: 100,
          spent: 90.25,
          remaining: 9.75,
          percentUsed: 90.3,
          overBudget: false,
          updatedAt: expect.any(String),
        },
        {
          category: 'Rent',
          amount: 900.5,
          rollover: false,
          since: '2024-04',
          carriedOver: 0,
          available: 900.5,
          spent: 950,
          remaining: -49.5,
          percentUsed: 105.5,
          overBudget: true,
          updatedAt: expect.any(String),
        },
      ],
      totals: { available: 1000.5, spent: 1040.25, remaining: -39.75, percentUsed: 104, expenses: 1040.25 },
    });
    expect(await get(user.call, '2024-04')).toEqual(month);
    // A budget applies from the month it was set: none in March.
    expect((await get(user.call, '2024-03')).budgets).toEqual([]);
  });

  it('changes the amount and rollover, keeping the first month; leaves other categories as they are', async () => {
    const { call } = await newBudgetUser(file.app);
    await put(call, { budgets: [line('Food', 100), line('Travel', 500)] });
    await setSince(call, 'Food', '2024-01-01');
    const month = await put(call, { budgets: [line('Food', 250, true)] });
    expect(
      month.budgets.map(({ category, amount, rollover, since }) => ({ category, amount, rollover, since })),
    ).toEqual([
      { category: 'Food', amount: 250, rollover: true, since: '2024-01' },
      { category: 'Travel', amount: 500, rollover: false, since: '2024-04' },
    ]);
  });

  it('answers the month the PUT names', async () => {
    const { call } = await newBudgetUser(file.app);
    const month = await put(call, { budgets: [line('Food', 100)], month: '2024-06' });
    expect(month.month).toBe('2024-06');
    expect(month.budgets.map((item) => item.category)).toEqual(['Food']);
    expect((await put(call, { budgets: [line('Food', 100)], month: '2024-03' })).budgets).toEqual([]);
  });

  it("takes this month in the person's time zone", async () => {
    pinClock('2024-04-30T20:00:00Z'); // Tokyo: 1 May, 05:00
    try {
      const { call } = await newBudgetUser(file.app);
      const response = await call('PUT', '/', { budgets: [line('Food', 100)] }, { timezone: 'Asia/Tokyo' });
      expect(dataOf<MonthBudgets>(response)).toMatchObject({
        month: '2024-05',
        budgets: [{ since: '2024-05' }],
      });
      expect((await call('GET', '/', undefined, { timezone: 'UTC' })).json().data.budgets).toEqual([]);
    } finally {
      pinClock('2024-04-15T12:00:00Z');
    }
  });

  it('sets a budget for every expense category at once', async () => {
    const { call } = await newBudgetUser(file.app);
    const month = await put(call, { budgets: EXPENSE_CATEGORIES.map((category) => line(category, 10)) });
    expect(month.budgets.map((item) => item.category)).toEqual([...EXPENSE_CATEGORIES]);
    expect(month.totals.available).toBe(110);
  });

  it('deletes one budget; a second delete, an income or unknown category is 404', async () => {
    const { call } = await newBudgetUser(file.app);
    await put(call, { budgets: [line('Food', 100), line('Other Expense', 40)] });

    const deleted = await call('DELETE', '/Other%20Expense');
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({
      success: true,
      data: { category: 'Other Expense' },
      message: MESSAGES.budgetDeleted,
    });
    expect((await get(call)).budgets.map((item) => item.category)).toEqual(['Food']);

    for (const path of ['/Other%20Expense', '/Salary', '/Groceries', '/food']) {
      const response = await call('DELETE', path);
      expect(response.statusCode).toBe(404);
      expect(failureOf(response)).toEqual({ success: false, message: MESSAGES.budgetNotFound });
    }
  });
});

describe('rollover', () => {
  /**
   * Food: 100 a month with rollover since January; Transportation: 50 without, since January. Food spent:
   * January 60 (40 left), February 150 (available 140: 10 over, nothing carried), March 30 (70 left), April 20.
   */
  let user: BudgetUser;

  beforeAll(async () => {
    user = await newBudgetUser(file.app);
    await put(user.call, { budgets: [line('Food', 100, true), line('Transportation', 50)] });
    await setSince(user.call, 'Food', '2024-01-01');
    await setSince(user.call, 'Transportation', '2024-01-01');
    await user.spend('Food', 60, '2024-01-31');
    await user.spend('Food', 100, '2024-02-01');
    await user.spend('Food', 50, '2024-02-29');
    await user.spend('Food', 30, '2024-03-10');
    await user.spend('Food', 20, '2024-04-02');
    await user.spend('Food', 500, '2023-12-31');
    await user.spend('Transportation', 80, '2024-03-05');
  });

  const food = async (month: string) =>
    (await get(user.call, month)).budgets.find((b) => b.category === 'Food');

  it('carries what is left forward, and never an overspending', async () => {
    expect(await food('2024-01')).toMatchObject({ carriedOver: 0, available: 100, spent: 60, remaining: 40 });
    expect(await food('2024-02')).toMatchObject({
      carriedOver: 40,
      available: 140,
      spent: 150,
      remaining: -10,
      percentUsed: 107.1,
      overBudget: true,
    });
    expect(await food('2024-03')).toMatchObject({ carriedOver: 0, available: 100, spent: 30, remaining: 70 });
    expect(await food('2024-04')).toMatchObject({
      carriedOver: 70,
      available: 170,
      spent: 20,
      remaining: 150,
      percentUsed: 11.8,
      overBudget: false,
    });
  });

  it('carries nothing without rollover', async () => {
    const { budgets: lines, totals } = await get(user.call, '2024-04');
    expect(lines.find((b) => b.category === 'Transportation')).toMatchObject({
      carriedOver: 0,
      available: 50,
      spent: 0,
      remaining: 50,
    });
    expect(totals).toEqual({ available: 220, spent: 20, remaining: 200, percentUsed: 9.1, expenses: 20 });
    expect(
      (await get(user.call, '2024-03')).budgets.find((b) => b.category === 'Transportation'),
    ).toMatchObject({
      carriedOver: 0,
      available: 50,
      spent: 80,
      remaining: -30,
      overBudget: true,
    });
  });

  it('shows no budget before its first month', async () => {
    expect((await get(user.call, '2023-12')).budgets).toEqual([]);
  });
});

describe('validation', () => {
  let call: UserCaller;
  beforeAll(async () => {
    ({ call } = await newBudgetUser(file.app));
  });

  it.each([
    ['no list', {}, 'budgets', MESSAGES.budgetsRequired],
    ['a list that is not one', { budgets: 'Food' }, 'budgets', MESSAGES.budgetsRequired],
    ['an empty list', { budgets: [] }, 'budgets', MESSAGES.budgetsRequired],
    [
      'an income category',
      { budgets: [line('Food', 5), { ...line('Food', 5), category: 'Salary' }] },
      'budgets.1.category',
      MESSAGES.budgetIncomeCategory,
    ],
    [
      'an unknown category',
      { budgets: [{ ...line('Food', 5), category: 'Pets' }] },
      'budgets.0.category',
      MESSAGES.budgetCategoryInvalid,
    ],
    [
      'no category',
      { budgets: [{ amount: 5, rollover: false }] },
      'budgets.0.category',
      MESSAGES.budgetCategoryInvalid,
    ],
    ['a zero amount', { budgets: [line('Food', 0)] }, 'budgets.0.amount', MESSAGES.budgetAmountPositive],
    ['a negative amount', { budgets: [line('Food', -5)] }, 'budgets.0.amount', MESSAGES.budgetAmountPositive],
    [
      'an amount as text',
      { budgets: [{ ...line('Food', 5), amount: '5' }] },
      'budgets.0.amount',
      MESSAGES.budgetAmountPositive,
    ],
    [
      'no amount',
      { budgets: [{ category: 'Food', rollover: false }] },
      'budgets.0.amount',
      MESSAGES.budgetAmountPositive,
    ],
    ['an amount too large', { budgets: [line('Food', 1e12)] }, 'budgets.0.amount', MESSAGES.amountLimit],
    ['three decimals', { budgets: [line('Food', 10.555)] }, 'budgets.0.amount', MESSAGES.amountDecimals],
    [
      'a rollover that is no boolean',
      { budgets: [{ ...line('Food', 5), rollover: 'yes' }] },
      'budgets.0.rollover',
      MESSAGES.budgetRolloverInvalid,
    ],
    [
      'no rollover',
      { budgets: [{ category: 'Food', amount: 5 }] },
      'budgets.0.rollover',
      MESSAGES.budgetRolloverInvalid,
    ],
    [
      'a category twice',
      { budgets: [line('Food', 5), line('Rent', 5), line('Food', 6)] },
      'budgets.2.category',
      MESSAGES.budgetCategoryDuplicate,
    ],
    [
      'a month out of range',
      { budgets: [line('Food', 5)], month: '2024-13' },
      'month',
      MESSAGES.budgetMonthInvalid,
    ],
    [
      'a date for a month',
      { budgets: [line('Food', 5)], month: '2024-04-01' },
      'month',
      MESSAGES.budgetMonthInvalid,
    ],
  ])('refuses %s with 422 and the field named', async (_what, body, field, message) => {
    expectFieldError(await call('PUT', '/', body), field, message);
  });

  it('refuses more lines than a person can have categories', async () => {
    const lines = Array.from({ length: CATEGORIES_MAX + 1 }, (_, index) => line(`Category ${index}`, 5));
    expectFieldError(await call('PUT', '/', { budgets: lines }), 'budgets', MESSAGES.budgetsTooMany);
  });

  it('saves nothing when a line is refused', async () => {
    const response = await call('PUT', '/', { budgets: [line('Food', 5), line('Rent', 0)] });
    expect(response.statusCode).toBe(422);
    expect((await get(call)).budgets).toEqual([]);
  });

  it.each(['2024-4', 'abc', '2024-00', '1899-12', '2024-04-01'])('refuses ?month=%s', async (month) => {
    expectFieldError(await call('GET', `/?month=${month}`), 'month', MESSAGES.budgetMonthInvalid);
  });
});

describe('ownership', () => {
  it("never shows, counts or deletes another user's budgets", async () => {
    const owner = await newBudgetUser(file.app);
    const other = await newBudgetUser(file.app);
    await put(owner.call, { budgets: [line('Food', 100)] });
    await owner.spend('Food', 10, '2024-04-03');
    await other.spend('Food', 70, '2024-04-03');

    expect((await get(other.call)).budgets).toEqual([]);
    const response = await other.call('DELETE', '/Food');
    expect(response.statusCode).toBe(404);
    expect((await get(owner.call)).budgets).toMatchObject([{ category: 'Food', amount: 100, spent: 10 }]);

    // The other user's own Food budget is theirs alone, with their spending.
    await put(other.call, { budgets: [line('Food', 300)] });
    expect((await get(other.call)).budgets).toMatchObject([{ amount: 300, spent: 70 }]);
    expect((await get(owner.call)).budgets).toMatchObject([{ amount: 100, spent: 10 }]);
  });

  it('needs a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/budgets'],
      ['PUT', '/api/budgets'],
      ['DELETE', '/api/budgets/Food'],
    ] as const) {
      const response = await file.app.inject({
        method,
        url,
        payload: method === 'PUT' ? { budgets: [line('Food', 1)] } : undefined,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().success).toBe(false);
    }
  });
});

describe('the account', () => {
  it('exports the budgets', async () => {
    const user = await newBudgetUser(file.app);
    await put(user.call, { budgets: [line('Rent', 800), line('Food', 120.5, true)] });
    const response = await file.app.inject({
      method: 'GET',
      url: '/api/settings/export',
      headers: bearer(user.call.accessToken),
    });
    const exported = response.json<{ budgets: Array<Record<string, unknown>> }>().budgets;
    expect(exported).toEqual([
      expect.objectContaining({ category: 'Food', amount: 120.5, rollover: true, since: '2024-04' }),
      expect.objectContaining({ category: 'Rent', amount: 800, rollover: false, since: '2024-04' }),
    ]);
    expect(typeof exported[0]?.createdAt).toBe('string');
    expect(JSON.stringify(exported)).not.toContain(user.call.userId);
  });

  it('goes with the account', async () => {
    const user = await newBudgetUser(file.app);
    const bystander = await newBudgetUser(file.app);
    await put(user.call, { budgets: [line('Food', 100)] });
    await put(bystander.call, { budgets: [line('Food', 100)] });
    expect((await deleteAccount(file.app, user.call.accessToken)).statusCode).toBe(200);
    expect(await db().select().from(budgets).where(eq(budgets.userId, user.call.userId))).toEqual([]);
    expect(await db().select().from(budgets).where(eq(budgets.userId, bystander.call.userId))).toHaveLength(
      1,
    );
  });
});
