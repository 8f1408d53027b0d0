// Money accounts: where money is kept, with its balances and the net worth.
import { AccountsPage } from '../pages/AccountsPage';
import { textName } from '../pages/names';
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
  await accounts.openAndAdd({ name: 'Visa card', kind: 'Credit card', openingBalance: '0' });

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

test('a card reconciled to its statement: a purchase marked cleared, the difference brought to zero, the row locked, then unlocked', async ({
  page,
  signedInUser: _user,
}) => {
  const accounts = new AccountsPage(page);
  await accounts.openAndAdd({ name: 'Visa card', kind: 'Credit card', openingBalance: '0' });

  const transactions = new TransactionsPage(page);
  await transactions.open();
  await transactions.add({ title: 'Hotel', amount: '120', category: 'Travel', account: 'Visa card' });
  await transactions.add({ title: 'Snack', amount: '5', category: 'Food', account: 'Visa card' });
  await transactions.selectBox('Hotel').check();
  await transactions.content.getByRole('button', { name: 'Mark cleared', exact: true }).click();
  await expect(transactions.message('Marked 1 transaction as cleared.')).toBeVisible();
  await expect(transactions.row('Hotel')).toContainText('Cleared');
  await expect(transactions.row('Snack')).not.toContainText('Cleared');

  await page.goto('/dashboard/accounts');
  await accounts.expectShown();
  const visa = accounts.card('Visa card');
  await expect(accounts.figure(visa, /^Cleared balance$/)).toHaveText('-₹120.00');
  const dialog = await accounts.openReconcile('Visa card');
  await expect(accounts.figure(dialog, /^Cleared balance on /)).toHaveText('-₹120.00');
  const balance = dialog.getByLabel('Statement closing balance', { exact: true });
  const difference = accounts.figure(dialog, /^Difference to explain$/);
  const reconcile = dialog.getByRole('button', { name: textName('Reconcile') });
  await expect(difference).toHaveText('–');
  await balance.fill('-100');
  await expect(difference).toHaveText('₹20.00');
  await expect(reconcile).toBeDisabled();
  await balance.fill('-120');
  await expect(difference).toHaveText('₹0.00');
  await reconcile.click();
  await expect(dialog).toBeHidden();
  await expect(accounts.message('Account reconciled')).toBeVisible();
  await expect(visa).toContainText(/Reconciled to .+: -₹120\.00/);

  await transactions.open();
  const hotel = transactions.row('Hotel');
  // The lock is the row's one control: it unlocks.
  await expect(transactions.unlockButton('Hotel')).toBeVisible();
  await expect(transactions.editButton('Hotel')).toHaveCount(0);
  await expect(transactions.deleteButton('Hotel')).toHaveCount(0);
  await expect(transactions.editButton('Snack')).toBeVisible();
  await expect(transactions.unlockButton('Snack')).toHaveCount(0);

  await transactions.unlockButton('Hotel').click();
  await expect(transactions.message('Transaction unlocked')).toBeVisible();
  await expect(transactions.editButton('Hotel')).toBeVisible();
  await expect(transactions.unlockButton('Hotel')).toHaveCount(0);
  await expect(hotel).toContainText('Cleared');
});
