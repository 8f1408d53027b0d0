// The installable app: manifest and icons, the install card, updates from one deployment to the next,
// and pages that open offline with the offline banner.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { DashboardLayout } from '../pages/DashboardLayout';
import { Navbar } from '../pages/Navbar';
import { cachedForOffline, controlled, offlineCopies } from '../support/serviceWorker';
import { copyBuild, deployNextVersion } from '../support/deployment';
import { expect, test } from '../support/fixtures';
import { startServer, stopServer } from '../support/server';
import { createTransactions } from '../support/transactions';

test.use({ serviceWorkers: 'allow' });

const OFFLINE = "You're offline. Some features may be limited.";
/** The update test's own deployment, whose files it changes. */
const UPDATE_PORT = 8183;

/** Fires Chromium's install event, as the browser does once the app is installable (and the app has started). */
async function offerInstall(page: Page): Promise<void> {
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => Promise.resolve(),
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    window.dispatchEvent(event);
  });
}

test('the web app manifest names the app, opens the dashboard standalone and serves every icon', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await request.get(href ?? '');
  expect(response.ok()).toBe(true);
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: 'Moneta',
    short_name: 'Moneta',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    theme_color: '#0f766e',
  });
  expect(manifest.description).toBeTruthy();
  expect(manifest.background_color).toBeTruthy();
  const icons: Array<{ src: string; sizes: string; purpose: string }> = manifest.icons;
  for (const [sizes, purpose] of [
    ['192x192', 'any'],
    ['512x512', 'any'],
    ['192x192', 'maskable'],
    ['512x512', 'maskable'],
  ]) {
    expect(icons).toContainEqual(expect.objectContaining({ sizes, purpose }));
  }
  for (const icon of icons) {
    const image = await request.get(icon.src);
    expect(image.ok(), icon.src).toBe(true);
    expect(image.headers()['content-type']).toBe('image/png');
  }
});

test("Chromium finds the app installable (DevTools' installability check, which Lighthouse 12 no longer runs)", async ({
  page,
  context,
}) => {
  await page.goto('/');
  await controlled(page);
  const cdp = await context.newCDPSession(page);
  const { errors } = await cdp.send('Page.getAppManifest');
  expect(errors).toEqual([]);
  // Playwright's contexts are incognito ones, where Chromium installs nothing whatever the app; every other
  // criterion (manifest, icons, service worker) is checked.
  await expect
    .poll(
      async () =>
        (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors
          .map((error) => error.errorId)
          .filter((id) => id !== 'in-incognito'),
      { timeout: 20_000 },
    )
    .toEqual([]);
});

test('the install card shows when the browser offers an install; Not Now hides it for 7 days', async ({
  page,
}) => {
  await page.clock.install({ time: new Date('2026-11-25T10:00:00Z') });
  await page.goto('/');
  await offerInstall(page);
  const card = page.getByRole('region', { name: 'Install Moneta' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Get quick access to Moneta')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Install App' })).toBeEnabled();
  await card.getByRole('button', { name: 'Not Now' }).click();
  await expect(card).toBeHidden();

  // Six days later the card stays away; after seven it is back.
  await page.clock.setFixedTime(new Date('2026-12-01T10:00:00Z'));
  await page.reload();
  await offerInstall(page);
  await expect(card).toBeHidden();
  await page.clock.setFixedTime(new Date('2026-12-02T10:05:00Z'));
  await page.reload();
  await offerInstall(page);
  await expect(card).toBeVisible();
});

test('visited pages open offline, with the offline banner, until the connection returns', async ({
  page,
  context,
  consoleGuard,
}) => {
  await page.goto('/');
  await controlled(page);
  await page.goto('/authorsnote');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/author/i);

  await context.setOffline(true);
  // Starting without a network, the session check cannot reach the server.
  consoleGuard.expectError(/ERR_INTERNET_DISCONNECTED/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/author/i);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
  // A page not visited yet opens from the precached shell.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/privacy/i);

  await context.setOffline(false);
  await expect(page.getByText(OFFLINE)).toBeHidden();
});

test('starting offline keeps the signed-in person on their last data, marked with its time; signing out removes it', async ({
  page,
  context,
  request,
  signedInUser,
  consoleGuard,
}) => {
  await createTransactions(request, signedInUser, [
    { description: 'Rent for the flat', amount: 950, type: 'Expense', category: 'Rent', date: '2026-11-01' },
  ]);
  await page.goto('/dashboard/transactions');
  await expect(page.getByText('Rent for the flat')).toBeVisible();
  await controlled(page);
  await cachedForOffline(page);
  await expect.poll(() => offlineCopies(page)).toContainEqual(expect.stringMatching(/^moneta-cache:/));

  await context.setOffline(true);
  // The session check and the screens' requests cannot reach the server.
  consoleGuard.expectError(/ERR_INTERNET_DISCONNECTED/);
  await page.reload();
  await expect(page.getByText('Rent for the flat')).toBeVisible();
  await expect(page.getByText(/^Offline: showing your data as saved on /)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
  await expect(new Navbar(page).logoutButton).toBeVisible();

  // Back online, the session is renewed and the screen is live again.
  await context.setOffline(false);
  await expect(page.getByText(/^Offline: showing your data/)).toBeHidden();
  await expect(page.getByText('Rent for the flat')).toBeVisible();

  await new Navbar(page).logout();
  await expect(page).toHaveURL('/');
  await expect.poll(() => offlineCopies(page)).not.toContainEqual(expect.stringMatching(/^moneta-cache:/));
  expect(await page.evaluate(() => localStorage.getItem('moneta-last-user'))).toBeNull();
});

test('a new deployment offers an update, and Update Now reloads into it', async ({ page }) => {
  const root = copyBuild();
  const dataDir = mkdtempSync(join(tmpdir(), 'moneta-update-'));
  const server = await startServer(UPDATE_PORT, join(dataDir, 'server.log'), {
    DATA_DIR: join(dataDir, 'data'),
    STATIC_ROOT: root,
  });
  try {
    await page.goto(`http://localhost:${UPDATE_PORT}/`);
    await controlled(page);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('alertdialog', { name: 'Update Available' })).toBeHidden();

    // The server reads the host's files on each request: the next version is deployed in place.
    deployNextVersion(root, 'B');
    await page.reload();
    const prompt = page.getByRole('alertdialog', { name: 'Update Available' });
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    await expect(prompt.getByText('A new version with improvements is ready')).toBeVisible();
    await prompt.getByRole('button', { name: 'Update Now' }).click();
    await expect(page.locator('meta[name="moneta-build"]')).toHaveAttribute('content', 'B', {
      timeout: 30_000,
    });
    await expect(prompt).toBeHidden();
    // Started (its session check answered) before its server stops.
    await expect(page.getByRole('contentinfo')).toBeVisible();
  } finally {
    await stopServer(server);
    rmSync(root, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('offline, a screen never visited says it is unavailable; back online, Retry opens it', async ({
  page,
  context,
  signedInUser: _user,
  consoleGuard,
}) => {
  await page.goto('/dashboard/goals');
  await controlled(page);
  await cachedForOffline(page);

  await context.setOffline(true);
  consoleGuard.expectError(/ERR_INTERNET_DISCONNECTED|ERR_FAILED|remote-analytics/);
  const layout = new DashboardLayout(page);
  await layout.sidebarLink('Analytics').click();
  await expect(layout.unavailable('Analytics')).toBeVisible();

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Retry', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Analytics Dashboard' })).toBeVisible();
});
