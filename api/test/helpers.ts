// Test fixtures: one database per test file (in-memory PGlite, or a fresh PostgreSQL database when
// TEST_DATABASE_URL is set; either a copy of the run's migrated one, see global-setup.ts), an app built on it, and
// a mailer that records what it sends.
import { randomBytes } from 'node:crypto';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { asc, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig, type Config, type PasswordHashing } from '../src/config';
import { openPostgres, type Database, type Db } from '../src/db/client';
import type { LogStream } from '../src/http/logging';
import type { MailMessage, Mailer } from '../src/mail';
import { accounts } from '../src/moneyAccounts/schema';
import { MIGRATIONS_FOLDER, openTestPglite, postgresTemplate } from './snapshots';

export { MIGRATIONS_FOLDER, openTestPglite };

export const API_ROOT = resolve(__dirname, '..');
/**
 * The bound of a test database's calls: the suite's two runs share two cores with the PostgreSQL server, where a
 * heavy analytics call can outlast the production bound without anything being wrong (database-start.test.ts
 * tests that bound itself).
 */
const TEST_CALL_TIMEOUT_MS = 15_000;
export const PASSWORD = 'Secret1!';
/**
 * The password hash cost of test apps: argon2id still, at the least cost it takes. The suite signs people up
 * and in thousands of times, each hash at the production cost taking tens of milliseconds of a core; auth.test.ts
 * signs up at the production cost (PASSWORD_HASHING) and checks the hash it stores.
 */
export const TEST_PASSWORD_HASHING: Readonly<PasswordHashing> = Object.freeze({
  memoryCost: 64,
  timeCost: 1,
  parallelism: 1,
});
export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';

export interface TestDatabase {
  database: Database;
  /** The PostgreSQL database's connection string; undefined on PGlite. */
  url: string | undefined;
  /** Closes the connection and, on PostgreSQL, drops the per-file database. */
  dispose(): Promise<void>;
}

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * A second pool on a test file's PostgreSQL database, as another API instance has; undefined on PGlite, which
 * has one connection.
 */
export async function openSecondConnection(database: Database): Promise<Database | undefined> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return undefined;
  const result = await database.db.execute(sql`select current_database() as name`);
  const url = new URL(adminUrl);
  url.pathname = `/${String((result as unknown as { rows: Array<{ name: string }> }).rows[0]?.name)}`;
  return openPostgres(url.toString());
}

/**
 * A folder of the migrations before the one numbered `next` (as "0006"): a database as an older release left it.
 * Removed by `dispose`.
 */
export function migrationsBefore(next: string): { folder: string; dispose: () => void } {
  const folder = mkdtempSync(join(tmpdir(), 'moneta-migrations-'));
  mkdirSync(join(folder, 'meta'));
  for (const name of readdirSync(MIGRATIONS_FOLDER).filter((item) => item.endsWith('.sql') && item < next)) {
    copyFileSync(join(MIGRATIONS_FOLDER, name), join(folder, name));
  }
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ idx: number }>;
  };
  journal.entries = journal.entries.filter((entry) => entry.idx < Number(next));
  writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  return { folder, dispose: () => rmSync(folder, { recursive: true, force: true }) };
}

/** An empty database for one test file, migrated unless `migrated` is false. */
export async function createTestDatabase({ migrated = true } = {}): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openTestPglite({ migrated });
    return { database, url: undefined, dispose: () => database.close() };
  }
  const name = `moneta_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = migrated ? postgresTemplate() : undefined;
  await withAdminClient(adminUrl, (client) =>
    client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`),
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), { callTimeoutMs: TEST_CALL_TIMEOUT_MS });
  if (migrated && !template) await database.migrate(MIGRATIONS_FOLDER);
  return {
    database,
    url: url.toString(),
    dispose: async () => {
      await database.close();
      await withAdminClient(adminUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      );
    },
  };
}

export interface RecordingMailer extends Mailer {
  sent: MailMessage[];
  /** While true, every send fails as it does when the SMTP server is down. */
  down: boolean;
  /** The last message sent to `to`. */
  lastTo(to: string): MailMessage | undefined;
}

export function recordingMailer(): RecordingMailer {
  const sent: MailMessage[] = [];
  const mailer: RecordingMailer = {
    sent,
    down: false,
    send: async (message) => {
      // Quoting the address, as some SMTP errors do, so that tests see it is not logged.
      if (mailer.down)
        throw Object.assign(new Error(`Connection refused sending to ${message.to}`), {
          code: 'ECONNECTION',
        });
      sent.push(message);
    },
    close: () => undefined,
    lastTo: (to) => sent.filter((message) => message.to === to).at(-1),
  };
  return mailer;
}

/** The reset code last mailed to `email` by the app's mail queue, once what it was sending has gone. */
export async function mailedCode(
  { app, mailer }: Pick<TestApp, 'app' | 'mailer'>,
  email: string,
): Promise<string> {
  await app.mailQueue.run();
  const code = /\b(\d{6})\b/.exec(mailer.lastTo(email)?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

export interface TestSettings {
  /** The cost of the app's password hashes; TEST_PASSWORD_HASHING when absent. */
  passwordHashing?: Readonly<PasswordHashing>;
}

export function testConfig(
  env: Record<string, string> = {},
  { passwordHashing = TEST_PASSWORD_HASHING }: TestSettings = {},
): Config {
  const dataDir = mkdtempSync(join(tmpdir(), 'moneta-api-test-'));
  const config = loadConfig(
    {
      DATA_DIR: dataDir,
      STATIC_ROOT: join(dataDir, 'no-static'),
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_MAX: '1000',
      // Test files sign many people up and in from one address; the address budget has tests of its own.
      RATE_LIMIT_ADDRESS_MAX: '100000',
      // Test files restore one account many times; the limit has a test of its own.
      RESTORES_PER_HOUR: '100000',
      ...env,
    },
    { apiRoot: API_ROOT },
  );
  return { ...config, passwordHashing };
}

export interface TestApp {
  app: FastifyInstance;
  mailer: RecordingMailer;
  config: Config;
}

export async function createTestApp(
  database: Database,
  env: Record<string, string> = {},
  logStream?: LogStream,
  settings: TestSettings = {},
): Promise<TestApp> {
  const config = testConfig(env, settings);
  const mailer = recordingMailer();
  const app = await buildApp({ config, db: database, mailer, ...(logStream ? { logStream } : {}) });
  app.addHook('onClose', async () => rmSync(config.dataDir, { recursive: true, force: true }));
  return { app, mailer, config };
}

export interface TestFile {
  testDb: TestDatabase;
  app: FastifyInstance;
  mailer: RecordingMailer;
}

/** The database and app of a test file: created before its first test, closed after its last. */
export function useTestApp(): TestFile {
  const file = {} as TestFile;
  beforeAll(async () => {
    file.testDb = await createTestDatabase();
    ({ app: file.app, mailer: file.mailer } = await createTestApp(file.testDb.database));
  });
  afterAll(async () => {
    await file.app.close();
    await file.testDb.dispose();
  });
  return file;
}

/** The value of a Set-Cookie of the response, '' when it clears the cookie, undefined when absent. */
export function cookieValue(response: LightMyRequestResponse, name: string): string | undefined {
  return response.cookies.find((cookie) => cookie.name === name)?.value;
}

export function setCookie(response: LightMyRequestResponse, name: string) {
  return response.cookies.find((cookie) => cookie.name === name);
}

let counter = 0;

/** A unique, valid e-mail per call. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${counter}.${randomBytes(3).toString('hex')}@example.com`;
}

export interface SignedIn {
  userId: string;
  email: string;
  accessToken: string;
  refreshToken: string;
}

interface AuthBody {
  data: { user: { _id: string; email: string }; accessToken: string };
}

export function signedIn(response: LightMyRequestResponse): SignedIn {
  const body = response.json<AuthBody>();
  const refreshToken = cookieValue(response, 'moneta_refresh');
  if (!refreshToken) throw new Error(`no refresh cookie in ${response.statusCode} ${response.body}`);
  return {
    userId: body.data.user._id,
    email: body.data.user.email,
    accessToken: body.data.accessToken,
    refreshToken,
  };
}

export async function registerUser(
  app: FastifyInstance,
  overrides: Partial<{ username: string; email: string; password: string; userAgent: string }> = {},
): Promise<SignedIn> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: overrides.userAgent ? { 'user-agent': overrides.userAgent } : {},
    payload: {
      username: overrides.username ?? 'Ada Lovelace',
      email: overrides.email ?? uniqueEmail(),
      password: overrides.password ?? PASSWORD,
    },
  });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return signedIn(response);
}

export async function login(
  app: FastifyInstance,
  email: string,
  password = PASSWORD,
  userAgent?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: userAgent ? { 'user-agent': userAgent } : {},
    payload: { email, password },
  });
}

export function bearer(accessToken: string) {
  return { authorization: `Bearer ${accessToken}` };
}

/** The user's 'Download my data' file, parsed. */
export async function exportedData<T = Record<string, unknown>>(
  app: FastifyInstance,
  accessToken: string,
): Promise<T> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/settings/export',
    headers: bearer(accessToken),
  });
  expect(response.statusCode).toBe(200);
  return response.json<T>();
}

/** Deletes the signed-in user's account as the Danger Zone does. */
export function deleteAccount(app: FastifyInstance, accessToken: string): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'PUT',
    url: '/api/auth/deleteaccount',
    headers: bearer(accessToken),
    payload: { password: PASSWORD, confirmDeletion: 'DELETE' },
  });
}

/** The fresh proof a change that could hand the account over asks for: the password again. */
export async function reauthenticate(
  app: FastifyInstance,
  accessToken: string,
  password = PASSWORD,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/auth/reauthenticate',
    headers: bearer(accessToken),
    payload: { password },
  });
}

/**
 * Marks the user's address verified, as opening its mailed link does (email-verification.test.ts follows the
 * link itself), and forgets its verification mail, queued or sent, for tests that count the other mails.
 */
export async function markEmailVerified(
  { app, mailer }: { app: FastifyInstance; mailer: RecordingMailer },
  database: Database,
  user: { userId: string; email: string },
): Promise<void> {
  await database.db.execute(sql`update users set email_verified_at = now() where id = ${user.userId}`);
  await database.db.execute(
    sql`delete from queued_mails where kind = 'verify-email' and recipient = ${user.email}`,
  );
  // A send of it may have started already: run() waits for it.
  await app.mailQueue.run();
  const kept = mailer.sent.filter(
    (mail) => !(mail.to === user.email && mail.text.includes('/verify-email?')),
  );
  mailer.sent.splice(0, mailer.sent.length, ...kept);
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallOptions {
  /** The `timezone` header; UTC when absent. */
  timezone?: string;
  idempotencyKey?: string;
}

export interface UserCaller {
  (method: Method, path: string, payload?: unknown, options?: CallOptions): Promise<LightMyRequestResponse>;
  userId: string;
  accessToken: string;
}

/** Calls {base}{path} with the user's token and a time zone, as every client call sends one. */
export function userCallerFor(
  app: FastifyInstance,
  base: string,
  user: { userId: string; accessToken: string },
): UserCaller {
  const call = (method: Method, path: string, payload?: unknown, options: CallOptions = {}) =>
    app.inject({
      method,
      url: `${base}${path}`,
      headers: {
        ...bearer(user.accessToken),
        timezone: options.timezone ?? 'UTC',
        ...(options.idempotencyKey === undefined ? {} : { 'idempotency-key': options.idempotencyKey }),
      },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return Object.assign(call, { userId: user.userId, accessToken: user.accessToken });
}

/** The `data` of an answer of the status expected; any other status throws, naming it and the body. */
export function dataOf<T>(response: LightMyRequestResponse, status = 200): T {
  if (response.statusCode !== status) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json<{ data: T }>().data;
}

/** A person just signed up, with a caller for each of the money routes. */
export interface Person extends SignedIn {
  accounts: UserCaller;
  transactions: UserCaller;
  transfers: UserCaller;
  analytics: UserCaller;
  budgets: UserCaller;
  rules: UserCaller;
  categories: UserCaller;
}

export async function newPerson(app: FastifyInstance): Promise<Person> {
  const user = await registerUser(app);
  return {
    ...user,
    accounts: userCallerFor(app, '/api/accounts', user),
    transactions: userCallerFor(app, '/api/transaction', user),
    transfers: userCallerFor(app, '/api/transfers', user),
    analytics: userCallerFor(app, '/api/analytics', user),
    budgets: userCallerFor(app, '/api/budgets', user),
    rules: userCallerFor(app, '/api/rules', user),
    categories: userCallerFor(app, '/api/categories', user),
  };
}

/** The person's first money account ("Main", made at sign-up): where rows written straight to the table go. */
export async function mainAccountOf(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.userId, userId))
    .orderBy(asc(accounts.createdAt), asc(accounts.id))
    .limit(1);
  if (!row) throw new Error(`${userId} has no account`);
  return row.id;
}
