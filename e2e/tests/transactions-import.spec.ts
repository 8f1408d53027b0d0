// Import CSV with a preview, then undo the import; import OFX and CAMT.053 bank statements into a chosen account, twice.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectDialogOpen } from '../pages/antdControls';
import { TransactionsPage } from '../pages/TransactionsPage';
import { createAccount } from '../support/accounts';
import { WORKSPACE } from '../support/env';
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
  const dialog = transactions.importDialog;
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'bank.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(CSV),
  });

  await expect(dialog.getByText('Rows that will be skipped')).toBeVisible();
  await expect(transactions.importTotal('Rows')).toContainText('4');
  await expect(transactions.importTotal('Valid')).toContainText('2');
  await expect(transactions.importTotal('Invalid')).toContainText('1');
  await expect(transactions.importTotal('Duplicates')).toContainText('1');
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
  await expectDialogOpen(confirm);
  await expect(
    confirm.getByText('Undo the import of bank.csv? This deletes the 2 transactions it added.'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Undo import', exact: true }).click();
  await expect(transactions.message('Import undone: deleted 2 transactions.')).toBeVisible();
  await transactions.expectCount(1);
  await transactions.expectTitles(['Bakery']);
  await expect(transactions.undoImportButton).toHaveCount(0);
});

/** An OFX 1.x statement as a US bank writes it: SGML, Windows-1252, values without closing tags. */
const OFX = [
  'OFXHEADER:100',
  'DATA:OFXSGML',
  'VERSION:102',
  'SECURITY:NONE',
  'ENCODING:USASCII',
  'CHARSET:1252',
  'COMPRESSION:NONE',
  'OLDFILEUID:NONE',
  'NEWFILEUID:NONE',
  '',
  '<OFX>',
  '<BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STMTRS><CURDEF>USD',
  '<BANKTRANLIST>',
  '<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20250402<TRNAMT>1800.00<FITID>E2E-1<NAME>ACME PAYROLL</STMTTRN>',
  '<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20250403<TRNAMT>-4.75<FITID>E2E-2<NAME>Café Crème</STMTTRN>',
  '<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20250403<TRNAMT>-4.75<FITID>E2E-3<NAME>Café Crème</STMTTRN>',
  '</BANKTRANLIST>',
  '</STMTRS></STMTTRNRS></BANKMSGSRSV1>',
  '</OFX>',
].join('\r\n');

test('imports an OFX statement into the Main account, and the same statement again adds nothing', async ({
  page,
  signedInUser,
}) => {
  // A second account, so that the import asks which one.
  await createAccount(page.request, signedInUser, {
    name: 'Visa card',
    kind: 'Credit card',
    openingBalance: 0,
    openingDate: '2025-01-01',
  });
  const transactions = new TransactionsPage(page);
  await transactions.open();
  await transactions.expectCount(0);

  const dialog = transactions.importDialog;
  const statement = {
    name: 'statement.ofx',
    mimeType: 'application/x-ofx',
    buffer: Buffer.from(OFX, 'latin1'),
  };

  await transactions.chooseStatement('Main', statement);
  await expect(dialog.getByText('OFX statement', { exact: true })).toBeVisible();
  await expect(transactions.importTotal('Valid')).toContainText('3');
  await expect(dialog.getByLabel('Title column', { exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Import 3 transactions', exact: true }).click();
  await expect(transactions.message('Imported 3 transactions, skipped 0.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await transactions.expectCount(3);
  await expect(transactions.row('ACME PAYROLL')).toContainText('Main');
  // Two coffees of the same day and price: the bank's ids tell them apart.
  await expect(transactions.row('Café Crème')).toHaveCount(2);

  await transactions.chooseStatement('Main', statement);
  await expect(dialog.getByText('OFX statement', { exact: true })).toBeVisible();
  await expect(transactions.importTotal('Duplicates')).toContainText('3');
  await expect(dialog.getByRole('button', { name: 'Import 0 transactions', exact: true })).toBeDisabled();
  // The close button, not Escape: the account's select, still focused, takes an Escape while its list slides
  // shut.
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
  await transactions.expectCount(3);
});

test('imports a CAMT.053 statement into a chosen account: its batch is a row each, a reversal an income', async ({
  page,
  signedInUser,
}) => {
  await createAccount(page.request, signedInUser, {
    name: 'Girokonto',
    kind: 'Current',
    openingBalance: 1520,
    openingDate: '2024-03-01',
  });
  const transactions = new TransactionsPage(page);
  await transactions.open();

  const dialog = transactions.importDialog;
  const statement = {
    name: 'statement.xml',
    mimeType: 'application/xml',
    buffer: readFileSync(join(WORKSPACE, 'api/test/fixtures/bank/statement.camt053.xml')),
  };

  await transactions.chooseStatement('Girokonto', statement);
  await expect(dialog.getByText('CAMT.053 statement', { exact: true })).toBeVisible();
  await expect(transactions.importTotal('Valid')).toContainText('6');
  await dialog.getByRole('button', { name: 'Import 6 transactions', exact: true }).click();
  await expect(transactions.message('Imported 6 transactions, skipped 0.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await transactions.expectCount(6);
  // The batch of three debits is three rows; the direct debit taken back is the one income of its name.
  for (const title of ['Versicherung Nord', 'Sportverein Ehrenfeld', 'Zeitungsverlag West'])
    await expect(transactions.row(title)).toContainText('Girokonto');
  await expect(transactions.row('Stadtwerke Köln GmbH').filter({ hasText: '+₹89.90' })).toHaveCount(1);
  await expect(transactions.row('Stadtwerke Köln GmbH').filter({ hasText: '-₹89.90' })).toHaveCount(1);

  await transactions.chooseStatement('Girokonto', statement);
  await expect(dialog.getByText('CAMT.053 statement', { exact: true })).toBeVisible();
  await expect(transactions.importTotal('Duplicates')).toContainText('6');
  await expect(dialog.getByRole('button', { name: 'Import 0 transactions', exact: true })).toBeDisabled();
});
