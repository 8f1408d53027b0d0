// The API suite on in-memory PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL, the two runs side by side:
// PGlite's runs on one core in WebAssembly while the PostgreSQL run waits on its server, so together they take
// little longer than the longer of the two. Each line is prefixed with its run's name; a run's end prints the
// time it took, and the step fails when either run fails. Arguments go to both jest runs
// (`pnpm run test:both test/splits.test.ts`).
//
// The runs share nothing: each PostgreSQL test file makes a database of its own, PGlite's are in memory, and the
// PGlite run counts its rate limits in a Redis database of its own (the PostgreSQL run's multi-instance test
// uses yet another).
//
// The test files that no database setting changes run in one of the two only: the PostgreSQL run, the shorter.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const JEST = [
  '--experimental-vm-modules',
  '--disable-warning=ExperimentalWarning',
  fileURLToPath(new URL('node_modules/jest/bin/jest.js', import.meta.url)),
  // One test file at a time, as --runInBand, but on a worker replaced when it has grown (jest.config.cjs).
  '--maxWorkers=1',
];
/** The Redis database of the PGlite run's rate limits; the PostgreSQL run keeps TEST_REDIS_URL's. */
const PGLITE_REDIS_DB = 8;
/**
 * Test files whose outcome TEST_DATABASE_URL and TEST_REDIS_URL do not change: the unit tests of src/ (none
 * takes the test database; db/maintenance.test.ts tests PGlite itself), pure functions, and fault tests whose
 * server processes run on PGlite whatever the run. Running them twice on one machine would tell nothing more.
 */
const DATABASE_FREE = [
  '<rootDir>/src/',
  '<rootDir>/test/csv-cells\\.test\\.ts$',
  '<rootDir>/test/faults/(disk-full|embedded-hold)\\.test\\.ts$',
];

function redisUrlOfPglite() {
  const given = process.env.TEST_REDIS_URL;
  if (!given) return '';
  const url = new URL(given);
  url.pathname = `/${PGLITE_REDIS_DB}`;
  return url.toString();
}

const say = (text) => process.stdout.write(`${text}\n`);

const pglite = {
  name: 'pglite',
  env: { TEST_DATABASE_URL: '', TEST_REDIS_URL: redisUrlOfPglite() },
  args: [],
};
const runs = [pglite];
if (process.env.TEST_DATABASE_URL) {
  runs.push({ name: 'postgres', env: {}, args: [] });
  // The default ignore pattern is kept; a selection of files none of which is the PGlite run's is no failure.
  pglite.args.push('--testPathIgnorePatterns', '/node_modules/', ...DATABASE_FREE, '--passWithNoTests');
} else say('TEST_DATABASE_URL unset: the PostgreSQL run is skipped');

const width = Math.max(...runs.map(({ name }) => name.length));
const minutes = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, '0')}s`;
};

/** Writes the child's output line by line, each with the prefix; a chunk's whole lines in one write. */
function prefixed(stream, out, prefix) {
  let partial = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    if (lines.length) out.write(lines.map((line) => `${prefix}${line}\n`).join(''));
  });
  stream.on('end', () => {
    if (partial) out.write(`${prefix}${partial}\n`);
  });
}

const children = new Set();
function run({ name, env, args }) {
  const prefix = `[${name.padEnd(width)}] `;
  const started = Date.now();
  const child = spawn(process.execPath, [...JEST, ...args, ...process.argv.slice(2)], {
    cwd: fileURLToPath(new URL('.', import.meta.url)),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  prefixed(child.stdout, process.stdout, prefix);
  prefixed(child.stderr, process.stderr, prefix);
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      children.delete(child);
      const ok = code === 0;
      const ms = Date.now() - started;
      say(`${prefix}${ok ? 'passed' : `failed (${signal ?? `exit ${code}`})`} in ${minutes(ms)}`);
      resolve({ name, ok, ms });
    });
  });
}

// A stopped step stops both runs, which would otherwise go on unseen.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    for (const child of children) child.kill(signal);
  });
}

const results = await Promise.all(runs.map(run));
say(
  `\nAPI suite: ${results.map(({ name, ok, ms }) => `${name} ${ok ? 'passed' : 'FAILED'} (${minutes(ms)})`).join(', ')}`,
);
process.exit(results.every(({ ok }) => ok) ? 0 : 1);
