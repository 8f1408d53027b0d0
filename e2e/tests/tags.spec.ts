// Tags: typed in the form (on a transaction and on a split's part), written in the spelling first given, shown in
// the list, filtered on, and analysed as spending by tag on the Analytics Dashboard.
import { AnalyticsPage } from '../pages/AnalyticsPage';
import { TransactionsPage } from '../pages/TransactionsPage';
import { expect, test } from '../support/fixtures';

test('a trip tagged on two purchases and a part is listed, filtered on and seen in analytics', async ({
  page,
  signedInUser: _user,
}) => {
  const transactions = new TransactionsPage(page);
  await transactions.open();
  await transactions.add({ title: 'Hotel', amount: '300', category: 'Travel', tags: ['Lisbon trip'] });
  // The second spelling joins the first: the tag is one, in the spelling it was first given.
  await transactions.add({
    title: 'Flight',
    amount: '200',
    category: 'Travel',
    tags: ['lisbon TRIP', 'Work'],
  });
  await transactions.add({
    title: 'Supermarket',
    amount: '150',
    category: 'Split across categories',
    parts: [
      { category: 'Food', amount: '100', tags: ['Groceries'] },
      { category: 'Shopping', amount: '50' },
    ],
  });
  await transactions.add({ title: 'Rent', amount: '900', category: 'Rent' });
  await transactions.expectCount(4);

  const tagsOf = (title: string) => transactions.row(title).getByRole('list', { name: 'Tags' });
  await expect(tagsOf('Hotel').getByRole('listitem')).toHaveText(['Lisbon trip']);
  await expect(tagsOf('Flight').getByRole('listitem')).toHaveText(['Lisbon trip', 'Work']);
  await expect(tagsOf('Supermarket').getByRole('listitem')).toHaveText(['Groceries']);
  await expect(tagsOf('Rent')).toHaveCount(0);

  await transactions.choose(transactions.tag, 'Lisbon trip');
  await transactions.expectCount(2, { filtered: true });
  await expect(page).toHaveURL(/tag=Lisbon(\+|%20)trip/);
  await transactions.choose(transactions.tag, 'Groceries');
  await transactions.expectCount(1, { filtered: true });
  await expect(transactions.row('Supermarket')).toBeVisible();

  const analytics = new AnalyticsPage(page);
  await analytics.open();
  await analytics.openTab('Spending');
  await expect(analytics.chart('Spending by Tag')).toBeVisible();
  expect(await analytics.table('Spending by Tag')).toEqual([
    ['Tag', 'Spending', 'Income', 'Transactions'],
    ['Lisbon trip', '₹500.00', '₹0.00', '2'],
    ['Work', '₹200.00', '₹0.00', '1'],
    ['Groceries', '₹100.00', '₹0.00', '1'],
  ]);
});
