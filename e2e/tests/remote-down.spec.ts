// A remote that fails to load shows the unavailable panel inside the dashboard; the rest keeps working
// (DESIGN section 2).
import { DashboardLayout } from '../pages/DashboardLayout';
import { Navbar } from '../pages/Navbar';
import { SettingsPage } from '../pages/SettingsPage';
import { expect, remoteErrors, test } from '../support/fixtures';

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
