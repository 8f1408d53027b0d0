// Search operators: a person narrows the list by amount, period and type from the search box, is told why a
// mistyped operator finds nothing, and reads the operators in the box's help.
import { TransactionsPage } from '../pages/TransactionsPage';
import { expect, test } from '../support/fixtures';

test('amounts, dates and types typed in the search box narrow the list; a mistyped operator says why', async ({
  page,
  signedInUser: _user,
}) => {
  const transactions = new TransactionsPage(page);
  await transactions.open();
  await transactions.add({ title: 'Coffee beans', amount: '12.50', category: 'Food', date: '2026-03-05' });
  await transactions.add({
    title: 'Coffee machine',
    amount: '180',
    category: 'Shopping',
    date: '2026-03-20',
  });
  await transactions.add({ title: 'Laptop', amount: '900', category: 'Shopping', date: '2026-04-02' });
  await transactions.add({
    type: 'Income',
    title: 'Coffee refund',
    amount: '180',
    category: 'Other Income',
    date: '2026-03-21',
  });
  await transactions.expectCount(4);

  await transactions.search.fill('coffee amount:>100 type:expense');
  await transactions.expectCount(1, { filtered: true });
  await expect(transactions.row('Coffee machine')).toBeVisible();
  await expect(page).toHaveURL(/searchTerm=coffee\+amount%3A%3E%3D100\.01\+type%3Aexpense/);

  await transactions.search.fill('date:2026-03 amount:10..200');
  await transactions.expectCount(3, { filtered: true });

  await transactions.search.fill('amonut:>100');
  await expect(transactions.content.getByRole('alert')).toContainText('Unknown search operator.');
  await expect(transactions.search).toHaveAttribute('aria-invalid', 'true');
  // The list stays as it was, not emptied by a search it could not read.
  await transactions.expectCount(3, { filtered: true });

  await transactions.content.getByRole('button', { name: 'Search operators', exact: true }).click();
  const help = page.getByRole('tooltip');
  await expect(help.getByText('amount:>100', { exact: true })).toBeVisible();
  await expect(help.getByText('tag:"Lisbon trip"', { exact: true })).toBeVisible();
});
