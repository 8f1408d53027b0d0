// Keyboard-only use (WCAG 2.1.1): Tab, Enter, Space, the arrow keys and Escape reach the main actions of the
// dashboard without a pointer: the sidebar, adding a transaction, a row's edit and delete, a goal's Actions menu.
import type { Locator, Page } from '@playwright/test';
import { textName } from '../pages/names';
import { expect, test } from '../support/fixtures';
import { createGoals } from '../support/goals';
import { createTransactions } from '../support/transactions';

/** Presses Tab until `target` has the focus, as a person would, and fails if it is never reached. */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

const inAYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);

test('the keyboard alone reaches the sidebar, adding a transaction, row actions and the goal menu', async ({
  page,
  request,
  signedInUser,
}) => {
  await createTransactions(request, signedInUser, [
    { description: 'Groceries', amount: 42, type: 'Expense', category: 'Food', date: '2026-01-05' },
  ]);
  await createGoals(request, signedInUser, [
    { name: 'New laptop', targetAmount: 1200, targetDate: inAYear(), category: 'Technology' },
  ]);
  await page.goto('/dashboard');
  const main = page.getByRole('main').last();

  // The sidebar: Tab to a link, Enter follows it.
  const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
  await tabTo(page, sidebar.getByRole('link', { name: 'Transactions', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/transactions$/);
  await expect(main.getByText('Groceries', { exact: true })).toBeVisible();

  // Add Transaction: Enter opens the form with the focus in it; typing fills it; Escape closes it.
  const add = main.getByRole('button', { name: textName('Add Transaction') });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: 'Add Transaction' });
  await expect(form).toBeVisible();
  await expect
    .poll(
      () => form.evaluate((dialog) => dialog.contains(document.activeElement)),
      'the focus is in the form',
    )
    .toBe(true);
  const title = form.getByLabel('Title', { exact: true });
  await tabTo(page, title);
  await page.keyboard.type('Coffee');
  await expect(title).toHaveValue('Coffee');
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();

  // A row's actions: Space on Edit opens the edit form, Enter on Delete asks for confirmation.
  await tabTo(page, main.getByRole('button', { name: 'Edit Groceries' }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('dialog', { name: 'Edit Transaction' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await tabTo(page, main.getByRole('button', { name: 'Delete Groceries' }));
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Delete Transaction' });
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();

  // A goal card's Actions menu: Enter opens it with the focus in it, the arrow keys move, Enter chooses.
  await tabTo(page, sidebar.getByRole('link', { name: 'Goals', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/goals$/);
  const card = main.getByRole('article', { name: 'New laptop', exact: true });
  await tabTo(page, card.getByRole('button', { name: 'Actions' }));
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu').last();
  await expect(menu).toBeVisible();
  await expect
    .poll(() => menu.evaluate((list) => list.contains(document.activeElement)), 'the focus is in the menu')
    .toBe(true);
  const addFunds = menu.getByRole('menuitem', { name: textName('Add Funds') });
  for (let presses = 0; presses < 6; presses++) {
    if (await addFunds.evaluate((item) => item === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(addFunds).toBeFocused();
  await page.keyboard.press('Enter');
  const funds = page.getByRole('dialog', { name: 'Add Funds' });
  await expect(funds).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(funds).toBeHidden();
});
