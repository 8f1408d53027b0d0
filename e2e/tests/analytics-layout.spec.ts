// The Analytics Dashboard on a phone and offline: every tab and every period in sight at 390 px, in the longest
// languages, and a period never opened before says, offline, that it cannot be shown (no endless loading).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { AnalyticsPage } from '../pages/AnalyticsPage';
import { WORKSPACE } from '../support/env';
import { expect, test } from '../support/fixtures';
import { accessToken, createTransactions } from '../support/transactions';

type Language = 'en' | 'de' | 'hi';

/** Today in this machine's time zone, YYYY-MM-DD. */
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

const catalogue = (language: Language): Record<string, string> =>
  language === 'en'
    ? {}
    : JSON.parse(readFileSync(join(WORKSPACE, 'remote-analytics/src/locales', `${language}.json`), 'utf8'));

/** A text as the analytics screen shows it in `language` (English: the key itself). */
const word = (language: Language, key: string) => catalogue(language)[key] ?? key;

const TABS = ['Overview', 'Spending', 'Income', 'Goals', 'Budgets'];
const PERIODS = ['Last 30 Days', 'Last 90 Days', 'Last Year'];

/** The period selector, named in the language shown. */
const periods = (page: Page, language: Language) =>
  page.getByRole('radiogroup', { name: word(language, 'Period') });

/** Whether the element shows all of its text: nothing cut by an ellipsis or hidden past its box. */
const showsWholeText = (page: Page, text: string) =>
  page
    .getByText(text, { exact: true })
    .evaluate(
      (element) => element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight,
    );

for (const language of ['de', 'hi'] as const) {
  test(`at 390 px every analytics tab and period is in sight, whole, in ${language}`, async ({
    page,
    request,
    signedInUser,
  }) => {
    const token = await accessToken(request, signedInUser);
    const saved = await request.patch('/api/settings/preferences', {
      headers: { Authorization: `Bearer ${token}` },
      data: { language },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    // A five-figure month: the money axis carries its longest labels.
    await createTransactions(request, signedInUser, [
      { description: 'Bonus', amount: 18500, type: 'Income', category: 'Bonus', date: today() },
    ]);
    await page.setViewportSize({ width: 390, height: 844 });
    const analytics = new AnalyticsPage(page);
    await page.goto('/dashboard/analytics');
    await expect(
      analytics.content.getByRole('heading', { name: word(language, 'Analytics Dashboard') }),
    ).toBeVisible();

    // The axes' labels stay inside the chart's card, none cut at its edges.
    const trends = analytics.chart(word(language, 'Financial Trends'));
    await expect(trends.getByRole('img')).toBeVisible();
    const card = await trends.boundingBox();
    const labels = await trends.locator('svg text').evaluateAll((texts) =>
      texts.map((text) => {
        const box = text.getBoundingClientRect();
        return { text: text.textContent, left: box.left, right: box.right };
      }),
    );
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) {
      expect(label.left, label.text ?? '').toBeGreaterThanOrEqual(card!.x);
      expect(label.right, label.text ?? '').toBeLessThanOrEqual(card!.x + card!.width);
    }

    const tabs = analytics.content.getByRole('tab');
    await expect(tabs).toHaveCount(TABS.length);
    for (const tab of TABS) {
      const shown = analytics.content.getByRole('tab', { name: word(language, tab), exact: true });
      await expect(shown).toBeInViewport({ ratio: 1 });
    }
    // No tab waits behind a "more" menu.
    await expect(page.locator('.ant-tabs-nav-more')).toHaveCount(0);

    for (const period of PERIODS) {
      await expect(periods(page, language).getByText(word(language, period), { exact: true })).toBeInViewport(
        {
          ratio: 1,
        },
      );
      expect(await showsWholeText(page, word(language, period)), period).toBe(true);
    }

    // Every tab opens from the bar, by touch and by keyboard.
    await analytics.content.getByRole('tab', { name: word(language, 'Budgets'), exact: true }).click();
    await expect(page).toHaveURL(/tab=budgets/);
    await page.keyboard.press('ArrowLeft');
    await expect(
      analytics.content.getByRole('tab', { name: word(language, 'Goals'), exact: true, selected: true }),
    ).toBeFocused();
    await expect(page).toHaveURL(/tab=goals/);
  });
}

test('at 1280 px the period buttons show their whole names in German and Hindi', async ({
  page,
  request,
  signedInUser,
}) => {
  const token = await accessToken(request, signedInUser);
  for (const language of ['de', 'hi'] as const) {
    const saved = await request.patch('/api/settings/preferences', {
      headers: { Authorization: `Bearer ${token}` },
      data: { language },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    await page.goto('/dashboard/analytics');
    await expect(
      periods(page, language).getByText(word(language, 'Last Year'), { exact: true }),
    ).toBeVisible();
    for (const period of PERIODS)
      expect(await showsWholeText(page, word(language, period)), period).toBe(true);
  }
});

test('offline, a period never opened says it is not available, under the offline banner, and loads once back online', async ({
  page,
  context,
  request,
  signedInUser,
  consoleGuard,
}) => {
  await createTransactions(request, signedInUser, [
    {
      description: 'Rent',
      amount: 1200,
      type: 'Expense',
      category: 'Rent',
      date: today(),
    },
  ]);
  const analytics = new AnalyticsPage(page);
  await analytics.open('?tab=spending&period=30d');
  await expect(analytics.stat('Top Category')).toContainText('Rent');
  // The figures come first, and only then do the charts fetch their code (no service worker keeps it here): gone
  // offline before it has come, the tab fails to load it rather than saying what this test is about.
  await expect(analytics.chart('Spending by Category').getByRole('img')).toBeVisible();
  await expect(analytics.chart('Monthly Spending').getByRole('img')).toBeVisible();

  await context.setOffline(true);
  consoleGuard.expectError(/ERR_INTERNET_DISCONNECTED/);
  // The offline banner pushes the page down as it appears; a person clicks once it is there.
  await expect(page.getByText("You're offline. Some features may be limited.")).toBeVisible();
  await analytics.choosePeriod('Last Year');
  await expect(analytics.content.getByText('Last Year is not available offline')).toBeVisible();
  await expect(
    analytics.content.getByText('Its figures have not been saved on this device.', { exact: false }),
  ).toBeVisible();
  await expect(analytics.content.getByRole('status', { name: 'Loading...' })).toHaveCount(0);
  await expect(page.getByText(/^Offline: /)).toBeVisible();

  // A period opened before still shows its figures.
  await analytics.choosePeriod('Last 30 Days');
  await expect(analytics.stat('Top Category')).toContainText('Rent');
  await analytics.choosePeriod('Last Year');
  await expect(analytics.content.getByText('Last Year is not available offline')).toBeVisible();

  await context.setOffline(false);
  await expect(analytics.content.getByText('Last Year is not available offline')).toBeHidden();
  await expect(analytics.stat('Top Category')).toContainText('Rent');
  expect(await analytics.table('Spending by Category')).toEqual([
    ['Category', 'Amount'],
    ['Rent', '₹1,200.00'],
  ]);
});
