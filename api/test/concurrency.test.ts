// Changes that never silently overwrite: every update names the version it was made from (If-Match for a
// record, a line's updatedAt for budgets); a stale one is refused with 412 and the current record, and nothing
// is written. Updates without a version (older clients, their kept changes) are still accepted.
import type { LightMyRequestResponse } from 'fastify';
import type {
  Goal,
  MonthBudgets,
  Reminder,
  ReminderInput,
  Transaction,
  TransactionInput,
} from '@moneta/shared/contract';
import { MESSAGES } from '@moneta/shared/contract';
import { bearer, registerUser, useTestApp } from './helpers';

const file = useTestApp();

interface User {
  userId: string;
  accessToken: string;
}

type Method = 'GET' | 'POST' | 'PUT';

function call(
  user: User,
  method: Method,
  url: string,
  payload?: unknown,
  ifMatch?: string,
): Promise<LightMyRequestResponse> {
  return file.app.inject({
    method,
    url: `/api${url}`,
    headers: {
      ...bearer(user.accessToken),
      timezone: 'UTC',
      ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }),
    },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const tag = (record: { updatedAt: string }) => `"${record.updatedAt}"`;
const dataOf = <T>(response: LightMyRequestResponse): T => response.json<{ data: T }>().data;

function expectOk(response: LightMyRequestResponse, status = 200): void {
  if (response.statusCode !== status) throw new Error(`${response.statusCode} ${response.body}`);
}

/** One record kind: how to make one, and an edit of it (`n` makes each edit differ). */
interface Kind<T extends { _id: string; updatedAt: string }> {
  name: string;
  path: string;
  create: (user: User) => Promise<T>;
  edit: (record: T, n: number) => unknown;
  /** The edited field as the record shows it. */
  field: (record: T) => unknown;
}

const transactionInput = (description: string): TransactionInput => ({
  description,
  amount: 42.5,
  type: 'Expense',
  category: 'Food',
  date: '2026-03-15',
  notes: '',
});

const inTwoDays = () => new Date(Math.floor(Date.now() / 1000) * 1000 + 2 * 86_400_000).toISOString();
const reminderInput = (title: string, date = inTwoDays()): ReminderInput => ({ title, date });
const goalDate = () => new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);

const kinds = [
  {
    name: 'transaction',
    path: '/transaction',
    create: async (user: User) => {
      const response = await call(user, 'POST', '/transaction/', transactionInput('Groceries'));
      expectOk(response, 201);
      return dataOf<Transaction>(response);
    },
    edit: (_record: Transaction, n: number) => transactionInput(`Groceries ${n}`),
    field: (record: Transaction) => record.description,
  } satisfies Kind<Transaction>,
  {
    name: 'goal',
    path: '/goals',
    create: async (user: User) => {
      const response = await call(user, 'POST', '/goals/', {
        name: 'Emergency fund',
        targetAmount: 1000,
        targetDate: goalDate(),
        priority: 'High',
        category: 'Savings',
      });
      expectOk(response, 201);
      return dataOf<Goal>(response);
    },
    edit: (goal: Goal, n: number) => ({
      name: `Emergency fund ${n}`,
      targetAmount: goal.targetAmount,
      targetDate: goal.targetDate,
      priority: goal.priority,
      category: goal.category,
    }),
    field: (goal: Goal) => goal.name,
  } satisfies Kind<Goal>,
  {
    name: 'reminder',
    path: '/reminders',
    create: async (user: User) => {
      const response = await call(user, 'POST', '/reminders/', reminderInput('Pay rent'));
      expectOk(response, 201);
      return dataOf<Reminder>(response);
    },
    edit: (reminder: Reminder, n: number) => reminderInput(`Pay rent ${n}`, reminder.date),
    field: (reminder: Reminder) => reminder.title,
  } satisfies Kind<Reminder>,
];

describe.each(kinds)('updating a $name', (kind) => {
  const { path } = kind;
  // Each kind's functions, typed for any of the records.
  const create = kind.create as (user: User) => Promise<Transaction & Goal & Reminder>;
  const edit = kind.edit as (record: unknown, n: number) => unknown;
  const field = kind.field as (record: unknown) => unknown;
  let user: User;
  beforeAll(async () => {
    user = await registerUser(file.app);
  });

  test('made from the current version: saved, and answered with the new version as its ETag', async () => {
    const record = await create(user);
    const response = await call(user, 'PUT', `${path}/${record._id}`, edit(record, 1), tag(record));
    expectOk(response);
    const saved = dataOf<typeof record>(response);
    expect(field(saved)).toBe(field({ ...record, ...(edit(record, 1) as object) }));
    expect(Date.parse(saved.updatedAt)).toBeGreaterThan(Date.parse(record.updatedAt));
    expect(response.headers.etag).toBe(tag(saved));
  });

  test('made from an older version: refused with 412 and the current record, and nothing written', async () => {
    const record = await create(user);
    const first = await call(user, 'PUT', `${path}/${record._id}`, edit(record, 1), tag(record));
    expectOk(first);
    const theirs = dataOf<typeof record>(first);
    // The same version again, at once: the first edit gave the record a new version even within a millisecond.
    const stale = await call(user, 'PUT', `${path}/${record._id}`, edit(record, 2), tag(record));
    expect(stale.statusCode).toBe(412);
    const body = stale.json<{ success: boolean; message: string; current: typeof record }>();
    expect(body).toMatchObject({ success: false, message: MESSAGES.changedElsewhere });
    expect(body.current).toEqual(theirs);
    expect(stale.headers.etag).toBe(tag(theirs));
    const read = await call(user, 'GET', `${path}/`);
    expectOk(read);
    const listed = JSON.stringify(read.json());
    expect(listed).toContain(String(field(theirs)));
    expect(listed).not.toContain(String(field({ ...record, ...(edit(record, 2) as object) })));
  });

  test('a weak or malformed tag never matches; any of several tags may', async () => {
    const record = await create(user);
    const url = `${path}/${record._id}`;
    for (const header of [`W/${tag(record)}`, record.updatedAt, '"yesterday"']) {
      expect((await call(user, 'PUT', url, edit(record, 3), header)).statusCode).toBe(412);
    }
    const several = await call(
      user,
      'PUT',
      url,
      edit(record, 4),
      `"2020-01-01T00:00:00.000Z", ${tag(record)}`,
    );
    expectOk(several);
  });

  test('without If-Match (an older client) or with *, saved as before', async () => {
    const record = await create(user);
    expectOk(await call(user, 'PUT', `${path}/${record._id}`, edit(record, 5)));
    expectOk(await call(user, 'PUT', `${path}/${record._id}`, edit(record, 6), '*'));
  });

  test("another user's record with its own version: unknown (404), never theirs to see", async () => {
    const record = await create(user);
    const other = await registerUser(file.app);
    const response = await call(other, 'PUT', `${path}/${record._id}`, edit(record, 7), tag(record));
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(record._id);
  });

  test('two updates from the same version at once: one is saved, the other refused', async () => {
    const record = await create(user);
    const url = `${path}/${record._id}`;
    const answers = await Promise.all([
      call(user, 'PUT', url, edit(record, 8), tag(record)),
      call(user, 'PUT', url, edit(record, 9), tag(record)),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 412]);
  });
});

describe("a goal's version", () => {
  test('moves with a contribution made elsewhere: an edit made before it is refused', async () => {
    const user = await registerUser(file.app);
    const created = await call(user, 'POST', '/goals/', {
      name: 'Bike',
      targetAmount: 500,
      targetDate: goalDate(),
      priority: 'Low',
      category: 'Transportation',
    });
    expectOk(created, 201);
    const goal = dataOf<Goal>(created);
    expectOk(await call(user, 'POST', `/goals/${goal._id}/contribute`, { amount: 50 }), 201);
    const stale = await call(
      user,
      'PUT',
      `/goals/${goal._id}`,
      { ...pick(goal), name: 'New bike' },
      tag(goal),
    );
    expect(stale.statusCode).toBe(412);
    expect(stale.json<{ current: Goal }>().current).toMatchObject({ name: 'Bike', savedAmount: 50 });
  });
});

/** The fields a goal update takes. */
function pick(goal: Goal) {
  const { name, targetAmount, targetDate, priority, category } = goal;
  return { name, targetAmount, targetDate, priority, category };
}

describe('budgets', () => {
  let user: User;
  const month = new Date().toISOString().slice(0, 7);
  const put = (lines: unknown[]) => call(user, 'PUT', '/budgets', { budgets: lines, month });
  const line = (answer: MonthBudgets, category: string) => {
    const found = answer.budgets.find((budget) => budget.category === category);
    if (!found) throw new Error(`no ${category} budget`);
    return found;
  };

  beforeAll(async () => {
    user = await registerUser(file.app);
    expectOk(
      await put([
        { category: 'Food', amount: 150, rollover: false, updatedAt: null },
        { category: 'Rent', amount: 1500, rollover: false, updatedAt: null },
      ]),
    );
  });

  test("a line made from its budget's current version is saved, with a new version", async () => {
    const before = line(dataOf<MonthBudgets>(await call(user, 'GET', `/budgets?month=${month}`)), 'Food');
    const response = await put([
      { category: 'Food', amount: 160, rollover: false, updatedAt: before.updatedAt },
    ]);
    expectOk(response);
    const after = line(dataOf<MonthBudgets>(response), 'Food');
    expect(after.amount).toBe(160);
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
  });

  test('a stale line is refused with 412 and the month as it is; no line of the change is saved', async () => {
    const month0 = dataOf<MonthBudgets>(await call(user, 'GET', `/budgets?month=${month}`));
    const food = line(month0, 'Food');
    const rent = line(month0, 'Rent');
    expectOk(await put([{ category: 'Food', amount: 170, rollover: true, updatedAt: food.updatedAt }]));
    const stale = await put([
      { category: 'Rent', amount: 1400, rollover: false, updatedAt: rent.updatedAt },
      { category: 'Food', amount: 120, rollover: false, updatedAt: food.updatedAt },
    ]);
    expect(stale.statusCode).toBe(412);
    const body = stale.json<{ message: string; current: MonthBudgets }>();
    expect(body.message).toBe(MESSAGES.changedElsewhere);
    expect(line(body.current, 'Food')).toMatchObject({ amount: 170, rollover: true });
    const now = dataOf<MonthBudgets>(await call(user, 'GET', `/budgets?month=${month}`));
    expect(line(now, 'Rent').amount).toBe(1500);
    expect(line(now, 'Food').amount).toBe(170);
  });

  test('a line made as a new budget is refused when one was set elsewhere meanwhile', async () => {
    const response = await put([{ category: 'Food', amount: 90, rollover: false, updatedAt: null }]);
    expect(response.statusCode).toBe(412);
  });

  test('a line whose budget was deleted meanwhile is refused', async () => {
    const before = line(dataOf<MonthBudgets>(await call(user, 'GET', `/budgets?month=${month}`)), 'Rent');
    expectOk(
      await file.app.inject({
        method: 'DELETE',
        url: '/api/budgets/Rent',
        headers: bearer(user.accessToken),
      }),
    );
    const response = await put([
      { category: 'Rent', amount: 1400, rollover: false, updatedAt: before.updatedAt },
    ]);
    expect(response.statusCode).toBe(412);
  });

  test('a line without a version (an older client) is saved as before; a malformed one is refused', async () => {
    expectOk(await put([{ category: 'Travel', amount: 300, rollover: false }]));
    expectOk(await put([{ category: 'Travel', amount: 310, rollover: false }]));
    const malformed = await put([{ category: 'Travel', amount: 320, rollover: false, updatedAt: 'soon' }]);
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json<{ message: string }>().message).toBe(MESSAGES.budgetVersionInvalid);
  });
});
