// Split transactions: one purchase spread over several categories, listed once, found by any of its parts'
// categories, and counted under each part's category by the overview's breakdown.
import { expectDialogOpen } from '../pages/antdControls';
import { OverviewPage } from '../pages/OverviewPage';
import { TransactionsPage } from '../pages/TransactionsPage';
import { expect, test } from '../support/fixtures';

test('a purchase split across Food and Shopping is one row, found by either category, and counted by part', async ({
  page,
  signedInUser: _user,
}) => {
  const transactions = new TransactionsPage(page);
  await transactions.open();
  await transactions.openAdd();
  await transactions.fill({
    title: 'Supermarket',
    amount: '150.75',
    category: 'Split across categories',
    parts: [
      { category: 'Food', amount: '100.50', notes: 'Groceries' },
      { category: 'Shopping', amount: '40' },
    ],
  });
  // The parts come to less than the amount: the form says by how much and keeps the dialog open.
  const dialog = transactions.dialog;
  await expect(dialog.getByRole('status')).toHaveText('₹10.25 left to assign');
  await dialog.getByRole('button', { name: 'Add Transaction', exact: true }).click();
  await expect(dialog.getByText('The parts must add up to the amount.')).toBeVisible();
  await dialog.getByLabel('Amount of part 2', { exact: true }).fill('50.25');
  await expect(dialog.getByRole('status')).toHaveText('All assigned');
  await dialog.getByRole('button', { name: 'Add Transaction', exact: true }).click();
  await expect(page.getByText('Transaction added', { exact: true }).last()).toBeVisible();
  await expect(dialog).toBeHidden();

  await transactions.add({ title: 'Rent', amount: '900', category: 'Rent' });
  await transactions.expectCount(2);
  const row = transactions.row('Supermarket');
  await expect(row).toContainText('Split: Food, Shopping');
  await expect(row).toContainText('-₹150.75');

  // Either part's category finds the purchase; the list counts it once.
  await transactions.choose(transactions.category, 'Shopping');
  await transactions.expectCount(1, { filtered: true });
  await expect(transactions.row('Supermarket')).toBeVisible();

  // The month's spending is the whole; the breakdown has each part under its own category.
  const overview = new OverviewPage(page);
  await overview.open();
  await expect(overview.stat('Monthly Expenses')).toContainText('₹1,050.75');
  await expect(overview.stat('Monthly Expenses')).toContainText('across 3 categories');
  await expect(overview.category('Food')).toContainText('₹100.50');
  await expect(overview.category('Shopping')).toContainText('₹50.25');

  // Edited back to one category, the parts are gone.
  await transactions.open();
  await transactions.editButton('Supermarket').click();
  const edit = page.getByRole('dialog', { name: 'Edit Transaction' });
  await expectDialogOpen(edit);
  await expect(edit.getByLabel('Amount of part 1', { exact: true })).toHaveValue('100.50');
  await transactions.choose(edit.getByLabel('Category', { exact: true }), 'Food');
  await expect(edit.getByRole('group', { name: 'Parts' })).toBeHidden();
  await edit.getByRole('button', { name: 'Save Changes', exact: true }).click();
  await expect(edit).toBeHidden();
  await expect(transactions.row('Supermarket')).toContainText('Food');
  await expect(transactions.row('Supermarket')).not.toContainText('Split');
});
