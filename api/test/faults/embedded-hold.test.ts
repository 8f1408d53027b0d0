// One process on an embedded database folder. Two API processes on one DATA_DIR used to both start, each with
// its own copy of the database, and the second one's acknowledged writes were lost. A second start must refuse
// with a message naming the holder; a hold left by a kill -9 is taken over by one starter only, which sees the
// first process's data; a clean stop gives the hold up. Real processes, on PGlite whatever TEST_DATABASE_URL says.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PASSWORD } from '../helpers';
import {
  bundleServer,
  killServer,
  removeBundle,
  spawnServer,
  startServer,
  waitHealthy,
  type ServerProcess,
} from './serverProcess';

const EXIT_TIMEOUT_MS = 60_000;
const dataDir = mkdtempSync(join(tmpdir(), 'moneta-hold-'));
const folder = join(dataDir, 'pglite');
let bundle = '';
const servers: ServerProcess[] = [];

beforeAll(async () => {
  bundle = await bundleServer('hold');
});

afterAll(async () => {
  await Promise.all(servers.map(killServer));
  rmSync(dataDir, { recursive: true, force: true });
  removeBundle(bundle);
});

async function spawn(): Promise<ServerProcess> {
  const server = await spawnServer({ bundle, dataDir });
  servers.push(server);
  return server;
}

/** The exit of a process expected to stop by itself: [code, signal], or a timeout naming what it printed. */
async function exitOf(server: ServerProcess): Promise<unknown[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`still running after ${EXIT_TIMEOUT_MS / 1000} s:\n${server.output()}`)),
      EXIT_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([server.exited, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function call(server: ServerProcess, path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${server.baseUrl}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', timezone: 'UTC', ...init.headers },
    signal: AbortSignal.timeout(15_000),
  });
}

async function signIn(server: ServerProcess): Promise<string> {
  const response = await call(server, '/api/auth/login', {
    method: 'POST',
    body: JSON.stringify({ email: 'holder@example.com', password: PASSWORD }),
  });
  const body = (await response.json()) as { data: { accessToken: string } };
  if (response.status !== 200) throw new Error(`login: ${response.status} ${JSON.stringify(body)}`);
  return body.data.accessToken;
}

async function descriptions(server: ServerProcess, token: string): Promise<string[]> {
  const response = await call(server, '/api/transaction/?limit=100', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { transactions: { description: string }[] } };
  return body.data.transactions.map((transaction) => transaction.description);
}

const holdFiles = () => readdirSync(dataDir).filter((name) => name.startsWith('pglite.hold.'));

test('a second process refuses the held embedded database; after a kill -9 one starter takes over and sees the data', async () => {
  const first = await startServer({ bundle, dataDir });
  servers.push(first);
  const registered = await call(first, '/api/auth/register', {
    method: 'POST',
    body: JSON.stringify({ username: 'Hold Er', email: 'holder@example.com', password: PASSWORD }),
  });
  expect(registered.status).toBe(201);
  const token = ((await registered.json()) as { data: { accessToken: string } }).data.accessToken;
  const created = await call(first, '/api/transaction/', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: JSON.stringify({
      description: 'written by the first process',
      amount: 12.5,
      type: 'Expense',
      category: 'Food',
      date: '2024-03-15',
    }),
  });
  expect(created.status).toBe(201);

  // A second start on the same folder: refused, naming the holder, before it serves anything.
  const second = await spawn();
  const [code] = await exitOf(second);
  expect(code).toBe(1);
  const pid = String(first.child.pid);
  expect(second.output()).toContain(
    `The embedded database in ${folder} is held by process ${pid} on host ${hostname()} since `,
  );
  expect(second.output()).toContain('which is still running');
  expect(await descriptions(first, token)).toEqual(['written by the first process']);

  // kill -9 leaves the hold behind: two starters race for it, and exactly one wins.
  first.child.kill('SIGKILL');
  await first.exited;
  expect(holdFiles()).toHaveLength(1);
  const racers = [await spawn(), await spawn()];
  const outcomes = await Promise.all(
    racers.map((racer) =>
      waitHealthy(racer).then(
        () => 'serving' as const,
        () => 'refused' as const,
      ),
    ),
  );
  expect([...outcomes].sort()).toEqual(['refused', 'serving']);
  const winner = racers[outcomes.indexOf('serving')]!;
  const loser = racers[outcomes.indexOf('refused')]!;
  expect((await exitOf(loser))[0]).toBe(1);
  expect(loser.output()).toContain(`is held by process ${String(winner.child.pid)} on host ${hostname()}`);
  expect(await descriptions(winner, await signIn(winner))).toEqual(['written by the first process']);

  // A clean stop gives the hold up: the next start needs no takeover.
  const stopped = winner.exited;
  winner.child.kill('SIGTERM');
  expect(await stopped).toEqual([0, null]);
  expect(holdFiles()).toEqual([]);
}, 300_000);
