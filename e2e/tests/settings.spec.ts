// Settings.
import { readFile } from 'node:fs/promises';
import type { Locator } from '@playwright/test';
import { DashboardLayout } from '../pages/DashboardLayout';
import { loginThroughUi } from '../pages/LoginPage';
import { SettingsPage } from '../pages/SettingsPage';
import { failedRequest } from '../support/console-guard';
import { expect, test } from '../support/fixtures';
import { BASE_URL } from '../support/env';

/** The colour a person sees behind an element: its own background, else the nearest painted ancestor's. */
function paintedBackground(locator: Locator): Promise<string> {
  return locator.evaluate((element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const colour = getComputedStyle(node).backgroundColor;
      if (colour && colour !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(colour)) return colour;
    }
    return getComputedStyle(document.body).backgroundColor;
  });
}

/** Relative luminance (0 black to 1 white) of an rgb()/rgba() colour. */
function luminance(colour: string): number {
  const [r = 0, g = 0, b = 0] = (colour.match(/[\d.]+/g) ?? []).map(Number);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

test('preferences are saved, kept over a reload, and reset to the defaults', async ({
  page,
  signedInUser: _user,
}) => {
  const settings = new SettingsPage(page);
  await settings.open();
  await settings.expectValue('Currency', 'INR');
  await expect(settings.unsavedChanges).toHaveCount(0);

  await settings.choose('Currency', 'USD');
  await expect(settings.unsavedChanges).toBeVisible();
  // 'Auto' follows the system, which is light here: the page stays readable for the rest of the test.
  await settings.choose('Theme', 'Auto (system)');
  await settings.savePreferences.click();

  await expect(settings.savedBanner).toBeVisible();
  const shownAt = Date.now();
  await expect(settings.unsavedChanges).toHaveCount(0);
  await expect(settings.savedBanner).toBeHidden({ timeout: 6000 });
  const shownFor = Date.now() - shownAt;
  expect(shownFor).toBeGreaterThan(2000);
  expect(shownFor).toBeLessThan(5000);

  await page.reload();
  await expect(settings.savePreferences).toBeVisible();
  await settings.expectValue('Currency', 'USD');
  await settings.expectValue('Theme', 'Auto (system)');

  await settings.resetToDefault.click();
  const confirm = page.getByRole('dialog');
  await expect(
    confirm.getByText('Are you sure you want to reset all preferences to default values?'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Reset', exact: true }).click();
  await settings.expectValue('Currency', 'INR');
  await settings.expectValue('Language', 'English');
  await settings.expectValue('Theme', 'Light');

  await expect(settings.unsavedChanges).toHaveCount(0);

  await page.reload();
  await expect(settings.savePreferences).toBeVisible();
  await settings.expectValue('Currency', 'INR');
  await settings.expectValue('Theme', 'Light');
});

test('saving the Dark theme darkens the dashboard', async ({ page, signedInUser: _user }) => {
  const settings = new SettingsPage(page);
  await settings.open();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  const lightBackground = await paintedBackground(settings.preferencesTitle);
  expect(luminance(lightBackground)).toBeGreaterThan(0.5);

  await settings.choose('Theme', 'Dark');
  await expect(settings.unsavedChanges).toBeVisible();
  await settings.savePreferences.click();
  await expect(settings.savedBanner).toBeVisible();

  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect
    .poll(async () => luminance(await paintedBackground(settings.preferencesTitle)))
    .toBeLessThan(0.3);
  const dashboardContent = new DashboardLayout(page).content;
  await expect.poll(async () => luminance(await paintedBackground(dashboardContent))).toBeLessThan(0.3);

  // The saved theme is the account's: it comes back after a reload.
  await page.reload();
  await expect(settings.savePreferences).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await settings.expectValue('Theme', 'Dark');
});

test('another session is listed and can be signed out', async ({ page, browser, user, consoleGuard }) => {
  await loginThroughUi(page, user);

  const other = await browser.newContext({ baseURL: BASE_URL });
  const otherPage = await other.newPage();
  consoleGuard.watch(otherPage);
  await loginThroughUi(otherPage, user);

  const settings = new SettingsPage(page);
  await settings.open();
  await expect(settings.sessionItems()).toHaveCount(2);
  await expect(settings.sessions.getByText('Current session')).toHaveCount(1);
  await expect(settings.signOutButtons()).toHaveCount(1);

  await settings.signOutButtons().click();
  await expect(settings.sessionItems()).toHaveCount(1);
  await expect(settings.sessionItems()).toContainText('Current session');
  await expect(settings.signOutButtons()).toHaveCount(0);

  // The signed-out browser finds out on its next page load: its refresh is refused.
  consoleGuard.expectError(failedRequest(401, '/api/auth/refresh'));
  await otherPage.reload();
  await expect(otherPage).toHaveURL('/login');
  await other.close();
});

test("'Download my data' downloads a JSON file with the account's data", async ({ page, signedInUser }) => {
  const settings = new SettingsPage(page);
  await settings.open();
  const [download] = await Promise.all([page.waitForEvent('download'), settings.downloadData.click()]);
  expect(download.suggestedFilename()).toMatch(/\.json$/);
  const content = await readFile(await download.path(), 'utf8');
  expect(content).toContain(signedInUser.email);
  expect(() => JSON.parse(content) as unknown).not.toThrow();
});

test('the current user card shows the username and e-mail', async ({ page, signedInUser }) => {
  const settings = new SettingsPage(page);
  await settings.open();
  await expect(settings.content.getByText(signedInUser.email).first()).toBeVisible();
  await expect(settings.content.getByText(signedInUser.username).first()).toBeVisible();
});
