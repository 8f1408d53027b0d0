// pnpm bench:load: 100 users at once on the built server (dist/server.js), each signed in with a token of their
// own and doing the mix of calls that the screens make (users-load.mjs), for 60 s, on PGlite and on
// PostgreSQL. Figures, not a test of speed: it exits non-zero only when a call was not answered with a 2xx
// (a 5xx above all), as none should be.
//
//   node bench/users.mjs [--duration 60] [--users 100] [--db pglite|postgres|both]
//
// Each user has 500 transactions over three years, 3 goals and 5 monthly budgets. PostgreSQL runs in a fresh
// database on the server of BENCH_DATABASE_URL (else TEST_DATABASE_URL), dropped afterwards; without either it
// is skipped.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchArgs, log } from './cli.mjs';
import { adminUrl, withFreshDatabase, withPglite, withPostgres } from './databases.mjs';
import { runGenerator } from './load.mjs';
import { failedCalls, LABELS, usersTable } from './report.mjs';
import { seedBudgets, seedGoals, seedTransactions } from './seed.mjs';
import { registerUsers, signIn, startServer } from './server.mjs';

const USERS_LOAD = fileURLToPath(new URL('users-load.mjs', import.meta.url));
const ROWS_PER_USER = 500;
const GOALS_PER_USER = 3;

const args = benchArgs(60, { users: { type: 'string', default: '100' } });
const { duration } = args;
const userCount = Number(args.users);
if (!Number.isInteger(userCount) || userCount < 1) throw new Error('--users must be a whole number');

/**
 * One database's run. The users are registered on a server with the rate limits lifted (registration is
 * limited per IP, and here every user shares 127.0.0.1), which then stops so that the rows can be loaded
 * (PGlite's folder has one owner at a time). The measured server keeps the production limits: the users sign
 * in on it (the limit there is per IP and e-mail), and no call of the mix is limited.
 */
async function benchDatabase(kind, databaseUrl) {
  const label = LABELS[kind];
  const root = mkdtempSync(join(tmpdir(), 'moneta-bench-'));
  const options = { dataDir: join(root, 'data'), staticRoot: join(root, 'static'), databaseUrl };
  try {
    log(`${label}: registering ${userCount} users`);
    let server = await startServer(options);
    const userIds = await registerUsers(server.baseUrl, userCount);
    await server.stop();

    log(`${label}: seeding`);
    const withDatabase = databaseUrl
      ? (seed) => withPostgres(databaseUrl, seed)
      : (seed) => withPglite(options.dataDir, seed);
    await withDatabase(async (query) => {
      for (const userId of userIds) await seedGoals(query, userId, GOALS_PER_USER);
      await seedTransactions(
        query,
        userIds,
        userIds.map(() => ROWS_PER_USER),
        log,
      );
    });

    server = await startServer({ ...options, productionLimits: true });
    try {
      log(`${label}: signing in, setting budgets`);
      const tokens = [];
      for (const index of userIds.keys()) {
        const token = await signIn(server.baseUrl, index);
        const status = await seedBudgets(server.baseUrl, token);
        if (status !== 200) throw new Error(`PUT /api/budgets answered ${status}`);
        tokens.push(token);
      }
      // Other work on the machine shows in every figure: the load average says how much there was.
      const loadAverage = loadavg()[0];
      log(`${label}: ${userCount} users for ${duration} s`);
      const result = await runGenerator(USERS_LOAD, { baseUrl: server.baseUrl, tokens, seconds: duration });
      const run = { ...result, users: userCount, loadAverage };
      log(`\n${usersTable(kind, run)}\n`);
      return run;
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const runs = [];
if (args.db !== 'postgres') runs.push(await benchDatabase('pglite'));
const serverUrl = adminUrl();
if (args.db !== 'pglite') {
  if (serverUrl) runs.push(await withFreshDatabase(serverUrl, (url) => benchDatabase('postgres', url)));
  else
    log(
      'PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a server to create a database on.',
    );
}
const failed = runs.reduce((sum, run) => sum + failedCalls(run), 0);
if (failed > 0) {
  log(`${failed} calls were not answered with a 2xx: see the status columns above.`);
  process.exitCode = 1;
}
