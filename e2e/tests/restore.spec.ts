// Backup and restore: the file 'Download my data' saves brings an account's data into another.
import { expectDialogOpen } from '../pages/antdControls';
import { writeFile } from 'node:fs/promises';
import { GoalsPage } from '../pages/GoalsPage';
import { Navbar } from '../pages/Navbar';
import { dayOf, daysFromToday } from '../pages/RemindersPage';
import { SettingsPage } from '../pages/SettingsPage';
import { SignUpPage } from '../pages/SignUpPage';
import { TransactionsPage } from '../pages/TransactionsPage';
import { textName } from '../pages/names';
import { failedRequest } from '../support/console-guard';
import { expect, test } from '../support/fixtures';
import { uniqueUser } from '../support/users';

test('a backup downloaded from one account restores into a new one', async ({
  page,
  signedInUser: _user,
  consoleGuard,
}, testInfo) => {
  // The first try is refused for want of a fresh proof, which is what makes the screen ask for the password.
  consoleGuard.expectError(failedRequest(403, '/api/settings/restore'));
  const transactions = new TransactionsPage(page);
  await transactions.open();
  await transactions.add({
    type: 'Expense',
    title: 'Backed-up groceries',
    amount: '42.5',
    category: 'Food',
    date: '2025-03-14',
  });

  const goals = new GoalsPage(page);
  await goals.open();
  await goals.addButton.click();
  const form = goals.dialog('Add Goal');
  await goals.fill(form, {
    name: 'Backed-up bike',
    targetAmount: '800',
    targetDate: dayOf(daysFromToday(60)),
    category: 'Transportation',
  });
  await form.getByRole('button', { name: textName('Create Goal') }).click();
  await expect(goals.card('Backed-up bike')).toBeVisible();

  const settings = new SettingsPage(page);
  await settings.open();
  const [download] = await Promise.all([page.waitForEvent('download'), settings.downloadData.click()]);
  const backup = testInfo.outputPath('backup.json');
  await download.saveAs(backup);

  await new Navbar(page).logout();
  await expect(page).toHaveURL('/');
  const signUp = new SignUpPage(page);
  await signUp.open();
  const newcomer = uniqueUser('restore');
  await signUp.fill(newcomer);
  await signUp.submit.click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await settings.open();
  await settings.chooseBackup(backup);
  const dialog = page.getByRole('dialog', { name: 'Restore from a backup?' });
  await expectDialogOpen(dialog);
  await expect(dialog.getByRole('listitem')).toHaveText([
    '1 transaction',
    '0 recurring transactions',
    '1 goal',
    '0 contributions to goals',
    '0 budgets',
    '0 reminders',
  ]);
  await dialog.getByRole('button', { name: textName('Restore') }).click();
  // A restore replaces every record: the password is asked again (a fresh proof) before it runs.
  const proof = page.getByRole('dialog', { name: 'Confirm your password' });
  await proof.getByLabel('Password').fill(newcomer.password);
  await proof.getByRole('button', { name: textName('Confirm') }).click();
  await expect(page.getByText('Your data has been restored from the backup.', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  await transactions.open();
  await transactions.expectCount(1);
  await expect(transactions.row('Backed-up groceries')).toBeVisible();
  await goals.open();
  await expect(goals.card('Backed-up bike')).toBeVisible();
});

test('a file that is not a backup is refused on the spot', async ({
  page,
  signedInUser: _user,
}, testInfo) => {
  const settings = new SettingsPage(page);
  await settings.open();
  const file = testInfo.outputPath('notes.json');
  await writeFile(file, '{"not": "a backup"}');
  await settings.chooseBackup(file);
  await expect(
    settings.content.getByRole('alert').filter({
      hasText: 'This file is not a Moneta backup. Choose the file that Download my data saved.',
    }),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
