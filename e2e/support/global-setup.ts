// Starts the SMTP capture server and the fake calendar service, then the production API server (which serves
// the built host and remotes) on a fresh data directory, linked to that calendar service; the returned
// function stops all three.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeCalendarProvider } from '../../api/test/fakeCalendarProvider';
import { startMailCapture } from './mail-capture';
import { API_HOST, APP_PORT, CALENDAR_PROVIDER_PORT, SMTP_PORT, WORKSPACE } from './env';
import { REMOTE_FOLDERS } from './registry';
import { answers } from '../health.mjs';
import { SERVER, startServer, stopServer } from './server';

const HEALTH_URL = `http://${API_HOST}:${APP_PORT}/api/health`;
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
  const server = await startServer(APP_PORT, logFile, {
    DATA_DIR: join(dataDir, 'data'),
    SMTP_URL: `smtp://${API_HOST}:${SMTP_PORT}`,
    ...calendar.env,
    CALENDAR_TOKEN_KEY: randomBytes(32).toString('base64'),
  }).catch(async (error: unknown) => {
    await Promise.all([mail.stop(), calendar.stop()]);
    throw error;
  });

  return async () => {
    await stopServer(server);
    await Promise.all([mail.stop(), calendar.stop()]);
    if (process.env.E2E_KEEP_DATA) console.log(`e2e data and server log kept in ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  };
}
