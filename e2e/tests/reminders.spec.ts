// Reminders on the month grid.
import type { APIRequestContext } from '@playwright/test';
import { expectDialogOpen } from '../pages/antdControls';
import { daysFromToday, RemindersPage } from '../pages/RemindersPage';
import { textName } from '../pages/names';
import { expect, test } from '../support/fixtures';
import { accessToken } from '../support/transactions';
import type { TestUser } from '../support/users';

/** Reminders created through the API, for a known grid without clicking each one in. */
async function createReminders(
  request: APIRequestContext,
  user: TestUser,
  reminders: { title: string; date: Date }[],
): Promise<void> {
  const headers = {
    Authorization: `Bearer ${await accessToken(request, user)}`,
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
  for (const { title, date } of reminders) {
    const answer = await request.post('/api/reminders', {
      headers,
      data: { title, date: date.toISOString() },
    });
    expect(answer.status(), await answer.text()).toBe(201);
  }
}

test('a reminder from a clicked date to its deletion: add, see it, details, edit, delete with confirmation', async ({
  page,
  signedInUser: _user,
}) => {
  const reminders = new RemindersPage(page);
  await reminders.open();
  await expect(
    reminders.content.getByText('Click a date to add a reminder, click on an event to edit/delete'),
  ).toBeVisible();

  const day = daysFromToday(2);
  await reminders.showMonthOf(day);
  await reminders.clickDay(day);
  const form = reminders.dialog('Add Reminder');
  await expect(
    form.getByText(`For: ${day.toLocaleDateString('en-US', { dateStyle: 'medium' })}`),
  ).toBeVisible();
  await expect(form.getByLabel('Reminder Title', { exact: true })).toHaveAttribute(
    'placeholder',
    'e.g. Pay electricity bill',
  );
  await reminders.fill(form, { title: 'Pay electricity bill', hour: '7', minute: '45', meridiem: 'PM' });
  await form.getByRole('button', { name: textName('Save Reminder') }).click();
  await expect(form).toBeHidden();
  await expect(reminders.message('Reminder created successfully')).toBeVisible();
  const added = reminders.event(day, 'Pay electricity bill');
  await expect(added).toBeVisible();
  await expect(added).toContainText('7:45');

  await added.click();
  const details = reminders.dialog('Reminder Details');
  await expectDialogOpen(details);
  await expect(details.getByRole('heading', { name: 'Pay electricity bill' })).toBeVisible();
  await expect(details).toContainText(day.toLocaleDateString('en-US', { dateStyle: 'medium' }));
  await expect(details).toContainText(/7:45\sPM/);
  for (const name of ['Delete', 'Close', 'Edit'])
    await expect(details.getByRole('button', { name, exact: true })).toBeVisible();

  await details.getByRole('button', { name: textName('Edit') }).click();
  const editor = reminders.dialog('Edit Reminder');
  await expect(editor.getByLabel('Reminder Title', { exact: true })).toHaveValue('Pay electricity bill');
  await expect(editor.getByLabel('Hour', { exact: true })).toHaveValue('7');
  await expect(editor.getByLabel('Minute', { exact: true })).toHaveValue('45');
  await expect(editor.getByTitle('PM', { exact: true })).toBeVisible();
  await reminders.fill(editor, { title: 'Pay water bill', hour: '12', minute: '0', meridiem: 'AM' });
  await editor.getByRole('button', { name: textName('Update Reminder') }).click();
  await expect(editor).toBeHidden();
  await expect(reminders.message('Reminder updated successfully')).toBeVisible();
  const edited = reminders.event(day, 'Pay water bill');
  await expect(edited).toBeVisible();
  await expect(edited).toContainText('12:00');
  await expect(reminders.event(day, 'Pay electricity bill')).toHaveCount(0);

  await edited.click();
  // A click lands only once a dialog has finished opening.
  const detailsAgain = reminders.dialog('Reminder Details');
  await expectDialogOpen(detailsAgain);
  await detailsAgain.getByRole('button', { name: textName('Delete') }).click();
  const confirm = reminders.confirmDelete();
  await expectDialogOpen(confirm);
  await expect(confirm).toContainText('Pay water bill');
  await expect(confirm).toContainText('This action cannot be undone.');
  await confirm.getByRole('button', { name: textName('Delete Reminder') }).click();
  await expect(reminders.message('Reminder deleted successfully')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(reminders.events(day)).toHaveCount(0);
});

test("a date before today cannot take a reminder: 'Cannot set reminders for past dates.'", async ({
  page,
  signedInUser: _user,
}) => {
  const reminders = new RemindersPage(page);
  await reminders.open();
  const lastMonth = new Date();
  lastMonth.setDate(1);
  lastMonth.setMonth(lastMonth.getMonth() - 1);
  await reminders.showMonthOf(lastMonth);
  await reminders.clickDay(lastMonth);
  await expect(
    reminders.content.getByRole('alert').filter({ hasText: 'Cannot set reminders for past dates.' }),
  ).toBeVisible();
  await expect(reminders.dialog('Add Reminder')).toHaveCount(0);
});

test("four reminders on one day: three on the grid, the fourth behind '+1 more'", async ({
  page,
  request,
  signedInUser: user,
}) => {
  const day = daysFromToday(3);
  await createReminders(
    request,
    user,
    ['Rent', 'Phone', 'Internet', 'Gym'].map((title, n) => ({ title, date: daysFromToday(3, 8 + n) })),
  );
  const reminders = new RemindersPage(page);
  await reminders.open();
  await reminders.showMonthOf(day);
  await expect(reminders.events(day).filter({ visible: true })).toHaveCount(3);
  await reminders.day(day).getByText('+1 more').click();
  const popover = page.getByRole('dialog', { name: day.toLocaleDateString('en-US', { dateStyle: 'long' }) });
  for (const title of ['Rent', 'Phone', 'Internet', 'Gym'])
    await expect(popover.getByText(title)).toBeVisible();

  // A reminder in the popover opens its details like any other.
  await popover.getByText('Gym').click();
  await expect(reminders.dialog('Reminder Details').getByRole('heading', { name: 'Gym' })).toBeVisible();
});

test('a phone shows the month as a list with whole titles, and the grid a tab away', async ({
  page,
  request,
  signedInUser: user,
}) => {
  const title = 'Renew the car insurance policy before it lapses';
  const day = daysFromToday(2);
  await createReminders(request, user, [{ title, date: day }]);
  await page.setViewportSize({ width: 390, height: 844 });
  const reminders = new RemindersPage(page);
  await page.goto('/dashboard/reminders');
  const views = reminders.content.getByRole('tablist', { name: 'Change view' });
  await expect(views.getByRole('tab', { name: 'List', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  if (day.getMonth() !== new Date().getMonth()) {
    await reminders.content.getByRole('button', { name: 'Next Month' }).click();
  }
  const listed = reminders.content.getByText(title, { exact: true });
  await expect(listed).toBeVisible();
  expect(await listed.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await listed.click();
  await expect(reminders.dialog('Reminder Details').getByRole('heading', { name: title })).toBeVisible();
  await reminders
    .dialog('Reminder Details')
    .getByRole('button', { name: textName('Close') })
    .click();

  // On the grid a title too long for its day ends in an ellipsis, and is whole on hover.
  await views.getByRole('tab', { name: 'Month', exact: true }).click();
  const chip = reminders.event(day, title.slice(0, 3));
  await expect(chip).toHaveAttribute('title', title);
});

test('a wide screen opens on the month grid, with the list a tab away', async ({
  page,
  signedInUser: _user,
}) => {
  const reminders = new RemindersPage(page);
  await reminders.open();
  const views = reminders.content.getByRole('tablist', { name: 'Change view' });
  await expect(views.getByRole('tab', { name: 'Month', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await views.getByRole('tab', { name: 'List', exact: true }).click();
  await expect(reminders.content.getByText('No reminders this month', { exact: true })).toBeVisible();
});

test('Connect Google Calendar goes through the calendar service and comes back connected', async ({
  page,
  signedInUser: _user,
}) => {
  const reminders = new RemindersPage(page);
  await reminders.open();
  await reminders.connectButton.click();
  await expect(page).toHaveURL(/\/dashboard\/reminders$/);
  await expect(reminders.message('Google Calendar connected successfully!')).toBeVisible();
  await expect(reminders.content.getByText('Connected to Google Calendar')).toBeVisible();
  await expect(reminders.connectButton).toHaveCount(0);

  // Said once: a reload does not say it again.
  await reminders.open();
  await expect(reminders.content.getByText('Connected to Google Calendar')).toBeVisible();
  await expect(reminders.message('Google Calendar connected successfully!')).toHaveCount(0);
});
