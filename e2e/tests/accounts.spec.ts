// Money accounts: where money is kept, with its balances and the net worth.
import { AccountsPage } from '../pages/AccountsPage';
import { failedRequest } from '../support/console-guard';
import { DashboardLayout } from '../pages/DashboardLayout';
import { SignUpPage } from '../pages/SignUpPage';
import { TransactionsPage } from '../pages/TransactionsPage';
import { expect, test } from '../support/fixtures';
import { DASHBOARD_HOME } from '../support/registry';
import { uniqueUser } from '../support/users';

test('a new person adds a credit card beside Main, renames it, closes it and reopens it', async ({
  page,
  consoleGuard,
}) => {
  // The browser reports the refused close of the last open account.
  consoleGuard.expectError(failedRequest(409, '/api/accounts/'));
  const signUp = new SignUpPage(page);
  await signUp.open();
  await signUp.fill(uniqueUser('accounts'));
  await signUp.submit.click();
  await expect(page).toHaveURL(DASHBOARD_HOME);

  await new DashboardLayout(page).navigate('Accounts');
  const accounts = new AccountsPage(page);
  await accounts.expectShown();
  await expect(accounts.open.getByRole('article')).toHaveCount(1);
  await expect(accounts.card('Main')).toContainText('Current');
  await expect(accounts.netWorth).toContainText('₹0.00');

  await accounts.add({ name: 'Visa card', kind: 'Credit card', openingBalance: '-250.75' });
  await expect(accounts.message('Account added')).toBeVisible();
  const visa = accounts.card('Visa card');
  await expect(visa).toContainText('Credit card');
  await expect(visa).toContainText('-₹250.75');
  await expect(accounts.netWorth).toContainText('-₹250.75');

  // Side by side on a wide screen, one above the other on a phone, never wider than the phone.
  const [mainBox, visaBox] = [await accounts.card('Main').boundingBox(), await visa.boundingBox()];
  expect(visaBox!.y).toBeCloseTo(mainBox!.y, 0);
  expect(visaBox!.x).toBeGreaterThan(mainBox!.x + mainBox!.width);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(async () => {
    const [main, card] = [await accounts.card('Main').boundingBox(), await visa.boundingBox()];
    expect(card!.x).toBeCloseTo(main!.x, 0);
    expect(card!.y).toBeGreaterThanOrEqual(main!.y + main!.height);
  }).toPass();
  expect(await accounts.content.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });

  await accounts.edit('Visa card', { name: 'Travel card' });
  await expect(accounts.message('Account updated')).toBeVisible();
  await expect(accounts.card('Travel card')).toContainText('-₹250.75');
  await expect(accounts.card('Visa card')).toHaveCount(0);

  const confirmation = await accounts.close('Travel card');
  await expect(confirmation).toBeHidden();
  await expect(accounts.message('Account closed')).toBeVisible();
  await expect(accounts.closed.getByRole('article', { name: 'Travel card', exact: true })).toBeVisible();
  await expect(accounts.open.getByRole('article')).toHaveCount(1);
  // Closed, its history still counts.
  await expect(accounts.netWorth).toContainText('-₹250.75');

  // The one account left open cannot be closed.
  const refusal = await accounts.close('Main');
  await expect(refusal.getByRole('alert')).toContainText('Keep at least one account open.');
  await refusal.getByRole('button', { name: 'Cancel' }).click();
  await expect(refusal).toBeHidden();

  await accounts.reopen('Travel card');
  await expect(accounts.message('Account reopened')).toBeVisible();
  await expect(accounts.closed).toHaveCount(0);
  await expect(accounts.open.getByRole('article')).toHaveCount(2);
});

test('a purchase on the card: the form asks for the account, the list names and filters by it, the balances follow', async ({
  page,
  signedInUser: _user,
}) => {
  const accounts = new AccountsPage(page);
  await page.goto('/dashboard/accounts');
  await accounts.expectShown();
  await accounts.add({ name: 'Visa card', kind: 'Credit card', openingBalance: '0' });
  await expect(accounts.message('Account added')).toBeVisible();

  const transactions = new TransactionsPage(page);
  await transactions.open();
  await expect(transactions.columnHeader('Account')).toBeVisible();
  await transactions.add({
    title: 'Train tickets',
    amount: '42.50',
    category: 'Transportation',
    account: 'Visa card',
  });
  await transactions.add({ title: 'Groceries', amount: '20', category: 'Food', account: 'Main' });
  await expect(transactions.row('Train tickets')).toContainText('Visa card');
  await expect(transactions.row('Groceries')).toContainText('Main');

  await transactions.choose(transactions.account, 'Visa card');
  await transactions.expectCount(1, { filtered: true });
  await transactions.expectTitles(['Train tickets']);
  await expect(page).toHaveURL(/accountId=/);

  await page.goto('/dashboard/accounts');
  await accounts.expectShown();
  await expect(accounts.card('Visa card')).toContainText('-₹42.50');
  await expect(accounts.card('Main')).toContainText('-₹20.00');
  await expect(accounts.netWorth).toContainText('-₹62.50');
});
