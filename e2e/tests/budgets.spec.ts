// Budgets: a person sets monthly budgets on the Analytics Dashboard's Budgets tab, overspends one
// category, and sees it in the tab, in the Overview's category breakdown and among the recommendations.
import { AnalyticsPage } from '../pages/AnalyticsPage';
import { chooseOption } from '../pages/antdControls';
import { textName } from '../pages/names';
import { expect, test } from '../support/fixtures';
import { createTransactions } from '../support/transactions';

const pad = (n: number) => String(n).padStart(2, '0');

/** Today, YYYY-MM-DD in the browser's (this machine's) time zone: every seed falls in the current month. */
function today(): string {
  const date = new Date();
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

// Money in the user's currency (INR, the default) and language (en).
const money = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'INR' }).format(amount);

test('set budgets, overspend one, and see it in the Budgets tab, the Overview and a recommendation', async ({
  page,
  request,
  signedInUser: user,
}) => {
  await createTransactions(request, user, [
    { description: 'Salary', amount: 1000, type: 'Income', category: 'Salary', date: today() },
    { description: 'Groceries', amount: 150, type: 'Expense', category: 'Food', date: today() },
    { description: 'Bus pass', amount: 40, type: 'Expense', category: 'Transportation', date: today() },
  ]);

  const analytics = new AnalyticsPage(page);
  await analytics.open('?tab=budgets');
  await expect(analytics.content.getByText('No budgets for this month')).toBeVisible();

  // A wrong amount is refused in the form and nothing is saved.
  await analytics.content
    .getByRole('button', { name: textName('Add budget') })
    .first()
    .click();
  let dialog = page.getByRole('dialog', { name: 'Add budget' });
  await chooseOption(dialog.getByRole('combobox', { name: 'Category' }), 'Food');
  await dialog.getByRole('spinbutton', { name: 'Monthly amount' }).fill('0');
  await dialog.getByRole('button', { name: textName('Save budget') }).click();
  await expect(dialog.getByText('Budget amount must be greater than 0')).toBeVisible();

  await dialog.getByRole('spinbutton', { name: 'Monthly amount' }).fill('200');
  await dialog.getByRole('button', { name: textName('Save budget') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Food budget saved')).toBeVisible();
  const food = analytics.content.getByRole('row').filter({ hasText: 'Food' });
  await expect(food).toContainText(money(150));
  await expect(food).toContainText(`${money(50)} left`);

  await analytics.content.getByRole('button', { name: textName('Add budget') }).click();
  dialog = page.getByRole('dialog', { name: 'Add budget' });
  await chooseOption(dialog.getByRole('combobox', { name: 'Category' }), 'Transportation');
  await dialog.getByRole('spinbutton', { name: 'Monthly amount' }).fill('100');
  await dialog.getByRole('button', { name: textName('Save budget') }).click();
  await expect(dialog).toBeHidden();
  const transportation = analytics.content.getByRole('row').filter({ hasText: 'Transportation' });
  await expect(transportation).toContainText(`${money(60)} left`);

  // Edited in place: Food goes down to 120, under what is already spent.
  const amount = analytics.content.getByRole('spinbutton', { name: 'Food budget' });
  await amount.fill('120');
  await amount.press('Enter');
  await expect(food).toContainText(`${money(30)} over budget`);
  await expect(analytics.stat('Budgeted')).toContainText(money(220));
  await expect(analytics.stat('Spent')).toContainText(money(190));
  // The period's performance is this whole month, as the cards: the same budget, the same spending.
  const performance = analytics.content.getByRole('region', { name: 'Budget performance' });
  await expect(performance).toContainText(`${money(190)} of ${money(220)}`);

  // The figures survive a reload: they are the server's.
  await page.reload();
  await expect(food).toContainText(`${money(30)} over budget`);
  await expect(transportation).toContainText(`${money(60)} left`);

  // The Overview's category breakdown shows each budget line over the whole months of its period, with the
  // same budget as the recommendation that names the overspending of this month.
  // The Overview asks for a dozen figures at once: on a busy machine the recommendations may answer after the
  // assertion's timeout, so the test waits for their answer first.
  const recommended = page.waitForResponse(
    (response) => response.url().includes('/api/analytics/budget/recommendations') && response.ok(),
    { timeout: 0 },
  );
  await analytics.openTab('Overview');
  const lines = analytics.chart('Spending by Category').getByRole('region', { name: 'Budgets' });
  const foodLine = lines.getByRole('listitem', { name: 'Food' });
  await expect(foodLine).toContainText(`${money(150)} of ${money(120)}`);
  await expect(foodLine).toContainText(`${money(30)} over budget`);
  await expect(lines.getByRole('listitem', { name: 'Transportation' })).toContainText(
    `${money(40)} of ${money(100)}`,
  );
  await recommended;
  const recommendations = analytics.content.getByRole('region', { name: 'Recommendations' });
  await expect(recommendations).toContainText(
    `Food is over its budget this month: ${money(150)} spent of ${money(120)}, ${money(30)} over.`,
  );

  // Deleting a budget asks first; its spending stays.
  await analytics.openTab('Budgets');
  await analytics.content.getByRole('button', { name: 'Delete the Transportation budget' }).click();
  await page
    .getByRole('button', { name: textName('Delete') })
    .last()
    .click();
  await expect(transportation).toBeHidden();
  await expect(analytics.stat('Spent')).toContainText(money(150));
});
