// Categories of one's own: made in the categories dialog and picked in the transaction form; two merged into one,
// which every transaction of the other then shows, and the filter no longer offers.
import { CategoriesDialog } from '../pages/CategoriesDialog';
import { TransactionsPage } from '../pages/TransactionsPage';
import { expect, test } from '../support/fixtures';
import { createTransactions } from '../support/transactions';

test('a category of one’s own is made, used, and another merged into it', async ({ page, signedInUser }) => {
  await createTransactions(page.request, signedInUser, [
    { description: 'Cinema', amount: 12, type: 'Expense', category: 'Entertainment', date: '2025-04-06' },
    { description: 'Bakery', amount: 5.5, type: 'Expense', category: 'Food', date: '2025-04-07' },
  ]);
  const transactions = new TransactionsPage(page);
  await transactions.open();
  const categories = new CategoriesDialog(page);
  await categories.open();
  await expect(categories.item('Entertainment')).toBeVisible();
  await categories.add({ type: 'Expense', name: 'Eating out', color: 'Green', group: 'Leisure' });
  await expect(categories.item('Eating out')).toBeVisible();
  await expect(categories.dialog.getByText('Group: Leisure', { exact: true })).toBeVisible();
  await categories.close();

  await transactions.add({ title: 'Pizza night', amount: '18', category: 'Eating out', date: '2025-04-08' });
  await expect(transactions.row('Pizza night')).toContainText('Eating out');

  await categories.open();
  await categories.merge('Entertainment', 'Eating out');
  await expect(categories.dialog.getByText('“Entertainment” was merged into “Eating out”.')).toBeVisible();
  await expect(categories.dialog.getByText('Transactions moved: 1', { exact: true })).toBeVisible();
  await expect(categories.item('Entertainment')).toHaveCount(0);
  await categories.close();

  await expect(transactions.row('Cinema')).toContainText('Eating out');
  await expect(transactions.row('Bakery')).toContainText('Food');
  await transactions.choose(transactions.category, 'Eating out');
  await transactions.expectCount(2, { filtered: true });
  await transactions.expectTitles(['Pizza night', 'Cinema']);
});
