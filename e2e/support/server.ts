// Starts and stops a production API server (which serves the built host and remotes), for the global setup and
// for tests that need a deployment of their own (pwa.spec.ts's update from one build to the next).
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { answers } from '../health.mjs';
import { API_HOST, WORKSPACE } from './env';

export const SERVER = join(WORKSPACE, 'api', 'dist', 'server.js');
// The server migrates its fresh data directory before it answers, which is slow on a busy two-core machine.
const START_TIMEOUT_MS = 120_000;

function logTail(file: string): string {
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').slice(-30).join('\n') : '';
}

async function waitForHealth(
  server: ChildProcess,
  healthUrl: string,
  logFile: string,
  ca?: string,
): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`the API server exited with code ${server.exitCode}:\n${logTail(logFile)}`);
    }
    if (await answers(healthUrl, ca)) return;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(
    `the API server did not answer ${healthUrl} within ${START_TIMEOUT_MS} ms:\n${logTail(logFile)}`,
  );
}

export function stopServer(server: ChildProcess): Promise<void> {
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

/**
 * Starts the built API on `port` with the given environment (over production defaults), its output in
 * `logFile`; resolves once /api/health answers. With `ca`, the server speaks HTTPS with that certificate.
 */
export async function startServer(
  port: number,
  logFile: string,
  env: Record<string, string>,
  ca?: string,
): Promise<ChildProcess> {
  const log = createWriteStream(logFile);
  const server = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: API_HOST,
      APP_ORIGINS: `http://localhost:${port}`,
      STATIC_ROOT: WORKSPACE,
      COOKIE_SECURE: 'false',
      RATE_LIMIT_MAX: '1000',
      RATE_LIMIT_ADDRESS_MAX: '100000',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);
  server.once('exit', () => log.end());
  try {
    const scheme = ca ? 'https' : 'http';
    await waitForHealth(server, `${scheme}://${API_HOST}:${port}/api/health`, logFile, ca);
  } catch (error) {
    await stopServer(server);
    throw error;
  }
  return server;
}
