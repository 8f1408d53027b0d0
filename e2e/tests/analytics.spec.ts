// The Analytics Dashboard, its calls and failure banners; Export downloads analytics_{type}_{timestamp}.csv. The figures are read from each
// chart's accessible table, as a screen reader reaches them.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { AnalyticsPage, type AnalyticsPeriod } from '../pages/AnalyticsPage';
import { failedRequest } from '../support/console-guard';
import { expect, test } from '../support/fixtures';
import { accessToken, createTransactions, type SeedTransaction } from '../support/transactions';
import type { TestUser } from '../support/users';

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar date `days` before today, YYYY-MM-DD in the browser's (this machine's) time zone. */
function daysAgo(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() - days);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A year of known transactions: each period of the selector holds a different part of them. */
const SEEDS: SeedTransaction[] = [
  { description: 'Salary', amount: 5000, type: 'Income', category: 'Salary', date: daysAgo(5) },
  { description: 'Rent', amount: 1500, type: 'Expense', category: 'Rent', date: daysAgo(10) },
  { description: 'Groceries', amount: 250.5, type: 'Expense', category: 'Food', date: daysAgo(3) },
  { description: 'Flight', amount: 800, type: 'Expense', category: 'Travel', date: daysAgo(45) },
  { description: 'Side project', amount: 1200, type: 'Income', category: 'Freelance', date: daysAgo(60) },
  { description: 'Winter coat', amount: 300, type: 'Expense', category: 'Shopping', date: daysAgo(200) },
  { description: 'Year-end bonus', amount: 2000, type: 'Income', category: 'Bonus', date: daysAgo(300) },
];

const DAYS: Record<AnalyticsPeriod, number> = { 'Last 30 Days': 30, 'Last 90 Days': 90, 'Last Year': 365 };

// Money in the user's currency (INR, the default) and language (en: en-US formatting).
const money = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'INR' }).format(amount);
const utc = (date: string) => new Date(`${date}T00:00:00Z`);
/** A month's row label: the month when the period covers it whole, else the days of it the period covers. */
function month(monthYear: string, start: string, end: string): string {
  const first = `${monthYear}-01`;
  const last = new Date(Date.UTC(Number(monthYear.slice(0, 4)), Number(monthYear.slice(5, 7)), 0))
    .toISOString()
    .slice(0, 10);
  const from = start > first ? start : first;
  const to = end < last ? end : last;
  if (from === first && to === last) {
    return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      utc(first),
    );
  }
  return spaced(
    new Intl.DateTimeFormat('en-US', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).formatRange(utc(from), utc(to)),
  );
}

/** Plain spaces for the thin ones of a date range, which Node's and Chromium's ICU place differently. */
const spaced = (text: string) => text.replace(/\s/g, ' ');
/** A table's cells, their spaces plain. */
const spacedRows = (rows: string[][]) => rows.map((row) => row.map(spaced));
const round = (amount: number) => Math.round(amount * 100) / 100;

/** What each period's figures are, worked out from SEEDS the way a person with a calculator would. */
function expected(period: AnalyticsPeriod) {
  const start = daysAgo(DAYS[period] - 1);
  const end = daysAgo(0);
  const inside = SEEDS.filter((seed) => seed.date >= start && seed.date <= end);
  const sum = (rows: SeedTransaction[], type: 'Income' | 'Expense') =>
    round(rows.filter((row) => row.type === type).reduce((total, row) => total + row.amount, 0));
  // Months before the first transaction are not shown.
  const first = SEEDS.map((seed) => seed.date.slice(0, 7)).sort()[0] ?? end.slice(0, 7);
  const months: string[] = [];
  for (let cursor = start.slice(0, 7) > first ? start.slice(0, 7) : first; cursor <= end.slice(0, 7);) {
    months.push(cursor);
    const [year, monthNumber] = cursor.split('-').map(Number) as [number, number];
    cursor = monthNumber === 12 ? `${year + 1}-01` : `${year}-${pad(monthNumber + 1)}`;
  }
  const byMonth = months.map((monthYear) => {
    const rows = inside.filter((row) => row.date.startsWith(monthYear));
    return { monthYear, income: sum(rows, 'Income'), expenses: sum(rows, 'Expense') };
  });
  const income = sum(inside, 'Income');
  const expenses = sum(inside, 'Expense');
  const categories = new Map<string, number>();
  for (const row of inside.filter((seed) => seed.type === 'Expense'))
    categories.set(row.category, round((categories.get(row.category) ?? 0) + row.amount));
  const share = (amount: number) => `${Math.round((amount / expenses) * 1000) / 10}%`;
  return {
    income,
    expenses,
    net: round(income - expenses),
    rate: `${Math.round(((income - expenses) / income) * 1000) / 10}%`,
    trends: byMonth.map((row) => [
      month(row.monthYear, start, end),
      money(row.income),
      money(row.expenses),
      money(round(row.income - row.expenses)),
    ]),
    monthlySpending: byMonth.map((row) => [month(row.monthYear, start, end), money(row.expenses)]),
    incomeTrend: byMonth.map((row) => [
      month(row.monthYear, start, end),
      money(row.income),
      String(inside.filter((seed) => seed.type === 'Income' && seed.date.startsWith(row.monthYear)).length),
    ]),
    pie: [...categories.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([category, amount]) => [category, money(amount), share(amount)]),
  };
}

async function createGoal(
  request: APIRequestContext,
  token: string,
  goal: { name: string; targetAmount: number; targetDate: string; category: string; saved: number },
): Promise<void> {
  const { saved, ...fields } = goal;
  const headers = { Authorization: `Bearer ${token}` };
  const created = await request.post('/api/goals', { headers, data: { priority: 'Medium', ...fields } });
  expect(created.status(), await created.text()).toBe(201);
  const { data } = (await created.json()) as { data: { _id: string } };
  const funded = await request.post(`/api/goals/${data._id}/contribute`, {
    headers,
    data: { amount: saved },
  });
  expect(funded.status(), await funded.text()).toBe(201);
}

async function seed(request: APIRequestContext, user: TestUser): Promise<void> {
  await createTransactions(request, user, SEEDS);
  const token = await accessToken(request, user);
  const inAYear = new Date();
  inAYear.setFullYear(inAYear.getFullYear() + 1);
  const targetDate = `${inAYear.getFullYear()}-${pad(inAYear.getMonth() + 1)}-${pad(inAYear.getDate())}`;
  await createGoal(request, token, {
    name: 'Emergency fund',
    targetAmount: 1000,
    targetDate,
    category: 'Savings',
    saved: 250,
  });
  await createGoal(request, token, {
    name: 'Laptop',
    targetAmount: 500,
    targetDate,
    category: 'Technology',
    saved: 500,
  });
}

test('each tab shows the figures of each period, in charts and in their tables', async ({
  page,
  request,
  signedInUser: user,
}) => {
  test.setTimeout(120_000);
  await seed(request, user);
  const analytics = new AnalyticsPage(page);
  await analytics.open();
  await expect(analytics.periods.getByRole('radio', { name: 'Last 30 Days' })).toBeChecked();

  // Every chart is an image named for what it draws, beside its table.
  await expect(
    analytics
      .chart('Financial Trends')
      .getByRole('img', { name: 'Line chart of income, expenses and net savings per month' }),
  ).toBeVisible();
  await expect(
    analytics.chart('Spending by Category').getByRole('img', { name: 'Pie chart of spending by category' }),
  ).toBeVisible();
  await expect(analytics.chart('Recent Transactions').getByText('Groceries')).toBeVisible();
  const goalsProgress = analytics.chart('Goals Progress');
  await expect(goalsProgress.getByText('₹250.00 of ₹1,000.00')).toBeVisible();
  await expect(goalsProgress.getByRole('progressbar', { name: 'Emergency fund progress' })).toHaveAttribute(
    'aria-valuenow',
    '25',
  );

  // 30 days before these held only the flight: expenses grew, income and savings have nothing to compare to.
  await expect(analytics.stat('Total Expenses')).toContainText('+118.8% vs previous period');
  await expect(analytics.stat('Total Income')).toContainText('Nothing in the previous period to compare');

  for (const period of ['Last 30 Days', 'Last 90 Days', 'Last Year'] as const) {
    const figures = expected(period);
    await analytics.openTab('Overview');
    await analytics.choosePeriod(period);
    await expect(analytics.stat('Total Income')).toContainText(money(figures.income));
    await expect(analytics.stat('Total Expenses')).toContainText(money(figures.expenses));
    await expect(analytics.stat('Net Savings')).toContainText(money(figures.net));
    await expect(analytics.stat('Savings Rate')).toContainText(figures.rate);
    await expect
      .poll(async () => spacedRows(await analytics.table('Financial Trends')))
      .toEqual([['Month', 'Income', 'Expenses', 'Net Savings'], ...figures.trends]);
    await expect
      .poll(() => analytics.table('Spending by Category'))
      .toEqual([['Category', 'Amount', 'Share'], ...figures.pie, ['Total', money(figures.expenses), '100%']]);

    await analytics.openTab('Spending');
    await expect
      .poll(() => analytics.table('Spending by Category'))
      // The categories spent on, largest first (as in the pie), without empty rows.
      .toEqual([['Category', 'Amount'], ...figures.pie.map(([category, amount]) => [category, amount])]);
    await expect
      .poll(async () => spacedRows(await analytics.table('Monthly Spending')))
      .toEqual([['Month', 'Expenses'], ...figures.monthlySpending]);
    await expect(
      analytics
        .chart('Spending by Category')
        .getByRole('img', { name: 'Bar chart of spending by expense category' }),
    ).toBeVisible();
    await expect(analytics.stat('Total Spending')).toContainText(money(figures.expenses));

    await analytics.openTab('Income');
    await expect
      .poll(async () => spacedRows(await analytics.table('Income Trend')))
      .toEqual([['Month', 'Income', 'Transactions'], ...figures.incomeTrend]);
    await expect(
      analytics.chart('Income Trend').getByRole('img', { name: 'Area chart of income per month' }),
    ).toBeVisible();
    await expect(analytics.stat('Total Income')).toContainText(money(figures.income));
  }

  await analytics.openTab('Goals');
  await expect(analytics.stat('Total Goals')).toContainText('2');
  // The completed Laptop is done, not On Track.
  await expect(analytics.stat('On Track')).toContainText('1');
  await expect(analytics.stat('Overdue')).toContainText('0');
  await expect(analytics.stat('Avg Progress')).toContainText('62.5%');
  const fund = analytics.goal('Emergency fund');
  await expect(fund.getByText('₹250.00')).toBeVisible();
  await expect(fund.getByText('₹1,000.00')).toBeVisible();
  await expect(fund.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
  await expect(analytics.goal('Laptop').getByText('Completed')).toBeVisible();

  // The period and the tab are in the address: a reload shows the same.
  await page.reload();
  await expect(analytics.content.getByRole('tab', { name: 'Goals', selected: true })).toBeVisible();
  await expect(analytics.periods.getByRole('radio', { name: 'Last Year' })).toBeChecked();
});

test("Export downloads the current tab's figures for the period as a CSV", async ({
  page,
  request,
  signedInUser: user,
}) => {
  await seed(request, user);
  const analytics = new AnalyticsPage(page);
  await analytics.open();

  const overview = page.waitForEvent('download');
  await analytics.exportButton.click();
  const overviewFile = await overview;
  expect(overviewFile.suggestedFilename()).toMatch(/^analytics_overview_\d{8}T\d{6}Z\.csv$/);
  const overviewCsv = await readFile((await overviewFile.path()) ?? '', 'utf8');
  const thirty = expected('Last 30 Days');
  expect(overviewCsv.split('\r\n')[0]).toBe('Month,Income,Expenses,Net Savings,Savings Rate (%)');
  expect(overviewCsv).toContain(
    `\r\nTotal,${thirty.income.toFixed(2)},${thirty.expenses.toFixed(2)},${thirty.net.toFixed(2)},65.0\r\n`,
  );
  await expect(page.getByText(`Exported ${overviewFile.suggestedFilename()}`)).toBeVisible();

  await analytics.openTab('Spending');
  await analytics.choosePeriod('Last 90 Days');
  const spending = page.waitForEvent('download');
  await analytics.exportButton.click();
  const spendingFile = await spending;
  expect(spendingFile.suggestedFilename()).toMatch(/^analytics_spending_\d{8}T\d{6}Z\.csv$/);
  expect(await readFile((await spendingFile.path()) ?? '', 'utf8')).toBe(
    'Category,Amount,Percentage (%)\r\nRent,1500.00,58.8\r\nTravel,800.00,31.4\r\nFood,250.50,9.8\r\n',
  );
});

test('a failing call shows the error state, Retry recovers, and Refresh asks past the cache', async ({
  page,
  request,
  signedInUser: user,
  consoleGuard,
}) => {
  await createTransactions(request, user, SEEDS.slice(0, 2));
  consoleGuard.expectError(failedRequest(500, '/api/analytics/spending/trends'));
  const trendsCall = '**/api/analytics/spending/trends?**';
  await page.route(trendsCall, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, message: 'Internal server error' }),
    }),
  );
  const analytics = new AnalyticsPage(page);
  await analytics.open();

  // The client retries twice (1 s, then 2 s) before the screen shows the failure.
  await expect(analytics.alert).toContainText('Server error. Please try again later.', { timeout: 15_000 });
  await expect(
    analytics.chart('Financial Trends').getByText('These figures could not be loaded.'),
  ).toBeVisible();
  // The calls that answered show their figures.
  await expect(analytics.stat('Total Income')).toContainText(money(5000));

  await page.unroute(trendsCall);
  await analytics.alert.getByRole('button', { name: 'Retry', exact: true }).click();
  await expect(analytics.alert).toHaveCount(0);
  await expect
    .poll(async () => spacedRows(await analytics.table('Financial Trends')))
    .toContainEqual(expect.arrayContaining([money(5000)]));

  // A transaction recorded elsewhere (here, straight through the API) shows after Refresh, within the cache's
  // 5 minutes.
  await createTransactions(request, user, [
    { description: 'Gift', amount: 100, type: 'Income', category: 'Other Income', date: daysAgo(1) },
  ]);
  await analytics.refreshButton.click();
  await expect(analytics.stat('Total Income')).toContainText(money(5100));
});
