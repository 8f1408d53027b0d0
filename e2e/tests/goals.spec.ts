// Savings goals.
import { GoalsPage } from '../pages/GoalsPage';
import { textName } from '../pages/names';
import { expect, test } from '../support/fixtures';
import { createGoals } from '../support/goals';

/** A calendar date `days` from today, YYYY-MM-DD in the browser's time zone (the picker's). */
function daysFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

test('a goal from creation to completion: validation, funds, edit, pause, history, delete', async ({
  page,
  signedInUser: _user,
}) => {
  const goals = new GoalsPage(page);
  await goals.open();
  await expect(goals.content.getByText('No Goals Yet')).toBeVisible();
  await expect(goals.stat('Total Goals')).toContainText('0');

  // The form's messages show together, in one alert.
  await goals.content.getByRole('button', { name: textName('Create Your First Goal') }).click();
  const form = goals.dialog('Add Goal');
  await form.getByRole('button', { name: textName('Create Goal') }).click();
  const problems = form.getByRole('alert');
  await expect(problems).toContainText('Goal name is required');
  await expect(problems).toContainText('Target amount must be greater than 0');
  await expect(problems).toContainText('Category is required');

  await goals.fill(form, {
    name: 'Emergency fund',
    targetAmount: '300',
    targetDate: daysFromToday(90),
    category: 'Savings',
  });
  await form.getByRole('button', { name: textName('Create Goal') }).click();
  await expect(goals.message('Goal created successfully')).toBeVisible();
  await expect(form).toBeHidden();
  const card = goals.card('Emergency fund');
  await expect(goals.active.getByRole('article')).toHaveCount(1);
  await expect(card.getByText('₹0.00 of ₹300.00')).toBeVisible();
  await expect(card.getByText('90 days left')).toBeVisible();
  await expect(card.getByText('Medium', { exact: true })).toBeVisible();

  await goals.addFunds('Emergency fund', '100');
  await expect(goals.message('Funds added successfully')).toBeVisible();
  await expect(card.getByText('₹100.00 of ₹300.00')).toBeVisible();
  await expect(goals.stat('Total Saved')).toContainText('₹100.00');

  await goals.act('Emergency fund', 'Edit Goal');
  const editor = goals.dialog('Edit Goal');
  await expect(editor.getByLabel('Goal Name', { exact: true })).toHaveValue('Emergency fund');
  await goals.fill(editor, { name: 'Rainy day', priority: 'High' });
  await editor.getByRole('button', { name: textName('Update Goal') }).click();
  await expect(goals.message('Goal updated successfully')).toBeVisible();
  const renamed = goals.card('Rainy day');
  await expect(renamed.getByText('High', { exact: true })).toBeVisible();

  // A paused goal takes no funds until it is resumed.
  await goals.act('Rainy day', 'Pause');
  await expect(goals.message('Goal paused')).toBeVisible();
  await expect(renamed.getByText('Paused', { exact: true })).toBeVisible();
  // A paused goal has its own group, not among the active ones.
  await expect(
    goals.content.getByRole('region', { name: 'Paused Goals' }).getByRole('article', { name: 'Rainy day' }),
  ).toBeVisible();
  await expect(goals.active).toHaveCount(0);
  await renamed.getByRole('button', { name: textName('Actions') }).click();
  await expect(page.getByRole('menuitem', { name: 'Resume', exact: true })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Add Funds', exact: true })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Resume', exact: true }).click();
  await expect(goals.message('Goal resumed')).toBeVisible();
  await expect(renamed.getByText('Paused', { exact: true })).toHaveCount(0);

  // The rest reaches the target: the goal moves to Completed.
  await goals.addFunds('Rainy day', '200');
  await expect(goals.completed.getByRole('article', { name: 'Rainy day' })).toBeVisible();
  await expect(goals.completed.getByText('Goal Achieved!')).toBeVisible();
  await expect(goals.content.getByRole('region', { name: 'Active Goals' })).toHaveCount(0);
  await expect(goals.stat('Completed')).toContainText('1');

  const done = goals.card('Rainy day');
  await done.getByRole('button', { name: 'History', exact: true }).click();
  const history = done.getByRole('region', { name: 'Contribution History' });
  const rows = history.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('₹200.00');
  await expect(rows.nth(2)).toContainText('₹100.00');

  await done.getByRole('button', { name: textName('Delete') }).click();
  const confirm = goals.dialog('Delete Goal');
  await expect(confirm.getByText('Any saved amount will be lost: ₹300.00 saved so far.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(goals.message('Goal deleted successfully')).toBeVisible();
  await expect(goals.content.getByText('No Goals Yet')).toBeVisible();
});

test('two quick Add Funds clicks record one contribution', async ({ page, signedInUser: _user }) => {
  const goals = new GoalsPage(page);
  await goals.open();
  await goals.addButton.click();
  const form = goals.dialog('Add Goal');
  await goals.fill(form, {
    name: 'Laptop',
    targetAmount: '1000',
    targetDate: daysFromToday(30),
    category: 'Technology',
  });
  await form.getByRole('button', { name: textName('Create Goal') }).click();
  await expect(goals.card('Laptop')).toBeVisible();

  await goals.act('Laptop', 'Add Funds');
  const dialog = goals.dialog('Add Funds');
  await dialog.getByLabel('Amount', { exact: true }).fill('50');
  await dialog.getByRole('button', { name: textName('Add Funds') }).dblclick();
  await expect(dialog).toBeHidden();
  await expect(goals.card('Laptop').getByText('₹50.00 of ₹1,000.00')).toBeVisible();
  await page.reload();
  await expect(goals.card('Laptop').getByText('₹50.00 of ₹1,000.00')).toBeVisible();
});

test('Enter in the target date field takes the typed date and does not submit the form', async ({
  page,
  signedInUser: _user,
}) => {
  const goals = new GoalsPage(page);
  await goals.open();
  await goals.addButton.click();
  const form = goals.dialog('Add Goal');
  await goals.fill(form, { name: 'Bike', targetAmount: '800', category: 'Transportation' });
  const date = form.getByLabel('Target Date', { exact: true });
  await date.click();
  await date.fill(daysFromToday(45));
  await date.press('Enter');
  await expect(date).toHaveValue(daysFromToday(45));
  await expect(form).toBeVisible();
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(goals.card('Bike')).toHaveCount(0);

  await form.getByRole('button', { name: textName('Create Goal') }).click();
  await expect(goals.message('Goal created successfully')).toBeVisible();
  await expect(goals.card('Bike').getByText('45 days left')).toBeVisible();
});

test('at 1280 px a completed goal shows its whole name, and its history fits inside its card', async ({
  page,
  signedInUser,
}) => {
  const name = 'Summer vacation in Portugal with the whole family';
  await createGoals(page.request, signedInUser, [
    { name, targetAmount: 1500, targetDate: daysFromToday(60), category: 'Travel', saved: 1500 },
  ]);
  const goals = new GoalsPage(page);
  await goals.open();
  const card = goals.completed.getByRole('article', { name });
  const title = card.getByText(name, { exact: true });
  await expect(title).toBeVisible();
  expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await expect(card.getByRole('button', { name: textName('Edit') })).toBeVisible();

  await card.getByRole('button', { name: 'History', exact: true }).click();
  const history = card.getByRole('region', { name: 'Contribution History' });
  await expect(history.getByRole('row')).toHaveCount(2);
  const overflow = await card.evaluate((element) => {
    const edge = element.getBoundingClientRect().right;
    return Array.from(element.querySelectorAll('table, td, th'))
      .map((cell) => cell.getBoundingClientRect().right - edge)
      .concat(
        Array.from(element.querySelectorAll('td, th')).map((cell) => cell.scrollWidth - cell.clientWidth),
      );
  });
  expect(Math.max(...overflow)).toBeLessThanOrEqual(0);
});
