import '../../testing/charts';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { SpendingTrends } from '@moneta/shared';
import {
  apiError,
  deferred,
  renderPage,
  showsLanguage,
  signedInEachTest,
  signIn,
} from '@moneta/shared/testing';
import {
  aCategoryAnalysis,
  aComparison,
  aGoalsProgress,
  aMonth,
  anAnalyticsGoal,
  ANALYTICS_PATH,
  aSpendingTrends,
  aTransaction,
  mockAnalytics,
  PERIODS,
} from '../../testing/analytics';
import { defaultColor } from '../../testing/categories';
import AnalyticsPage from './AnalyticsPage';
import german from '../../locales/de.json';

// Sunday 15 June 2025, noon, in the local time zone.
signedInEachTest({ currency: 'USD', language: 'en', theme: 'light' }, new Date(2025, 5, 15, 12, 0, 0));

const show = (path = ANALYTICS_PATH) => renderPage(<AnalyticsPage />, { path });
const region = (name: string) => screen.getByRole('region', { name });
const stat = (name: string) => screen.getByRole('group', { name });

/** The cells of a chart's table, row by row, header row first. */
async function tableOf(name: string): Promise<string[][]> {
  const table = await within(await screen.findByRole('region', { name })).findByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? ''));
}

test('the Overview asks for the last 30 days by default, and only for what it shows', async () => {
  const calls = mockAnalytics();
  show();

  expect(screen.getByRole('heading', { name: 'Analytics Dashboard' })).toBeInTheDocument();
  expect(screen.getByText('From May 17, 2025 to Jun 15, 2025')).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Last 30 Days' })).toBeChecked();
  expect(screen.getByRole('tab', { name: 'Overview', selected: true })).toBeInTheDocument();
  await waitFor(() => expect(calls.spendingComparison).toHaveBeenCalledWith(PERIODS['30d']));
  expect(calls.spendingTrends).toHaveBeenCalledWith(PERIODS['30d']);
  expect(calls.spendingCategories).toHaveBeenCalledWith(PERIODS['30d']);
  expect(calls.dashboard).toHaveBeenCalledWith();
  expect(calls.goalsProgress).toHaveBeenCalledWith();
  expect(calls.incomeTrends).not.toHaveBeenCalled();
  expect(calls.savingsTrends).not.toHaveBeenCalled();
});

test('switching the period asks again with its dates, and keeps it in the address', async () => {
  const calls = mockAnalytics();
  const { user } = show();
  await waitFor(() => expect(calls.spendingTrends).toHaveBeenCalledWith(PERIODS['30d']));

  await user.click(screen.getByRole('radio', { name: 'Last 90 Days' }));
  await waitFor(() => expect(calls.spendingTrends).toHaveBeenLastCalledWith(PERIODS['90d']));
  expect(calls.spendingComparison).toHaveBeenLastCalledWith(PERIODS['90d']);
  expect(calls.spendingCategories).toHaveBeenLastCalledWith(PERIODS['90d']);
  expect(screen.getByText('From Mar 18, 2025 to Jun 15, 2025')).toBeInTheDocument();

  await user.click(screen.getByRole('radio', { name: 'Last Year' }));
  await waitFor(() => expect(calls.spendingTrends).toHaveBeenLastCalledWith(PERIODS['1y']));
  expect(calls.spendingComparison).toHaveBeenLastCalledWith(PERIODS['1y']);

  // Back to a period already asked: its answers come from the cache.
  const asked = calls.spendingTrends.mock.calls.length;
  await user.click(screen.getByRole('radio', { name: 'Last 30 Days' }));
  expect(await screen.findByText('From May 17, 2025 to Jun 15, 2025')).toBeInTheDocument();
  expect(calls.spendingTrends).toHaveBeenCalledTimes(asked);
});

test('the address chooses the tab and the period', async () => {
  const calls = mockAnalytics();
  show(`${ANALYTICS_PATH}?tab=income&period=1y`);
  expect(await screen.findByRole('tab', { name: 'Income', selected: true })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Last Year' })).toBeChecked();
  await waitFor(() => expect(calls.incomeTrends).toHaveBeenCalledWith(PERIODS['1y']));
  expect(calls.savingsTrends).toHaveBeenCalledWith(PERIODS['1y']);
  expect(calls.spendingComparison).not.toHaveBeenCalled();
});

test('the Overview cards show the period and its change against the previous one', async () => {
  mockAnalytics({
    comparison: aComparison(
      { totalIncome: 5000, totalExpenses: 1800.5, netSavings: 3199.5, savingsRate: 64 },
      { totalIncome: 25, totalExpenses: -10, netSavings: null, savingsRate: 5.5 },
    ),
  });
  show();

  const income = await screen.findByRole('group', { name: 'Total Income' });
  expect(await within(income).findByText('$5,000.00')).toBeInTheDocument();
  expect(within(income).getByText('+25% vs previous period')).toBeInTheDocument();
  expect(within(stat('Total Expenses')).getByText('$1,800.50')).toBeInTheDocument();
  // Less spending is good news.
  const expenses = within(stat('Total Expenses')).getByText('-10% vs previous period');
  expect(expenses.closest('.ant-typography')).toHaveClass('ant-typography-success');
  expect(within(stat('Net Savings')).getByText('$3,199.50')).toBeInTheDocument();
  expect(
    within(stat('Net Savings')).getByText('Nothing in the previous period to compare'),
  ).toBeInTheDocument();
  expect(within(stat('Savings Rate')).getByText('64%')).toBeInTheDocument();
  expect(within(stat('Savings Rate')).getByText('+5.5 pts vs previous period')).toBeInTheDocument();
});

test("the Overview's charts carry their figures in tables, and the chart images their labels", async () => {
  mockAnalytics({
    spendingTrends: aSpendingTrends([aMonth('2025-05', 3000, 1200.25), aMonth('2025-06', 2000, 2500)]),
    categories: aCategoryAnalysis([
      ['Rent', 1500, 60],
      ['Food', 1000, 40],
    ]),
    goals: aGoalsProgress([
      anAnalyticsGoal({ name: 'Laptop', progress: 80, savedAmount: 800, targetAmount: 1000 }),
    ]),
    recent: [aTransaction({ description: 'Weekly groceries', amount: -42.5 })],
  });
  const { user } = show();

  expect(await tableOf('Financial Trends')).toEqual([
    ['Month', 'Income', 'Expenses', 'Net Savings'],
    ['May 2025', '$3,000.00', '$1,200.25', '$1,799.75'],
    ['June 2025', '$2,000.00', '$2,500.00', '-$500.00'],
  ]);
  expect(await tableOf('Spending by Category')).toEqual([
    ['Category', 'Amount', 'Share'],
    ['Rent', '$1,500.00', '60%'],
    ['Food', '$1,000.00', '40%'],
    ['Total', '$2,500.00', '100%'],
  ]);

  const trends = await within(region('Financial Trends')).findByRole('img', {
    name: 'Line chart of income, expenses and net savings per month',
  });
  expect(JSON.parse(trends.getAttribute('data-points') ?? '[]')).toEqual([
    {
      id: 'Income',
      data: [
        { x: '2025-05', y: 3000 },
        { x: '2025-06', y: 2000 },
      ],
    },
    {
      id: 'Expenses',
      data: [
        { x: '2025-05', y: 1200.25 },
        { x: '2025-06', y: 2500 },
      ],
    },
    {
      id: 'Net Savings',
      data: [
        { x: '2025-05', y: 1799.75 },
        { x: '2025-06', y: -500 },
      ],
    },
  ]);
  const pie = await within(region('Spending by Category')).findByRole('img', {
    name: 'Pie chart of spending by category',
  });
  // Each category in the person's colour for it: a new account's, the defaults'.
  await waitFor(() =>
    expect(
      JSON.parse(pie.getAttribute('data-points') ?? '[]').map((slice: { color: string }) => slice.color),
    ).toEqual([defaultColor('Rent'), defaultColor('Food')]),
  );

  const goals = region('Goals Progress');
  expect(within(goals).getByText('$800.00 of $1,000.00')).toBeInTheDocument();
  expect(within(goals).getByRole('progressbar', { name: 'Laptop progress' })).toHaveAttribute(
    'aria-valuenow',
    '80',
  );
  expect(within(region('Recent Transactions')).getByText('Weekly groceries')).toBeInTheDocument();

  // "Show as table" puts the figures on screen in place of the chart.
  const trendsRegion = region('Financial Trends');
  expect(within(trendsRegion).getByRole('table').parentElement).toHaveStyle({ position: 'absolute' });
  await user.click(within(trendsRegion).getByRole('button', { name: 'Show as table' }));
  expect(within(trendsRegion).getByRole('table').parentElement).not.toHaveStyle({ position: 'absolute' });
  expect(within(trendsRegion).queryByRole('img')).not.toBeInTheDocument();
  await user.click(within(trendsRegion).getByRole('button', { name: 'Show as chart' }));
  expect(await within(trendsRegion).findByRole('img')).toBeInTheDocument();
});

test('an Overview without transactions or goals says so in each section', async () => {
  mockAnalytics();
  show();
  expect(
    await within(region('Financial Trends')).findByText('No transactions in this period'),
  ).toBeInTheDocument();
  expect(
    await within(region('Spending by Category')).findByText('No category data available'),
  ).toBeInTheDocument();
  expect(await within(region('Goals Progress')).findByText('No goals yet')).toBeInTheDocument();
  expect(
    await within(await screen.findByRole('region', { name: 'Recent Transactions' })).findByText(
      'No recent transactions found',
    ),
  ).toBeInTheDocument();
  expect(within(stat('Total Income')).getByText('$0.00')).toBeInTheDocument();
  expect(screen.queryByRole('table', { name: 'Financial Trends' })).not.toBeInTheDocument();
});

test('each section shows its loading state until its answer comes', async () => {
  const calls = mockAnalytics();
  const trends = deferred<SpendingTrends>();
  calls.spendingTrends.mockReturnValue(trends.promise);
  show();
  expect(
    await within(region('Financial Trends')).findByRole('status', { name: 'Loading...' }),
  ).toBeInTheDocument();
  expect(
    await within(region('Spending by Category')).findByText('No category data available'),
  ).toBeInTheDocument();

  act(() => trends.resolve(aSpendingTrends([aMonth('2025-06', 100, 50)])));
  expect(await tableOf('Financial Trends')).toHaveLength(2);
  expect(within(region('Financial Trends')).queryByRole('status')).not.toBeInTheDocument();
});

test('a failed call shows the classified message and Retry asks again', async () => {
  const calls = mockAnalytics();
  calls.spendingTrends
    .mockRejectedValueOnce(apiError(500))
    .mockResolvedValue(aSpendingTrends([aMonth('2025-06', 100, 50)]));
  const { user } = show();

  const banner = await screen.findByRole('alert');
  expect(banner).toHaveTextContent('Server error. Please try again later.');
  expect(
    within(region('Financial Trends')).getByText('These figures could not be loaded.'),
  ).toBeInTheDocument();
  // The other sections show their figures.
  expect(
    await within(region('Spending by Category')).findByText('No category data available'),
  ).toBeInTheDocument();

  await user.click(within(banner).getByRole('button', { name: 'Retry' }));
  expect(await tableOf('Financial Trends')).toEqual([
    ['Month', 'Income', 'Expenses', 'Net Savings'],
    ['June 2025', '$100.00', '$50.00', '$50.00'],
  ]);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(calls.spendingTrends).toHaveBeenCalledTimes(2);
});

test('Refresh asks again for what is shown, past the cache', async () => {
  const calls = mockAnalytics();
  const { user } = show();
  await waitFor(() => expect(calls.goalsProgress).toHaveBeenCalledTimes(1));
  await screen.findByText('No goals yet');

  await user.click(screen.getByRole('button', { name: 'Refresh' }));
  await waitFor(() => expect(calls.goalsProgress).toHaveBeenCalledTimes(2));
  expect(calls.spendingComparison).toHaveBeenCalledTimes(2);
  expect(calls.spendingTrends).toHaveBeenCalledTimes(2);
  expect(calls.spendingCategories).toHaveBeenCalledTimes(2);
  expect(calls.dashboard).toHaveBeenCalledTimes(2);
  // A tab not on show is not asked for.
  expect(calls.incomeTrends).not.toHaveBeenCalled();
});

test("Export downloads the current tab's CSV for the current period", async () => {
  const calls = mockAnalytics();
  const download = deferred<string>();
  calls.exportCsv.mockReturnValueOnce(download.promise);
  const { user } = show();

  await user.click(screen.getByRole('button', { name: 'Export' }));
  expect(calls.exportCsv).toHaveBeenCalledWith('overview', PERIODS['30d']);
  expect(await screen.findByRole('button', { name: /Exporting\.\.\./ })).toBeInTheDocument();
  act(() => download.resolve('analytics_overview_20250615T120000Z.csv'));
  expect(await screen.findByText('Exported analytics_overview_20250615T120000Z.csv')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Export' })).toBeInTheDocument();

  await user.click(screen.getByRole('tab', { name: 'Spending' }));
  await user.click(screen.getByRole('radio', { name: 'Last 90 Days' }));
  await user.click(screen.getByRole('button', { name: 'Export' }));
  await waitFor(() => expect(calls.exportCsv).toHaveBeenLastCalledWith('spending', PERIODS['90d']));
});

test("a failed export shows its message, the server's own for a 422", async () => {
  const calls = mockAnalytics();
  const refused = apiError(422, { message: 'Date range cannot exceed 2 years' });
  calls.exportCsv.mockRejectedValueOnce(refused).mockRejectedValueOnce(apiError(429));
  const { user } = show();

  await user.click(screen.getByRole('button', { name: 'Export' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Date range cannot exceed 2 years');
  await user.click(screen.getByRole('button', { name: 'Export' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Too many requests. Please wait before trying again.',
  );
  await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Dismiss' }));
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
});

test("money shows in the user's currency and language", async () => {
  signIn({ currency: 'EUR', language: 'de', theme: 'light' });
  await act(() => showsLanguage());
  mockAnalytics({
    comparison: aComparison({ totalIncome: 1234.5 }, { totalIncome: 12.5 }),
    spendingTrends: aSpendingTrends([aMonth('2025-06', 1234.5, 0)]),
  });
  show();
  const income = await screen.findByRole('group', { name: german['Total Income'] });
  expect(await within(income).findByText(/1\.234,50\s€/)).toBeInTheDocument();
  expect(within(income).getByText(/\+12,5\s%/)).toBeInTheDocument();
  const rows = await tableOf(german['Financial Trends']);
  expect(rows[1]?.[0]).toBe('Juni 2025');
  expect(rows[1]?.[1]).toMatch(/1\.234,50\s€/);
});
