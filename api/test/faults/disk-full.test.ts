// A full disk costs writes, not the service. On a nearly full disk the API used to answer writes with 500 until
// PGlite, failing to create its next log segment, spun forever on the server's thread: nothing answered, health
// included, even once space returned. Here DATA_DIR is a small tmpfs filled up to just above the reserve: writes
// go on until they are refused with 507 and the disk-full message, every acknowledged write is listed and
// nothing else, reads and health answer (health says the disk is full), and once the filler file is deleted
// writes are accepted again without a restart. Needs root (mount); skipped with the reason otherwise.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MESSAGES } from '@moneta/shared/contract';
import { PASSWORD } from '../helpers';
import { bundleServer, killServer, removeBundle, startServer, type ServerProcess } from './serverProcess';

const MOUNT_SIZE = '96m';
const RESERVE_MB = 24;
/** Room left above the reserve when the writes start: filled by about a thousand creates. */
const MARGIN_BYTES = 1.5 * 1024 * 1024;
const IN_FLIGHT = 8;
const MAX_WRITES = 20_000;
const WRITE_PHASE_MS = 180_000;
const RESUME_TIMEOUT_MS = 30_000;

const root = mkdtempSync(join(tmpdir(), 'moneta-disk-full-'));
const mountPoint = join(root, 'disk');
mkdirSync(mountPoint);

/** Mounts the tmpfs; answers why the test cannot run when it cannot. */
function mountTmpfs(): string | undefined {
  if (process.getuid?.() !== 0) return 'not root: mounting a tmpfs needs root';
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${MOUNT_SIZE}`, 'tmpfs', mountPoint], {
      stdio: 'pipe',
    });
    return undefined;
  } catch (error) {
    return `mount refused: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
  }
}

const skipReason = mountTmpfs();
if (skipReason) process.stdout.write(`disk-full fault test skipped (${skipReason})\n`);
const dataDir = join(mountPoint, 'data');
const filler = join(mountPoint, 'filler');
let bundle = '';
let server: ServerProcess | undefined;

beforeAll(async () => {
  if (!skipReason) bundle = await bundleServer('disk-full');
});

afterAll(async () => {
  await killServer(server);
  if (!skipReason) execFileSync('umount', [mountPoint]);
  rmSync(root, { recursive: true, force: true });
  if (bundle) removeBundle(bundle);
});

const freeBytes = () => {
  const stats = statfsSync(mountPoint);
  return stats.bavail * stats.bsize;
};

interface Answer {
  status: number;
  body: { success: boolean; message?: string; data?: unknown };
  retryAfter: string | null;
}

async function call(path: string, init: RequestInit = {}): Promise<Answer> {
  if (!server) throw new Error('no server');
  const response = await fetch(`${server.baseUrl}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', timezone: 'UTC', ...init.headers },
    signal: AbortSignal.timeout(15_000),
  });
  return {
    status: response.status,
    body: (await response.json()) as Answer['body'],
    retryAfter: response.headers.get('retry-after'),
  };
}

const create = (token: string, description: string) =>
  call('/api/transaction/', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: JSON.stringify({
      description,
      amount: 9.99,
      type: 'Expense',
      category: 'Food',
      date: '2024-03-15',
      // Random, so that it takes its size on disk (PostgreSQL compresses repeated text).
      notes: randomBytes(600).toString('base64'),
    }),
  });

async function listDescriptions(token: string): Promise<string[]> {
  const descriptions: string[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await call(`/api/transaction/?limit=100&page=${page}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.status).toBe(200);
    const data = answer.body.data as {
      transactions: { description: string }[];
      pagination: { totalPages: number };
    };
    descriptions.push(...data.transactions.map((transaction) => transaction.description));
    if (page >= data.pagination.totalPages) return descriptions;
  }
}

(skipReason ? test.skip : test)(
  'a full disk refuses writes with 507, keeps reads and health answering, and writes resume once space returns',
  async () => {
    server = await startServer({
      bundle,
      dataDir,
      env: {
        DISK_RESERVE_MB: String(RESERVE_MB),
        RATE_LIMIT_MAX: '100000',
        RATE_LIMIT_ADDRESS_MAX: '100000',
      },
    });
    const registered = await call('/api/auth/register', {
      method: 'POST',
      body: JSON.stringify({ username: 'Full Disk', email: 'full.disk@example.com', password: PASSWORD }),
    });
    expect(registered.status).toBe(201);
    const token = (registered.body.data as { accessToken: string }).accessToken;
    const reserve = RESERVE_MB * 1024 * 1024;
    writeFileSync(filler, Buffer.alloc(Math.max(0, freeBytes() - reserve - MARGIN_BYTES)));

    // Writes until the first refusal; the ones in flight then are answered one way or the other.
    const acknowledged = new Set<string>();
    const unexpected: string[] = [];
    let refusal: Answer | undefined;
    let next = 0;
    const deadline = Date.now() + WRITE_PHASE_MS;
    const writer = async () => {
      while (!refusal && next < MAX_WRITES && Date.now() < deadline && unexpected.length === 0) {
        const description = `write ${String(next).padStart(5, '0')}`;
        next += 1;
        const answer = await create(token, description);
        if (answer.status === 201) acknowledged.add(description);
        else if (answer.status === 507) refusal = answer;
        else unexpected.push(`${answer.status} ${JSON.stringify(answer.body)}`);
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, writer));
    expect(unexpected).toEqual([]);
    expect(refusal).toEqual({
      status: 507,
      body: { success: false, message: MESSAGES.diskFull },
      retryAfter: expect.stringMatching(/^\d+$/),
    });
    expect(acknowledged.size).toBeGreaterThan(0);

    // Reads and health answer; health says the disk is full; writes stay refused.
    expect(await call('/api/health')).toMatchObject({
      status: 200,
      body: {
        success: true,
        message: MESSAGES.diskFull,
        data: { status: 'degraded', database: 'up', disk: 'full' },
      },
    });
    const listed = await listDescriptions(token);
    expect(listed.length).toBe(new Set(listed).size);
    expect(new Set(listed)).toEqual(acknowledged);
    expect((await create(token, 'while full')).status).toBe(507);

    // Space returns: writes are accepted again, without a restart.
    rmSync(filler);
    const resumeBy = Date.now() + RESUME_TIMEOUT_MS;
    let resumed = await create(token, 'after space returned');
    while (resumed.status === 507 && Date.now() < resumeBy) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      resumed = await create(token, 'after space returned');
    }
    expect(resumed.status).toBe(201);
    expect(await call('/api/health')).toMatchObject({
      status: 200,
      body: { success: true, data: { status: 'ok', database: 'up', disk: 'ok' } },
    });
    expect(await listDescriptions(token)).toContain('after space returned');

    process.stdout.write(
      `disk full: ${acknowledged.size} creates acknowledged before the first 507, ` +
        `${(freeBytes() / 1024 / 1024).toFixed(1)} MiB free after the filler was deleted\n`,
    );
    const stopped = server.exited;
    server.child.kill('SIGTERM');
    expect(await stopped).toEqual([0, null]);
  },
  300_000,
);
