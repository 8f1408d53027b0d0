// A remote that fails to load shows the unavailable panel inside the dashboard; the rest keeps working.
import type { Locator, Route } from '@playwright/test';
import { DashboardLayout } from '../pages/DashboardLayout';
import { Navbar } from '../pages/Navbar';
import { SettingsPage } from '../pages/SettingsPage';
import { expect, remoteErrors, test } from '../support/fixtures';
import { REMOTE_FOLDERS, SIDEBAR_LINKS } from '../support/registry';

test('a blocked remote shows the unavailable panel, and Retry loads it once it is back', async ({
  page,
  signedInUser,
  consoleGuard,
}) => {
  consoleGuard.expectError(remoteErrors('remote-account'));
  consoleGuard.expectError(/net::ERR_FAILED/);
  await page.route('**/remote-account/**', (route) => route.abort());
  const layout = new DashboardLayout(page);
  const navbar = new Navbar(page);

  await page.goto('/dashboard/settings');
  await expect(layout.unavailable('Settings')).toBeVisible();
  await expect(layout.retryButton).toBeVisible();
  await navbar.expectSignedIn(signedInUser.username);

  // The sidebar still leads to the other sections.
  await layout.navigate('Transactions');
  await expect(layout.unavailable('Settings')).toHaveCount(0);
  await layout.navigate('Settings');
  await expect(layout.unavailable('Settings')).toBeVisible();

  await page.unroute('**/remote-account/**');
  await layout.retryButton.click();
  await expect(new SettingsPage(page).savePreferences).toBeVisible();
  await expect(layout.unavailable('Settings')).toHaveCount(0);
});

test('a section whose remote does not exist shows the unavailable panel', async ({
  page,
  signedInUser,
  consoleGuard,
}) => {
  // Answered as the server answers a remote that is not deployed, whether or not this checkout has built it.
  consoleGuard.expectError(remoteErrors('remote-transactions'));
  await page.route('**/remote-transactions/**', (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  const layout = new DashboardLayout(page);
  await page.goto('/dashboard/transactions');
  await expect(layout.unavailable('Transactions')).toBeVisible();
  await expect(layout.retryButton).toBeVisible();
  await new Navbar(page).expectSignedIn(signedInUser.username);
  await layout.navigate('Settings');
  await expect(new SettingsPage(page).savePreferences).toBeVisible();
});

/** Each dashboard remote: a section of it, and what its page shows once loaded. */
const DASHBOARD_REMOTES: Record<string, { section: string; loaded: (layout: DashboardLayout) => Locator }> = {
  'remote-transactions': {
    section: 'Transactions',
    loaded: (layout) => layout.content.getByText(/^All Transactions \(\d+\)$/),
  },
  'remote-goals': {
    section: 'Goals',
    loaded: (layout) => layout.content.getByRole('heading', { name: 'Financial Goals' }),
  },
  'remote-analytics': {
    section: 'Analytics',
    loaded: (layout) => layout.content.getByRole('heading', { name: 'Analytics Dashboard' }),
  },
  'remote-reminders': {
    section: 'Reminders',
    loaded: (layout) => layout.content.getByRole('heading', { name: 'Reminders', exact: true }),
  },
  'remote-account': {
    section: 'Settings',
    loaded: (layout) => new SettingsPage(layout.page).savePreferences,
  },
};

/** The three ways a remote goes down, as the browser meets them: [what, the requests hit, their answer]. */
const OUTAGES: [string, (folder: string) => (url: URL) => boolean, (route: Route) => Promise<void>][] = [
  // Deployed without its files: the manifest answers, the container and pages do not.
  [
    'its files missing',
    (folder) => (url) => url.pathname.startsWith(`/${folder}/`) && url.pathname.endsWith('.js'),
    (route) => route.fulfill({ status: 404, body: 'Not Found' }),
  ],
  [
    'its manifest answering 500',
    (folder) => (url) => url.pathname === `/${folder}/mf-manifest.json`,
    (route) => route.fulfill({ status: 500 }),
  ],
  // The app has started and the remote's container loads, but the page's own chunk fails.
  [
    'its page chunk failing',
    (folder) => (url) => url.pathname.startsWith(`/${folder}/__federation_expose_`),
    (route) => route.abort(),
  ],
];

test('every dashboard remote of the registry is covered by the outage tests', () => {
  const dashboardFolders = REMOTE_FOLDERS.filter((folder) => folder !== 'remote-auth');
  expect(Object.keys(DASHBOARD_REMOTES).sort()).toEqual(dashboardFolders.sort());
});

for (const [folder, { section, loaded }] of Object.entries(DASHBOARD_REMOTES)) {
  test(`${folder}'s outage is isolated in each form, and Retry recovers it without a full reload`, async ({
    page,
    signedInUser: _user,
    consoleGuard,
  }) => {
    consoleGuard.expectError(remoteErrors(folder));
    consoleGuard.expectError(/net::ERR_FAILED|status of (404|500)/);
    const layout = new DashboardLayout(page);
    const other = Object.entries(DASHBOARD_REMOTES).find(([name]) => name !== folder)![1];
    const otherRoute = SIDEBAR_LINKS.find(([label]) => label === other.section)![1];

    for (const [outage, matcher, answer] of OUTAGES) {
      await test.step(outage, async () => {
        // A page that has not loaded this remote yet, marked: a full reload would clear the mark.
        await page.goto(otherRoute);
        await expect(other.loaded(layout)).toBeVisible();
        await page.evaluate(() => Object.assign(window, { pageNotReloaded: true }));
        const blocked = matcher(folder);
        await page.route(blocked, answer);

        await layout.navigate(section);
        await expect(layout.unavailable(section)).toBeVisible();
        // The rest keeps working.
        await layout.navigate(other.section);
        await expect(other.loaded(layout)).toBeVisible();
        await layout.navigate(section);
        await expect(layout.unavailable(section)).toBeVisible();

        await page.unroute(blocked);
        await layout.retryButton.click();
        await expect(loaded(layout)).toBeVisible();
        await expect(layout.unavailable(section)).toHaveCount(0);
        expect(await page.evaluate(() => 'pageNotReloaded' in window)).toBe(true);
      });
    }
  });
}
