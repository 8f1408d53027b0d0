// Rules that file transactions by themselves: made in the rules dialog, they file an imported CSV's rows; applied
// to existing rows after a preview, then undone; and learnt from a recategorised transaction with one click.
import { RulesDialog } from '../pages/RulesDialog';
import { TransactionsPage } from '../pages/TransactionsPage';
import { expect, test } from '../support/fixtures';
import { createTransactions } from '../support/transactions';

const CSV = [
  'Date,Title,Amount',
  '2025-04-02,TESCO STORES 2231,-23.40',
  '2025-04-03,Uber *Trip,-12.00',
  '2025-04-04,Corner shop,-4.10',
].join('\n');

test('rules made in the dialog file the rows of an imported CSV', async ({ page, signedInUser: _user }) => {
  const transactions = new TransactionsPage(page);
  await transactions.open();
  const rules = new RulesDialog(page);
  await rules.open();
  await expect(rules.dialog.getByText('No rules yet')).toBeVisible();
  await rules.add({ text: 'tesco', category: 'Food', tags: ['Groceries'], rename: 'Tesco' });
  await rules.add({ match: 'Matches the pattern', text: '^uber\\b', category: 'Transportation' });
  await expect(rules.items()).toHaveCount(2);
  await expect(rules.items().first()).toContainText('Title contains “tesco”');
  await expect(rules.items().first()).toContainText('Category: Food · Tags: Groceries · Title: “Tesco”');
  await rules.close();

  await transactions.importButton.click();
  const dialog = transactions.importDialog;
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'card.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(CSV),
  });
  await dialog.getByRole('button', { name: 'Import 3 transactions', exact: true }).click();
  await expect(transactions.message('Imported 3 transactions, skipped 0.')).toBeVisible();
  await transactions.expectCount(3);
  await expect(transactions.row('Tesco')).toContainText('Food');
  await expect(transactions.row('Tesco').getByRole('list', { name: 'Tags' })).toHaveText('Groceries');
  await expect(transactions.row('Uber *Trip')).toContainText('Transportation');
  await expect(transactions.row('Corner shop')).toContainText('Other Expense');
});

test('a rule applied to existing transactions shows its preview first, then is undone', async ({
  page,
  signedInUser,
}) => {
  await createTransactions(page.request, signedInUser, [
    {
      description: 'Netflix.com',
      amount: 9.99,
      type: 'Expense',
      category: 'Other Expense',
      date: '2025-03-05',
    },
    { description: 'NETFLIX', amount: 9.99, type: 'Expense', category: 'Shopping', date: '2025-04-05' },
    { description: 'Cinema', amount: 12, type: 'Expense', category: 'Entertainment', date: '2025-04-06' },
  ]);
  const transactions = new TransactionsPage(page);
  await transactions.open();
  const rules = new RulesDialog(page);
  await rules.open();
  await rules.add({ text: 'netflix', category: 'Entertainment', tags: ['Subscriptions'] });

  const applying = await rules.applyToExisting('netflix');
  await expect(applying.getByText('2 transactions will change.')).toBeVisible();
  const rows = applying.locator('tbody').getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('NETFLIX');
  await expect(rows.first()).toContainText('Shopping → Entertainment');
  await expect(rows.last()).toContainText('Other Expense → Entertainment');

  await applying.getByRole('button', { name: 'Apply to 2 transactions', exact: true }).click();
  await expect(applying.getByText('Rule applied to 2 transactions.')).toBeVisible();
  await expect(transactions.row('NETFLIX')).toContainText('Entertainment');
  await expect(transactions.row('Netflix.com').getByRole('list', { name: 'Tags' })).toHaveText(
    'Subscriptions',
  );

  await applying.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(applying.getByText('Put back 2 transactions.')).toBeVisible();
  await expect(transactions.row('NETFLIX')).toContainText('Shopping');
  await expect(transactions.row('Netflix.com')).toContainText('Other Expense');
  await expect(transactions.row('Netflix.com').getByRole('list', { name: 'Tags' })).toHaveCount(0);
});

test('recategorising a transaction offers a rule; accepted, it files the next one', async ({
  page,
  signedInUser,
}) => {
  await createTransactions(page.request, signedInUser, [
    { description: 'Corner Deli', amount: 8.5, type: 'Expense', category: 'Shopping', date: '2025-04-01' },
  ]);
  const transactions = new TransactionsPage(page);
  await transactions.open();
  await transactions.editButton('Corner Deli').click();
  await transactions.choose(transactions.dialog.getByLabel('Category', { exact: true }), 'Food');
  await transactions.dialog.getByRole('button', { name: 'Save Changes', exact: true }).click();
  await expect(transactions.message('Transaction updated')).toBeVisible();

  const offer = page.getByRole('alert').filter({ hasText: 'File “Corner Deli” as Food from now on?' });
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Create rule', exact: true }).click();
  await expect(transactions.message('Rule created')).toBeVisible();

  await transactions.add({ title: 'Corner Deli', amount: '6', category: 'Shopping' });
  await transactions.expectCount(2);
  await expect(
    transactions.rows().filter({ hasText: 'Corner Deli' }).filter({ hasText: 'Shopping' }),
  ).toHaveCount(0);
  await expect(
    transactions.rows().filter({ hasText: 'Corner Deli' }).filter({ hasText: 'Food' }),
  ).toHaveCount(2);

  const rules = new RulesDialog(page);
  await rules.open();
  await expect(rules.items()).toHaveText([/Title contains “Corner Deli”.*Category: Food/]);
});
