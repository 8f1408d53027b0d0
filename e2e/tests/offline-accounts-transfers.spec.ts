// Offline accounts and transfers: an account added and a transfer made without a connection wait on their
// screens, named as a person knows them, and each reaches the server once when the connection returns.
import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';
import { AccountsPage } from '../pages/AccountsPage';
import { expectDialogOpen } from '../pages/antdControls';
import { DashboardLayout } from '../pages/DashboardLayout';
import { TransactionsPage } from '../pages/TransactionsPage';
import { expect, test } from '../support/fixtures';
import { cachedForOffline, controlled } from '../support/serviceWorker';
import { accessToken } from '../support/transactions';
import type { TestUser } from '../support/users';

test.use({ serviceWorkers: 'allow' });

const QUEUED = "Saved on this device: it will be sent once you're back online.";

/** What the API holds for the user, read with a session of the test's own. */
async function apiGet<T>(request: APIRequestContext, user: TestUser, path: string): Promise<T> {
  const response = await request.get(path, {
    headers: { Authorization: `Bearer ${await accessToken(request, user)}` },
  });
  baseExpect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** The card of the screen's writes not sent yet. */
const pendingCard = (page: Page) => page.getByLabel('Changes not sent yet');

test('offline, a new account and a transfer wait on their screens, then each arrives once', async ({
  page,
  context,
  signedInUser,
  consoleGuard,
}) => {
  const accounts = new AccountsPage(page);
  const transactions = new TransactionsPage(page);
  const layout = new DashboardLayout(page);
  // Online, a second account to move money to; both screens are visited, so they and their forms open offline.
  await accounts.openAndAdd({ name: 'Savings', kind: 'Savings', openingBalance: '0' });
  await controlled(page);
  await layout.navigate('Transactions');
  await expect(transactions.heading).toBeVisible();
  await expect(transactions.transferButton).toBeVisible();
  await cachedForOffline(page);

  await context.setOffline(true);
  consoleGuard.expectError(/ERR_INTERNET_DISCONNECTED/);
  await transactions.transferButton.click();
  const dialog = page.getByRole('dialog', { name: 'New transfer' });
  await expectDialogOpen(dialog);
  await transactions.fillTransfer(dialog, {
    from: 'Main',
    to: 'Savings',
    amount: '250',
    title: 'Rainy day fund',
  });
  await dialog.getByRole('button', { name: 'Make transfer', exact: true }).click();
  await expect(page.getByText(QUEUED)).toBeVisible();
  await expect(dialog).toBeHidden();
  const transfer = pendingCard(page).getByRole('group', { name: 'New transfer' });
  await expect(transfer).toContainText('From Main to Savings · ₹250.00');
  await expect(transfer.getByText('Pending')).toBeVisible();

  await layout.navigate('Accounts');
  await accounts.expectShown();
  await accounts.add({ name: 'Holiday fund', kind: 'Savings', openingBalance: '500' });
  const account = pendingCard(page).getByRole('group', { name: 'New account' });
  await expect(account).toContainText('Holiday fund · ₹500.00');
  await expect(account.getByText('Pending')).toBeVisible();
  await expect(accounts.card('Holiday fund')).toHaveCount(0);

  await context.setOffline(false);
  await expect(pendingCard(page)).toBeHidden();
  await expect(accounts.card('Holiday fund')).toContainText('₹500.00');
  await expect(accounts.card('Savings')).toContainText('₹250.00');
  await expect(accounts.card('Main')).toContainText('-₹250.00');

  await layout.navigate('Transactions');
  await transactions.expectCount(2);
  await expect(transactions.transferRow('Rainy day fund', 'To Savings')).toContainText('-₹250.00');
  await expect(transactions.transferRow('Rainy day fund', 'From Main')).toContainText('+₹250.00');

  // Each was recorded once.
  const request = page.request;
  const saved = await apiGet<{ accounts: { name: string }[] }>(request, signedInUser, '/api/accounts/');
  expect(saved.accounts.map(({ name }) => name)).toEqual(['Main', 'Savings', 'Holiday fund']);
  const list = await apiGet<{ transactions: { type: string }[] }>(
    request,
    signedInUser,
    '/api/transaction/?limit=100',
  );
  expect(list.transactions.filter(({ type }) => type === 'Transfer')).toHaveLength(2);
});
