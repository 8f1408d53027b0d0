// The money accounts' migration on a database as the release before it left it, holding 100,000 transactions:
// every person gets one "Main" holding all their transactions, no row or total changes, and the balances the
// triggers keep from then on start from the right sums.
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { listMoneyAccounts } from '../src/moneyAccounts/repository';
import { createTestDatabase, migrationsBefore, MIGRATIONS_FOLDER, type TestDatabase } from './helpers';

const ROWS = 100_000;
/** Three people share the rows unevenly; a fourth has none. */
const PEOPLE = [
  { id: '00000000-0000-4000-8000-00000000000a', share: 0.6, since: '2019-03-04T10:00:00Z' },
  { id: '00000000-0000-4000-8000-00000000000b', share: 0.3, since: '2020-01-01T00:00:00Z' },
  { id: '00000000-0000-4000-8000-00000000000c', share: 0.1, since: '2021-07-15T12:00:00Z' },
  { id: '00000000-0000-4000-8000-00000000000d', share: 0, since: '2025-02-01T08:00:00Z' },
];

/** Through the jobs' connections: the requests' pool bounds a statement to 1.5 s, and these read 100,000 rows. */
async function select<T>(database: Database, query: string): Promise<T[]> {
  const result = await database.jobs.execute(sql.raw(query));
  return (result as unknown as { rows: T[] }).rows;
}

/** A digest of every column the release before knew, and the totals its triggers kept. */
async function stateOf(database: Database) {
  const [rows] = await select<{ digest: string; count: string }>(
    database,
    `select md5(string_agg(concat_ws('|', id, user_id, description, amount_minor, type, category, date, notes,
       import_id, recurring_rule_id, occurrence_date, created_at, updated_at), ',' order by id)) as digest,
       count(*)::text as count
     from transactions`,
  );
  const table = (name: string, order: string) =>
    select<Record<string, unknown>>(database, `select * from ${name} order by ${order}`);
  return {
    rows,
    monthTotals: await table('transaction_month_totals', 'user_id, month, type, category'),
    dayTotals: await table('transaction_day_totals', 'user_id, date, type'),
    revisions: await table('transaction_revisions', 'user_id'),
    changes: await table('user_changes', 'user_id, domain'),
  };
}

let testDb: TestDatabase;
let database: Database;
let before: Awaited<ReturnType<typeof stateOf>>;
let sums: Array<{ user_id: string; rows: number; minor: string; first: string | null }>;

beforeAll(async () => {
  testDb = await createTestDatabase({ migrated: false });
  database = testDb.database;
  const previous = migrationsBefore('0015');
  try {
    await database.migrate(previous.folder);
  } finally {
    previous.dispose();
  }
  let start = 0;
  for (const [index, person] of PEOPLE.entries()) {
    await database.jobs.execute(
      sql.raw(`insert into users (id, username, email, password_hash, created_at)
        values ('${person.id}', 'Person ${index}', 'person${index}@example.com', 'x', '${person.since}')`),
    );
    const count = Math.round(ROWS * person.share);
    if (count === 0) continue;
    // Expenses and incomes over ten years, in every category of their type, some with notes.
    await database.jobs.execute(
      sql.raw(`insert into transactions (user_id, description, amount_minor, type, category, date, notes)
        select '${person.id}', 'Row ' || n,
          case when n % 7 = 0 then (n % 500000) + 1 else -((n * 37) % 90000) - 1 end,
          case when n % 7 = 0 then 'Income' else 'Expense' end,
          case when n % 7 = 0 then 'Salary' else (array['Food', 'Rent', 'Transportation', 'Shopping'])[n % 4 + 1] end,
          date '2016-01-01' + (n % 3650), case when n % 5 = 0 then 'note ' || n else '' end
        from generate_series(${start + 1}, ${start + count}) as n`),
    );
    start += count;
  }
  sums = await select(
    database,
    `select u.id as user_id, count(t.id)::int as rows, coalesce(sum(t.amount_minor), 0)::text as minor,
       min(t.date)::text as first
     from users u left join transactions t on t.user_id = u.id group by u.id order by u.id`,
  );
  before = await stateOf(database);
  await database.migrate(MIGRATIONS_FOLDER);
}, 600_000);

afterAll(async () => {
  await testDb.dispose();
});

test('the database holds the 100,000 rows of the release before', () => {
  expect(Number(before.rows?.count)).toBe(ROWS);
  expect(sums.map((sum) => sum.rows)).toEqual([60_000, 30_000, 10_000, 0]);
});

test('each person has one account, "Main", opened at 0 on their first transaction or their sign-up', async () => {
  const accounts = await select<Record<string, unknown>>(
    database,
    `select user_id, name, kind, opening_balance_minor::text as opening, opening_date::text as opened,
       closed_at from accounts order by user_id`,
  );
  expect(accounts).toEqual(
    PEOPLE.map((person, index) => ({
      user_id: person.id,
      name: 'Main',
      kind: 'Current',
      opening: '0',
      opened: sums[index]?.first ?? person.since.slice(0, 10),
      closed_at: null,
    })),
  );
});

test('every transaction is in its own person\'s "Main", and no row or total changed', async () => {
  const [misplaced] = await select<{ count: number }>(
    database,
    `select count(*)::int as count from transactions t left join accounts a on a.id = t.account_id
     where a.user_id is distinct from t.user_id or a.name <> 'Main' or t.cleared`,
  );
  expect(misplaced?.count).toBe(0);
  expect(await stateOf(database)).toEqual(before);
});

test('the balances start from the sums of the rows, and the API reads them', async () => {
  for (const [index, person] of PEOPLE.entries()) {
    const list = await listMoneyAccounts(database.db, person.id);
    const minor = Number(sums[index]?.minor);
    expect(list.netWorth).toBe(minor / 100);
    expect(list.accounts).toEqual([
      expect.objectContaining({
        name: 'Main',
        balance: minor / 100,
        unclearedBalance: minor / 100,
        clearedBalance: 0,
        transactionCount: sums[index]?.rows,
      }),
    ]);
  }
});

test('the balances follow the writes after it', async () => {
  const person = PEOPLE[2]?.id ?? '';
  await database.jobs.execute(
    sql.raw(`update transactions set cleared = true where user_id = '${person}' and date < '2020-01-01'`),
  );
  await database.jobs.execute(
    sql.raw(`delete from transactions where user_id = '${person}' and date >= '2025-01-01'`),
  );
  const [expected] = await select<{ cleared: string; uncleared: string; rows: number }>(
    database,
    `select coalesce(sum(amount_minor) filter (where cleared), 0)::text as cleared,
       coalesce(sum(amount_minor) filter (where not cleared), 0)::text as uncleared, count(*)::int as rows
     from transactions where user_id = '${person}'`,
  );
  const [main] = (await listMoneyAccounts(database.db, person)).accounts;
  expect(main).toMatchObject({
    clearedBalance: Number(expected?.cleared) / 100,
    unclearedBalance: Number(expected?.uncleared) / 100,
    transactionCount: expected?.rows,
  });
});
