// Changes that never silently overwrite: two devices of one person edit the same transaction. The edit made from
// an older version is refused by the server; the screen (the outbox's card, or the edit dialog) shows both
// versions, and the version the person keeps is what both devices then show.
import { expectDialogOpen } from '../pages/antdControls';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { TransactionsPage } from '../pages/TransactionsPage';
import { failedRequest } from '../support/console-guard';
import { BASE_URL } from '../support/env';
import { expect, test } from '../support/fixtures';
import { cachedForOffline, controlled } from '../support/serviceWorker';
import { createTransactions } from '../support/transactions';
import { signInThroughApi, type TestUser } from '../support/users';

test.use({ serviceWorkers: 'allow' });

const QUEUED = "Saved on this device: it will be sent once you're back online.";
const today = new Date().toISOString().slice(0, 10);

/** A second device of the same person: its own browser context, signed in, on the transactions screen. */
async function secondDevice(
  browser: Browser,
  user: TestUser,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    serviceWorkers: 'allow',
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  await signInThroughApi(page, user);
  return { context, page };
}

/** Opens the transaction's edit dialog, sets its title and saves. */
async function editTitle(transactions: TransactionsPage, from: string, to: string): Promise<void> {
  await transactions.editButton(from).click();
  const editor = transactions.page.getByRole('dialog', { name: 'Edit Transaction' });
  await editor.getByLabel('Title', { exact: true }).fill(to);
  await editor.getByRole('button', { name: 'Save Changes', exact: true }).click();
}

test('an edit kept offline on one device meets a newer edit made on another: the outbox shows both, and the one kept wins everywhere', async ({
  page,
  browser,
  signedInUser,
  consoleGuard,
}) => {
  await createTransactions(page.request, signedInUser, [
    { description: 'Groceries', amount: 42.5, type: 'Expense', category: 'Food', date: today },
  ]);
  const a = new TransactionsPage(page);
  await a.open();
  await a.expectTitles(['Groceries']);

  // Device B loads the screen and its editor online, so that both work offline.
  const second = await secondDevice(browser, signedInUser);
  consoleGuard.watch(second.page);
  const b = new TransactionsPage(second.page);
  await b.open();
  await controlled(second.page);
  await b.editButton('Groceries').click();
  await b.dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(b.dialog).toBeHidden();
  await cachedForOffline(second.page);

  await second.context.setOffline(true);
  consoleGuard.expectError(/ERR_INTERNET_DISCONNECTED/);
  await editTitle(b, 'Groceries', 'Weekly groceries');
  await expect(second.page.getByText(QUEUED)).toBeVisible();
  const card = second.page.getByLabel('Changes not sent yet');
  await expect(card.getByRole('group', { name: 'Edited transaction' })).toContainText('Weekly groceries');

  // Meanwhile, on device A, online.
  await editTitle(a, 'Groceries', 'Groceries at the market');
  await expect(a.dialog).toBeHidden();
  await a.expectTitles(['Groceries at the market']);

  // B comes back: its edit was made from the version before A's, and is refused rather than written over it.
  consoleGuard.expectError(failedRequest(412, '/api/transaction/'));
  await second.context.setOffline(false);
  const choice = card.getByRole('group', { name: 'This transaction was changed elsewhere' });
  await expect(choice).toBeVisible();
  await expect(choice.getByRole('group', { name: 'Saved elsewhere' })).toContainText(
    'Groceries at the market',
  );
  await expect(choice.getByRole('group', { name: 'Your change' })).toContainText('Weekly groceries');
  await expect(choice).toContainText('Your change was not saved. Choose the version to keep.');

  await choice.getByRole('button', { name: 'Keep my change', exact: true }).click();
  await expect(card).toBeHidden();
  await b.expectTitles(['Weekly groceries']);
  await a.open();
  await a.expectTitles(['Weekly groceries']);
  await second.context.close();
});

test('an edit made in a dialog opened before another device saved is refused there; keeping the saved version keeps it', async ({
  page,
  browser,
  signedInUser,
  consoleGuard,
}) => {
  await createTransactions(page.request, signedInUser, [
    { description: 'Rent', amount: 900, type: 'Expense', category: 'Rent', date: today },
  ]);
  const a = new TransactionsPage(page);
  await a.open();
  await a.editButton('Rent').click();
  const editor = page.getByRole('dialog', { name: 'Edit Transaction' });
  await expectDialogOpen(editor);
  await editor.getByLabel('Title', { exact: true }).fill('Rent for June');

  const second = await secondDevice(browser, signedInUser);
  consoleGuard.watch(second.page);
  const b = new TransactionsPage(second.page);
  await b.open();
  await editTitle(b, 'Rent', 'Flat rent');
  await b.expectTitles(['Flat rent']);

  consoleGuard.expectError(failedRequest(412, '/api/transaction/'));
  await editor.getByRole('button', { name: 'Save Changes', exact: true }).click();
  const choice = editor.getByRole('group', { name: 'This transaction was changed elsewhere' });
  await expect(choice.getByRole('group', { name: 'Saved elsewhere' })).toContainText('Flat rent');
  await expect(choice.getByRole('group', { name: 'Your change' })).toContainText('Rent for June');

  await choice.getByRole('button', { name: 'Keep saved version', exact: true }).click();
  await expect(editor).toBeHidden();
  await a.expectTitles(['Flat rent']);
  await b.open();
  await b.expectTitles(['Flat rent']);
  await second.context.close();
});
