// /api/transfers: money moved between two of a person's accounts as two linked rows, written, changed and
// deleted together; neither income nor expense, so no figure of income, spending, savings, budgets or forecasts
// moves with them, while the list, the balances and the export carry them.
import {
  MESSAGES,
  type MoneyAccount,
  type MoneyAccountList,
  type Transaction,
  type TransactionList,
  type Transfer,
  type TransferInput,
} from '@moneta/shared/contract';
import { dataOf, newPerson, useTestApp, type Person, type UserCaller } from './helpers';
import { daysAgo, expense, income } from './transaction-fixtures';
import { addDays, todayUtc } from '../src/transactions/dates';

const file = useTestApp();

interface Saver extends Person {
  main: MoneyAccount;
  savings: MoneyAccount;
}

async function listOf(person: Pick<Person, 'accounts'>): Promise<MoneyAccountList> {
  return dataOf<MoneyAccountList>(await person.accounts('GET', '/'));
}

/** A new person with "Main" and a "Savings" account opened at 100. */
async function newSaver(): Promise<Saver> {
  const person = await newPerson(file.app);
  const savings = dataOf<MoneyAccount>(
    await person.accounts('POST', '/', {
      name: 'Savings',
      kind: 'Savings',
      openingBalance: 100,
      openingDate: '2024-01-01',
    }),
    201,
  );
  const main = (await listOf(person)).accounts.find(({ name }) => name === 'Main');
  if (!main) throw new Error('no Main');
  return { ...person, main, savings };
}

const moving = (person: Saver, overrides: Partial<TransferInput> = {}): TransferInput => ({
  fromAccountId: person.main._id,
  toAccountId: person.savings._id,
  amount: 250,
  date: '2024-03-10',
  description: 'To savings',
  notes: 'March',
  ...overrides,
});

async function transfer(person: Saver, overrides: Partial<TransferInput> = {}): Promise<Transfer> {
  return dataOf<Transfer>(await person.transfers('POST', '/', moving(person, overrides)), 201);
}

async function rowsOf(person: Person): Promise<Transaction[]> {
  return dataOf<TransactionList>(await person.transactions('GET', '/?limit=100')).transactions;
}

const balances = async (person: Person) =>
  Object.fromEntries((await listOf(person)).accounts.map((account) => [account.name, account.balance]));

describe('a transfer', () => {
  it('writes one row out of the first account and one into the second, and moves their balances', async () => {
    const person = await newSaver();
    const response = await person.transfers('POST', '/', moving(person));
    expect(response.json()).toMatchObject({ success: true, message: MESSAGES.transferCreated });
    const made = dataOf<Transfer>(response, 201);
    expect(made).toMatchObject({
      fromAccountId: person.main._id,
      toAccountId: person.savings._id,
      amount: 250,
      date: '2024-03-10',
      description: 'To savings',
      notes: 'March',
      from: { amount: -250, type: 'Transfer', category: 'Transfer', accountId: person.main._id },
      to: { amount: 250, type: 'Transfer', category: 'Transfer', accountId: person.savings._id },
    });
    expect(made.from.transferId).toBe(made._id);
    expect(made.to.transferId).toBe(made._id);
    expect(made.from.transferAccountId).toBe(person.savings._id);
    expect(made.to.transferAccountId).toBe(person.main._id);

    expect(await balances(person)).toEqual({ Main: -250, Savings: 350 });
    expect((await listOf(person)).netWorth).toBe(100);
    const list = dataOf<TransactionList>(await person.transactions('GET', '/'));
    expect(list.pagination.totalItems).toBe(2);
    // Each row names the other's account, whether or not the other is on the same page.
    expect(
      list.transactions.map(({ amount, accountId, transferAccountId }) => [
        amount,
        accountId,
        transferAccountId,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [-250, person.main._id, person.savings._id],
        [250, person.savings._id, person.main._id],
      ]),
    );
    const alone = dataOf<TransactionList>(
      await person.transactions('GET', `/?accountId=${person.savings._id}`),
    );
    expect(alone.transactions.map((row) => row.transferAccountId)).toEqual([person.main._id]);
    expect(dataOf<Transfer>(await person.transfers('GET', `/${made._id}`))).toEqual(made);
  });

  it('is titled "Transfer" when the person gives no title', async () => {
    const person = await newSaver();
    const made = await transfer(person, { description: '' });
    expect([made.description, made.from.description, made.to.description]).toEqual([
      'Transfer',
      'Transfer',
      'Transfer',
    ]);
  });

  it('refuses the same account twice, an unknown or closed account, and a zero amount, writing nothing', async () => {
    const person = await newSaver();
    const other = await newSaver();
    const same = await person.transfers('POST', '/', moving(person, { toAccountId: person.main._id }));
    expect(same.statusCode).toBe(422);
    expect(same.json()).toMatchObject({
      errors: [{ field: 'toAccountId', message: MESSAGES.transferSameAccount }],
    });

    const theirs = await person.transfers('POST', '/', moving(person, { fromAccountId: other.main._id }));
    expect(theirs.statusCode).toBe(422);
    expect(theirs.json()).toMatchObject({
      errors: [{ field: 'fromAccountId', message: MESSAGES.accountNotFound }],
    });

    dataOf(await person.accounts('POST', `/${person.savings._id}/close`));
    const closed = await person.transfers('POST', '/', moving(person));
    expect(closed.statusCode).toBe(422);
    expect(closed.json()).toMatchObject({
      errors: [{ field: 'toAccountId', message: MESSAGES.accountIsClosed }],
    });

    const zero = await person.transfers('POST', '/', moving(person, { amount: 0 }));
    expect(zero.statusCode).toBe(422);
    expect(await rowsOf(person)).toEqual([]);
    expect(await rowsOf(other)).toEqual([]);
  });

  it('is made once per Idempotency-Key, however often the request is retried', async () => {
    const person = await newSaver();
    const options = { idempotencyKey: 'transfer-key-1' };
    const first = await person.transfers('POST', '/', moving(person), options);
    const again = await person.transfers('POST', '/', moving(person), options);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(dataOf<Transfer>(again, 201)._id).toBe(dataOf<Transfer>(first, 201)._id);
    expect(await rowsOf(person)).toHaveLength(2);
    const other = await person.transfers('POST', '/', moving(person, { amount: 1 }), options);
    expect(other.statusCode).toBe(422);
  });

  it('is changed as a whole: amount, date, texts and accounts of both rows', async () => {
    const person = await newSaver();
    const cash = dataOf<MoneyAccount>(
      await person.accounts('POST', '/', { name: 'Cash', kind: 'Cash', openingDate: '2024-01-01' }),
      201,
    );
    const made = await transfer(person);
    const response = await person.transfers(
      'PUT',
      `/${made._id}`,
      moving(person, {
        toAccountId: cash._id,
        amount: 80.5,
        date: '2024-04-02',
        description: 'Pocket money',
      }),
    );
    expect(response.json()).toMatchObject({ message: MESSAGES.transferUpdated });
    const changed = dataOf<Transfer>(response);
    expect(changed).toMatchObject({
      _id: made._id,
      toAccountId: cash._id,
      amount: 80.5,
      date: '2024-04-02',
      description: 'Pocket money',
      from: { _id: made.from._id, amount: -80.5, date: '2024-04-02' },
      to: { _id: made.to._id, amount: 80.5, accountId: cash._id },
    });
    expect(await balances(person)).toEqual({ Main: -80.5, Savings: 100, Cash: 80.5 });
  });

  it('goes as a whole, from its own call, from either row, or from a bulk delete naming one row', async () => {
    const person = await newSaver();
    const kept = dataOf<Transaction>(await person.transactions('POST', '/', expense()), 201);

    const first = await transfer(person);
    const removed = await person.transfers('DELETE', `/${first._id}`);
    expect(removed.json()).toMatchObject({ message: MESSAGES.transferDeleted, data: { _id: first._id } });
    expect((await person.transfers('GET', `/${first._id}`)).statusCode).toBe(404);

    const second = await transfer(person);
    expect((await person.transactions('DELETE', `/${second.to._id}`)).statusCode).toBe(200);
    expect((await person.transfers('GET', `/${second._id}`)).statusCode).toBe(404);

    const third = await transfer(person);
    const bulk = await person.transactions('POST', '/bulk-delete', { transactionIds: [third.from._id] });
    expect(dataOf<{ deletedCount: number }>(bulk)).toEqual({ deletedCount: 2 });

    expect((await rowsOf(person)).map((row) => row._id)).toEqual([kept._id]);
    expect(await balances(person)).toEqual({ Main: -42.5, Savings: 100 });
  });

  it('cannot be edited or repeated one row at a time', async () => {
    const person = await newSaver();
    const made = await transfer(person);
    const edit = await person.transactions('PUT', `/${made.from._id}`, expense());
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({ message: MESSAGES.transferLeg });
    const repeat = await person.transactions('POST', `/${made.from._id}/recurring`, {
      frequency: 'monthly',
      endDate: null,
    });
    expect(repeat.statusCode).toBe(409);
    expect(dataOf<Transfer>(await person.transfers('GET', `/${made._id}`))).toEqual(made);
  });

  it('is locked while one of its rows is reconciled', async () => {
    const person = await newSaver();
    const made = await transfer(person);
    // Savings' statement shows the money arrived: 100 + 250.
    dataOf(await person.transactions('POST', '/clear', { transactionIds: [made.to._id], cleared: true }));
    dataOf(
      await person.accounts('POST', `/${person.savings._id}/reconcile`, {
        statementDate: '2024-03-31',
        statementBalance: 350,
      }),
    );
    const edit = await person.transfers('PUT', `/${made._id}`, moving(person, { amount: 1 }));
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({ message: MESSAGES.transactionReconciled });
    expect((await person.transfers('DELETE', `/${made._id}`)).statusCode).toBe(409);
    expect((await person.transactions('DELETE', `/${made.from._id}`)).statusCode).toBe(409);
    expect(await balances(person)).toEqual({ Main: -250, Savings: 350 });
  });

  it("is nobody else's: another person can neither read, change nor delete it", async () => {
    const person = await newSaver();
    const intruder = await newSaver();
    const made = await transfer(person);
    expect((await intruder.transfers('GET', `/${made._id}`)).statusCode).toBe(404);
    expect((await intruder.transfers('PUT', `/${made._id}`, moving(intruder))).statusCode).toBe(404);
    expect((await intruder.transfers('DELETE', `/${made._id}`)).statusCode).toBe(404);
    expect((await intruder.transactions('DELETE', `/${made.from._id}`)).statusCode).toBe(404);
    expect(dataOf<Transfer>(await person.transfers('GET', `/${made._id}`))).toEqual(made);
  });
});

describe('the figures', () => {
  const today = todayUtc();
  const period = `startDate=${daysAgo(120)}&endDate=${today}`;
  /**
   * Every answer built from income and expenses: the overview, analytics, budgets, savings and forecasts. The
   * overview's recent transactions list a transfer's rows like any other, and it says when it was made.
   */
  const reads = (person: Person): [string, () => Promise<unknown>][] => {
    const get = (caller: UserCaller, path: string) => async () => {
      const answer = dataOf<Record<string, unknown>>(await caller('GET', path));
      const { recent: _recent, generatedAt: _generatedAt, ...figures } = answer;
      return figures;
    };
    const [year, month] = today.split('-').map(Number);
    return [
      ...[
        '/dashboard',
        '/current-month',
        `/summary/${month}/${year}`,
        `/analysis/category?${period}`,
        `/trends?${period}`,
      ].map((path): [string, () => Promise<unknown>] => [
        `transaction${path}`,
        get(person.transactions, path),
      ]),
      ...[
        '/dashboard',
        '/monthly/current',
        `/monthly/${year}/${month}`,
        `/spending/trends?${period}`,
        `/spending/categories?${period}`,
        `/spending/comparison?${period}`,
        `/spending/patterns?${period}`,
        `/income/trends?${period}`,
        `/income/sources?${period}`,
        `/transactions/insights?${period}`,
        `/transactions/patterns?${period}`,
        `/transactions/anomalies?${period}`,
        `/savings/rate?${period}`,
        `/savings/trends?${period}`,
        `/budget/performance?${period}`,
        `/budget/variance?${period}`,
        '/budget/recommendations',
        '/income/projections',
        '/savings/projections',
        '/advanced/spending-forecast',
        '/advanced/income-forecast',
        '/advanced/cash-flow',
        '/advanced/financial-health',
      ].map((path): [string, () => Promise<unknown>] => [`analytics${path}`, get(person.analytics, path)]),
      ['budgets', get(person.budgets, '')],
    ];
  };

  it('leave transfers out: every figure reads the same before and after money moves between accounts', async () => {
    const person = await newSaver();
    for (const input of [
      income({ amount: 3000, date: daysAgo(95) }),
      expense({ amount: 1200, category: 'Rent', date: daysAgo(94) }),
      income({ amount: 3000, date: daysAgo(64) }),
      expense({ amount: 80.25, category: 'Food', date: daysAgo(40) }),
      expense({ amount: 64.1, category: 'Food', date: daysAgo(10) }),
      income({ amount: 3100, date: daysAgo(3) }),
      expense({ amount: 1200, category: 'Rent', date: today }),
    ]) {
      dataOf(await person.transactions('POST', '/', input), 201);
    }
    dataOf(
      await person.budgets('PUT', '', { budgets: [{ category: 'Food', amount: 300, rollover: false }] }),
    );
    const before: [string, unknown][] = [];
    for (const [name, read] of reads(person)) before.push([name, await read()]);

    // Whole months and partial ones, both ways, on days that already hold income or expenses and on others.
    for (const [days, amount, back] of [
      [95, 2000, false],
      [64, 1500, true],
      [33, 99.99, false],
      [3, 600, true],
      [0, 1200, false],
    ] as const) {
      await transfer(person, {
        date: addDays(today, -days),
        amount,
        ...(back ? { fromAccountId: person.savings._id, toAccountId: person.main._id } : {}),
      });
    }
    expect(await rowsOf(person)).toHaveLength(17);
    for (const [name, read] of reads(person)) {
      expect([name, await read()]).toEqual(before.find(([earlier]) => earlier === name));
    }
  });
});
