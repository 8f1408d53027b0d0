// Transactions.
import { expectDialogOpen } from '../pages/antdControls';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { TransactionsPage } from '../pages/TransactionsPage';
import { WORKSPACE } from '../support/env';
import { expect, test } from '../support/fixtures';
import { accessToken, createTransactions, numberedRows, type SeedTransaction } from '../support/transactions';

test('add, edit and delete a transaction', async ({ page, signedInUser: _user }) => {
  const transactions = new TransactionsPage(page);
  await transactions.open();
  await transactions.expectCount(0);
  await expect(transactions.message('No transactions found matching your criteria.')).toBeVisible();

  const dialog = await transactions.openAdd();
  await dialog.getByRole('button', { name: 'Add Transaction', exact: true }).click();
  // One message for the three fields, under the first; the other two are marked.
  await expect(dialog.getByText('Title, amount, and category are required')).toHaveCount(1);
  await expect(dialog.getByLabel('Title', { exact: true })).toHaveAccessibleDescription(
    'Title, amount, and category are required',
  );
  await expect(dialog.getByLabel('Amount', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Category', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(dialog).toBeHidden();

  await transactions.add({
    type: 'Expense',
    title: 'Groceries',
    amount: '42.5',
    category: 'Food',
    date: '2025-03-14',
    notes: 'Weekly shop',
  });
  await transactions.expectCount(1);
  const row = transactions.row('Groceries');
  await expect(row.getByText('Mar 14, 2025')).toBeVisible();
  await expect(row.getByText('Weekly shop')).toBeVisible();
  // the user's currency (INR by default), not USD.
  await expect(row.getByText('-₹42.50')).toBeVisible();

  await transactions.editButton('Groceries').click();
  const editor = page.getByRole('dialog', { name: 'Edit Transaction' });
  await expectDialogOpen(editor);
  await expect(editor.getByLabel('Amount', { exact: true })).toHaveValue('42.50');
  await transactions.fill({ type: 'Income' });
  await expect(editor.getByRole('radio', { name: 'Income' })).toBeChecked();
  // Changing the type clears the category.
  await expect(editor.getByTitle('Food', { exact: true })).toHaveCount(0);
  await transactions.fill({ title: 'Refund', category: 'Other Income' });
  await editor.getByRole('button', { name: 'Save Changes', exact: true }).click();
  await expect(transactions.message('Transaction updated')).toBeVisible();
  await expect(transactions.row('Refund').getByText('+₹42.50')).toBeVisible();

  await transactions.deleteButton('Refund').click();
  const confirm = page.getByRole('dialog', { name: 'Delete Transaction' });
  await expectDialogOpen(confirm);
  await expect(confirm.getByText('Are you sure you want to delete this transaction?')).toBeVisible();
  await expect(confirm.getByText('This action cannot be undone.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(transactions.message('Transaction deleted')).toBeVisible();
  await transactions.expectCount(0);
  await expect(transactions.message('No transactions found matching your criteria.')).toBeVisible();
});

test('a recurring transaction shows its rule when edited, and can be stopped', async ({
  page,
  signedInUser: _user,
}) => {
  const transactions = new TransactionsPage(page);
  await transactions.open();
  await transactions.addButton.click();
  const today = new Date().toISOString().slice(0, 10);
  await transactions.fill({ title: 'Gym', amount: '30', category: 'Healthcare', date: today });
  await transactions.dialog.getByRole('checkbox', { name: 'Make this recurring' }).check();
  await transactions.choose(transactions.dialog.getByLabel('Frequency', { exact: true }), 'Weekly');
  await transactions.dialog.getByRole('button', { name: 'Add Transaction', exact: true }).click();
  await expect(transactions.message('Transaction added')).toBeVisible();

  await transactions.editButton('Gym').click();
  const editor = page.getByRole('dialog', { name: 'Edit Transaction' });
  await expectDialogOpen(editor);
  await expect(editor.getByText('Weekly', { exact: true })).toBeVisible();
  await editor.getByRole('button', { name: 'Stop recurring', exact: true }).click();
  await expect(transactions.message('The recurring transaction was stopped.')).toBeVisible();
  await expect(editor.getByRole('checkbox', { name: 'Make this recurring' })).toBeVisible();
});

test('bulk delete removes the selected rows after a confirmation with the count', async ({
  page,
  signedInUser,
}) => {
  await createTransactions(page.request, signedInUser, numberedRows(3));
  const transactions = new TransactionsPage(page);
  await transactions.open();
  await transactions.expectCount(3);

  await transactions.selectBox('Row 01').check();
  await transactions.selectBox('Row 03').check();
  await expect(transactions.content.getByText('2 selected', { exact: true })).toBeVisible();
  await transactions.content.getByRole('button', { name: /Delete selected$/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete 2 transactions?' });
  await expectDialogOpen(confirm);
  await expect(
    confirm.getByText('Are you sure you want to delete the 2 selected transactions?'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();

  await expect(transactions.message('Deleted 2 transactions.')).toBeVisible();
  await transactions.expectCount(1);
  await transactions.expectTitles(['Row 02']);
  await expect(transactions.content.getByText('2 selected', { exact: true })).toHaveCount(0);
});

const FILTER_SET: SeedTransaction[] = [
  {
    description: 'Coffee beans',
    amount: 18,
    type: 'Expense',
    category: 'Food',
    date: '2025-01-05',
    notes: 'arabica',
  },
  { description: 'Monthly salary', amount: 3000, type: 'Income', category: 'Salary', date: '2025-01-31' },
  {
    description: 'Train ticket',
    amount: 45,
    type: 'Expense',
    category: 'Transportation',
    date: '2025-02-10',
  },
  {
    description: 'Freelance gig',
    amount: 600,
    type: 'Income',
    category: 'Freelance',
    date: '2025-03-03',
    notes: 'coffee shop website',
  },
  { description: '100% juice_bar', amount: 7, type: 'Expense', category: 'Food', date: '2025-03-15' },
];

test('filters by search, type, category and dates, kept over a reload', async ({ page, signedInUser }) => {
  await createTransactions(page.request, signedInUser, FILTER_SET);
  const transactions = new TransactionsPage(page);
  await transactions.open();
  await transactions.expectCount(5);

  // Search covers title and notes, and takes % and _ literally. A narrowed list is titled as such.
  await transactions.search.fill('coffee');
  await transactions.expectTitles(['Freelance gig', 'Coffee beans']);
  await transactions.expectCount(2, { filtered: true });
  await transactions.search.fill('%');
  await transactions.expectTitles(['100% juice_bar']);
  await transactions.search.fill('_');
  await transactions.expectTitles(['100% juice_bar']);
  await transactions.search.fill('zzz');
  await transactions.expectCount(0, { filtered: true });
  await expect(transactions.message('No transactions found matching your criteria.')).toBeVisible();
  await transactions.clearFilters.click();
  await transactions.expectCount(5);

  await transactions.choose(transactions.type, 'Income');
  await transactions.expectTitles(['Freelance gig', 'Monthly salary']);
  await transactions.category.click();
  await expect(page.getByTitle('Food', { exact: true }).filter({ visible: true })).toHaveCount(0);
  await page.getByTitle('Salary', { exact: true }).filter({ visible: true }).last().click();
  await transactions.expectTitles(['Monthly salary']);

  await page.reload();
  await transactions.expectTitles(['Monthly salary']);
  await expect(page).toHaveURL(/type=Income/);
  await expect(page).toHaveURL(/category=Salary/);

  await transactions.clearFilters.click();
  await transactions.expectCount(5);
  await transactions.pickDate(transactions.startDate, '2025-02-01');
  await transactions.pickDate(transactions.endDate, '2025-03-03');
  await transactions.expectTitles(['Freelance gig', 'Train ticket']);

  await transactions.clearFilters.click();
  await transactions.choose(transactions.category, 'Food');
  await transactions.expectTitles(['100% juice_bar', 'Coffee beans']);
});

test('sorting: the active sort toggles, a new sort starts ascending', async ({ page, signedInUser }) => {
  await createTransactions(page.request, signedInUser, [
    { description: 'Banana', amount: 20, type: 'Expense', category: 'Food', date: '2025-01-02' },
    { description: 'Apple', amount: 5, type: 'Expense', category: 'Food', date: '2025-01-03' },
    { description: 'Cherry', amount: 100, type: 'Income', category: 'Bonus', date: '2025-01-01' },
  ]);
  const transactions = new TransactionsPage(page);
  await transactions.open();
  await transactions.expectTitles(['Apple', 'Banana', 'Cherry']);
  await expect(transactions.columnHeader('Date')).toHaveAttribute('aria-sort', 'descending');

  await transactions.columnHeader('Title').click();
  await transactions.expectTitles(['Apple', 'Banana', 'Cherry']);
  await expect(transactions.columnHeader('Title')).toHaveAttribute('aria-sort', 'ascending');
  await transactions.columnHeader('Title').click();
  await transactions.expectTitles(['Cherry', 'Banana', 'Apple']);

  await transactions.columnHeader('Amount').click();
  await transactions.expectTitles(['Banana', 'Apple', 'Cherry']);
  await transactions.columnHeader('Amount').click();
  await transactions.expectTitles(['Cherry', 'Apple', 'Banana']);

  await transactions.columnHeader('Date').click();
  await transactions.expectTitles(['Cherry', 'Banana', 'Apple']);
  await expect(transactions.columnHeader('Date')).toHaveAttribute('aria-sort', 'ascending');
});

test('pages of 10, with the paging text only beyond one page', async ({ page, signedInUser }) => {
  await createTransactions(page.request, signedInUser, numberedRows(12));
  const transactions = new TransactionsPage(page);
  await transactions.open();
  await transactions.expectCount(12);
  await expect(transactions.rows()).toHaveCount(10);
  await expect(transactions.pagingText).toHaveText('Showing 1 to 10 of 12 entries');
  await expect(transactions.previous).toBeDisabled();

  await transactions.next.click();
  await expect(transactions.pagingText).toHaveText('Showing 11 to 12 of 12 entries');
  await transactions.expectTitles(['Row 02', 'Row 01']);
  await expect(transactions.next).toBeDisabled();
  await transactions.previous.click();
  await expect(transactions.pagingText).toHaveText('Showing 1 to 10 of 12 entries');

  // A filter returns to page 1, and one page shows no paging.
  await transactions.content.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(transactions.pagingText).toHaveText('Showing 11 to 12 of 12 entries');
  await transactions.search.fill('Row 1');
  await transactions.expectTitles(['Row 12', 'Row 11', 'Row 10']);
  await expect(transactions.pagingText).toHaveCount(0);
  await expect(transactions.next).toHaveCount(0);
});

test('Export CSV downloads the rows of the current filter', async ({ page, signedInUser }) => {
  await createTransactions(page.request, signedInUser, FILTER_SET);
  const transactions = new TransactionsPage(page);
  await transactions.open();
  await transactions.choose(transactions.type, 'Expense');
  await transactions.expectCount(3, { filtered: true });

  const [download] = await Promise.all([page.waitForEvent('download'), transactions.exportButton.click()]);
  expect(download.suggestedFilename()).toMatch(/^transactions_\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await download.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toBe('Date,Title,Amount,Type,Category,Notes');
  expect(lines).toHaveLength(4);
  const body = lines.slice(1).join('\n');
  expect(body).toContain('Coffee beans');
  expect(body).toContain('Train ticket');
  expect(body).toContain('100% juice_bar');
  expect(body).not.toContain('Monthly salary');
  expect(body).not.toContain('Freelance gig');
});

test('the buttons are named by their text alone', async ({ page, signedInUser: _user }) => {
  const transactions = new TransactionsPage(page);
  await transactions.open();
  for (const name of ['Add Transaction', 'Import CSV', 'Export CSV', 'Clear Filters']) {
    await expect(transactions.content.getByRole('button', { name, exact: true })).toBeVisible();
  }
});

for (const language of ['de', 'hi'] as const) {
  test(`the date filters show their whole placeholder at 1280 and 390 px (${language})`, async ({
    page,
    signedInUser,
  }) => {
    const answer = await page.request.patch('/api/settings/preferences', {
      headers: { Authorization: `Bearer ${await accessToken(page.request, signedInUser)}` },
      data: { language },
    });
    expect(answer.status(), await answer.text()).toBe(200);
    const catalogue = JSON.parse(
      await readFile(join(WORKSPACE, 'remote-transactions/src/locales', `${language}.json`), 'utf8'),
    ) as Record<string, string>;
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/dashboard/transactions');
      for (const label of [catalogue['Start Date']!, catalogue['End Date']!]) {
        const field = page.getByRole('main').last().getByLabel(label, { exact: true });
        await expect(field).toHaveAttribute('placeholder', catalogue['Select date']!);
        // The placeholder's width in the field's font against the room inside the field.
        const room = await field.evaluate((input: HTMLInputElement) => {
          const style = getComputedStyle(input);
          const context = document.createElement('canvas').getContext('2d')!;
          context.font = style.font;
          const inner = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          return inner - context.measureText(input.placeholder).width;
        });
        expect(room, `${label} at ${width} px`).toBeGreaterThanOrEqual(0);
      }
    }
  });
}
