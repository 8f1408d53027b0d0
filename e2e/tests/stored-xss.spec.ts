// Attack catalogue, stored XSS: markup saved in every free-text field is shown as text on every
// screen. Nothing runs (no dialog), no element comes out of it, and the person sees exactly what was typed.
import type { Page } from '@playwright/test';
import { AnalyticsPage } from '../pages/AnalyticsPage';
import { GoalsPage } from '../pages/GoalsPage';
import { OverviewPage } from '../pages/OverviewPage';
import { RemindersPage } from '../pages/RemindersPage';
import { SettingsPage } from '../pages/SettingsPage';
import { TransactionsPage } from '../pages/TransactionsPage';
import { expect, test } from '../support/fixtures';
import { accessToken } from '../support/transactions';

const IMG = '<img src=x onerror=alert(1)>';
const SCRIPT = '<script>alert(1)</script>';

/** YYYY-MM-DD of today in the browser's (and this process's) time zone. */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Elements the payloads would make if they were parsed as HTML. */
function injectedElements(page: Page) {
  return page.evaluate(() => ({
    images: document.querySelectorAll('img[src="x"]').length,
    scripts: Array.from(document.scripts).filter((script) => script.textContent?.includes('alert(1)')).length,
  }));
}

test('markup in every text field is shown as text on every screen, and never runs', async ({
  page,
  signedInUser: user,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  const headers = { Authorization: `Bearer ${await accessToken(page.request, user)}` };
  const create = async (url: string, data: object, method: 'post' | 'put' = 'post') => {
    const response = await page.request[method](url, { headers, data });
    expect(response.status(), await response.text()).toBeLessThan(300);
    return ((await response.json()) as { data: { _id: string } }).data;
  };
  await create('/api/transaction/', {
    description: `Lunch ${IMG}`,
    notes: `Note ${SCRIPT}`,
    amount: 12,
    type: 'Expense',
    category: 'Food',
    date: today(),
  });
  await create('/api/transaction/', {
    description: `Pay ${SCRIPT}`,
    notes: `Note ${IMG}`,
    amount: 2000,
    type: 'Income',
    category: 'Salary',
    date: today(),
  });
  const goal = await create('/api/goals/', {
    name: `Bike ${IMG}`,
    targetAmount: 500,
    targetDate: '2099-01-01',
    category: 'Travel',
  });
  await create(`/api/goals/${goal._id}/contribute`, { amount: 50, note: `Gift ${SCRIPT}` });
  await create('/api/goals/', {
    name: `Car ${SCRIPT}`,
    targetAmount: 900,
    targetDate: '2099-01-01',
    category: 'Travel',
  });
  const evening = new Date(`${today()}T23:00:00`);
  await create('/api/reminders/', {
    title: `Rent ${IMG}`,
    description: `Pay ${SCRIPT}`,
    date: evening.toISOString(),
  });
  // A username is letters and spaces only: the markup never gets stored.
  const renamed = await page.request.put('/api/auth/profile', {
    headers,
    data: { username: `Ada ${IMG}`, email: user.email },
  });
  expect(renamed.status()).toBe(422);

  const screens: Array<[string, () => Promise<void>, string[]]> = [
    ['Transactions', () => new TransactionsPage(page).open(), [`Lunch ${IMG}`, `Pay ${SCRIPT}`]],
    [
      'Goals',
      async () => {
        const goals = new GoalsPage(page);
        await goals.open();
        await goals.act(`Bike ${IMG}`, 'History');
      },
      [`Bike ${IMG}`, `Car ${SCRIPT}`, `Gift ${SCRIPT}`],
    ],
    ['Overview', () => new OverviewPage(page).open(), [`Lunch ${IMG}`, `Pay ${SCRIPT}`]],
    ['Analytics', () => new AnalyticsPage(page).open(), []],
    ['Reminders', () => new RemindersPage(page).open(), [`Rent ${IMG}`]],
    ['Settings', () => new SettingsPage(page).open(), []],
  ];
  for (const [screen, open, texts] of screens) {
    await test.step(screen, async () => {
      await open();
      for (const text of texts) await expect(page.getByText(text).first()).toBeVisible();
      expect(await injectedElements(page)).toEqual({ images: 0, scripts: 0 });
      expect(dialogs).toEqual([]);
    });
  }
});
