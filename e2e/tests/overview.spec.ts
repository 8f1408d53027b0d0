// The dashboard overview: the
// figures of a user with known transactions and goals, the row menu's details, edit and delete, and the failure
// panel whose Retry recovers.
import type { APIRequestContext } from '@playwright/test';
import { OverviewPage } from '../pages/OverviewPage';
import { failedRequest } from '../support/console-guard';
import { expect, test } from '../support/fixtures';
import { createGoals, type SeedGoal } from '../support/goals';
import { createTransactions } from '../support/transactions';
import type { TestUser } from '../support/users';

const pad = (n: number) => String(n).padStart(2, '0');
const day = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** This month by the browser's calendar (the API reads it from the timezone header): its first day and today. */
const today = new Date();
const firstOfMonth = day(new Date(today.getFullYear(), today.getMonth(), 1));
const lastMonth = day(new Date(today.getFullYear(), today.getMonth() - 1, 15));
const nextYear = day(new Date(today.getFullYear() + 1, today.getMonth(), 1));

/**
 * This month: 5,000 of salary, 1,500 of rent and 250.50 of groceries; last month 1,000 of freelance work, which
 * counts in the balance only.
 */
async function seedTransactions(request: APIRequestContext, user: TestUser): Promise<void> {
  await createTransactions(request, user, [
    {
      description: 'Freelance project',
      amount: 1000,
      type: 'Income',
      category: 'Freelance',
      date: lastMonth,
    },
    { description: 'Salary', amount: 5000, type: 'Income', category: 'Salary', date: firstOfMonth },
    { description: 'Rent', amount: 1500, type: 'Expense', category: 'Rent', date: firstOfMonth },
    { description: 'Groceries', amount: 250.5, type: 'Expense', category: 'Food', date: day(today) },
  ]);
}

/** Two goals: 250 of 1,000 saved (25%) and 400 of 400 (Completed, 100%): 62.5% on average. */
const GOALS: SeedGoal[] = [
  { name: 'Laptop', targetAmount: 1000, saved: 250, targetDate: nextYear, category: 'Technology' },
  { name: 'Bike', targetAmount: 400, saved: 400, targetDate: nextYear, category: 'Transportation' },
];

test('a new user sees zeros and the empty states', async ({ page, signedInUser: _user }) => {
  const overview = new OverviewPage(page);
  await overview.open();
  await expect(overview.recent.getByText('No recent transactions found')).toBeVisible();
  await expect(overview.categories.getByText('No category data available')).toBeVisible();
  await expect(overview.stat('Net Balance')).toContainText('₹0.00');
  await expect(overview.stat('Monthly Expenses')).toContainText('across 0 categories');
  await expect(overview.card('Goal Progress')).toContainText('0%');
});

test('the figures of known transactions and goals, in the user currency', async ({ page, signedInUser }) => {
  await seedTransactions(page.request, signedInUser);
  await createGoals(page.request, signedInUser, GOALS);
  const overview = new OverviewPage(page);
  await overview.open();

  await expect(overview.stat('Net Balance')).toContainText('₹4,249.50');
  await expect(overview.stat('Net Balance')).toContainText("This month's net savings: ₹3,249.50");
  await expect(overview.stat('Monthly Income')).toContainText('₹5,000.00');
  await expect(overview.stat('Monthly Income')).toContainText('3 transactions this month');
  await expect(overview.stat('Monthly Expenses')).toContainText('₹1,750.50');
  await expect(overview.stat('Monthly Expenses')).toContainText('across 2 categories');
  await expect(overview.stat('Savings Rate')).toContainText('65%');
  await expect(overview.stat('Savings Rate')).toContainText('₹3,249.50 saved');

  await expect(overview.category('Rent')).toContainText('₹1,500.00');
  await expect(overview.category('Rent')).toContainText('85.7%');
  await expect(overview.category('Food')).toContainText('₹250.50');
  await expect(overview.category('Food')).toContainText('14.3%');

  await expect(overview.rows()).toHaveCount(4);
  await expect(overview.row('Groceries')).toContainText('-₹250.50');
  await expect(overview.row('Salary')).toContainText('+₹5,000.00');
  await expect(overview.recent.getByRole('link', { name: 'View All' })).toHaveAttribute(
    'href',
    '/dashboard/transactions',
  );

  await expect(overview.card('Available to Spend')).toContainText('₹3,249.50');
  await expect(overview.card('Available to Spend')).toContainText('remaining this month');
  await expect(overview.card('Goal Progress')).toContainText('62.5%');
});

test('the row menu shows details, edits and deletes, and the figures follow', async ({
  page,
  signedInUser,
}) => {
  await seedTransactions(page.request, signedInUser);
  const overview = new OverviewPage(page);
  await overview.open();
  await expect(overview.stat('Monthly Expenses')).toContainText('₹1,750.50');

  await overview.act('Groceries', 'View Details');
  const details = overview.dialog('Transaction Details');
  await expect(details).toContainText('Groceries');
  await expect(details).toContainText('-₹250.50');
  await expect(details).toContainText('Food');
  await details.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(details).toBeHidden();

  await overview.act('Groceries', 'Edit');
  const editor = overview.dialog('Edit Transaction');
  const amount = editor.getByLabel('Amount', { exact: true });
  await expect(amount).toHaveValue('250.50');
  await amount.fill('300.5');
  await editor.getByRole('button', { name: 'Save Changes', exact: true }).click();
  await expect(overview.message('Transaction updated')).toBeVisible();
  await expect(editor).toBeHidden();
  await expect(overview.row('Groceries')).toContainText('-₹300.50');
  await expect(overview.stat('Monthly Expenses')).toContainText('₹1,800.50');
  await expect(overview.stat('Net Balance')).toContainText('₹4,199.50');
  await expect(overview.category('Food')).toContainText('₹300.50');

  await overview.act('Rent', 'Delete');
  const confirm = overview.dialog('Delete Transaction');
  await expect(confirm.getByText('Are you sure you want to delete this transaction?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(overview.message('Transaction deleted')).toBeVisible();
  await expect(overview.row('Rent')).toHaveCount(0);
  await expect(overview.stat('Monthly Expenses')).toContainText('₹300.50');
  await expect(overview.stat('Monthly Expenses')).toContainText('across 1 category');
  await expect(overview.stat('Net Balance')).toContainText('₹5,699.50');
  await expect(overview.category('Rent')).toHaveCount(0);

  // The Transactions screen shows the same rows.
  await overview.recent.getByRole('link', { name: 'View All' }).click();
  await expect(page).toHaveURL('/dashboard/transactions');
  await expect(page.getByText('All Transactions (3)', { exact: true })).toBeVisible();
});

test('a failing API shows "Error Loading Dashboard", and Retry recovers', async ({
  page,
  signedInUser,
  consoleGuard,
}) => {
  await seedTransactions(page.request, signedInUser);
  consoleGuard.expectError(failedRequest(500, '/api/analytics/dashboard'));
  await page.route('**/api/analytics/dashboard', (route) =>
    route.fulfill({ status: 500, json: { success: false, message: 'Internal server error' } }),
  );
  const overview = new OverviewPage(page);
  await overview.open();

  // The analytics client retries twice (1 s, then 2 s) before the panel shows.
  const panel = overview.content.getByRole('alert');
  await expect(panel).toContainText('Error Loading Dashboard', { timeout: 15_000 });
  await expect(panel).toContainText('Server error. Please try again later.');
  await expect(overview.stat('Net Balance')).toHaveCount(0);

  await page.unroute('**/api/analytics/dashboard');
  await panel.getByRole('button', { name: 'Retry', exact: true }).click();
  await expect(overview.stat('Net Balance')).toContainText('₹4,249.50');
  await expect(overview.content.getByText('Error Loading Dashboard')).toHaveCount(0);
});
