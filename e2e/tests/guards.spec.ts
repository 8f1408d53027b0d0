// Route access: signed-out and signed-in only pages redirect.
import { DashboardLayout } from '../pages/DashboardLayout';
import { Navbar } from '../pages/Navbar';
import { expect, test } from '../support/fixtures';
import { DASHBOARD_HOME, SIDEBAR_LINKS } from '../support/registry';

test.describe('signed out', () => {
  for (const path of ['/dashboard', '/dashboard/settings', '/dashboard/profile']) {
    test(`${path} redirects to the login screen`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL('/login');
      await new Navbar(page).expectSignedOut();
    });
  }
});

test.describe('signed in', () => {
  test('the signed-out pages redirect to the dashboard', async ({ page, signedInUser }) => {
    for (const path of ['/login', '/signup', '/resetpassword']) {
      await page.goto(path);
      await expect(page).toHaveURL(DASHBOARD_HOME);
      await new Navbar(page).expectSignedIn(signedInUser.username);
    }
  });

  test('an unknown dashboard path redirects to the dashboard', async ({ page, signedInUser }) => {
    await page.goto('/dashboard/unknown/path');
    await expect(page).toHaveURL(DASHBOARD_HOME);
    await new Navbar(page).expectSignedIn(signedInUser.username);
    await expect(new DashboardLayout(page).sidebarLink('Settings')).toBeVisible();
  });

  test('the sidebar leads to every dashboard page of the registry of remotes', async ({
    page,
    signedInUser,
  }) => {
    const layout = new DashboardLayout(page);
    await layout.open();
    await new Navbar(page).expectSignedIn(signedInUser.username);
    await expect(layout.sidebar.getByRole('link')).toHaveText(SIDEBAR_LINKS.map(([label]) => label));
    for (const [label] of SIDEBAR_LINKS) await layout.navigate(label);
  });
});
