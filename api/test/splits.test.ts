// Split transactions: one purchase across several categories. The parts sum exactly to the whole; every figure by
// category counts each part under its own (the same as separate transactions would), the figures by type and the
// list count the purchase once, and the list's category filter finds it by any of its parts. Edited, deleted,
// exported (a CSV line per part, with the transaction's ID), backed up and repeated by a recurring rule with them.
import {
  MESSAGES,
  type Transaction,
  type TransactionInput,
  type TransactionList,
} from '@moneta/shared/contract';
import {
  bearer,
  dataOf,
  exportedData,
  newPerson,
  reauthenticate,
  useTestApp,
  type Person,
  type UserCaller,
} from './helpers';
import { daysAgo, expense, income } from './transaction-fixtures';
import { eq } from 'drizzle-orm';
import { todayUtc } from '../src/transactions/dates';
import { transactionSplits } from '../src/transactions/schema';

const file = useTestApp();

/** `value` without the ids and times that differ between two people's records. */
const withoutRecordFields = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value), (key, field: unknown) =>
    ['_id', 'id', 'userId', 'createdAt', 'updatedAt'].includes(key) ? undefined : field,
  );

/** A 150.75 shop: 100.50 of food, 50.25 of household shopping. */
const shop = (overrides: Partial<TransactionInput> = {}): TransactionInput =>
  expense({
    description: 'Supermarket',
    amount: 150.75,
    category: 'Split',
    notes: 'Weekly shop',
    splits: [
      { category: 'Food', amount: 100.5, notes: 'Groceries' },
      { category: 'Shopping', amount: 50.25, notes: 'Towels' },
    ],
    ...overrides,
  });

async function create(person: Person, input: TransactionInput): Promise<Transaction> {
  return dataOf<Transaction>(await person.transactions('POST', '/', input), 201);
}

async function list(person: Person, query = ''): Promise<TransactionList> {
  return dataOf<TransactionList>(await person.transactions('GET', `/?limit=100${query}`));
}

describe('writing a split', () => {
  it('saves the parts signed like the whole and answers them in order, in the list too', async () => {
    const person = await newPerson(file.app);
    const saved = await create(person, shop());
    expect(saved).toMatchObject({ category: 'Split', amount: -150.75, type: 'Expense' });
    expect(saved.splits).toEqual([
      { category: 'Food', amount: -100.5, notes: 'Groceries', tags: [] },
      { category: 'Shopping', amount: -50.25, notes: 'Towels', tags: [] },
    ]);
    const plain = await create(person, expense());
    expect(plain.splits).toEqual([]);
    const { transactions } = await list(person);
    expect(transactions.find((row) => row._id === saved._id)?.splits).toEqual(saved.splits);
  });

  it.each([
    ['one part', { splits: [{ category: 'Food', amount: 150.75 }] }, MESSAGES.splitTooFewParts],
    ['no parts', { splits: undefined }, MESSAGES.splitTooFewParts],
    [
      'parts that miss the whole by a cent',
      {
        splits: [
          { category: 'Food', amount: 100.5 },
          { category: 'Shopping', amount: 50.24 },
        ],
      },
      MESSAGES.splitSum,
    ],
    [
      'a category twice',
      {
        splits: [
          { category: 'Food', amount: 100.5 },
          { category: 'Food', amount: 50.25 },
        ],
      },
      MESSAGES.splitCategoryTwice,
    ],
    [
      "an income category in an expense's parts",
      {
        splits: [
          { category: 'Food', amount: 100.5 },
          { category: 'Salary', amount: 50.25 },
        ],
      },
      MESSAGES.categoryType,
    ],
    [
      'parts on a transaction that is not split',
      { category: 'Food', splits: [{ category: 'Food', amount: 150.75 }] },
      MESSAGES.splitTooFewParts,
    ],
    [
      'a part of zero',
      {
        splits: [
          { category: 'Food', amount: 150.75 },
          { category: 'Shopping', amount: 0 },
        ],
      },
      MESSAGES.amountZero,
    ],
  ] as const)('refuses %s with a clear message and saves nothing', async (_name, overrides, message) => {
    const person = await newPerson(file.app);
    const response = await person.transactions('POST', '/', shop(overrides as Partial<TransactionInput>));
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain(message);
    expect((await list(person)).transactions).toHaveLength(0);
  });

  it('edits the parts, turns a split back into one category and back, and deletes the parts with it', async () => {
    const person = await newPerson(file.app);
    const saved = await create(person, shop());
    const edited = dataOf<Transaction>(
      await person.transactions(
        'PUT',
        `/${saved._id}`,
        shop({
          amount: 90,
          splits: [
            { category: 'Food', amount: 30, notes: '' },
            { category: 'Healthcare', amount: 45, notes: 'Pharmacy' },
            { category: 'Shopping', amount: 15, notes: '' },
          ],
        }),
      ),
    );
    expect(edited.splits.map((part) => [part.category, part.amount])).toEqual([
      ['Food', -30],
      ['Healthcare', -45],
      ['Shopping', -15],
    ]);
    const whole = dataOf<Transaction>(
      await person.transactions('PUT', `/${saved._id}`, expense({ amount: 90, category: 'Food' })),
    );
    expect(whole).toMatchObject({ category: 'Food', splits: [] });
    const again = dataOf<Transaction>(await person.transactions('PUT', `/${saved._id}`, shop()));
    expect(again.splits).toHaveLength(2);
    expect((await person.transactions('DELETE', `/${saved._id}`)).statusCode).toBe(200);
    const parts = await file.testDb.database.db
      .select({ id: transactionSplits.id })
      .from(transactionSplits)
      .where(eq(transactionSplits.transactionId, saved._id));
    expect(parts).toEqual([]);
  });

  it('finds a split by any of its parts in the category filter, and counts it once', async () => {
    const person = await newPerson(file.app);
    const split = await create(person, shop());
    const food = await create(person, expense({ category: 'Food', description: 'Bakery' }));
    await create(person, expense({ category: 'Rent', amount: 900 }));
    for (const [category, ids] of [
      ['Food', [split._id, food._id]],
      ['Shopping', [split._id]],
      ['Healthcare', []],
    ] as const) {
      const { transactions, pagination } = await list(person, `&category=${category}`);
      expect(transactions.map((row) => row._id).sort()).toEqual([...ids].sort());
      expect(pagination.totalItems).toBe(ids.length);
    }
    expect((await list(person)).pagination.totalItems).toBe(3);
  });
});

describe('the figures', () => {
  const today = todayUtc();
  const period = `startDate=${daysAgo(120)}&endDate=${today}`;
  const [year, month] = today.split('-').map(Number);
  /** The answers that break money down by category, and the budgets' spending per category. */
  const byCategory = (person: Person): [string, () => Promise<unknown>][] => {
    const get = (caller: UserCaller, path: string) => async () => dataOf<unknown>(await caller('GET', path));
    return [
      ...[`/analysis/category?${period}`].map((path): [string, () => Promise<unknown>] => [
        `transaction${path}`,
        get(person.transactions, path),
      ]),
      ...[
        `/spending/categories?${period}`,
        `/income/sources?${period}`,
        `/budget/performance?${period}`,
        `/budget/variance?${period}`,
      ].map((path): [string, () => Promise<unknown>] => [`analytics${path}`, get(person.analytics, path)]),
      ...(['sum', 'count', 'average'] as const).map((metric): [string, () => Promise<unknown>] => [
        `analytics/custom ${metric}`,
        async () =>
          dataOf<unknown>(
            await person.analytics('POST', '/custom', {
              metric,
              groupBy: 'category',
              startDate: daysAgo(120),
              endDate: today,
            }),
          ),
      ]),
      ['budgets', async () => withoutRecordFields(await get(person.budgets, '')())],
    ];
  };
  /** The month's totals by type: a split counts once, with its whole amount. */
  const byType = async (person: Person) => {
    const summary = dataOf<Record<string, unknown>>(
      await person.transactions('GET', `/summary/${month}/${year}`),
    );
    return {
      totalExpenses: summary.totalExpenses,
      totalIncome: summary.totalIncome,
      transactionCount: summary.transactionCount,
      expenseCategoryCount: summary.expenseCategoryCount,
    };
  };

  it('count each part under its own category, as separate transactions would, in whole and partial months', async () => {
    const split = await newPerson(file.app);
    const separate = await newPerson(file.app);
    for (const person of [split, separate]) {
      dataOf(
        await person.budgets('PUT', '', {
          budgets: [
            { category: 'Food', amount: 300, rollover: false },
            { category: 'Shopping', amount: 100, rollover: false },
          ],
        }),
      );
      await create(person, income({ amount: 3000, date: daysAgo(64) }));
    }
    for (const date of [daysAgo(95), daysAgo(33), today]) {
      await create(split, shop({ date }));
      await create(separate, expense({ description: 'Supermarket', amount: 100.5, category: 'Food', date }));
      await create(
        separate,
        expense({ description: 'Supermarket', amount: 50.25, category: 'Shopping', date }),
      );
    }
    await create(
      split,
      income({
        amount: 3500,
        category: 'Split',
        date: daysAgo(2),
        splits: [
          { category: 'Salary', amount: 3000 },
          { category: 'Bonus', amount: 500 },
        ],
      }),
    );
    await create(separate, income({ amount: 3000, category: 'Salary', date: daysAgo(2) }));
    await create(separate, income({ amount: 500, category: 'Bonus', date: daysAgo(2) }));

    for (const [[name, read], [, readSeparate]] of byCategory(split).map(
      (entry, index) => [entry, byCategory(separate)[index]!] as const,
    )) {
      expect([name, await read()]).toEqual([name, await readSeparate()]);
    }
    const splitMonth = await byType(split);
    const separateMonth = await byType(separate);
    expect(splitMonth.totalExpenses).toBe(separateMonth.totalExpenses);
    expect(splitMonth.expenseCategoryCount).toBe(separateMonth.expenseCategoryCount);
    // A split is one transaction of the month, as the list counts it.
    const monthList = await list(split, `&startDate=${today.slice(0, 8)}01&endDate=${today}`);
    expect(splitMonth.transactionCount).toBe(monthList.pagination.totalItems);
    expect(splitMonth.transactionCount).toBeLessThan(separateMonth.transactionCount as number);
  });

  it('leave splits out of the unusual expenses, which compare amounts of one category', async () => {
    const person = await newPerson(file.app);
    for (const days of [50, 45, 40, 35, 30, 25]) {
      await create(person, shop({ date: daysAgo(days) }));
      await create(person, expense({ amount: 20 + days / 5, category: 'Food', date: daysAgo(days) }));
    }
    await create(
      person,
      shop({
        amount: 5000,
        date: daysAgo(2),
        splits: [
          { category: 'Food', amount: 4000, notes: '' },
          { category: 'Shopping', amount: 1000, notes: '' },
        ],
      }),
    );
    await create(person, expense({ amount: 900, category: 'Food', date: daysAgo(1) }));
    const anomalies = dataOf<{ anomalies: { transaction: { category: string; amount: number } }[] }>(
      await person.analytics('GET', `/transactions/anomalies?startDate=${daysAgo(7)}&endDate=${today}`),
    );
    expect(anomalies.anomalies.map(({ transaction }) => [transaction.category, transaction.amount])).toEqual([
      ['Food', -900],
    ]);
  });

  it('move with the transaction when its date moves to another month', async () => {
    const person = await newPerson(file.app);
    const saved = await create(person, shop({ date: daysAgo(40) }));
    dataOf(await person.transactions('PUT', `/${saved._id}`, shop({ date: today })));
    const categories = dataOf<{ categories: { category: string; amount: number }[] }>(
      await person.transactions(
        'GET',
        `/analysis/category?startDate=${today.slice(0, 8)}01&endDate=${today}`,
      ),
    );
    expect(categories.categories.map(({ category, amount }) => [category, amount])).toEqual([
      ['Food', 100.5],
      ['Shopping', 50.25],
    ]);
  });
});

describe('the export, the backup and recurring rules', () => {
  it('writes a CSV line per part, each with the transaction ID', async () => {
    const person = await newPerson(file.app);
    const saved = await create(person, shop({ date: '2024-03-15' }));
    const plain = await create(person, expense({ date: '2024-03-14', notes: 'Bread' }));
    const response = await person.transactions('GET', '/export?format=csv');
    expect(response.statusCode).toBe(200);
    expect(response.body.trim().split('\r\n')).toEqual([
      'Date,Title,Amount,Type,Category,Notes,ID',
      `2024-03-15,Supermarket,-100.50,Expense,Food,Groceries,${saved._id}`,
      `2024-03-15,Supermarket,-50.25,Expense,Shopping,Towels,${saved._id}`,
      `2024-03-14,Groceries,-42.50,Expense,Food,Bread,${plain._id}`,
    ]);
  });

  it('backs the parts up and restores them', async () => {
    const person = await newPerson(file.app);
    await create(person, shop({ date: '2024-03-15' }));
    const backup = await exportedData<{ transactions: Array<Record<string, unknown>> }>(
      file.app,
      person.accessToken,
    );
    expect(backup.transactions[0]).toMatchObject({
      category: 'Split',
      splits: [
        { category: 'Food', amount: -100.5, notes: 'Groceries' },
        { category: 'Shopping', amount: -50.25, notes: 'Towels' },
      ],
    });
    const fresh = await newPerson(file.app);
    expect((await reauthenticate(file.app, fresh.accessToken)).statusCode).toBe(200);
    const restoring = await file.app.inject({
      method: 'POST',
      url: '/api/settings/restore',
      headers: { ...bearer(fresh.accessToken), 'content-type': 'application/json' },
      payload: JSON.stringify(backup),
    });
    expect(restoring.statusCode).toBe(200);
    const restored = await list(fresh);
    expect(restored.transactions[0]?.splits).toEqual([
      { category: 'Food', amount: -100.5, notes: 'Groceries', tags: [] },
      { category: 'Shopping', amount: -50.25, notes: 'Towels', tags: [] },
    ]);
    const food = await fresh.transactions(
      'GET',
      '/analysis/category?startDate=2024-03-01&endDate=2024-03-31',
    );
    expect(dataOf<{ categories: { category: string; amount: number }[] }>(food).categories).toEqual(
      expect.arrayContaining([expect.objectContaining({ category: 'Food', amount: 100.5 })]),
    );
  });

  it("repeats a recurring split's parts on each occurrence", async () => {
    const person = await newPerson(file.app);
    const saved = await create(person, shop({ date: daysAgo(65) }));
    dataOf(await person.transactions('POST', `/${saved._id}/recurring`, { frequency: 'monthly' }), 201);
    const rows = (await list(person)).transactions;
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) {
      expect(row.splits.map((part) => [part.category, part.amount])).toEqual([
        ['Food', -100.5],
        ['Shopping', -50.25],
      ]);
    }
  });
});
