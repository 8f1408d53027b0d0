// Once a list is known (its total, and rows whose place it knows, transactions/pages.ts), its deep pages and
// searches are read in one statement each. The answers stay a fresh read's: through ties, writes in between,
// and writes made through another instance.
import type { TransactionList } from '@moneta/shared/contract';
import { transactions } from '../src/db/schema';
import { createTestApp, openSecondConnection, registerUser, useTestApp, mainAccountOf } from './helpers';
import { callerFor, create, dataOf, expense, type Caller } from './transaction-fixtures';

const file = useTestApp();

type Row = typeof transactions.$inferSelect;

async function list(call: Caller, query: string): Promise<TransactionList> {
  const response = await call('GET', `/${query}`);
  expect(response.statusCode).toBe(200);
  return dataOf<TransactionList>(response);
}

const ids = (page: TransactionList) => page.transactions.map((item) => item._id);

/** How many statements `run` sends to the database (both drivers query through their client's query()). */
async function statementsOf(run: () => Promise<unknown>): Promise<number> {
  const client = (
    file.testDb.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }
  ).$client;
  const query = client.query;
  let count = 0;
  client.query = function counted(this: unknown, ...args: unknown[]) {
    count += 1;
    return query.apply(this, args);
  };
  try {
    await run();
  } finally {
    client.query = query;
  }
  return count;
}

/** 320 expenses whose amounts repeat (every seventh the same), so that pages break inside runs of ties. */
async function userWithTies() {
  const user = await registerUser(file.app);
  const call = callerFor(file.app, user.accessToken);
  const accountId = await mainAccountOf(file.testDb.database.db, user.userId);
  const rows = await file.testDb.database.db
    .insert(transactions)
    .values(
      Array.from({ length: 320 }, (_, index) => ({
        userId: user.userId,
        accountId,
        description: `Shop ${String(index % 11)}`,
        amountMinor: -((index % 7) + 1) * 100,
        type: 'Expense' as const,
        category: 'Food' as const,
        date: `2023-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 28) + 1).padStart(2, '0')}`,
        notes: index % 2 === 0 ? 'coffee' : '',
      })),
    )
    .returning();
  return { user, call, rows };
}

const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
const byAmount = (rows: Row[], order: 'asc' | 'desc') =>
  [...rows]
    .sort(
      (a, b) => (compare(a.amountMinor, b.amountMinor) || compare(a.id, b.id)) * (order === 'asc' ? 1 : -1),
    )
    .map((row) => row.id);

describe('a known list', () => {
  it('pages through runs of ties in one statement per page, as a fresh read does', async () => {
    const { call, rows } = await userWithTies();
    for (const order of ['asc', 'desc'] as const) {
      const expected = byAmount(rows, order);
      const query = (page: number) => `?sortBy=amount&sortOrder=${order}&page=${page}`;
      // Pages 11 on (offset 200) are deep: the first is read as new, the next ones from its rows.
      expect(ids(await list(call, query(11)))).toEqual(expected.slice(200, 220));
      for (const page of [12, 13, 12, 11, 14, 16]) {
        let answer: TransactionList | undefined;
        expect(await statementsOf(async () => (answer = await list(call, query(page))))).toBe(1);
        expect(answer && ids(answer)).toEqual(expected.slice((page - 1) * 20, page * 20));
        expect(answer?.pagination.totalItems).toBe(320);
      }
    }
  });

  it('reads its first pages in one statement each, and the next write in them', async () => {
    const { call, rows } = await userWithTies();
    const query = (page: number) => `?sortBy=amount&sortOrder=asc&category=Food&page=${page}`;
    // Counted with the month totals, then known.
    expect(ids(await list(call, query(1)))).toEqual(byAmount(rows, 'asc').slice(0, 20));
    for (const page of [1, 2, 10]) {
      let answer: TransactionList | undefined;
      expect(await statementsOf(async () => (answer = await list(call, query(page))))).toBe(1);
      expect(answer && ids(answer)).toEqual(byAmount(rows, 'asc').slice((page - 1) * 20, page * 20));
      expect(answer?.pagination.totalItems).toBe(320);
    }
    const added = await create(call, expense({ amount: 50, category: 'Food' }));
    const first = await list(call, query(1));
    expect(first.pagination.totalItems).toBe(321);
    expect(ids(first)[0]).toBe(added._id);
  });

  it('reads a search again in one statement, and its next pages', async () => {
    const { call, rows } = await userWithTies();
    const coffee = rows.filter((row) => row.notes === 'coffee');
    const expected = byAmount(coffee, 'asc');
    const query = (page: number) => `?searchTerm=coffee&sortBy=amount&sortOrder=asc&page=${page}`;
    expect(ids(await list(call, query(1)))).toEqual(expected.slice(0, 20));
    for (const page of [1, 2, 3]) {
      let answer: TransactionList | undefined;
      expect(await statementsOf(async () => (answer = await list(call, query(page))))).toBe(1);
      expect(answer && ids(answer)).toEqual(expected.slice((page - 1) * 20, page * 20));
      expect(answer?.pagination.totalItems).toBe(160);
    }
  });

  it('is read as new after a write: pages shift and totals move', async () => {
    const { call, rows } = await userWithTies();
    const query = '?sortBy=amount&sortOrder=desc&page=12';
    expect(ids(await list(call, query))).toEqual(byAmount(rows, 'desc').slice(220, 240));

    // The smallest expense sorts first in descending amounts (-1.00 is the largest): every row moves by one.
    const added = await create(call, expense({ amount: 0.5, notes: 'coffee' }));
    const withAdded = [...rows, { ...rows[0], id: added._id, amountMinor: -50 } as Row];
    const shifted = await list(call, query);
    expect(shifted.pagination.totalItems).toBe(321);
    expect(ids(shifted)).toEqual(byAmount(withAdded, 'desc').slice(220, 240));

    const search = await list(call, '?searchTerm=coffee&sortBy=amount&sortOrder=desc&page=1');
    expect(search.pagination.totalItems).toBe(161);
    expect(ids(search)[0]).toBe(added._id);

    expect((await call('DELETE', `/${added._id}`)).statusCode).toBe(200);
    const back = await list(call, query);
    expect(back.pagination.totalItems).toBe(320);
    expect(ids(back)).toEqual(byAmount(rows, 'desc').slice(220, 240));
  });

  it('sees a write made through another instance', async () => {
    // On PostgreSQL the second instance has its own pool and keeps its own lists, as a second server does.
    const secondDatabase = await openSecondConnection(file.testDb.database);
    const second = (await createTestApp(secondDatabase ?? file.testDb.database)).app;
    try {
      const { user, call, rows } = await userWithTies();
      const viaSecond = callerFor(second, user.accessToken);
      const query = '?sortBy=amount&sortOrder=asc&page=14';
      expect(ids(await list(viaSecond, query))).toEqual(byAmount(rows, 'asc').slice(260, 280));
      const added = await create(call, expense({ amount: 9.99 }));
      const now = await list(viaSecond, query);
      expect(now.pagination.totalItems).toBe(321);
      expect(ids(now)).toEqual(
        byAmount([...rows, { ...rows[0], id: added._id, amountMinor: -999 } as Row], 'asc').slice(260, 280),
      );
    } finally {
      await second.close();
      await secondDatabase?.close();
    }
  });
});
