// A deployment that serves HTTPS itself (TLS_CERT_FILE, TLS_KEY_FILE; docs/operations.md, Configuration): a
// person signs up and reaches the dashboard, the app's scripts come over HTTP/2, and the session cookie is
// only sent over HTTPS.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { localhostCertificate } from '../certificate.mjs';
import { Navbar } from '../pages/Navbar';
import { SignUpPage } from '../pages/SignUpPage';
import { expect, test } from '../support/fixtures';
import { DASHBOARD_HOME } from '../support/registry';
import { startServer, stopServer } from '../support/server';
import { uniqueUser } from '../support/users';

const HTTPS_PORT = 8184;
const ORIGIN = `https://localhost:${HTTPS_PORT}`;

let server: ChildProcess;
let folder: string;

test.use({ baseURL: ORIGIN, ignoreHTTPSErrors: true });

test.beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'moneta-https-'));
  const { env, ca } = await localhostCertificate(folder);
  server = await startServer(
    HTTPS_PORT,
    join(folder, 'server.log'),
    // The production default: cookies Secure.
    { ...env, DATA_DIR: join(folder, 'data'), APP_ORIGINS: ORIGIN, COOKIE_SECURE: '' },
    ca,
  );
});

test.afterAll(async () => {
  await stopServer(server);
  rmSync(folder, { recursive: true, force: true });
});

test('served over HTTPS, a person signs up and uses the dashboard over HTTP/2', async ({ page, context }) => {
  const user = uniqueUser('https');
  const signUp = new SignUpPage(page);
  await signUp.open();
  await signUp.fill(user);
  await signUp.submit.click();
  await expect(page).toHaveURL(DASHBOARD_HOME);
  await new Navbar(page).expectSignedIn(user.username);

  await page.reload();
  await new Navbar(page).expectSignedIn(user.username);
  const protocols = await page.evaluate(() =>
    [
      ...performance.getEntriesByType('navigation'),
      ...performance.getEntriesByType('resource').filter((entry) => entry.name.startsWith(location.origin)),
    ].map((entry) => (entry as PerformanceResourceTiming).nextHopProtocol),
  );
  expect(protocols.length).toBeGreaterThan(10);
  expect(new Set(protocols)).toEqual(new Set(['h2']));

  // The refresh cookie is scoped to /api/auth, and no script reads it. The one scripts write, what the server
  // draws the first frame from, is Secure too.
  const cookies = await context.cookies(`${ORIGIN}/api/auth/refresh`);
  expect(cookies.find((cookie) => cookie.path === '/api/auth')).toMatchObject({
    secure: true,
    httpOnly: true,
  });
  for (const cookie of cookies) {
    expect(cookie).toMatchObject({ secure: true, httpOnly: cookie.name !== 'moneta-frame' });
  }
});
