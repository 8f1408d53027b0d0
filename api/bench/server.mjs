// The built API server (dist/server.js) as a child process: start on a free port, wait for /api/health,
// read its resident memory, stop it.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const API_ROOT = fileURLToPath(new URL('..', import.meta.url));
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';
const START_TIMEOUT_MS = 60_000;

async function freePort() {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  await once(server, 'close');
  return port;
}

/**
 * Starts dist/server.js on `dataDir` (PGlite) or `databaseUrl` (PostgreSQL). Rate limits are lifted so that
 * the benchmark can register and sign in its users, unless `productionLimits`; request logging is off
 * (LOG_LEVEL=warn). With `cpuProfileDir`, the server's CPU profile is written there when it stops.
 */
export async function startServer({ dataDir, databaseUrl, staticRoot, cpuProfileDir, productionLimits }) {
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    JWT_SECRET,
    ...(productionLimits ? {} : { RATE_LIMIT_MAX: '1000000', RATE_LIMIT_ADDRESS_MAX: '1000000' }),
    LOG_LEVEL: 'warn',
    STATIC_ROOT: staticRoot,
  };
  // --cpu-prof writes the profile when the server exits (SIGTERM closes it and exits).
  const profile = cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : [];
  const child = spawn(process.execPath, [...profile, 'dist/server.js'], {
    cwd: API_ROOT,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = once(child, 'exit');
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the server did not answer /api/health within 60 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseUrl,
    pid: child.pid,
    /** Resident set size of the server process, in MB (Linux /proc). */
    rssMb: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return kb / 1024;
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

async function call(baseUrl, method, path, body, token) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${json.message}`);
  return json.data;
}

export const BENCH_PASSWORD = 'Bench1!pass';

/** Registers a user through the API; resolves with its id. */
async function registerUser(baseUrl, index) {
  const data = await call(baseUrl, 'POST', '/api/auth/register', {
    username: 'Bench User',
    email: `bench.${index}@example.com`,
    password: BENCH_PASSWORD,
  });
  return data.user._id;
}

/** Registers users 0 to count - 1, one after another; resolves with their ids. */
export async function registerUsers(baseUrl, count) {
  const ids = [];
  for (let index = 0; index < count; index += 1) ids.push(await registerUser(baseUrl, index));
  return ids;
}

/** Signs in through the API; resolves with an access token. */
export async function signIn(baseUrl, index) {
  const data = await call(baseUrl, 'POST', '/api/auth/login', {
    email: `bench.${index}@example.com`,
    password: BENCH_PASSWORD,
  });
  return data.accessToken;
}
