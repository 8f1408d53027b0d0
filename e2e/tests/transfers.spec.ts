// Transfers: money moved between two of a person's accounts, as two rows that are neither income nor expense.
import { AccountsPage } from '../pages/AccountsPage';
import { OverviewPage } from '../pages/OverviewPage';
import { TransactionsPage } from '../pages/TransactionsPage';
import { expect, test } from '../support/fixtures';

test('a transfer from Main to Savings moves both balances, leaves the net worth and the month alone, then is edited and deleted', async ({
  page,
  signedInUser: _user,
}) => {
  const accounts = new AccountsPage(page);
  await accounts.openAndAdd({ name: 'Savings', kind: 'Savings', openingBalance: '0' });

  const transactions = new TransactionsPage(page);
  await transactions.open();
  await transactions.add({
    type: 'Income',
    title: 'Salary',
    amount: '1000',
    category: 'Salary',
    account: 'Main',
  });
  await transactions.transfer({ from: 'Main', to: 'Savings', amount: '250', title: 'Rainy day fund' });

  await transactions.expectCount(3);
  const out = transactions.transferRow('Rainy day fund', 'To Savings');
  const into = transactions.transferRow('Rainy day fund', 'From Main');
  for (const row of [out, into]) await expect(row.getByText('Transfer', { exact: true })).toBeVisible();
  await expect(out).toContainText('Main');
  await expect(out).toContainText('-₹250.00');
  await expect(into).toContainText('Savings');
  await expect(into).toContainText('+₹250.00');

  await page.goto('/dashboard/accounts');
  await accounts.expectShown();
  await expect(accounts.card('Main')).toContainText('₹750.00');
  await expect(accounts.card('Savings')).toContainText('₹250.00');
  await expect(accounts.netWorth).toContainText('₹1,000.00');

  // The month's income and spending count the salary only.
  const overview = new OverviewPage(page);
  await overview.open();
  await expect(overview.stat('Monthly Income')).toContainText('₹1,000.00');
  await expect(overview.stat('Monthly Expenses')).toContainText('₹0.00');

  await transactions.open();
  await transactions.editTransfer(into, 'Rainy day fund', { amount: '300' });
  await expect(out).toContainText('-₹300.00');
  await expect(into).toContainText('+₹300.00');

  await page.goto('/dashboard/accounts');
  await accounts.expectShown();
  await expect(accounts.card('Main')).toContainText('₹700.00');
  await expect(accounts.card('Savings')).toContainText('₹300.00');
  await expect(accounts.netWorth).toContainText('₹1,000.00');

  await transactions.open();
  await transactions.deleteTransfer(out, 'Rainy day fund');
  await transactions.expectCount(1);
  await expect(transactions.row('Rainy day fund')).toHaveCount(0);
  await expect(transactions.row('Salary')).toBeVisible();
});
