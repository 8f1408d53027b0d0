// pnpm bench:api: the transaction API at 100,000 rows on the built server (dist/server.js), on PGlite and on
// PostgreSQL. Figures for docs/performance.md, not a test: it never fails on time.
//
//   node bench/run.mjs [--duration 20] [--big] [--db pglite|postgres|both] [--only text] [--cpu-prof dir]
//
// --only measures the scenarios whose name or path holds `text` (case-insensitive; several, comma-separated), e.g.
// --only /analytics/,/api/budgets.
// --big seeds 1,000,000 rows across 100 users (the measured user keeps 100,000). PostgreSQL runs in a fresh
// database on the server of BENCH_DATABASE_URL (else TEST_DATABASE_URL), dropped afterwards; without either
// it is skipped.
// --cpu-prof writes the measured server's CPU profile (node --cpu-prof) into `dir`, one file per database, to
// open in Chrome's DevTools or read with a script.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { timeExport, timeImport } from './csv.mjs';
import { benchArgs, log } from './cli.mjs';
import { adminUrl, withFreshDatabase, withPglite, withPostgres } from './databases.mjs';
import { measure, scenarios } from './load.mjs';
import { databaseTable, summaryTable } from './report.mjs';
import { seedBudgets, seedGoals, seedTransactions } from './seed.mjs';
import { registerUsers, signIn, startServer } from './server.mjs';

const MEASURED_ROWS = 100_000;
const BIG_ROWS = 1_000_000;
const BIG_USERS = 100;
const IMPORT_ROWS = 10_000;

const args = benchArgs(20, {
  big: { type: 'boolean', default: false },
  only: { type: 'string' },
  'cpu-prof': { type: 'string' },
});
const cpuProfileDir = args['cpu-prof'];
const { duration } = args;

/** How many rows each user gets: the measured user (index 0) 100,000, the others share the rest. */
function rowCounts() {
  if (!args.big) return [MEASURED_ROWS];
  const others = BIG_USERS - 1;
  const rest = BIG_ROWS - MEASURED_ROWS;
  return [
    MEASURED_ROWS,
    ...Array.from({ length: others }, (_, i) => Math.floor(rest / others) + (i < rest % others ? 1 : 0)),
  ];
}

/** The measured user's budgets, set through the API once the users exist. */
async function addBudgets(baseUrl) {
  const status = await seedBudgets(baseUrl, await signIn(baseUrl, 0));
  if (status !== 200) log(`  budgets not set: PUT /api/budgets answered ${status}`);
}

/** Everything measured on one running server, for the user at index 0. */
async function measureServer(server, kind, counts, seedMs) {
  const token = await signIn(server.baseUrl, 0);
  // Other work on the machine shows in every figure: the load average says how much there was.
  const loadAverage = loadavg()[0];
  const results = [];
  const only = args.only?.toLowerCase().split(',');
  const chosen = scenarios().filter((scenario) => {
    const text = `${scenario.name} ${scenario.path}`.toLowerCase();
    return !only || only.some((part) => text.includes(part));
  });
  for (const scenario of chosen) {
    log(`  ${scenario.name} (${duration} s)`);
    results.push({ scenario, result: await measure(server.baseUrl, token, scenario, duration) });
  }
  log('  CSV export');
  const exportPlain = await timeExport(server, token);
  const exportGzip = await timeExport(server, token, 'gzip');
  log(`  import of ${IMPORT_ROWS.toLocaleString('en-US')} rows`);
  const importRun = await timeImport(server.baseUrl, token, IMPORT_ROWS);
  const run = {
    scenarios: results,
    exportPlain,
    exportGzip,
    importRun,
    seedMs,
    loadAverage,
    rows: counts.reduce((sum, count) => sum + count, 0),
    measuredRows: counts[0],
  };
  log(`\n${databaseTable(kind, run)}\n`);
  return run;
}

/**
 * PGlite: one process owns the data folder at a time. The server migrates it and registers the users, stops;
 * the rows are loaded straight into the folder; the server starts again on it and is measured.
 */
async function benchPglite(counts) {
  const root = mkdtempSync(join(tmpdir(), 'moneta-bench-'));
  const options = { dataDir: join(root, 'data'), staticRoot: join(root, 'static') };
  try {
    log('PGlite: registering users');
    let server = await startServer(options);
    const userIds = await registerUsers(server.baseUrl, counts.length);
    await addBudgets(server.baseUrl);
    await server.stop();

    log('PGlite: seeding');
    const seedMs = await withPglite(options.dataDir, async (query) => {
      await seedGoals(query, userIds[0]);
      return seedTransactions(query, userIds, counts, log);
    });

    log('PGlite: measuring');
    server = await startServer({ ...options, cpuProfileDir });
    try {
      return await measureServer(server, 'pglite', counts, seedMs);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

async function benchPostgres(serverUrl, counts) {
  const root = mkdtempSync(join(tmpdir(), 'moneta-bench-'));
  try {
    return await withFreshDatabase(serverUrl, async (url, name) => {
      log(`PostgreSQL (database ${name}): registering users`);
      const server = await startServer({
        dataDir: join(root, 'data'),
        staticRoot: join(root, 'static'),
        databaseUrl: url,
        cpuProfileDir,
      });
      try {
        const userIds = await registerUsers(server.baseUrl, counts.length);
        await addBudgets(server.baseUrl);
        log('PostgreSQL: seeding');
        const seedMs = await withPostgres(url, async (query) => {
          await seedGoals(query, userIds[0]);
          return seedTransactions(query, userIds, counts, log);
        });
        log('PostgreSQL: measuring');
        return await measureServer(server, 'postgres', counts, seedMs);
      } finally {
        await server.stop();
      }
    });
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

async function main() {
  const counts = rowCounts();
  const runs = {};
  if (args.db !== 'postgres') runs.pglite = await benchPglite(counts);
  const serverUrl = adminUrl();
  if (args.db !== 'pglite') {
    if (serverUrl) runs.postgres = await benchPostgres(serverUrl, counts);
    else
      log(
        'PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a server to create a database on.',
      );
  }
  if (Object.keys(runs).length > 0) log(`Markdown for the README:\n\n${summaryTable(runs, duration)}\n`);
}

await main();
