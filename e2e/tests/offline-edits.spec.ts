// Offline edits: what a person adds without a connection waits on its screen, marked pending, and
// reaches the server exactly once when the connection returns, even when the first answer was lost; what the
// server refuses stays on screen with the reason until the person deals with it.
import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';
import { DashboardLayout } from '../pages/DashboardLayout';
import { GoalsPage } from '../pages/GoalsPage';
import { Navbar } from '../pages/Navbar';
import { daysFromToday, RemindersPage } from '../pages/RemindersPage';
import { TransactionsPage } from '../pages/TransactionsPage';
import { textName } from '../pages/names';
import { expect, test } from '../support/fixtures';
import { createGoals } from '../support/goals';
import { cachedForOffline, controlled, offlineCopies } from '../support/serviceWorker';
import { accessToken } from '../support/transactions';
import type { TestUser } from '../support/users';

test.use({ serviceWorkers: 'allow' });

const QUEUED = "Saved on this device: it will be sent once you're back online.";
const nextYear = `${new Date().getFullYear() + 1}-06-30`;

/** What the API holds for the user, read with a session of the test's own. */
async function apiGet<T>(request: APIRequestContext, user: TestUser, path: string): Promise<T> {
  const response = await request.get(path, {
    headers: { Authorization: `Bearer ${await accessToken(request, user)}` },
  });
  baseExpect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** The card of the screen's writes not sent yet. */
const pendingCard = (page: Page) => page.getByLabel('Changes not sent yet');

/** Loads the three screens once online, so that they and their forms open offline. */
async function visitOnline(page: Page): Promise<void> {
  const layout = new DashboardLayout(page);
  await new TransactionsPage(page).open();
  await controlled(page);
  await layout.navigate('Goals');
  await expect(page.getByRole('article', { name: 'Holiday', exact: true })).toBeVisible();
  await layout.navigate('Reminders');
  await expect(new RemindersPage(page).grid).toBeVisible();
  await layout.navigate('Transactions');
  await expect(page.getByText('Loading transactions...')).toBeHidden();
  await cachedForOffline(page);
}

test('offline, a transaction, a contribution and a reminder wait on their screens, then each arrives once', async ({
  page,
  context,
  signedInUser,
  consoleGuard,
}) => {
  await createGoals(page.request, signedInUser, [
    { name: 'Holiday', targetAmount: 1000, targetDate: nextYear, category: 'Travel' },
  ]);
  await visitOnline(page);
  const layout = new DashboardLayout(page);

  await context.setOffline(true);
  consoleGuard.expectError(/ERR_INTERNET_DISCONNECTED/);
  const transactions = new TransactionsPage(page);
  await transactions.addButton.click();
  await transactions.fill({ title: 'Coffee beans', amount: '12.5', category: 'Food' });
  await transactions.dialog.getByRole('button', { name: 'Add Transaction', exact: true }).click();
  await expect(page.getByText(QUEUED)).toBeVisible();
  const transaction = pendingCard(page).getByRole('group', { name: 'New transaction' });
  await expect(transaction).toContainText('Coffee beans · -₹12.50');
  await expect(transaction.getByText('Pending')).toBeVisible();

  await layout.navigate('Goals');
  const goals = new GoalsPage(page);
  await goals.addFunds('Holiday', '50');
  await expect(pendingCard(page).getByRole('group', { name: 'Funds added' })).toContainText(
    'Holiday · ₹50.00',
  );

  await layout.navigate('Reminders');
  const reminders = new RemindersPage(page);
  const thisMonth = new Date().toLocaleDateString('en-US', { month: 'long', year: 'numeric' });
  await expect(reminders.content.getByRole('table', { name: thisMonth })).toBeVisible();
  const day = daysFromToday(3);
  await reminders.showMonthOf(day);
  await reminders.clickDay(day);
  const form = reminders.dialog('Add Reminder');
  await reminders.fill(form, { title: 'Pay the plumber', hour: '9', minute: '30', meridiem: 'AM' });
  await form.getByRole('button', { name: textName('Save Reminder') }).click();
  await expect(form).toBeHidden();
  await expect(pendingCard(page).getByRole('group', { name: 'New reminder' })).toContainText(
    'Pay the plumber',
  );

  await context.setOffline(false);
  await expect(pendingCard(page)).toBeHidden();
  await expect(reminders.event(day, 'Pay the plumber')).toBeVisible();
  await layout.navigate('Goals');
  await expect(goals.card('Holiday')).toContainText('₹50.00');

  const request = page.request;
  const list = await apiGet<{ transactions: { description: string }[] }>(
    request,
    signedInUser,
    '/api/transaction/?search=Coffee',
  );
  expect(list.transactions.map((row) => row.description)).toEqual(['Coffee beans']);
  const [goal] = await apiGet<{ savedAmount: number }[]>(request, signedInUser, '/api/goals/');
  expect(goal?.savedAmount).toBe(50);
  const saved = await apiGet<{ title: string }[]>(request, signedInUser, '/api/reminders');
  expect(saved.map((reminder) => reminder.title)).toEqual(['Pay the plumber']);
});

test('a save whose answer is lost on the way back is sent again with its key, and recorded once', async ({
  page,
  signedInUser,
  consoleGuard,
}) => {
  const transactions = new TransactionsPage(page);
  await transactions.open();
  // The server receives the first create and answers it, but the answer never reaches the browser.
  let lost = false;
  await page.route('**/api/transaction/', async (route) => {
    if (lost || route.request().method() !== 'POST') return route.continue();
    lost = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
  consoleGuard.expectError(/ERR_CONNECTION_RESET/);

  await transactions.addButton.click();
  await transactions.fill({ title: 'Gym membership', amount: '30', category: 'Healthcare' });
  await transactions.dialog.getByRole('button', { name: 'Add Transaction', exact: true }).click();
  await expect(page.getByText(QUEUED)).toBeVisible();
  await expect(pendingCard(page)).toBeHidden();
  await transactions.expectTitles(['Gym membership']);

  const list = await apiGet<{ transactions: { description: string }[] }>(
    page.request,
    signedInUser,
    '/api/transaction/?search=Gym',
  );
  expect(list.transactions).toHaveLength(1);
});

test('a change the server refuses stays on screen with the reason, to discard; a sign-out removes what waits', async ({
  page,
  context,
  request,
  signedInUser,
  consoleGuard,
}) => {
  await createGoals(page.request, signedInUser, [
    { name: 'Holiday', targetAmount: 1000, targetDate: nextYear, category: 'Travel' },
    { name: 'Car', targetAmount: 5000, targetDate: nextYear, category: 'Transportation' },
  ]);
  const goals = new GoalsPage(page);
  await goals.open();
  await controlled(page);
  await cachedForOffline(page);

  await context.setOffline(true);
  consoleGuard.expectError(/ERR_INTERNET_DISCONNECTED/);
  await goals.addFunds('Holiday', '80');
  await expect(page.getByText(QUEUED)).toBeVisible();
  // Meanwhile, on another device, the goal is paused: it takes no funds.
  const holiday = (await apiGet<{ _id: string; name: string }[]>(request, signedInUser, '/api/goals/')).find(
    ({ name }) => name === 'Holiday',
  );
  const paused = await request.post(`/api/goals/${holiday?._id}/pause`, {
    headers: { Authorization: `Bearer ${await accessToken(request, signedInUser)}` },
  });
  expect(paused.status(), await paused.text()).toBe(200);

  await context.setOffline(false);
  consoleGuard.expectError(/status of 409 \(Conflict\)/);
  const refused = pendingCard(page).getByRole('group', { name: 'Funds added' });
  await expect(refused.getByText('Refused')).toBeVisible();
  await expect(refused).toContainText('This goal is paused. Resume it before adding funds.');
  await refused.getByRole('button', { name: textName('Discard') }).click();
  await expect(pendingCard(page)).toBeHidden();
  const stored = await apiGet<{ name: string; savedAmount: number; status: string }[]>(
    request,
    signedInUser,
    '/api/goals/',
  );
  expect(stored.find(({ name }) => name === 'Holiday')).toMatchObject({ savedAmount: 0, status: 'Paused' });

  // Signing out while a change still waits removes it from the device with the rest of the person's data:
  await context.setOffline(true);
  await goals.addFunds('Car', '20');
  await expect(pendingCard(page).getByRole('group', { name: 'Funds added' })).toBeVisible();
  // Signing out asks first, as the change would be lost.
  await new Navbar(page).logoutButton.click();
  const question = page.getByRole('alertdialog', { name: 'Changes not sent yet' });
  await question.getByRole('button', { name: 'Sign out anyway' }).click();
  await expect(page).toHaveURL('/');
  await expect.poll(() => offlineCopies(page)).not.toContainEqual(expect.stringMatching(/^moneta-outbox:/));
  // Offline, the sign-out could not reach the server: the device says it may still be signed in.
  await expect(page.getByRole('alert', { name: 'Sign-out did not finish' })).toBeVisible();
});
