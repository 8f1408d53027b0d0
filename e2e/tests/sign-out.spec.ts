// What a session leaves on the device (docs/security-device-data.md): a sign-out the server does not receive
// says that the device may still be signed in and offers to retry, and nothing of the person stays on the
// device, whether the sign-out reached the server or the server ended the session itself.
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { Navbar } from '../pages/Navbar';
import { failedRequest } from '../support/console-guard';
import { BASE_URL } from '../support/env';
import { expect, test } from '../support/fixtures';
import { cachedForOffline, controlled, offlineCopies } from '../support/serviceWorker';
import { createTransactions } from '../support/transactions';
import type { TestUser } from '../support/users';

const NOTICE = 'Sign-out did not finish';
const SIGNED_OUT = 'You are signed out on this device.';
const ROW = 'Rent for the flat';

/** The person's transactions on screen, and saved on the device for offline reading. */
async function openTransactionsSavedOffline(
  page: Page,
  request: APIRequestContext,
  user: TestUser,
): Promise<void> {
  await createTransactions(request, user, [
    { description: ROW, amount: 950, type: 'Expense', category: 'Rent', date: '2026-11-01' },
  ]);
  await page.goto('/dashboard/transactions');
  await expect(page.getByText(ROW)).toBeVisible();
  await expect.poll(() => offlineCopies(page)).toContainEqual(expect.stringMatching(/^moneta-cache:/));
}

/** Nothing of the person left in the browser: no offline copy, no outbox, no last user. */
async function expectNothingLeft(page: Page): Promise<void> {
  await expect
    .poll(() => offlineCopies(page))
    .not.toContainEqual(expect.stringMatching(/^moneta-(cache|outbox):/));
  expect(await page.evaluate(() => localStorage.getItem('moneta-last-user'))).toBeNull();
}

const refreshCookies = async (context: BrowserContext) =>
  (await context.cookies(`${BASE_URL}/api/auth/refresh`)).filter(({ name }) => name === 'moneta_refresh');

test('a sign-out the server does not receive says the device may still be signed in; Retry signs it out', async ({
  page,
  context,
  request,
  signedInUser,
  consoleGuard,
}) => {
  await openTransactionsSavedOffline(page, request, signedInUser);

  // The server fails the sign-out.
  consoleGuard.expectError(failedRequest(503, '/api/auth/logout'));
  await page.route('**/api/auth/logout', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, message: 'Service unavailable' }),
    }),
  );
  const navbar = new Navbar(page);
  await navbar.logout();

  // Signed out here, on /, with nothing of the person left, and told that the device may still be signed in.
  await expect(page).toHaveURL('/');
  await navbar.expectSignedOut();
  const notice = page.getByRole('alert', { name: NOTICE });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('this device may still be signed in to your account');
  await expectNothingLeft(page);
  // It may: the refresh cookie is still in the browser.
  expect(await refreshCookies(context)).toHaveLength(1);

  // A reload (the next person) is not signed in by that cookie: the start sends the sign-out again instead.
  await page.reload();
  await expect(page.getByRole('alert', { name: NOTICE })).toBeVisible();
  await navbar.expectSignedOut();

  // The server answers again: Retry signs the device out for good.
  await page.unroute('**/api/auth/logout');
  await page.getByRole('alert', { name: NOTICE }).getByRole('button', { name: 'Retry sign-out' }).click();
  await expect(page.getByText(SIGNED_OUT)).toBeVisible();
  await expect(page.getByRole('alert', { name: NOTICE })).toBeHidden();
  expect(await refreshCookies(context)).toHaveLength(0);
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('alert', { name: NOTICE })).toBeHidden();
});

test.describe('offline', () => {
  // The service worker serves the pages the sign-out leads to while the network is gone.
  test.use({ serviceWorkers: 'allow' });

  test('a sign-out made offline is sent by itself once the connection returns', async ({
    page,
    context,
    signedInUser,
    consoleGuard,
  }) => {
    // From /, so that the page the sign-out leads to is loaded already when the network goes.
    await page.goto('/');
    const navbar = new Navbar(page);
    await navbar.expectSignedIn(signedInUser.username);
    await navbar.dashboardLink.click();
    await expect(page).toHaveURL(/\/dashboard/);
    await expect.poll(() => offlineCopies(page)).toContainEqual(expect.stringMatching(/^moneta-cache:/));
    await controlled(page);
    await cachedForOffline(page);

    await context.setOffline(true);
    consoleGuard.expectError(/ERR_INTERNET_DISCONNECTED/);
    await navbar.logout();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('alert', { name: NOTICE })).toBeVisible();
    await expectNothingLeft(page);

    await context.setOffline(false);
    await expect(page.getByText(SIGNED_OUT)).toBeVisible();
    await expect(page.getByRole('alert', { name: NOTICE })).toBeHidden();
    expect(await refreshCookies(context)).toHaveLength(0);
  });
});

test('a session the server ended elsewhere leaves nothing on the device at the next start', async ({
  page,
  context,
  request,
  signedInUser,
  consoleGuard,
}) => {
  await openTransactionsSavedOffline(page, request, signedInUser);

  // Signed out elsewhere (as from another device's Active Sessions card): the session is revoked, while this
  // browser still holds its cookie.
  const [cookie] = await refreshCookies(context);
  const ended = await page.request.post('/api/auth/logout', { headers: { Origin: BASE_URL } });
  expect(ended.status(), await ended.text()).toBe(200);
  if (cookie) await context.addCookies([cookie]);

  consoleGuard.expectError(failedRequest(401, '/api/auth/refresh'));
  await page.reload();
  await expect(page).toHaveURL('/login');
  await expectNothingLeft(page);
  await expect(page.getByText(ROW)).toBeHidden();
});
