// pnpm bench:api:instances: the deployment of deploy/ (nginx in front of the API on PostgreSQL and Redis) with two
// instances, then with one behind the same proxy, on the same database and machine in the same run: req/s and
// p50/p95 of the transaction list (page 1) and the dashboard at 100,000 rows. Figures, not a test.
//
//   node bench/instances.mjs [--duration 10]
//
// PostgreSQL: a fresh database on BENCH_DATABASE_URL (else TEST_DATABASE_URL), dropped afterwards. Redis:
// BENCH_REDIS_URL (else TEST_REDIS_URL), its database 11; without either each instance counts its limits alone.
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { startTopology } from '../../deploy/run-local.mjs';
import { benchArgs, log } from './cli.mjs';
import { adminUrl, withFreshDatabase, withPostgres } from './databases.mjs';
import { measure, scenarios } from './load.mjs';
import { ms, table } from './report.mjs';
import { seedTransactions } from './seed.mjs';
import { API_ROOT, registerUsers, signIn } from './server.mjs';

const ROWS = 100_000;
const MEASURED = ['List, page 1', 'Dashboard'];
const PROXY_PORT = 8400;
const REDIS_DB = 11;

const { duration } = benchArgs(10);

function redisUrl() {
  const base = process.env.BENCH_REDIS_URL || process.env.TEST_REDIS_URL;
  if (!base) return undefined;
  const url = new URL(base);
  url.pathname = `/${REDIS_DB}`;
  return url.toString();
}

/** Starts the topology with `instances` instances on `databaseUrl`, runs `work(proxyUrl)`, stops it. */
async function withTopology(databaseUrl, instances, work) {
  const topology = await startTopology({
    databaseUrl,
    redisUrl: redisUrl(),
    proxyPort: PROXY_PORT,
    instances,
    server: join(API_ROOT, 'dist', 'server.js'),
    env: { RATE_LIMIT_MAX: '100000', RATE_LIMIT_ADDRESS_MAX: '1000000' },
  });
  try {
    return await work(topology.proxyUrl);
  } finally {
    await topology.stop();
  }
}

async function measureThrough(proxyUrl, label) {
  const token = await signIn(proxyUrl, 0);
  const results = [];
  for (const scenario of scenarios().filter((item) => MEASURED.includes(item.name))) {
    log(`  ${label}: ${scenario.name}`);
    results.push({ scenario, result: await measure(proxyUrl, token, scenario, duration) });
  }
  return results;
}

async function main() {
  const serverUrl = adminUrl();
  if (!serverUrl) throw new Error('set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server');
  log(
    `Two instances against one behind nginx, ${ROWS.toLocaleString('en-US')} rows, ${duration} s per figure`,
  );
  log(`load average before: ${loadavg()[0].toFixed(2)}`);
  const runs = await withFreshDatabase(serverUrl, async (databaseUrl) => {
    const two = await withTopology(databaseUrl, 2, async (proxyUrl) => {
      const [userId] = await registerUsers(proxyUrl, 1);
      await withPostgres(databaseUrl, (query) => seedTransactions(query, [userId], [ROWS], log));
      return measureThrough(proxyUrl, 'two instances');
    });
    const one = await withTopology(databaseUrl, 1, (proxyUrl) => measureThrough(proxyUrl, 'one instance'));
    return { two, one };
  });
  const rows = runs.two.map(({ scenario, result }, index) => {
    const single = runs.one[index]?.result;
    const cells = (figures) => [
      figures.requestsPerSecond.toFixed(0),
      `${ms(figures.p50)} / ${ms(figures.p95)}`,
      String(figures.errors),
    ];
    return [scenario.name, ...cells(single), ...cells(result)];
  });
  log('');
  log(
    table(
      [
        'Through nginx',
        'One instance req/s',
        'One: p50 / p95 ms',
        'One: errors',
        'Two instances req/s',
        'Two: p50 / p95 ms',
        'Two: errors',
      ],
      rows,
    ),
  );
  log(`load average after: ${loadavg()[0].toFixed(2)}`);
}

await main();
