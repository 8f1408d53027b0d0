// kill -9 of the API during concurrent writes: the server, a child process, is killed while
// transaction creates are in flight, then started again on the same PGlite folder or PostgreSQL database. It
// must come up by itself, without errors in its log, and list every create it acknowledged, once; a create it
// never answered may or may not have landed. The second burst, killed the same way, resends the first one's
// unanswered creates with their Idempotency-Keys, as the PWA's outbox does: none may land twice.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TransactionList } from '@moneta/shared/contract';
import { createTestDatabase, PASSWORD, type TestDatabase } from '../helpers';
import {
  bundleServer,
  killServer,
  removeBundle,
  startServer as startBundledServer,
  troubleIn,
  type ServerProcess as Server,
} from './serverProcess';

const WRITES = 1000;
const IN_FLIGHT = 50;

interface Write {
  description: string;
  key: string;
}

interface Burst {
  acknowledged: Set<string>;
  inFlightAtKill: number;
}

const dataDir = mkdtempSync(join(tmpdir(), 'moneta-kill-'));
let bundle = '';
let testDb: TestDatabase | undefined;
let server: Server | undefined;

beforeAll(async () => {
  bundle = await bundleServer('kill');
  if (process.env.TEST_DATABASE_URL) testDb = await createTestDatabase({ migrated: false });
});

afterAll(async () => {
  await killServer(server);
  await testDb?.dispose();
  rmSync(dataDir, { recursive: true, force: true });
  removeBundle(bundle);
});

/** Starts the bundled server on the test's database and waits until /api/health answers 200. */
const startServer = () =>
  startBundledServer({ bundle, dataDir, ...(testDb?.url ? { databaseUrl: testDb.url } : {}) });

async function register(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'Kill Nine', email: 'kill.nine@example.com', password: PASSWORD }),
  });
  const body = (await response.json()) as { data: { accessToken: string } };
  if (response.status !== 201) throw new Error(`register: ${response.status} ${JSON.stringify(body)}`);
  return body.data.accessToken;
}

function post(baseUrl: string, token: string, write: Write): Promise<Response> {
  return fetch(`${baseUrl}/api/transaction/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      timezone: 'UTC',
      'idempotency-key': write.key,
    },
    body: JSON.stringify({
      description: write.description,
      amount: 12.34,
      type: 'Expense',
      category: 'Food',
      date: '2024-03-15',
    }),
  });
}

/**
 * Sends `writes`, IN_FLIGHT at a time, and kills the server with SIGKILL once half of them are acknowledged
 * (201 received). A 503 (a pool wait past its bound on a busy machine) is an answer, not an acknowledgement.
 */
async function burstUntilKilled(target: Server, token: string, writes: Write[]): Promise<Burst> {
  const acknowledged = new Set<string>();
  let next = 0;
  let inFlight = 0;
  let inFlightAtKill = 0;
  let killed = false;
  const send = async (): Promise<void> => {
    while (!killed && next < writes.length) {
      const write = writes[next]!;
      next += 1;
      inFlight += 1;
      try {
        const response = await post(target.baseUrl, token, write);
        if (response.status === 201) acknowledged.add(write.description);
        else if (response.status !== 503)
          throw new Error(`create: ${response.status} ${await response.text()}`);
        await response.arrayBuffer();
      } catch (error) {
        // After the kill, requests in flight fail with the connection: those were never acknowledged.
        if (!killed) throw error;
      } finally {
        inFlight -= 1;
      }
      if (!killed && acknowledged.size >= writes.length / 2) {
        killed = true;
        inFlightAtKill = inFlight;
        target.child.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, send));
  if (!killed) throw new Error(`only ${acknowledged.size} of ${writes.length} creates acknowledged`);
  await target.exited;
  return { acknowledged, inFlightAtKill };
}

async function listDescriptions(baseUrl: string, token: string): Promise<string[]> {
  const descriptions: string[] = [];
  for (let page = 1; ; page += 1) {
    const response = await fetch(`${baseUrl}/api/transaction/?limit=100&page=${page}`, {
      headers: { authorization: `Bearer ${token}`, timezone: 'UTC' },
    });
    if (response.status !== 200) throw new Error(`list: ${response.status} ${await response.text()}`);
    const { data } = (await response.json()) as { data: TransactionList };
    descriptions.push(...data.transactions.map((transaction) => transaction.description));
    if (page >= data.pagination.totalPages) return descriptions;
  }
}

/**
 * Checks the restarted server's log and that it lists each acknowledged create once; resolves with the
 * unacknowledged creates that landed all the same.
 */
async function checkAfterRestart(
  restarted: Server,
  token: string,
  acknowledged: Set<string>,
  sent: Write[],
): Promise<string[]> {
  const listed = await listDescriptions(restarted.baseUrl, token);
  expect(troubleIn(restarted.output())).toEqual([]);
  const landed = new Set(listed);
  expect(listed.length).toBe(landed.size);
  expect([...acknowledged].filter((description) => !landed.has(description))).toEqual([]);
  return sent
    .filter((write) => !acknowledged.has(write.description) && landed.has(write.description))
    .map((write) => write.description);
}

test(`kill -9 during ${WRITES} concurrent creates, then during their retries: every acknowledged create survives the restart`, async () => {
  server = await startServer();
  const token = await register(server.baseUrl);

  const first = Array.from({ length: WRITES }, (_, index) => ({
    description: `create ${String(index).padStart(4, '0')}`,
    key: randomUUID(),
  }));
  const firstBurst = await burstUntilKilled(server, token, first);
  expect(firstBurst.inFlightAtKill).toBeGreaterThan(0);
  server = await startServer();
  const landedUnacknowledged = await checkAfterRestart(server, token, firstBurst.acknowledged, first);

  const unanswered = first.filter((write) => !firstBurst.acknowledged.has(write.description));
  const secondBurst = await burstUntilKilled(server, token, unanswered);
  expect(secondBurst.inFlightAtKill).toBeGreaterThan(0);
  const acknowledged = new Set([...firstBurst.acknowledged, ...secondBurst.acknowledged]);
  server = await startServer();
  const landedAfterSecond = await checkAfterRestart(server, token, acknowledged, first);

  process.stdout.write(
    `kill -9 on ${testDb ? 'PostgreSQL' : 'PGlite'}: ${firstBurst.acknowledged.size} then ` +
      `${secondBurst.acknowledged.size} creates acknowledged before the kills, ${firstBurst.inFlightAtKill} and ` +
      `${secondBurst.inFlightAtKill} in flight; unacknowledged creates that landed: ` +
      `${landedUnacknowledged.length} after the first, ${landedAfterSecond.length} after the second\n`,
  );

  const stopped = server.exited;
  server.child.kill('SIGTERM');
  expect(await stopped).toEqual([0, null]);
}, 180_000);
