// Import CSV with a preview, then undo the import.
import { TransactionsPage } from '../pages/TransactionsPage';
import { expect, test } from '../support/fixtures';
import { createTransactions } from '../support/transactions';

const CSV = [
  'Date,Title,Amount,Type,Category,Notes',
  '2025-04-02,Book,15.90,Expense,Education,"Paperback, used"',
  '2025-04-03,Consulting,250,Income,Freelance,',
  '2025-04-04,Broken row,abc,Expense,Food,',
  '2025-04-01,Bakery,12.00,Expense,Food,',
].join('\n');

test('imports a CSV with a bad row and a duplicate, then undoes the import', async ({
  page,
  signedInUser,
}) => {
  await createTransactions(page.request, signedInUser, [
    { description: 'Bakery', amount: 12, type: 'Expense', category: 'Food', date: '2025-04-01' },
  ]);
  const transactions = new TransactionsPage(page);
  await transactions.open();
  await transactions.expectCount(1);
  await expect(transactions.undoImportButton).toHaveCount(0);

  await transactions.importButton.click();
  const dialog = page.getByRole('dialog', { name: 'Import CSV' });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'bank.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(CSV),
  });

  await expect(dialog.getByText('Rows that will be skipped')).toBeVisible();
  const total = (label: string) =>
    dialog.locator('.ant-statistic').filter({ has: page.getByText(label, { exact: true }) });
  await expect(total('Rows')).toContainText('4');
  await expect(total('Valid')).toContainText('2');
  await expect(total('Invalid')).toContainText('1');
  await expect(total('Duplicates')).toContainText('1');
  const problems = dialog.getByRole('table').last();
  await expect(problems.getByRole('row').filter({ hasText: 'Invalid' })).toContainText('4');
  await expect(problems.getByRole('row').filter({ hasText: 'Duplicate' })).toContainText('5');
  // The mapping the server guessed from the header row.
  await expect(dialog.getByLabel('Title column', { exact: true })).toBeVisible();
  await expect(dialog.getByTitle('Title', { exact: true }).first()).toBeVisible();

  await dialog.getByRole('button', { name: 'Import 2 transactions', exact: true }).click();
  await expect(transactions.message('Imported 2 transactions, skipped 2.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await transactions.expectCount(3);
  await expect(transactions.row('Book').getByText('Paperback, used')).toBeVisible();

  await transactions.undoImportButton.click();
  const confirm = page.getByRole('dialog', { name: 'Undo last import' });
  await expect(
    confirm.getByText('Undo the import of bank.csv? This deletes the 2 transactions it added.'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Undo import', exact: true }).click();
  await expect(transactions.message('Import undone: deleted 2 transactions.')).toBeVisible();
  await transactions.expectCount(1);
  await transactions.expectTitles(['Bakery']);
  await expect(transactions.undoImportButton).toHaveCount(0);
});
