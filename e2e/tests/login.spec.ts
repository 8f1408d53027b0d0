// Login, session restore and logout.
import { DashboardLayout } from '../pages/DashboardLayout';
import { LoginPage } from '../pages/LoginPage';
import { Navbar } from '../pages/Navbar';
import { failedRequest } from '../support/console-guard';
import { expect, test } from '../support/fixtures';
import { DASHBOARD_HOME } from '../support/registry';

test('a wrong password shows the server message until a field is edited', async ({
  page,
  user,
  consoleGuard,
}) => {
  consoleGuard.expectError(failedRequest(401, '/api/auth/login'));
  const login = new LoginPage(page);
  await login.open();
  await login.login(user.email, 'Wrong@Pass1');

  const alert = login.alert('Invalid email or password');
  await expect(alert).toBeVisible();
  await expect(page).toHaveURL('/login');

  await login.password.press('End');
  await login.password.pressSequentially('x');
  await expect(alert).toBeHidden();
});

test('the login form validates its fields', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.submit.click();
  await expect(login.content.getByText('Email is required.', { exact: true })).toBeVisible();
  await expect(login.content.getByText('Password is required.', { exact: true })).toBeVisible();
  await login.email.fill('nobody');
  await login.email.blur();
  await expect(login.content.getByText('Invalid email format.', { exact: true })).toBeVisible();
});

test('a correct login survives a reload, and logout signs out for good', async ({ page, user }) => {
  const navbar = new Navbar(page);
  const login = new LoginPage(page);
  await login.open();
  await login.login(user.email, user.password);
  await expect(page).toHaveURL(DASHBOARD_HOME);
  await navbar.expectSignedIn(user.username);

  await page.reload();
  await expect(page).toHaveURL(DASHBOARD_HOME);
  await navbar.expectSignedIn(user.username);
  await expect(new DashboardLayout(page).sidebarLink('Settings')).toBeVisible();

  // The logout request is held back a moment so that its busy state can be seen.
  let releaseLogout: () => void = () => undefined;
  const logoutHeld = new Promise<void>((release) => (releaseLogout = release));
  await page.route('**/api/auth/logout', async (route) => {
    await logoutHeld;
    await route.continue();
  });
  await navbar.logout();
  await expect(navbar.loggingOut).toBeVisible();
  await expect(navbar.loggingOut).toBeDisabled();
  releaseLogout();

  await expect(page).toHaveURL('/');
  await navbar.expectSignedOut();

  await page.goBack();
  await expect(page).not.toHaveURL(/\/dashboard/);
  await navbar.expectSignedOut();
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login');
});
