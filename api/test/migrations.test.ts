// Migrations: applying them again is a no-op, two API instances may apply them at once, and a
// database made by the previous release (test/fixtures/previous-release.sql, written by
// make-previous-release.mjs) is upgraded keeping every row, which the API then serves.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Budget, Goal, GoalContribution, MonthBudgets, Reminder, User } from '@moneta/shared/contract';
import type { DashboardStats, TransactionList } from '@moneta/shared/contract';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import {
  createTestApp,
  createTestDatabase,
  login,
  MIGRATIONS_FOLDER,
  PASSWORD,
  recordingMailer,
  registerUser,
  signedIn,
  testConfig,
  userCallerFor,
  type TestDatabase,
} from './helpers';

const FIXTURE = join(__dirname, 'fixtures', 'previous-release.sql');
const shipped = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((migration) => ({
  hash: migration.hash,
  createdAt: String(migration.folderMillis),
}));

async function select<T>(database: Database, query: string): Promise<T[]> {
  const result = await database.db.execute(sql.raw(query));
  return (result as unknown as { rows: T[] }).rows;
}

/** The migrations drizzle has recorded as applied, oldest first. */
async function applied(database: Database): Promise<Array<{ hash: string; createdAt: string }>> {
  const rows = await select<{ hash: string; created_at: unknown }>(
    database,
    'select hash, created_at from drizzle.__drizzle_migrations order by id',
  );
  return rows.map((row) => ({ hash: row.hash, createdAt: String(row.created_at) }));
}

const SCHEMAS = `('public', 'drizzle')`;

/** What the migrations made: columns, indexes, constraints, triggers and functions, each with its definition. */
async function schemaOf(database: Database) {
  return {
    columns: await select<{ table_name: string; column_name: string }>(
      database,
      `select table_schema, table_name, column_name, ordinal_position::int, data_type, is_nullable, column_default
       from information_schema.columns where table_schema in ${SCHEMAS} order by 1, 2, 4`,
    ),
    indexes: await select(
      database,
      `select schemaname, tablename, indexname, indexdef from pg_indexes where schemaname in ${SCHEMAS}
       order by 1, 2, 3`,
    ),
    constraints: await select(
      database,
      `select c.conrelid::regclass::text as table_name, c.conname, pg_get_constraintdef(c.oid) as definition
       from pg_constraint c join pg_namespace n on n.oid = c.connamespace where n.nspname in ${SCHEMAS}
       order by 1, 2`,
    ),
    triggers: await select(
      database,
      `select tgrelid::regclass::text as table_name, tgname, pg_get_triggerdef(oid) as definition
       from pg_trigger where not tgisinternal order by 1, 2`,
    ),
    functions: await select(
      database,
      `select p.proname, pg_get_function_identity_arguments(p.oid) as args, md5(p.prosrc) as source
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public' order by 1, 2, 3`,
    ),
  };
}

type Row = Record<string, string | null>;

/** The rows that carried the Idempotency-Key of the request that created them, and that request's write. */
const KEYED = [
  { table: 'transactions', write: 'transactions.create' },
  { table: 'goal_contributions', write: 'goals.contribute' },
  { table: 'reminders', write: 'reminders.create' },
] as const;
const KEY_COLUMNS = ['idempotency_key', 'request_fingerprint'];

/** Every table's rows, each value as PostgreSQL's text of it, in a stable order. */
async function rowsOf(database: Database): Promise<Record<string, Row[]>> {
  const tables = await select<{ table_name: string }>(
    database,
    `select table_name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const all: Record<string, Row[]> = {};
  for (const { table_name: table } of tables) {
    const rows = await select<{ row: Row }>(
      database,
      `select (select jsonb_object_agg(key, value #>> '{}') from jsonb_each(to_jsonb(t))) as row from "${table}" t`,
    );
    all[table] = rows.map(({ row }) => row).sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
  }
  return all;
}

/** The rows with only `columns`: the values a later migration's new columns cannot have changed. */
function only(rows: Row[], columns: string[]): Row[] {
  return rows.map((row) => Object.fromEntries(columns.map((column) => [column, row[column] ?? null])));
}

/** Runs a file of many statements: PGlite's exec, or node-postgres's simple query protocol. */
async function runScript(database: Database, text: string): Promise<void> {
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (client instanceof PGlite) await client.exec(text);
  else await client.query(text);
}

test('applying the migrations again applies nothing, changes no schema and keeps every row', async () => {
  const testDb = await createTestDatabase();
  const { database } = testDb;
  const { app } = await createTestApp(database);
  try {
    const user = userCallerFor(app, '/api', await registerUser(app));
    expect(
      (
        await user('POST', '/transaction', {
          description: 'Groceries',
          amount: 12.5,
          type: 'Expense',
          category: 'Food',
          date: '2026-06-03',
        })
      ).statusCode,
    ).toBe(201);
    const goal = await user('POST', '/goals', {
      name: 'Bike',
      targetAmount: 500,
      targetDate: '2099-01-01',
      priority: 'Medium',
      category: 'Transportation',
    });
    expect(goal.statusCode).toBe(201);
    const goalId = goal.json<{ data: Goal }>().data._id;
    expect((await user('POST', `/goals/${goalId}/contribute`, { amount: 40 })).statusCode).toBe(201);

    const before = {
      migrations: await applied(database),
      schema: await schemaOf(database),
      rows: await rowsOf(database),
    };
    expect(before.migrations).toEqual(shipped);
    await database.migrate(MIGRATIONS_FOLDER);
    expect(await applied(database)).toEqual(before.migrations);
    expect(await schemaOf(database)).toEqual(before.schema);
    expect(await rowsOf(database)).toEqual(before.rows);
  } finally {
    await app.close();
    await testDb.dispose();
  }
});

async function startApp(databaseUrl: string): Promise<FastifyInstance> {
  const config = testConfig({ DATABASE_URL: databaseUrl });
  const app = await buildApp({ config, mailer: recordingMailer() });
  app.addHook('onClose', async () => rmSync(config.dataDir, { recursive: true, force: true }));
  return app;
}

// PGlite is one process's folder: only PostgreSQL is shared by instances.
(process.env.TEST_DATABASE_URL ? test : test.skip)(
  'two API instances starting at once on one new database both come up, the migrations applied once',
  async () => {
    const testDb = await createTestDatabase({ migrated: false });
    const apps = await Promise.all([startApp(testDb.url ?? ''), startApp(testDb.url ?? '')]);
    try {
      await Promise.all(apps.map((app) => app.databaseReady));
      for (const app of apps) {
        expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      }
      expect(await applied(testDb.database)).toEqual(shipped);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await testDb.dispose();
    }
  },
);

describe('upgrading a database of the previous release', () => {
  let testDb: TestDatabase;
  let database: Database;
  let before: { migrations: Awaited<ReturnType<typeof applied>>; rows: Record<string, Row[]> };
  let columnsBefore: Record<string, string[]>;

  beforeAll(async () => {
    testDb = await createTestDatabase({ migrated: false });
    database = testDb.database;
    await runScript(database, readFileSync(FIXTURE, 'utf8'));
    before = { migrations: await applied(database), rows: await rowsOf(database) };
    columnsBefore = {};
    for (const { table_name: table, column_name: column } of (await schemaOf(database)).columns) {
      (columnsBefore[table] ??= []).push(column);
    }
    await database.migrate(MIGRATIONS_FOLDER);
  });

  afterAll(async () => {
    await testDb.dispose();
  });

  test('the fixture is a shipped release with rows in every table', () => {
    expect(before.migrations).toEqual(shipped.slice(0, before.migrations.length));
    expect(before.migrations.length).toBeLessThan(shipped.length);
    expect(Object.keys(before.rows).filter((table) => before.rows[table]?.length === 0)).toEqual([]);
  });

  test("the migrations apply only the current release's own, and every row keeps its values", async () => {
    expect(await applied(database)).toEqual(shipped);
    const after = await rowsOf(database);
    expect(Object.keys(after)).toEqual(expect.arrayContaining(Object.keys(before.rows)));
    for (const [table, rows] of Object.entries(before.rows)) {
      const kept = (columnsBefore[table] ?? []).filter((column) => !KEY_COLUMNS.includes(column));
      expect({ table, rows: only(after[table] ?? [], kept) }).toEqual({ table, rows: only(rows, kept) });
    }
  });

  test('the Idempotency-Keys kept on the rows they created moved to their own table', async () => {
    const moved = KEYED.flatMap(({ table, write }) =>
      (before.rows[table] ?? [])
        .filter((row) => row.idempotency_key !== null)
        .map((row) => ({
          user_id: row.user_id,
          key: row.idempotency_key,
          endpoint: write,
          fingerprint: row.request_fingerprint,
          created_at: row.created_at,
        })),
    );
    expect(moved.length).toBeGreaterThanOrEqual(KEYED.length);
    const keys = await select<Row>(
      database,
      `select user_id::text, key, endpoint, fingerprint, to_jsonb(created_at) #>> '{}' as created_at
       from idempotency_keys`,
    );
    expect(keys).toEqual(expect.arrayContaining(moved));
    expect(keys).toHaveLength(moved.length);
  });

  describe('the API serves the upgraded data', () => {
    let app: FastifyInstance;
    let call: ReturnType<typeof userCallerFor>;
    const rows = (table: string) => before.rows[table] ?? [];
    const money = (minor: string | null | undefined) => Number(minor) / 100;
    let priya: Row;

    beforeAll(async () => {
      ({ app } = await createTestApp(database));
      priya = rows('users').find((user) => user.email === 'priya.raman@example.com') ?? {};
      const response = await login(app, priya.email ?? '', PASSWORD);
      expect(response.statusCode).toBe(200);
      call = userCallerFor(app, '/api', signedIn(response));
      // The salary rule was left with occurrences due: the materializer creates them up to its end date.
      await app.recurring.run();
    });

    afterAll(async () => {
      await app.close();
    });

    const mine = (table: string) => rows(table).filter((row) => row.user_id === priya.id);

    test('the profile and preferences', async () => {
      const profile = (await call('GET', '/auth/profile')).json<{ data: User }>().data;
      expect(profile).toMatchObject({
        _id: priya.id,
        username: priya.username,
        email: priya.email,
        preferences: { currency: priya.currency, language: priya.language, theme: priya.theme },
      });
    });

    test('every transaction, and the occurrences the recurring rule was due', async () => {
      const response = await call('GET', '/transaction?limit=100&sortBy=date&sortOrder=asc');
      expect(response.statusCode).toBe(200);
      const list = response.json<{ data: TransactionList }>().data.transactions;
      const byId = new Map(list.map((transaction) => [transaction._id, transaction]));
      for (const row of mine('transactions')) {
        expect(byId.get(row.id ?? '')).toMatchObject({
          description: row.description,
          amount: money(row.amount_minor),
          type: row.type,
          category: row.category,
          date: row.date,
          notes: row.notes,
          importId: row.import_id,
        });
      }
      const salary = list
        .filter((transaction) => transaction.description === 'Salary, Acme GmbH')
        .map((transaction) => transaction.date);
      expect(salary.sort()).toEqual([
        '2026-01-31',
        '2026-02-28',
        '2026-03-31',
        '2026-04-30',
        '2026-05-31',
        '2026-06-30',
        '2026-07-31',
        '2026-08-31',
      ]);
      expect(list).toHaveLength(mine('transactions').length + 3);
    });

    test('goals with their saved amounts and contributions', async () => {
      const goals = (await call('GET', '/goals')).json<{ data: Goal[] }>().data;
      expect(goals.map((goal) => goal._id).sort()).toEqual(
        mine('goals')
          .map((goal) => goal.id)
          .sort(),
      );
      for (const row of mine('goals')) {
        const goal = goals.find((each) => each._id === row.id);
        expect(goal).toMatchObject({
          name: row.name,
          targetAmount: money(row.target_minor),
          savedAmount: money(row.saved_minor),
          targetDate: row.target_date,
          status: row.status,
        });
        const contributions = (await call('GET', `/goals/${row.id}/contributions`)).json<{
          data: GoalContribution[];
        }>().data;
        const fixture = rows('goal_contributions').filter((contribution) => contribution.goal_id === row.id);
        expect(contributions.map((contribution) => contribution._id).sort()).toEqual(
          fixture.map((contribution) => contribution.id).sort(),
        );
        expect(contributions.reduce((sum, contribution) => sum + contribution.amount, 0)).toBeCloseTo(
          money(row.saved_minor),
        );
      }
    });

    test("budgets, with the month's spending", async () => {
      const month = (await call('GET', '/budgets?month=2026-06')).json<{ data: MonthBudgets }>().data;
      const spentInJune = (category: string | null) =>
        -mine('transactions')
          .filter((row) => row.category === category && row.date?.startsWith('2026-06'))
          .reduce((sum, row) => sum + money(row.amount_minor), 0);
      expect(
        month.budgets.map(({ category, amount, rollover, since }) => ({ category, amount, rollover, since })),
      ).toEqual(
        expect.arrayContaining(
          mine('budgets').map((row): Omit<Budget, 'updatedAt'> => ({
            category: row.category as Budget['category'],
            amount: money(row.amount_minor),
            rollover: row.rollover === 'true',
            since: row.since?.slice(0, 7) ?? '',
          })),
        ),
      );
      expect(month.budgets).toHaveLength(mine('budgets').length);
      for (const line of month.budgets) expect(line.spent).toBeCloseTo(spentInJune(line.category));
    });

    test("each moved key's answer is the record as the API answers it", async () => {
      const keys = await select<{ endpoint: string; answer: Record<string, unknown> }>(
        database,
        `select endpoint, answer from idempotency_keys where user_id = '${priya.id}'`,
      );
      expect(keys.map((key) => key.endpoint).sort()).toEqual(
        expect.arrayContaining(['goals.contribute', 'reminders.create', 'transactions.create']),
      );
      const transactions = (await call('GET', '/transaction?limit=100')).json<{ data: TransactionList }>()
        .data;
      const reminders = (await call('GET', '/reminders')).json<{ data: Reminder[] }>().data;
      for (const { endpoint, answer } of keys) {
        if (endpoint === 'transactions.create') {
          expect(transactions.transactions.find((each) => each._id === answer._id)).toEqual(answer);
        } else if (endpoint === 'reminders.create') {
          expect(reminders.find((each) => each._id === answer._id)).toEqual(answer);
        } else {
          const { goal, contribution } = answer as { goal: Goal; contribution: GoalContribution };
          expect((await call('GET', `/goals/${goal._id}`)).json<{ data: Goal }>().data).toEqual(goal);
          const contributions = (await call('GET', `/goals/${goal._id}/contributions`)).json<{
            data: GoalContribution[];
          }>().data;
          expect(contributions.find((each) => each._id === contribution._id)).toEqual(contribution);
        }
      }
    });

    test('reminders and their e-mail preference', async () => {
      const reminders = (await call('GET', '/reminders')).json<{ data: Reminder[] }>().data;
      expect(
        reminders
          .map(({ _id, title, description, repeat, date }) => ({
            _id,
            title,
            description,
            repeat,
            date: new Date(date).toISOString(),
          }))
          .sort((a, b) => a._id.localeCompare(b._id)),
      ).toEqual(
        mine('reminders')
          .map((row) => ({
            _id: row.id,
            title: row.title,
            description: row.description,
            repeat: row.repeat,
            date: new Date(row.starts_at ?? '').toISOString(),
          }))
          .sort((a, b) => (a._id ?? '').localeCompare(b._id ?? '')),
      );
      const preferences = await call('GET', '/reminders/preferences');
      expect(preferences.json()).toMatchObject({ data: { emails: true } });
    });

    test('dashboard figures', async () => {
      const dashboard = (await call('GET', '/analytics/dashboard')).json<{ data: DashboardStats }>().data;
      const [balance] = await select<{ total: string }>(
        database,
        `select sum(amount_minor)::text as total from transactions where user_id = '${priya.id}'`,
      );
      const salaryCaughtUp = 3 * 4200;
      expect(dashboard.netBalance).toBeCloseTo(
        mine('transactions').reduce((sum, row) => sum + money(row.amount_minor), 0) + salaryCaughtUp,
      );
      expect(dashboard.netBalance).toBeCloseTo(money(balance?.total));
      const goals = mine('goals');
      const progress =
        goals.reduce(
          (sum, goal) => sum + Math.min(1, Number(goal.saved_minor) / Number(goal.target_minor)),
          0,
        ) / goals.length;
      expect(dashboard.averageGoalProgress).toBeCloseTo(Math.round(progress * 1000) / 10);
      expect(dashboard.goals.map((goal) => goal.name).sort()).toEqual(
        goals
          .filter((goal) => goal.status !== 'Completed')
          .map((goal) => goal.name)
          .sort(),
      );
    });
  });
});
