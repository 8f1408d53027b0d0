// Two API instances behind nginx on one PostgreSQL database and one Redis, started by deploy/run-local.mjs as
// real processes on loopback ports: what the instances share holds across them. A session started on one
// refreshes on the other, the sign-in limit counts both, due jobs run once, and a kill -9 of one instance during
// 1,000 concurrent writes through the proxy loses no acknowledged write and lands none twice. Runs in the
// PostgreSQL pass of the API suite, with TEST_REDIS_URL and nginx (.ci/run provides all three).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import { recurringRules, transactions } from '../src/db/schema';
import { bundleServer, removeBundle } from './faults/serverProcess';
import {
  API_ROOT,
  createTestDatabase,
  PASSWORD,
  uniqueEmail,
  type TestDatabase,
  mainAccountOf,
} from './helpers';
import { daysAgo } from './transaction-fixtures';

const RUN_LOCAL = join(API_ROOT, '..', 'deploy', 'run-local.mjs');
const PROXY_PORT = 8410;
const ORIGIN = `http://localhost:${PROXY_PORT}`;
/** Sign-in attempts per address and e-mail per minute, counted in Redis by both instances. */
const LOGIN_LIMIT = 8;
const JOB_INTERVAL_MS = 250;
const WRITES = 1000;
// A database of Redis's own, so that these instances' counts never meet another test's.
const REDIS_DB = 9;

// As deploy/run-local.mjs finds it: NGINX, else on PATH or in Debian's /usr/sbin.
const nginxPresent = [process.env.NGINX, 'nginx', '/usr/sbin/nginx'].some(
  (binary) => binary && spawnSync(binary, ['-v'], { stdio: 'ignore' }).status === 0,
);
const enabled = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL && nginxPresent);
const describeTopology = enabled ? describe : describe.skip;

interface Topology {
  proxyUrl: string;
  dataDir: string;
  instances: Array<{ url: string; pid: number }>;
}

jest.setTimeout(120_000);

let testDb: TestDatabase | undefined;
let bundle = '';
let runner: ChildProcess | undefined;
let topology: Topology;
let runnerOutput = '';

const db = () => {
  if (!testDb) throw new Error('no database');
  return testDb.database.db;
};

function redisUrl(): string {
  const url = new URL(process.env.TEST_REDIS_URL ?? '');
  url.pathname = `/${REDIS_DB}`;
  return url.toString();
}

/** Starts deploy/run-local.mjs and resolves with the JSON line it prints once nginx and both instances answer. */
async function startTopology(databaseUrl: string): Promise<Topology> {
  runner = spawn(
    process.execPath,
    [RUN_LOCAL, '--until-stdin-closes', '--proxy-port', String(PROXY_PORT), '--server', bundle],
    {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl(),
        JWT_SECRET: randomUUID() + randomUUID(),
        RATE_LIMIT_MAX: String(LOGIN_LIMIT),
        RATE_LIMIT_ADDRESS_MAX: '100000',
        RATE_LIMIT_ACCOUNT_FAILURES: '1000',
        RECURRING_INTERVAL_MS: String(JOB_INTERVAL_MS),
        REMINDER_DELIVERY_INTERVAL_MS: String(JOB_INTERVAL_MS),
        MAIL_QUEUE_INTERVAL_MS: String(JOB_INTERVAL_MS),
        SMTP_URL: '',
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  runner.stderr?.setEncoding('utf8').on('data', (chunk: string) => (runnerOutput += chunk));
  const exited = once(runner, 'exit').then(() => {
    throw new Error(`deploy/run-local.mjs exited:\n${runnerOutput}`);
  });
  const firstLine = (async () => {
    for await (const line of createInterface({ input: runner!.stdout! })) return JSON.parse(line) as Topology;
    throw new Error(`deploy/run-local.mjs printed nothing:\n${runnerOutput}`);
  })();
  return Promise.race([firstLine, exited]);
}

beforeAll(async () => {
  if (!enabled) return;
  bundle = await bundleServer('multi');
  testDb = await createTestDatabase({ migrated: false });
  topology = await startTopology(testDb.url ?? '');
  // The bundle, then run-local.mjs's own deadline for the instances and nginx (150 s).
}, 240_000);

afterAll(async () => {
  if (runner && runner.exitCode === null) {
    const exited = once(runner, 'exit');
    runner.kill('SIGTERM');
    await exited;
  }
  await testDb?.dispose();
  if (bundle) removeBundle(bundle);
});

const json = { 'content-type': 'application/json' };

async function register(baseUrl: string) {
  const email = uniqueEmail('multi');
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username: 'Two Instances', email, password: PASSWORD }),
  });
  const body = (await response.json()) as { data: { accessToken: string; user: { _id: string } } };
  if (response.status !== 201) throw new Error(`register: ${response.status} ${JSON.stringify(body)}`);
  return {
    email,
    userId: body.data.user._id,
    accessToken: body.data.accessToken,
    cookie: refreshCookie(response),
  };
}

function refreshCookie(response: Response): string {
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('moneta_refresh='));
  if (!cookie) throw new Error(`no refresh cookie (${response.status})`);
  return cookie.split(';')[0] ?? '';
}

const refresh = (baseUrl: string, cookie: string) =>
  fetch(`${baseUrl}/api/auth/refresh`, { method: 'POST', headers: { cookie, origin: ORIGIN } });

const login = (baseUrl: string, email: string, password: string) =>
  fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password }),
  });

const authorized = (token: string) => ({ authorization: `Bearer ${token}`, timezone: 'UTC' });

const instanceUrl = (index: number) => topology.instances[index]?.url ?? '';

describeTopology('two API instances behind nginx', () => {
  it('refreshes a session started on one instance through the other, and refuses its spent token on both', async () => {
    const user = await register(instanceUrl(0));
    const rotated = await refresh(instanceUrl(1), user.cookie);
    expect(rotated.status).toBe(200);
    const { data } = (await rotated.json()) as { data: { accessToken: string } };
    const list = await fetch(`${instanceUrl(0)}/api/transaction/`, { headers: authorized(data.accessToken) });
    expect(list.status).toBe(200);
    // Once the owner has used its successor, the token the first refresh spent is refused by the instance that
    // never saw it.
    expect((await refresh(instanceUrl(0), refreshCookie(rotated))).status).toBe(200);
    expect((await refresh(instanceUrl(0), user.cookie)).status).toBe(401);
  });

  it('counts failed sign-ins on both instances toward one limit', async () => {
    const { email } = await register(topology.proxyUrl);
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= LOGIN_LIMIT; attempt += 1) {
      const response = await login(instanceUrl(attempt % 2), email, 'Wrong-password1!');
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array<number>(LOGIN_LIMIT).fill(401), 429]);
    // The other instance refuses the next one too, even with the right password.
    expect((await login(instanceUrl(LOGIN_LIMIT % 2 === 0 ? 1 : 0), email, PASSWORD)).status).toBe(429);
  });

  it('creates due recurring occurrences and mails due reminders once, with both instances running the jobs', async () => {
    const user = await register(topology.proxyUrl);
    await db().execute(sql`update users set email_verified_at = now() where id = ${user.userId}`);
    const rules = 20;
    const days = 10;
    const accountId = await mainAccountOf(db(), user.userId);
    const templates = await db()
      .insert(transactions)
      .values(
        Array.from({ length: rules }, (_, index) => ({
          userId: user.userId,
          accountId,
          description: `Rule ${index}`,
          amountMinor: -100 - index,
          type: 'Expense' as const,
          category: 'Utilities' as const,
          date: daysAgo(days),
        })),
      )
      .returning();
    await db()
      .insert(recurringRules)
      .values(
        templates.map((template) => ({
          userId: user.userId,
          transactionId: template.id,
          frequency: 'daily' as const,
          anchorDate: template.date,
          nextDate: daysAgo(days - 1),
        })),
      );
    const reminders = 10;
    const dueAt = new Date(Math.ceil(Date.now() / 1000) * 1000 + 2000).toISOString();
    for (let index = 0; index < reminders; index += 1) {
      const response = await fetch(`${topology.proxyUrl}/api/reminders/`, {
        method: 'POST',
        headers: { ...json, ...authorized(user.accessToken) },
        body: JSON.stringify({ title: `Bill ${index}`, date: dueAt }),
      });
      expect(response.status).toBe(201);
    }

    const occurrences = async () => {
      const result = await db().execute(
        sql`select count(*)::int as total, count(distinct (recurring_rule_id, occurrence_date))::int as distinct_days
            from transactions where user_id = ${user.userId} and occurrence_date is not null`,
      );
      return (result as unknown as { rows: Array<{ total: number; distinct_days: number }> }).rows[0];
    };
    // The registration's verification mail, then one mail per reminder.
    const mailsTo = () =>
      readdirSync(join(topology.dataDir, 'outbox')).filter((file) =>
        readFileSync(join(topology.dataDir, 'outbox', file), 'utf8').includes(`To: ${user.email}`),
      ).length;
    const expected = { total: rules * days, distinct_days: rules * days };
    await waitFor(async () => (await occurrences())?.total === expected.total && mailsTo() === reminders + 1);
    // Both instances run each job every 250 ms: ten more rounds each send and create nothing more.
    await new Promise((done) => setTimeout(done, 10 * JOB_INTERVAL_MS));
    expect(await occurrences()).toEqual(expected);
    expect(mailsTo()).toBe(reminders + 1);
    const deliveries = await db().execute(
      sql`select d.attempts, d.sent_at is not null as sent from reminder_deliveries d
          join reminders r on r.id = d.reminder_id where r.user_id = ${user.userId}`,
    );
    expect((deliveries as unknown as { rows: unknown[] }).rows).toEqual(
      Array.from({ length: reminders }, () => ({ attempts: 1, sent: true })),
    );
  });

  it('loses no acknowledged write and lands none twice when an instance is killed with kill -9 during 1,000 writes', async () => {
    const { accessToken, userId } = await register(topology.proxyUrl);
    const [first] = topology.instances;
    if (!first) throw new Error('no instance');
    const victim = first.pid;
    let acknowledged = 0;
    let killed: Promise<void> | undefined;
    const killAt = WRITES / 3;

    /** One write as a client sends it: retried with the same Idempotency-Key until the proxy answers it. */
    async function write(index: number): Promise<number> {
      const key = randomUUID();
      const body = JSON.stringify({
        description: `Write ${index}`,
        amount: 12.34,
        type: 'Expense',
        category: 'Food',
        date: '2024-03-15',
      });
      for (let attempt = 0; ; attempt += 1) {
        const status = await fetch(`${topology.proxyUrl}/api/transaction/`, {
          method: 'POST',
          headers: { ...json, ...authorized(accessToken), 'idempotency-key': key },
          body,
          signal: AbortSignal.timeout(30_000),
        }).then(
          async (response) => {
            await response.arrayBuffer();
            return response.status;
          },
          () => 0,
        );
        if (![0, 502, 503, 504].includes(status)) {
          acknowledged += status === 201 || status === 200 ? 1 : 0;
          if (acknowledged >= killAt) killed ??= killInstance(victim);
          return status;
        }
        if (attempt > 20) throw new Error(`write ${index} still unanswered after ${attempt} retries`);
        await new Promise((done) => setTimeout(done, 50 * 2 ** Math.min(attempt, 5)));
      }
    }

    const statuses = await Promise.all(Array.from({ length: WRITES }, (_, index) => write(index)));
    await killed;
    expect(killed).toBeDefined();
    expect(statuses.filter((status) => status !== 201 && status !== 200)).toEqual([]);
    const result = await db().execute(
      sql`select count(*)::int as total, count(distinct description)::int as distinct_writes
          from transactions where user_id = ${userId}`,
    );
    expect((result as unknown as { rows: unknown[] }).rows[0]).toEqual({
      total: WRITES,
      distinct_writes: WRITES,
    });
  });
});

async function killInstance(pid: number): Promise<void> {
  process.kill(pid, 'SIGKILL');
  await waitFor(async () => {
    try {
      process.kill(pid, 0);
      return false;
    } catch {
      return true;
    }
  });
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs / 1000} s`);
    await new Promise((done) => setTimeout(done, 100));
  }
}
