// WCAG 2.2 AA on every screen: axe-core checks every address of the route table, as a visitor
// and as a signed-in person with real data, in light and dark, in English and Hindi, with the cheap dialogs
// open, and fails on any serious or critical violation. One page per combination keeps it quick.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { WORKSPACE } from '../support/env';
import { createGoals } from '../support/goals';
import { DASHBOARD_ROUTES, GUEST_ROUTES } from '../support/registry';
import { accessToken, createTransactions } from '../support/transactions';
import type { TestUser } from '../support/users';

type Language = 'en' | 'hi';
type Theme = 'light' | 'dark';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);

/** The host's own addresses (host/src/routes/AppRoutes.tsx), shown to visitors and signed-in people alike. */
const PUBLIC_ROUTES = ['/', '/authorsnote', '/privacy', '/service', '/no-such-page'];
/** The Analytics Dashboard shows one tab at a time, each at an address of its own. */
const ANALYTICS_TABS = ['overview', 'spending', 'income', 'goals', 'budgets'];

const day = (offset: number) => {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return date.toISOString().slice(0, 10);
};

/** A text of a namespace's catalogue (`folder`: the one holding its locales/) as `language` shows it. */
function word(folder: string, language: Language, key: string): string {
  if (language === 'en') return key;
  const catalogue = JSON.parse(
    readFileSync(join(WORKSPACE, folder, 'locales', `${language}.json`), 'utf8'),
  ) as Record<string, string>;
  const text = catalogue[key];
  if (!text) throw new Error(`${key} is missing from ${folder}'s ${language} catalogue`);
  return text;
}

/**
 * An account with something on every screen: income and expenses, a credit card in debt, a goal, a reminder and
 * a budget.
 */
async function seedAccount(request: APIRequestContext, user: TestUser, theme: Theme, language: Language) {
  await createTransactions(request, user, [
    { description: 'Salary', amount: 4200, type: 'Income', category: 'Salary', date: day(-3) },
    { description: 'Groceries', amount: 86.4, type: 'Expense', category: 'Food', date: day(-2) },
    { description: 'Rent', amount: 1500, type: 'Expense', category: 'Rent', date: day(-1) },
    { description: 'Freelance work', amount: 650, type: 'Income', category: 'Freelance', date: day(-40) },
    { description: 'Cinema', amount: 24, type: 'Expense', category: 'Entertainment', date: day(-38) },
  ]);
  await createGoals(request, user, [
    { name: 'Emergency fund', targetAmount: 5000, targetDate: day(200), category: 'Savings', saved: 800 },
  ]);
  const headers = {
    Authorization: `Bearer ${await accessToken(request, user)}`,
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
  const writes = [
    request.post('/api/accounts/', {
      headers,
      data: { name: 'Visa card', kind: 'Credit card', openingBalance: -250.75, openingDate: day(-30) },
    }),
    request.post('/api/reminders', {
      headers,
      data: { title: 'Pay electricity bill', date: new Date(Date.now() + 2 * 86_400_000).toISOString() },
    }),
    request.put('/api/budgets', {
      headers,
      data: { budgets: [{ category: 'Food', amount: 150, rollover: false }] },
    }),
    request.patch('/api/settings/preferences', { headers, data: { theme, language } }),
  ];
  for (const answer of await Promise.all(writes)) expect(answer.ok(), await answer.text()).toBe(true);
}

/** Waits until the screen has its content: no loading screen, spinner or skeleton left. */
async function settled(page: Page, language: Language): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('main').first()).toBeVisible();
  await expect(page.locator('.loading-screen, .page-spinner, .ant-skeleton, .ant-spin-spinning')).toHaveCount(
    0,
  );
}

/**
 * The serious and critical violations of what the page shows now, one line each. In axe's legacy mode, which
 * runs in the page itself: the default opens a blank page for each check to gather the results of cross-origin
 * frames, which Moneta's screens do not have, and took a third of the sweep's time.
 */
async function violations(page: Page, where: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode().analyze();
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${where}: ${violation.id} (${violation.impact}) at ${node.html.slice(0, 160)}: ${node.failureSummary?.split('\n')[1]?.trim() ?? violation.help}`,
      ),
    );
}

async function check(page: Page, language: Language, path: string, found: string[]): Promise<void> {
  await page.goto(path);
  await settled(page, language);
  found.push(...(await violations(page, path)));
}

/** Opens a dialog with the button of that name, checks the page with it open, and closes it with Escape. */
async function checkDialog(page: Page, button: string, found: string[], where: string): Promise<void> {
  await page.getByRole('main').last().getByRole('button', { name: button }).first().click();
  const dialog = page.getByRole('dialog').last();
  await expect(dialog).toBeVisible();
  await expect(
    page.locator('.ant-zoom-appear, .ant-zoom-enter, .ant-fade-appear, .ant-fade-enter'),
  ).toHaveCount(0);
  found.push(...(await violations(page, `${where} (${button})`)));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

for (const language of ['en', 'hi'] as const) {
  // A visitor's screens are always light: the theme is a signed-in person's preference.
  test(`every visitor's screen meets WCAG 2.2 AA (${language})`, async ({ page }) => {
    await page.addInitScript((shown) => localStorage.setItem('moneta-language', shown), language);
    const found: string[] = [];
    for (const path of [...PUBLIC_ROUTES, ...GUEST_ROUTES]) await check(page, language, path, found);
    expect(found).toEqual([]);
  });
}

// The colours are the theme's and the same in every language; the words, their script and length are the
// language's and the same in either theme. So each theme is checked once, each in another script.
const SIGNED_IN_SWEEPS = [
  { theme: 'light', language: 'en' },
  { theme: 'dark', language: 'hi' },
] as const;

for (const { theme, language } of SIGNED_IN_SWEEPS) {
  test(`every signed-in screen meets WCAG 2.2 AA (${theme}, ${language})`, async ({
    page,
    request,
    signedInUser,
  }) => {
    test.slow();
    await seedAccount(request, signedInUser, theme, language);
    const found: string[] = [];
    for (const path of [...DASHBOARD_ROUTES, ...PUBLIC_ROUTES]) {
      if (path === '/dashboard/analytics') {
        for (const tab of ANALYTICS_TABS) await check(page, language, `${path}?tab=${tab}`, found);
        continue;
      }
      await check(page, language, path, found);
      if (path === '/dashboard/transactions') {
        await checkDialog(page, word('remote-transactions/src', language, 'Add Transaction'), found, path);
      }
      if (path === '/dashboard/goals') {
        await checkDialog(page, word('remote-goals/src', language, 'Add Goal'), found, path);
      }
      if (path === '/dashboard/accounts') {
        const button = word('remote-transactions/src/pages/accounts', language, 'Add account');
        await checkDialog(page, button, found, path);
      }
    }
    expect(found).toEqual([]);
  });
}
