import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  MESSAGES,
  NOTES_MAX_LENGTH,
  SEARCH_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  type Transaction,
  type TransactionInput,
  type TransactionList,
} from '@moneta/shared/contract';
import { transactions } from '../src/db/schema';
import { PASSWORD, registerUser, useTestApp, mainAccountOf } from './helpers';
import { callerFor, create, dataOf, expense, income, type Caller } from './transaction-fixtures';

const file = useTestApp();

async function newCaller(): Promise<Caller & { userId: string }> {
  const user = await registerUser(file.app);
  return Object.assign(callerFor(file.app, user.accessToken), { userId: user.userId });
}

async function list(call: Caller, query = ''): Promise<TransactionList> {
  const response = await call('GET', `/${query}`);
  expect(response.statusCode).toBe(200);
  return dataOf<TransactionList>(response);
}

const titles = (page: TransactionList) => page.transactions.map((item) => item.description);

describe('authentication', () => {
  it.each([
    ['GET', '/'],
    ['POST', '/'],
    ['GET', `/${randomUUID()}`],
    ['PUT', `/${randomUUID()}`],
    ['DELETE', `/${randomUUID()}`],
    ['GET', '/recent'],
    ['GET', '/dashboard'],
    ['GET', '/current-month'],
    ['GET', '/summary/3/2024'],
    ['GET', '/analysis/category'],
    ['GET', '/trends'],
    ['POST', `/${randomUUID()}/recurring`],
    ['DELETE', `/${randomUUID()}/recurring`],
    ['POST', '/bulk-delete'],
  ] as const)('%s %s needs a bearer token', async (method, path) => {
    const response = await file.app.inject({ method, url: `/api/transaction${path}` });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false });
  });
});

describe('create', () => {
  it('answers 201 with the transaction, the amount signed by the type', async () => {
    const call = await newCaller();
    const response = await call('POST', '/', expense({ notes: 'weekly shop' }));
    expect(response.statusCode).toBe(201);
    const body = response.json<{ success: boolean; data: Transaction; message: string }>();
    expect(body.success).toBe(true);
    expect(body.message).toBe('Transaction created successfully');
    expect(body.data).toEqual({
      _id: expect.any(String),
      userId: call.userId,
      description: 'Groceries',
      amount: -42.5,
      type: 'Expense',
      category: 'Food',
      date: '2024-03-15',
      notes: 'weekly shop',
      // The account everyone starts with, as nothing else was asked; not yet seen on a statement.
      accountId: expect.any(String),
      cleared: false,
      reconciled: false,
      importId: null,
      transferId: null,
      transferAccountId: null,
      recurring: null,
      splits: [],
      tags: [],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(new Date(body.data.createdAt).toISOString()).toBe(body.data.createdAt);
  });

  it('sets the sign from the type, whatever the sign sent', async () => {
    const call = await newCaller();
    expect((await create(call, expense({ amount: -12 }))).amount).toBe(-12);
    expect((await create(call, expense({ amount: 12 }))).amount).toBe(-12);
    expect((await create(call, income({ amount: -100 }))).amount).toBe(100);
    expect((await create(call, income({ amount: 100 }))).amount).toBe(100);
  });

  it.each([
    [0.1 + 0.2, 0.3],
    [1.15, 1.15],
    [4.35, 4.35],
    [1.005 - 0.005, 1],
    [0.01, 0.01],
    [999_999_999_999.99, 999_999_999_999.99],
    [19.99 * 3, 59.97],
  ])('stores %p as minor units and answers %p', async (sent, expected) => {
    const call = await newCaller();
    const created = await create(call, income({ amount: sent }));
    expect(created.amount).toBe(expected);
    expect(dataOf<Transaction>(await call('GET', `/${created._id}`)).amount).toBe(expected);
  });

  it('ignores a userId in the body, cuts an ISO date-time to its date and defaults the notes', async () => {
    const call = await newCaller();
    const other = await newCaller();
    const { notes: _notes, ...withoutNotes } = expense();
    const created = await create(call, {
      ...withoutNotes,
      date: '2024-05-06T22:30:00.000Z',
      userId: other.userId,
    } as TransactionInput);
    expect(created.userId).toBe(call.userId);
    expect(created.date).toBe('2024-05-06');
    expect(created.notes).toBe('');
    expect((await list(other)).pagination.totalItems).toBe(0);
  });

  it('accepts a title and notes of the longest lengths allowed', async () => {
    const call = await newCaller();
    const created = await create(
      call,
      expense({ description: 't'.repeat(TITLE_MAX_LENGTH), notes: 'n'.repeat(NOTES_MAX_LENGTH) }),
    );
    expect(created.description).toHaveLength(TITLE_MAX_LENGTH);
    expect(created.notes).toHaveLength(NOTES_MAX_LENGTH);
  });
});

describe('validation', () => {
  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ['no title', { description: undefined }, 'description', MESSAGES.requiredFields],
    ['a blank title', { description: '   ' }, 'description', MESSAGES.requiredFields],
    ['no amount', { amount: undefined }, 'amount', MESSAGES.requiredFields],
    ['an amount as text', { amount: '12' }, 'amount', MESSAGES.requiredFields],
    ['no category', { category: undefined }, 'category', MESSAGES.requiredFields],
    ['an empty category', { category: '' }, 'category', MESSAGES.requiredFields],
    ['three decimals', { amount: 1.234 }, 'amount', MESSAGES.amountDecimals],
    ['a zero amount', { amount: 0 }, 'amount', MESSAGES.amountZero],
    ['an amount of 1e12', { amount: 1e12 }, 'amount', MESSAGES.amountLimit],
    ['a negative amount of -1e12', { amount: -1e12 }, 'amount', MESSAGES.amountLimit],
    ['an income category on an expense', { category: 'Salary' }, 'category', MESSAGES.categoryType],
    ['an unknown category', { category: 'Gambling' }, 'category', MESSAGES.categoryType],
    ['an unknown type', { type: 'Transfer' }, 'type', 'Type must be Income or Expense.'],
    ['no date', { date: undefined }, 'date', MESSAGES.dateRequired],
    ['2023-02-29', { date: '2023-02-29' }, 'date', MESSAGES.dateInvalid],
    ['month 13', { date: '2024-13-01' }, 'date', MESSAGES.dateInvalid],
    ['a day-first date', { date: '15/03/2024' }, 'date', MESSAGES.dateInvalid],
    ['a date-time with an impossible time', { date: '2024-02-29T99:99:99' }, 'date', MESSAGES.dateInvalid],
    ['a date before 1900', { date: '1899-12-31' }, 'date', MESSAGES.dateInvalid],
    ['a date after 2999', { date: '3000-01-01' }, 'date', MESSAGES.dateInvalid],
    [
      'a title one character too long',
      { description: 't'.repeat(TITLE_MAX_LENGTH + 1) },
      'description',
      `Title must be at most ${TITLE_MAX_LENGTH} characters.`,
    ],
    [
      'notes one character too long',
      { notes: 'n'.repeat(NOTES_MAX_LENGTH + 1) },
      'notes',
      `Description must be at most ${NOTES_MAX_LENGTH} characters.`,
    ],
  ];

  it.each(cases)('refuses %s with 422', async (_name, change, field, message) => {
    const call = await newCaller();
    const response = await call('POST', '/', { ...expense(), ...change });
    expect(response.statusCode).toBe(422);
    const body = response.json<{
      success: boolean;
      message: string;
      errors: Array<{ field: string; message: string }>;
    }>();
    expect(body.success).toBe(false);
    expect(body.message).toBe(message);
    expect(body.errors).toContainEqual({ field, message });
    expect((await list(call)).pagination.totalItems).toBe(0);
  });

  it('names the required fields once when all three are missing', async () => {
    const call = await newCaller();
    const response = await call('POST', '/', { type: 'Expense', date: '2024-01-01' });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(MESSAGES.requiredFields);
  });

  it('validates PUT like POST', async () => {
    const call = await newCaller();
    const created = await create(call, expense());
    const response = await call('PUT', `/${created._id}`, expense({ amount: 0.001 }));
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(MESSAGES.amountDecimals);
    expect(dataOf<Transaction>(await call('GET', `/${created._id}`)).amount).toBe(-42.5);
  });

  it('answers malformed JSON with 400', async () => {
    const call = await newCaller();
    const response = await file.app.inject({
      method: 'POST',
      url: '/api/transaction/',
      headers: {
        ...(await registerUser(file.app).then((u) => ({ authorization: `Bearer ${u.accessToken}` }))),
        'content-type': 'application/json',
      },
      payload: '{"description":',
    });
    expect(response.statusCode).toBe(400);
    expect((await list(call)).pagination.totalItems).toBe(0);
  });
});

describe('get, update and delete', () => {
  it('reads, replaces and deletes the transaction', async () => {
    const call = await newCaller();
    const created = await create(call, expense());
    expect(dataOf<Transaction>(await call('GET', `/${created._id}`))).toEqual(created);

    const response = await call(
      'PUT',
      `/${created._id}`,
      income({ description: 'Refund', amount: 42.5, date: '2024-04-01' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Transaction updated successfully');
    const updated = dataOf<Transaction>(response);
    expect(updated).toMatchObject({
      _id: created._id,
      description: 'Refund',
      amount: 42.5,
      type: 'Income',
      category: 'Salary',
      date: '2024-04-01',
      createdAt: created.createdAt,
    });
    expect(updated.updatedAt >= created.updatedAt).toBe(true);
    expect(dataOf<Transaction>(await call('GET', `/${created._id}`))).toEqual(updated);

    const removed = await call('DELETE', `/${created._id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({
      success: true,
      data: { _id: created._id },
      message: 'Transaction deleted successfully',
    });
    expect((await call('GET', `/${created._id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/${created._id}`)).statusCode).toBe(404);
  });

  it.each([
    ['an unknown id', randomUUID()],
    ['a malformed id', 'not-a-uuid'],
    ['an injection attempt', "1' OR '1'='1"],
    ['an almost-uuid', '12345678-1234-1234-1234-1234567890zz'],
  ])('answers 404 for %s, never 500', async (_name, id) => {
    const call = await newCaller();
    const path = `/${encodeURIComponent(id)}`;
    for (const response of [
      await call('GET', path),
      await call('PUT', path, expense()),
      await call('DELETE', path),
      await call('POST', `${path}/recurring`, { frequency: 'monthly' }),
      await call('DELETE', `${path}/recurring`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: MESSAGES.transactionNotFound });
    }
  });
});

describe('ownership', () => {
  it("answers 404 for another user's transaction and never shows or deletes it", async () => {
    const owner = await newCaller();
    const intruder = await newCaller();
    const mine = await create(owner, expense({ description: 'Private' }));
    await create(intruder, expense({ description: 'Intruder own' }));

    for (const response of [
      await intruder('GET', `/${mine._id}`),
      await intruder('PUT', `/${mine._id}`, expense({ description: 'Hacked' })),
      await intruder('DELETE', `/${mine._id}`),
      await intruder('POST', `/${mine._id}/recurring`, { frequency: 'daily' }),
      await intruder('DELETE', `/${mine._id}/recurring`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(MESSAGES.transactionNotFound);
    }

    expect(titles(await list(intruder))).toEqual(['Intruder own']);
    expect(titles(await list(intruder, `?userId=${owner.userId}`))).toEqual(['Intruder own']);
    expect(titles(await list(intruder, '?searchTerm=Private'))).toEqual([]);
    const bulk = await intruder('POST', '/bulk-delete', { transactionIds: [mine._id], userId: owner.userId });
    expect(dataOf(bulk)).toEqual({ deletedCount: 0 });
    const recent = dataOf<Transaction[]>(await intruder('GET', '/recent'));
    expect(recent.map((item) => item.description)).toEqual(['Intruder own']);

    const still = dataOf<Transaction>(await owner('GET', `/${mine._id}`));
    expect(still.description).toBe('Private');
    expect(still.recurring).toBeNull();
  });
});

describe('list', () => {
  let call: Caller;
  let all: Transaction[];

  beforeAll(async () => {
    call = await newCaller();
    const inputs: TransactionInput[] = [];
    for (let index = 0; index < 25; index += 1) {
      const day = String((index % 28) + 1).padStart(2, '0');
      const month = String((index % 3) + 1).padStart(2, '0');
      inputs.push(
        index % 5 === 0
          ? income({
              description: `Pay ${String.fromCharCode(65 + index)}`,
              amount: 1000 + index,
              date: `2024-${month}-${day}`,
            })
          : expense({
              description: `Item ${String.fromCharCode(97 + index)}`,
              amount: ((index * 37) % 100) + 0.5,
              category: index % 2 === 0 ? 'Food' : 'Travel',
              date: `2024-${month}-${day}`,
            }),
      );
    }
    all = [];
    for (const input of inputs) all.push(await create(call, input));
  });

  const sorted = (key: (item: Transaction) => string | number, order: 'asc' | 'desc') =>
    [...all].sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      const primary = x < y ? -1 : x > y ? 1 : 0;
      const byId = a._id < b._id ? -1 : a._id > b._id ? 1 : 0;
      return (primary || byId) * (order === 'asc' ? 1 : -1);
    });

  it('pages by 20 by default, newest date first', async () => {
    const page = await list(call);
    expect(page.pagination).toEqual({ currentPage: 1, itemsPerPage: 20, totalItems: 25, totalPages: 2 });
    expect(page.transactions.map((item) => item._id)).toEqual(
      sorted((item) => item.date, 'desc')
        .slice(0, 20)
        .map((item) => item._id),
    );
    const second = await list(call, '?page=2');
    expect(second.transactions).toHaveLength(5);
    expect(second.pagination).toEqual({ currentPage: 2, itemsPerPage: 20, totalItems: 25, totalPages: 2 });
    const beyond = await list(call, '?page=3');
    expect(beyond.transactions).toEqual([]);
    expect(beyond.pagination).toEqual({ currentPage: 3, itemsPerPage: 20, totalItems: 25, totalPages: 2 });
  });

  it.each([
    ['date', (item: Transaction) => item.date],
    ['amount', (item: Transaction) => item.amount],
    ['description', (item: Transaction) => item.description.toLowerCase()],
  ] as const)('sorts by %s both ways, every page in order', async (sortBy, key) => {
    for (const order of ['asc', 'desc'] as const) {
      const pages: string[] = [];
      for (let page = 1; page <= 4; page += 1) {
        const result = await list(call, `?sortBy=${sortBy}&sortOrder=${order}&limit=7&page=${page}`);
        expect(result.pagination).toEqual({
          currentPage: page,
          itemsPerPage: 7,
          totalItems: 25,
          totalPages: 4,
        });
        expect(result.transactions).toHaveLength(page === 4 ? 4 : 7);
        pages.push(...result.transactions.map((item) => item._id));
      }
      expect(pages).toEqual(sorted(key, order).map((item) => item._id));
    }
  });

  it('sorts titles regardless of case, in the list and in the export', async () => {
    const caller = await newCaller();
    for (const description of ['banana', 'Cherry', 'apple', 'Banana split', 'APRICOT']) {
      await create(caller, expense({ description }));
    }
    const titles = async (order: string) =>
      (await list(caller, `?sortBy=description&sortOrder=${order}`)).transactions.map(
        (item) => item.description,
      );
    const ascending = ['apple', 'APRICOT', 'banana', 'Banana split', 'Cherry'];
    expect(await titles('asc')).toEqual(ascending);
    expect(await titles('desc')).toEqual([...ascending].reverse());
  });

  it('filters by type, category and dates, with exact totals', async () => {
    const incomes = await list(call, '?type=Income');
    expect(incomes.pagination.totalItems).toBe(5);
    expect(incomes.transactions.every((item) => item.type === 'Income' && item.amount > 0)).toBe(true);

    const travel = await list(call, '?category=Travel&limit=100');
    expect(travel.pagination.totalItems).toBe(all.filter((item) => item.category === 'Travel').length);
    expect(travel.transactions.every((item) => item.category === 'Travel')).toBe(true);

    const expected = all.filter(
      (item) => item.category === 'Food' && item.date >= '2024-01-10' && item.date <= '2024-02-20',
    );
    const food = await list(call, '?category=Food&startDate=2024-01-10&endDate=2024-02-20&type=Expense');
    expect(food.pagination.totalItems).toBe(expected.length);
    expect(new Set(food.transactions.map((item) => item._id))).toEqual(
      new Set(expected.map((item) => item._id)),
    );

    for (const [start, end] of [
      ['2024-02-01', '2024-02-29'],
      ['2024-01-15', '2024-03-10'],
      ['2024-01-01', '2024-03-31'],
      ['2024-02-05', '2024-02-06'],
    ] as const) {
      const range = await list(call, `?startDate=${start}&endDate=${end}&limit=100`);
      expect(range.pagination.totalItems).toBe(
        all.filter((item) => item.date >= start && item.date <= end).length,
      );
    }
    expect((await list(call, '?startDate=2024-02-15')).pagination.totalItems).toBe(
      all.filter((item) => item.date >= '2024-02-15').length,
    );
    expect((await list(call, '?endDate=2024-02-15')).pagination.totalItems).toBe(
      all.filter((item) => item.date <= '2024-02-15').length,
    );
    expect((await list(call, '?type=all&category=all&searchTerm=')).pagination.totalItems).toBe(25);
  });

  it("never counts another user's rows", async () => {
    const other = await newCaller();
    await create(other, expense({ description: 'Item b' }));
    expect((await list(call, '?searchTerm=Item%20b')).pagination.totalItems).toBe(1);
    expect((await list(call)).pagination.totalItems).toBe(25);
  });

  it.each([
    ['sortBy=date;drop', 'sortBy'],
    ['sortBy=amount_minor', 'sortBy'],
    ['sortOrder=up', 'sortOrder'],
    ['sortOrder=desc;drop', 'sortOrder'],
    ['limit=101', 'limit'],
    ['limit=-1', 'limit'],
    ['limit=0', 'limit'],
    ['limit=1e2', 'limit'],
    ['limit=10;drop', 'limit'],
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=abc', 'page'],
    ['type=Transfer', 'type'],
    ['category=Gambling', 'category'],
    ['startDate=2023-02-29', 'startDate'],
    ['startDate=2024-02-29T99:99:99', 'startDate'],
    ['endDate=3000-01-01', 'endDate'],
    ['startDate=2024-03-01&endDate=2024-02-01', 'endDate'],
    [`searchTerm=${'x'.repeat(SEARCH_MAX_LENGTH + 1)}`, 'searchTerm'],
  ])('refuses ?%s with 422', async (query, field) => {
    const response = await call('GET', `/?${query}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.map((error: { field: string }) => error.field)).toContain(field);
  });
});

describe('deep pages', () => {
  it('reads pages far from both ends like the first ones, rules included', async () => {
    const user = await registerUser(file.app);
    const call = callerFor(file.app, user.accessToken);
    const accountId = await mainAccountOf(file.testDb.database.db, user.userId);
    const inserted = await file.testDb.database.db
      .insert(transactions)
      .values(
        Array.from({ length: 600 }, (_, index) => ({
          userId: user.userId,
          accountId,
          description: `Row ${String((index * 7919) % 600).padStart(3, '0')}`,
          amountMinor: -(((index * 104729) % 50000) + 1),
          type: 'Expense' as const,
          category: index % 3 === 0 ? ('Food' as const) : ('Travel' as const),
          date: `2023-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 28) + 1).padStart(2, '0')}`,
        })),
      )
      .returning();
    const template = inserted[450];
    await call('POST', `/${template?.id}/recurring`, { frequency: 'yearly', endDate: template?.date });

    const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
    const expected = (key: (row: (typeof inserted)[number]) => string | number, order: 'asc' | 'desc') =>
      [...inserted]
        .sort((a, b) => (compare(key(a), key(b)) || compare(a.id, b.id)) * (order === 'asc' ? 1 : -1))
        .map((row) => row.id);
    for (const [sortBy, key] of [
      ['date', (row: (typeof inserted)[number]) => row.date],
      ['amount', (row: (typeof inserted)[number]) => row.amountMinor],
      ['description', (row: (typeof inserted)[number]) => row.description.toLowerCase()],
    ] as const) {
      for (const order of ['asc', 'desc'] as const) {
        const all = expected(key, order);
        for (const page of [11, 13, 18, 20]) {
          const result = await list(call, `?sortBy=${sortBy}&sortOrder=${order}&page=${page}`);
          expect(result.transactions.map((item) => item._id)).toEqual(all.slice((page - 1) * 20, page * 20));
        }
      }
    }
    // A term in every row pages along the sort's index; a rarer one sorts its matches: same answers.
    for (const [term, page] of [
      ['row', 3],
      ['row', 25],
      ['Row 1', 1],
      ['Row 1', 4],
    ] as const) {
      const matching = inserted.filter((row) => row.description.toLowerCase().includes(term.toLowerCase()));
      const byAmount = [...matching]
        .sort((a, b) => compare(a.amountMinor, b.amountMinor) || compare(a.id, b.id))
        .map((row) => row.id);
      const result = await list(
        call,
        `?searchTerm=${encodeURIComponent(term)}&sortBy=amount&sortOrder=asc&page=${page}`,
      );
      expect(result.pagination.totalItems).toBe(matching.length);
      expect(result.transactions.map((item) => item._id)).toEqual(byAmount.slice((page - 1) * 20, page * 20));
    }

    const travel = inserted.filter((row) => row.category === 'Travel');
    const travelByDate = [...travel]
      .sort((a, b) => compare(b.date, a.date) || compare(b.id, a.id))
      .map((row) => row.id);
    const deep = await list(call, '?category=Travel&page=11');
    expect(deep.pagination.totalItems).toBe(travel.length);
    expect(deep.transactions.map((item) => item._id)).toEqual(travelByDate.slice(200, 220));

    const pages = await Promise.all(
      Array.from({ length: 6 }, (_, index) => list(call, `?limit=100&page=${index + 1}`)),
    );
    const withRule = pages.flatMap((page) => page.transactions).filter((item) => item.recurring !== null);
    expect(withRule.map((item) => item._id)).toEqual([template?.id]);
  });
});

describe('search', () => {
  let call: Caller;

  beforeAll(async () => {
    call = await newCaller();
    for (const [description, notes] of [
      ['100% juice', ''],
      ['100 apples', ''],
      ['file_name', ''],
      ['fileXname', ''],
      ['back\\slash', ''],
      ['backslash', ''],
      ['a.*b', ''],
      ['axxb', ''],
      ['call (mom)', ''],
      ["O'Brien's pub", ''],
      ['Rent', 'Paid with CASH at the Desk'],
      ['Coffee Shop', ''],
      ['Two\nlines', ''],
    ]) {
      await create(call, expense({ description, notes }));
    }
  });

  it.each([
    ['100%', ['100% juice']],
    ['%', ['100% juice']],
    ['file_name', ['file_name']],
    ['_', ['file_name']],
    ['back\\slash', ['back\\slash']],
    ['\\', ['back\\slash']],
    ['.*', ['a.*b']],
    ['a.*b', ['a.*b']],
    ['(', ['call (mom)']],
    ['(mom)', ['call (mom)']],
    ["o'brien", ["O'Brien's pub"]],
    ['COFFEE', ['Coffee Shop']],
    ['cash at the desk', ['Rent']],
    ['  shop  ', ['Coffee Shop']],
    ['two\nLINES', ['Two\nlines']],
    ['rent\npaid', []],
    ['[a-z]', []],
    ['^Rent', []],
  ])('takes %p literally', async (term, expected) => {
    const page = await list(call, `?searchTerm=${encodeURIComponent(term)}`);
    expect(titles(page).sort()).toEqual([...expected].sort());
    expect(page.pagination.totalItems).toBe(expected.length);
  });

  it('keeps search totals exact through every kind of write, from any instance', async () => {
    const user = await registerUser(file.app);
    const own = callerFor(file.app, user.accessToken);
    const total = async () => (await list(own, '?searchTerm=zebra')).pagination.totalItems;
    expect(await total()).toBe(0);
    const created = await create(own, expense({ description: 'Zebra crossing' }));
    expect(await total()).toBe(1);
    await own('PUT', `/${created._id}`, expense({ description: 'Horse' }));
    expect(await total()).toBe(0);
    await own('PUT', `/${created._id}`, expense({ description: 'Horse', notes: 'zebra print' }));
    expect(await total()).toBe(1);
    // A row written straight to the database, as another instance or an import would.
    const accountId = await mainAccountOf(file.testDb.database.db, user.userId);
    await file.testDb.database.db.insert(transactions).values({
      userId: user.userId,
      accountId,
      description: 'ZEBRA',
      amountMinor: -100,
      type: 'Expense',
      category: 'Food',
      date: '2024-01-01',
    });
    expect(await total()).toBe(2);
    const ids = (await list(own, '?searchTerm=zebra')).transactions.map((item) => item._id);
    await own('POST', '/bulk-delete', { transactionIds: ids });
    expect(await total()).toBe(0);
  });

  it('combines the search with the other filters and paging', async () => {
    const page = await list(
      call,
      '?searchTerm=a&type=Expense&sortBy=description&sortOrder=asc&limit=2&page=2',
    );
    const everything = await list(call, '?searchTerm=a&sortBy=description&sortOrder=asc&limit=100');
    expect(page.pagination.totalItems).toBe(everything.pagination.totalItems);
    expect(titles(page)).toEqual(titles(everything).slice(2, 4));
  });
});

describe('recent', () => {
  it('answers the newest by date, 5 by default', async () => {
    const call = await newCaller();
    for (let day = 1; day <= 8; day += 1)
      await create(call, expense({ description: `Day ${day}`, date: `2024-06-0${day}` }));
    const recent = dataOf<Transaction[]>(await call('GET', '/recent'));
    expect(recent.map((item) => item.description)).toEqual(['Day 8', 'Day 7', 'Day 6', 'Day 5', 'Day 4']);
    const two = dataOf<Transaction[]>(await call('GET', '/recent?limit=2'));
    expect(two.map((item) => item.description)).toEqual(['Day 8', 'Day 7']);
    for (const query of ['limit=0', 'limit=101', 'limit=-1', 'limit=x']) {
      expect((await call('GET', `/recent?${query}`)).statusCode).toBe(422);
    }
  });
});

describe('bulk delete', () => {
  it("deletes the user's listed transactions and ignores the rest", async () => {
    const call = await newCaller();
    const other = await newCaller();
    const mine = [];
    for (let index = 0; index < 4; index += 1)
      mine.push(await create(call, expense({ description: `Mine ${index}` })));
    const theirs = await create(other, expense({ description: 'Theirs' }));

    const response = await call('POST', '/bulk-delete', {
      transactionIds: [
        mine[0]?._id,
        mine[1]?._id,
        mine[1]?._id,
        theirs._id,
        randomUUID(),
        'not-a-uuid',
        "'; DROP TABLE transactions; --",
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(dataOf(response)).toEqual({ deletedCount: 2 });
    expect(titles(await list(call)).sort()).toEqual(['Mine 2', 'Mine 3']);
    expect(titles(await list(other))).toEqual(['Theirs']);
  });

  it.each([
    [{}, 'transactionIds'],
    [{ transactionIds: [] }, 'transactionIds'],
    [{ transactionIds: 'abc' }, 'transactionIds'],
    [{ transactionIds: Array.from({ length: 1001 }, () => randomUUID()) }, 'transactionIds'],
  ])('refuses %j with 422', async (payload, field) => {
    const call = await newCaller();
    const response = await call('POST', '/bulk-delete', payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].field).toBe(field);
  });
});

describe('account data', () => {
  it('exports the transactions with decimal amounts, their rules and imports', async () => {
    const user = await registerUser(file.app);
    const call = callerFor(file.app, user.accessToken);
    const created = await create(call, expense({ amount: 0.1 + 0.2, date: '2024-01-31' }));
    await call('POST', `/${created._id}/recurring`, { frequency: 'monthly', endDate: '2024-03-31' });
    const response = await file.app.inject({
      method: 'GET',
      url: '/api/settings/export',
      headers: { authorization: `Bearer ${user.accessToken}` },
    });
    expect(response.statusCode).toBe(200);
    const data = JSON.parse(response.body) as {
      transactions: Array<Record<string, unknown>>;
      recurringRules: Array<Record<string, unknown>>;
      imports: unknown[];
    };
    expect(data.transactions.map((item) => [item.date, item.amount])).toEqual([
      ['2024-03-31', -0.3],
      ['2024-02-29', -0.3],
      ['2024-01-31', -0.3],
    ]);
    expect(data.transactions[0]).not.toHaveProperty('amountMinor');
    expect(data.recurringRules).toEqual([
      expect.objectContaining({ transactionId: created._id, frequency: 'monthly', anchorDate: '2024-01-31' }),
    ]);
    expect(data.imports).toEqual([]);
  });

  it('deletes the transactions with the account', async () => {
    const user = await registerUser(file.app);
    const call = callerFor(file.app, user.accessToken);
    const created = await create(call, expense({ date: '2024-01-01' }));
    await call('POST', `/${created._id}/recurring`, { frequency: 'yearly', endDate: '2025-12-31' });
    const response = await file.app.inject({
      method: 'PUT',
      url: '/api/auth/deleteaccount',
      headers: { authorization: `Bearer ${user.accessToken}` },
      payload: { password: PASSWORD, confirmDeletion: 'DELETE' },
    });
    expect(response.statusCode).toBe(200);
    const left = await file.testDb.database.db
      .select({ id: transactions.id })
      .from(transactions)
      .where(eq(transactions.userId, user.userId));
    expect(left).toEqual([]);
  });
});
