// The Overview's issue-12 parts: the budget lines under Spending by Category, the forecast band of Financial
// Trends (its table and its method), and the Insights panel (recommendations, anomalies, financial health).
import '../../testing/charts';
import { screen, waitFor, within } from '@testing-library/react';
import { apiError, renderPage, signedInEachTest } from '@moneta/shared/testing';
import {
  aBudgetPerformance,
  aCategoryAnalysis,
  aCategoryBudget,
  aCategoryForecast,
  aFinancialHealth,
  aForecast,
  aMonth,
  ANALYTICS_PATH,
  anAnomaly,
  aRecommendation,
  aSpendingTrends,
  mockAnalytics,
  PERIODS,
  someAnomalies,
  someRecommendations,
} from '../../testing/analytics';
import AnalyticsPage from './AnalyticsPage';

// Sunday 15 June 2025, noon, in the local time zone.
signedInEachTest({ currency: 'USD', language: 'en', theme: 'light' }, new Date(2025, 5, 15, 12, 0, 0));

const show = () => renderPage(<AnalyticsPage />, { path: ANALYTICS_PATH });
const region = (name: string) => screen.findByRole('region', { name });

/** The cells of a table found by its name inside a region, row by row, header row first. */
async function tableIn(regionName: string, tableName: string): Promise<string[][]> {
  const table = await within(await region(regionName)).findByRole('table', { name: tableName });
  return within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? ''));
}

/** Twelve months of history before June 2025. */
const history = (value: number): [string, number][] =>
  Array.from({ length: 12 }, (_, index) => [
    `${index < 7 ? 2024 : 2025}-${String(((index + 5) % 12) + 1).padStart(2, '0')}`,
    value,
  ]);

describe('Financial Trends forecast', () => {
  test('drawn dashed after the actual months with its range, in a table of its own, with its method', async () => {
    // The last 30 days on 15 June: 17 to 31 May and 1 to 15 June.
    const calls = mockAnalytics({
      spendingTrends: aSpendingTrends([
        aMonth('2025-05', 3000, 1200, [17, 31]),
        aMonth('2025-06', 2000, 2500, [1, 15]),
      ]),
      incomeProjections: aForecast(history(3000), [
        ['2025-06', 3100, 2800, 3400],
        ['2025-07', 3200, 2700, 3700],
        ['2025-08', 3300, 2600, 4000],
      ]),
      spendingForecast: aCategoryForecast(
        aForecast(history(1800), [
          ['2025-06', 1900, 1500, 2300],
          ['2025-07', 2000, 1400, 2600],
          ['2025-08', 2100, 1300, 2900],
        ]),
      ),
    });
    show();

    expect(await tableIn('Financial Trends', 'Forecast')).toEqual([
      ['Month', 'Income', 'Income range', 'Expenses', 'Expenses range'],
      ['June 2025', '$3,100.00', '$2,800.00 to $3,400.00', '$1,900.00', '$1,500.00 to $2,300.00'],
      ['July 2025', '$3,200.00', '$2,700.00 to $3,700.00', '$2,000.00', '$1,400.00 to $2,600.00'],
      ['August 2025', '$3,300.00', '$2,600.00 to $4,000.00', '$2,100.00', '$1,300.00 to $2,900.00'],
    ]);
    // The actual months say which of their days the period covers: June so far, against June's forecast.
    expect(await tableIn('Financial Trends', 'Financial Trends')).toEqual([
      ['Month', 'Income', 'Expenses', 'Net Savings'],
      ['May 17\u2009–\u200931, 2025', '$3,000.00', '$1,200.00', '$1,800.00'],
      ['June 1\u2009–\u200915, 2025', '$2,000.00', '$2,500.00', '-$500.00'],
    ]);

    const trends = await region('Financial Trends');
    const chart = await within(trends).findByRole('img', {
      name: 'Line chart of income, expenses and net savings per month, with the forecast',
    });
    const drawn = JSON.parse(chart.getAttribute('data-points') ?? '[]') as {
      id: string;
      data: { x: string; y: number | null }[];
    }[];
    expect(drawn.map((line) => line.id)).toEqual([
      'Income',
      'Expenses',
      'Net Savings',
      'Income forecast',
      'Expenses forecast',
    ]);
    expect(drawn[0]?.data).toEqual([
      { x: '2025-05', y: 3000 },
      { x: '2025-06', y: 2000 },
      { x: '2025-07', y: null },
      { x: '2025-08', y: null },
    ]);
    // June's forecast, of the whole month, is not drawn on the point of June so far.
    expect(drawn[4]?.data).toEqual([
      { x: '2025-05', y: null },
      { x: '2025-06', y: null },
      { x: '2025-07', y: 2000 },
      { x: '2025-08', y: 2100 },
    ]);
    expect(
      within(trends).getByText(
        "Dashed lines forecast the months ahead; the shaded band is their 95% range. Income and expenses: Holt's linear smoothing of the last 12 months.",
      ),
    ).toBeInTheDocument();
    expect(calls.spendingForecast).toHaveBeenCalledWith(3);
    expect(calls.incomeProjections).toHaveBeenCalledWith(3);
  });

  test('each forecast names its own method when they differ; a month of history takes the singular', async () => {
    mockAnalytics({
      spendingTrends: aSpendingTrends([aMonth('2025-06', 2000, 2500)]),
      incomeProjections: aForecast([['2025-05', 2000]], [['2025-06', 2000, 2000, 2000]], 'mean'),
      spendingForecast: aCategoryForecast(aForecast(history(1800), [['2025-06', 1900, 1500, 2300]])),
    });
    show();
    const trends = await region('Financial Trends');
    expect(
      await within(trends).findByText(
        "Dashed lines forecast the months ahead; the shaded band is their 95% range. Income: the figure of the last month. Expenses: Holt's linear smoothing of the last 12 months.",
      ),
    ).toBeInTheDocument();
  });

  test('without history there is no forecast to draw', async () => {
    mockAnalytics({ spendingTrends: aSpendingTrends([aMonth('2025-06', 2000, 2500)]) });
    show();
    const trends = await region('Financial Trends');
    expect(
      await within(trends).findByRole('img', {
        name: 'Line chart of income, expenses and net savings per month',
      }),
    ).toBeInTheDocument();
    expect(within(trends).queryByRole('table', { name: 'Forecast' })).not.toBeInTheDocument();
    expect(within(trends).queryByText(/Dashed lines/)).not.toBeInTheDocument();
  });
});

test('Spending by Category shows the budget line of each category with a budget', async () => {
  const calls = mockAnalytics({
    categories: aCategoryAnalysis([
      ['Rent', 1350.5, 74.2],
      ['Shopping', 150, 8.2],
      ['Food', 320, 17.6],
    ]),
    performance: aBudgetPerformance([
      aCategoryBudget('Food', 500, 320),
      aCategoryBudget('Rent', 1200, 1350.5),
      aCategoryBudget('Shopping', 90, 150, 'average'),
    ]),
  });
  show();

  const pie = await region('Spending by Category');
  const lines = await within(pie).findByRole('region', { name: 'Budgets' });
  // The lines are the whole months the period covers, and say which.
  expect(within(lines).getByText('June 2025')).toBeInTheDocument();
  const food = within(lines).getByRole('listitem', { name: 'Food' });
  expect(within(food).getByText('$320.00 of $500.00')).toBeInTheDocument();
  expect(within(food).getByRole('progressbar', { name: 'Food: 64% of the budget used' })).toHaveAttribute(
    'aria-valuenow',
    '64',
  );
  const rent = within(lines).getByRole('listitem', { name: 'Rent' });
  expect(within(rent).getByText('$150.50 over budget')).toHaveClass('ant-typography-danger');
  expect(within(rent).getByRole('progressbar', { name: 'Rent: 112.5% of the budget used' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  // Judged by its 3-month average, Shopping has no budget to show.
  expect(within(lines).queryByRole('listitem', { name: 'Shopping' })).not.toBeInTheDocument();
  // The pie's table is as before.
  expect(await tableIn('Spending by Category', 'Spending by Category')).toContainEqual([
    'Rent',
    '$1,350.50',
    '74.2%',
  ]);
  expect(calls.budgetPerformance).toHaveBeenCalledWith(PERIODS['30d']);
});

describe('Insights', () => {
  test('each recommendation in words built from its figures, with its severity', async () => {
    const calls = mockAnalytics({
      recommendations: someRecommendations([
        aRecommendation('over-budget', 'Rent', { budget: 1200, spent: 1350.5, over: 150.5 }),
        aRecommendation('over-budget-streak', 'Rent', { budget: 1200, averageSpent: 1300, months: 3 }),
        aRecommendation('low-savings-rate', null, {
          savingsRate: 12.5,
          target: 20,
          income: 4000,
          expenses: 3500,
        }),
        aRecommendation('budget-too-high', 'Travel', { budget: 500, averageSpent: 120.5, months: 3 }, 'info'),
        aRecommendation(
          'no-budget',
          'Food',
          { averageSpent: 310, coefficientOfVariation: 0.08, months: 3 },
          'info',
        ),
      ]),
    });
    show();

    const card = await region('Recommendations');
    await within(card).findByText(/^Rent is over its budget this month/);
    const items = within(card).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'WarningRent is over its budget this month: $1,350.50 spent of $1,200.00, $150.50 over.',
      'WarningRent has been over its budget of $1,200.00 in each of the last 3 months, at $1,300.00 a month on average. Raise the budget or cut back.',
      'WarningYou saved 12.5% of your income in this period, under the 20% to aim for. Budgets on your largest expense categories can help.',
      "TipTravel's budget of $500.00 is far above what you spend: under half of it in each of the last 3 months, $120.50 a month on average. Consider lowering it.",
      'TipYou spend a steady $310.00 a month on Food (last 3 months) without a budget. Setting one keeps it there.',
    ]);
    expect(calls.budgetRecommendations).toHaveBeenCalledWith(PERIODS['30d']);
  });

  test('unusual transactions: description, date, amount and why', async () => {
    const calls = mockAnalytics({
      anomalies: someAnomalies([
        anAnomaly(
          { description: 'New laptop', amount: -1899.99, category: 'Shopping', date: '2025-06-02' },
          95,
        ),
      ]),
    });
    show();

    const card = await region('Unusual Transactions');
    const item = await within(card).findByRole('listitem');
    expect(within(item).getByText('New laptop')).toBeInTheDocument();
    expect(within(item).getByText('-$1,899.99')).toBeInTheDocument();
    expect(
      within(item).getByText('Jun 2, 2025 · 20 times the usual $95.00 for Shopping'),
    ).toBeInTheDocument();
    expect(calls.anomalies).toHaveBeenCalledWith(PERIODS['30d']);
  });

  test('the financial-health score, its rating and each component with its score and detail', async () => {
    mockAnalytics({
      health: aFinancialHealth({
        score: 55,
        rating: 'Fair',
        components: [
          { key: 'savingsRate', score: 63, weight: 0.25, value: 12.5, detail: 'English' },
          { key: 'expenseStability', score: 91, weight: 0.25, value: 0.18, detail: 'English' },
          { key: 'emergencyFund', score: 17, weight: 0.25, value: 1, detail: 'English' },
          { key: 'budgetAdherence', score: 50, weight: 0.25, value: 50, detail: 'English' },
        ],
      }),
    });
    show();

    const card = await region('Financial Health');
    expect(await within(card).findByRole('progressbar', { name: 'Financial health score' })).toHaveAttribute(
      'aria-valuenow',
      '55',
    );
    expect(within(card).getByText('Fair')).toBeInTheDocument();
    const components = [
      ['Savings rate', '63', '12.5% of your income saved in this period'],
      ['Expense stability', '91', 'Monthly expenses vary by 18% around their average'],
      ['Emergency fund', '17', 'Your savings goals hold 1 month of your average expenses'],
      ['Budget adherence', '50', '50% of budgeted categories stayed within budget in the last whole month'],
    ] as const;
    for (const [name, score, detail] of components) {
      const item = within(card).getByRole('listitem', { name });
      expect(within(item).getByRole('progressbar', { name: `${name} score` })).toHaveAttribute(
        'aria-valuenow',
        score,
      );
      expect(within(item).getByText(`${score}/100`)).toBeInTheDocument();
      expect(within(item).getByText(detail)).toBeInTheDocument();
    }
  });

  test('each card says when it has nothing to show', async () => {
    mockAnalytics();
    show();
    expect(
      await within(await region('Recommendations')).findByText(
        'No recommendations: your spending and budgets look on track.',
      ),
    ).toBeInTheDocument();
    expect(
      await within(await region('Unusual Transactions')).findByText('No unusual transactions in this period'),
    ).toBeInTheDocument();
    expect(
      await within(await region('Financial Health')).findByText('Not enough figures yet for a score'),
    ).toBeInTheDocument();
  });

  test('a failed insight shows the tab’s banner and its card says so; Retry asks again', async () => {
    const calls = mockAnalytics();
    calls.financialHealth
      .mockRejectedValueOnce(apiError(500))
      .mockResolvedValue(aFinancialHealth({ score: 80, rating: 'Excellent', components: [] }));
    const { user } = show();

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Server error. Please try again later.');
    expect(
      await within(await region('Financial Health')).findByText('These figures could not be loaded.'),
    ).toBeInTheDocument();
    await user.click(within(banner).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(calls.financialHealth).toHaveBeenCalledTimes(2);
  });
});
