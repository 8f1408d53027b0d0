// Starts the SMTP capture server and the fake calendar service, then the production API server (which serves
// the built host and remotes) on a fresh data directory, linked to that calendar service; the returned
// function stops all three.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeCalendarProvider } from '../../api/test/fakeCalendarProvider';
import { startMailCapture } from './mail-capture';
import { API_HOST, APP_PORT, BASE_URL, CALENDAR_PROVIDER_PORT, SMTP_PORT, WORKSPACE } from './env';
import { REMOTE_FOLDERS } from './registry';

const SERVER = join(WORKSPACE, 'api', 'dist', 'server.js');
const HEALTH_URL = `http://${API_HOST}:${APP_PORT}/api/health`;
const START_TIMEOUT_MS = 30_000;
const BUILD_HINT = 'Build first: npx --yes pnpm@10.34.8 build';

/** The API, the host and every remote of the registry must be built. */
function assertBuilt(): void {
  const required = [
    ['api', SERVER],
    ['host', join(WORKSPACE, 'host', 'dist', 'index.html')],
    ...REMOTE_FOLDERS.map((folder) => [folder, join(WORKSPACE, folder, 'dist', 'mf-manifest.json')]),
  ] as const;
  const missing = required.filter(([, file]) => !existsSync(file)).map(([name]) => name);
  if (missing.length > 0) {
    throw new Error(
      `e2e needs the production build, and ${missing.join(' and ')} is not built. ${BUILD_HINT}`,
    );
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
}

function logTail(file: string): string {
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').slice(-30).join('\n') : '';
}

async function waitForHealth(server: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`the API server exited with code ${server.exitCode}:\n${logTail(logFile)}`);
    }
    if (await answers(HEALTH_URL)) return;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(
    `the API server did not answer ${HEALTH_URL} within ${START_TIMEOUT_MS} ms:\n${logTail(logFile)}`,
  );
}

function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => server.kill('SIGKILL'), 5000);
    server.once('exit', () => {
      clearTimeout(force);
      done();
    });
    server.kill('SIGTERM');
  });
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  assertBuilt();
  if (await answers(HEALTH_URL)) {
    throw new Error(`port ${APP_PORT} is already serving an API: stop it, the e2e suite starts its own.`);
  }

  const mail = await startMailCapture();
  // It consents at once: the connect button lands back on the reminders screen, linked.
  const calendar = await startFakeCalendarProvider(CALENDAR_PROVIDER_PORT);
  const dataDir = mkdtempSync(join(tmpdir(), 'moneta-e2e-'));
  const logFile = join(dataDir, 'server.log');
  const log = createWriteStream(logFile);
  const server = spawn(process.execPath, [SERVER], {
    cwd: dataDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(APP_PORT),
      HOST: API_HOST,
      DATA_DIR: join(dataDir, 'data'),
      SMTP_URL: `smtp://${API_HOST}:${SMTP_PORT}`,
      APP_ORIGINS: BASE_URL,
      STATIC_ROOT: WORKSPACE,
      COOKIE_SECURE: 'false',
      RATE_LIMIT_MAX: '1000',
      LOG_LEVEL: 'warn',
      ...calendar.env,
      CALENDAR_TOKEN_KEY: randomBytes(32).toString('base64'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);

  try {
    await waitForHealth(server, logFile);
  } catch (error) {
    await stopServer(server);
    await Promise.all([mail.stop(), calendar.stop()]);
    throw error;
  }

  return async () => {
    await stopServer(server);
    await Promise.all([mail.stop(), calendar.stop()]);
    log.end();
    if (process.env.E2E_KEEP_DATA) console.log(`e2e data and server log kept in ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  };
}
