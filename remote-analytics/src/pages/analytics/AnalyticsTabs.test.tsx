// The Spending, Income and Goals tabs: what each asks for, its figures (through the charts' tables), its empty
// and its failed states.
import '../../testing/charts';
import { screen, waitFor, within } from '@testing-library/react';
import { apiError, renderPage, signedInEachTest } from '@moneta/shared/testing';
import {
  aCategoryAnalysis,
  aGoalsProgress,
  aMonth,
  anAnalyticsGoal,
  ANALYTICS_PATH,
  anIncomeTrends,
  aSavingsTrends,
  aSpendingTrends,
  mockAnalytics,
  PERIODS,
} from '../../testing/analytics';
import AnalyticsPage from './AnalyticsPage';

signedInEachTest({ currency: 'USD', language: 'en', theme: 'light' }, new Date(2025, 5, 15, 12, 0, 0));

const showTab = (tab: string, period = '30d') =>
  renderPage(<AnalyticsPage />, { path: `${ANALYTICS_PATH}?tab=${tab}&period=${period}` });
const region = (name: string) => screen.getByRole('region', { name });
const stat = (name: string) => screen.getByRole('group', { name });

async function tableOf(name: string): Promise<string[][]> {
  const table = await within(await screen.findByRole('region', { name })).findByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? ''));
}

describe('Spending', () => {
  test('bars over the categories spent on, largest first, and spending per month', async () => {
    const calls = mockAnalytics({
      categories: aCategoryAnalysis([
        ['Rent', 1500, 75],
        ['Food', 500, 25],
      ]),
      spendingTrends: aSpendingTrends([
        aMonth('2025-04', 0, 900),
        aMonth('2025-05', 0, 600),
        aMonth('2025-06', 0, 500),
      ]),
    });
    showTab('spending', '90d');

    expect(await tableOf('Spending by Category')).toEqual([
      ['Category', 'Amount'],
      ['Rent', '$1,500.00'],
      ['Food', '$500.00'],
    ]);
    expect(
      await within(region('Spending by Category')).findByRole('img', {
        name: 'Bar chart of spending by expense category',
      }),
    ).toBeInTheDocument();
    expect(await tableOf('Monthly Spending')).toEqual([
      ['Month', 'Expenses'],
      ['April 2025', '$900.00'],
      ['May 2025', '$600.00'],
      ['June 2025', '$500.00'],
    ]);
    expect(
      await within(region('Monthly Spending')).findByRole('img', {
        name: 'Area chart of spending per month',
      }),
    ).toBeInTheDocument();
    expect(within(stat('Total Spending')).getByText('$2,000.00')).toBeInTheDocument();
    expect(within(stat('Average Monthly Spending')).getByText('$666.67')).toBeInTheDocument();
    expect(within(stat('Top Category')).getByText('Rent')).toBeInTheDocument();
    expect(within(stat('Top Category')).getByText('$1,500.00 · 75%')).toBeInTheDocument();

    expect(calls.spendingCategories).toHaveBeenCalledWith(PERIODS['90d']);
    expect(calls.spendingTrends).toHaveBeenCalledWith(PERIODS['90d']);
    expect(calls.spendingComparison).not.toHaveBeenCalled();
    expect(calls.goalsProgress).not.toHaveBeenCalled();
  });

  test('a period without spending says so', async () => {
    mockAnalytics();
    showTab('spending');
    const bars = await screen.findByRole('region', { name: 'Spending by Category' });
    expect(await within(bars).findByText('No spending in this period')).toBeInTheDocument();
    expect(
      await within(region('Monthly Spending')).findByText('No spending in this period'),
    ).toBeInTheDocument();
  });

  test('a failure shows the banner and Retry recovers', async () => {
    const calls = mockAnalytics();
    calls.spendingCategories
      .mockRejectedValueOnce(
        Object.assign(new Error('timeout'), { isAxiosError: true, code: 'ECONNABORTED' }),
      )
      .mockResolvedValue(aCategoryAnalysis([['Travel', 300, 100]]));
    const { user } = showTab('spending');
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Request timed out. Please try again.');
    await user.click(within(banner).getByRole('button', { name: 'Retry' }));
    const rows = await tableOf('Spending by Category');
    expect(rows).toContainEqual(['Travel', '$300.00']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Income', () => {
  test('income per month as an area, with the income and savings figures', async () => {
    const calls = mockAnalytics({
      incomeTrends: anIncomeTrends([
        ['2025-05', 4000, 2],
        ['2025-06', 5000, 3],
      ]),
      savingsTrends: aSavingsTrends({
        averageMonthlySavings: 1750,
        bestMonth: { monthYear: '2025-06', savings: 2500 },
      }),
    });
    showTab('income');

    expect(await tableOf('Income Trend')).toEqual([
      ['Month', 'Income', 'Transactions'],
      ['May 2025', '$4,000.00', '2'],
      ['June 2025', '$5,000.00', '3'],
    ]);
    expect(
      await within(region('Income Trend')).findByRole('img', { name: 'Area chart of income per month' }),
    ).toBeInTheDocument();
    expect(within(stat('Total Income')).getByText('$9,000.00')).toBeInTheDocument();
    expect(within(stat('Average Monthly Income')).getByText('$4,500.00')).toBeInTheDocument();
    expect(within(stat('Average Monthly Savings')).getByText('$1,750.00')).toBeInTheDocument();
    expect(within(stat('Best Month')).getByText('June 2025')).toBeInTheDocument();
    expect(within(stat('Best Month')).getByText('Saved $2,500.00')).toBeInTheDocument();
    expect(calls.incomeTrends).toHaveBeenCalledWith(PERIODS['30d']);
    expect(calls.savingsTrends).toHaveBeenCalledWith(PERIODS['30d']);
    expect(calls.spendingTrends).not.toHaveBeenCalled();
  });

  test('a period without income says so', async () => {
    mockAnalytics();
    showTab('income');
    expect(await within(region('Income Trend')).findByText('No income in this period')).toBeInTheDocument();
    expect(await within(stat('Best Month')).findByText('–')).toBeInTheDocument();
  });

  test('a failure shows the banner', async () => {
    const calls = mockAnalytics();
    calls.incomeTrends.mockRejectedValue(apiError(401));
    showTab('income');
    expect(await screen.findByRole('alert')).toHaveTextContent('Authentication failed. Please login again.');
    expect(
      within(region('Income Trend')).getByText('These figures could not be loaded.'),
    ).toBeInTheDocument();
  });
});

describe('Goals', () => {
  test('the four cards and a card per goal with progress, saved and target', async () => {
    const calls = mockAnalytics({
      goals: aGoalsProgress([
        anAnalyticsGoal({ name: 'Laptop', progress: 80, savedAmount: 800, targetAmount: 1000 }),
        anAnalyticsGoal({
          name: 'Trip',
          progress: 30,
          savedAmount: 300,
          targetAmount: 1000,
          targetDate: '2025-06-01',
          overdue: true,
          onTrack: false,
        }),
        anAnalyticsGoal({ name: 'Car', progress: 10, savedAmount: 100, onTrack: false, status: 'Paused' }),
        anAnalyticsGoal({
          name: 'Boat',
          progress: 45,
          savedAmount: 450,
          targetDate: '2025-05-01',
          status: 'Paused',
          overdue: true,
          onTrack: false,
        }),
        anAnalyticsGoal({
          name: 'Phone',
          progress: 100,
          savedAmount: 1000,
          onTrack: false,
          status: 'Completed',
        }),
        anAnalyticsGoal({ name: 'Bike', progress: 5, savedAmount: 50, onTrack: false }),
      ]),
    });
    showTab('goals');

    const laptop = await screen.findByRole('article', { name: 'Laptop' });
    expect(within(stat('Total Goals')).getByText('6')).toBeInTheDocument();
    // Only the Active goal keeping pace is on track; the paused goal past its date is overdue, as on the goals
    // screen.
    expect(within(stat('On Track')).getByText('1')).toBeInTheDocument();
    expect(within(stat('Overdue')).getByText('2')).toBeInTheDocument();
    expect(within(stat('Avg Progress')).getByText('45%')).toBeInTheDocument();
    expect(screen.getAllByRole('group').map((card) => card.getAttribute('aria-label'))).toEqual([
      'Total Goals',
      'On Track',
      'Overdue',
      'Avg Progress',
    ]);

    expect(within(laptop).getByRole('progressbar', { name: 'Laptop progress' })).toHaveAttribute(
      'aria-valuenow',
      '80',
    );
    expect(within(laptop).getByText('$800.00')).toBeInTheDocument();
    expect(within(laptop).getByText('$1,000.00')).toBeInTheDocument();
    expect(within(laptop).getByText('Dec 31, 2025')).toBeInTheDocument();
    expect(within(laptop).getByText('On Track')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Trip' })).getByText('Overdue')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Bike' })).getByText('Behind Schedule'),
    ).toBeInTheDocument();
    // A paused goal is on hold: judged neither on track nor behind, but overdue once past its date.
    const car = screen.getByRole('article', { name: 'Car' });
    expect(within(car).getByText('Paused')).toBeInTheDocument();
    expect(within(car).queryByText('On Track')).not.toBeInTheDocument();
    expect(within(car).queryByText('Behind Schedule')).not.toBeInTheDocument();
    expect(within(car).queryByText('Overdue')).not.toBeInTheDocument();
    const boat = screen.getByRole('article', { name: 'Boat' });
    expect(within(boat).getByText('Paused')).toBeInTheDocument();
    expect(within(boat).getByText('Overdue')).toBeInTheDocument();
    expect(within(boat).queryByText('On Track')).not.toBeInTheDocument();
    const phone = screen.getByRole('article', { name: 'Phone' });
    expect(within(phone).getByText('Completed')).toBeInTheDocument();
    expect(within(phone).queryByText('On Track')).not.toBeInTheDocument();
    expect(calls.goalsProgress).toHaveBeenCalledWith();
    expect(calls.spendingTrends).not.toHaveBeenCalled();
  });

  test('without goals it says so', async () => {
    mockAnalytics();
    showTab('goals');
    expect(await screen.findByText('No Goals Yet')).toBeInTheDocument();
    expect(within(stat('Total Goals')).getByText('0')).toBeInTheDocument();
  });

  test('a failure shows the banner and Retry recovers', async () => {
    const calls = mockAnalytics();
    calls.goalsProgress
      .mockRejectedValueOnce(apiError(404))
      .mockResolvedValue(aGoalsProgress([anAnalyticsGoal({ name: 'Back' })]));
    const { user } = showTab('goals');
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Requested resource not found.');
    await user.click(within(banner).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Back' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
