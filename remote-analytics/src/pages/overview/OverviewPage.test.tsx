import { act, screen, waitFor, within } from '@testing-library/react';
import { type DashboardStats } from '@moneta/shared';
import {
  aTransaction,
  apiError,
  deferred,
  renderPage,
  showsLanguage,
  signedInEachTest,
  signIn,
} from '@moneta/shared/testing';
import { aCategory, defaultCategories, defaultColor, mockCategories } from '../../testing/categories';
import { aDashboard, aSummary, mockDashboard, OVERVIEW_PATH } from '../../testing/dashboard';
import OverviewPage from './OverviewPage';
import german from '../../locales/de.json';
import { analyticsApi } from '@moneta/shared/analytics';

signedInEachTest({ currency: 'USD', language: 'en', theme: 'light' });

const show = () => renderPage(<OverviewPage />, { path: OVERVIEW_PATH });
const stat = (name: string) => screen.getByRole('group', { name });
const region = (name: string) => screen.getByRole('region', { name });

/** June: 3,000 in, 1,234.50 out over Rent and Food, a balance of 10,250.75 and goals 42.5% of the way. */
const JUNE = aDashboard({
  monthly: {
    summary: aSummary({
      totalIncome: 3000,
      totalExpenses: 1234.5,
      netSavings: 1765.5,
      savingsRate: 58.9,
      transactionCount: 7,
      expenseCategoryCount: 2,
    }),
    categories: [
      { category: 'Rent', amount: 1000, percentage: 81, color: '#1677ff' },
      { category: 'Food', amount: 234.5, percentage: 19, color: '#52c41a' },
    ],
  },
  netBalance: 10250.75,
  recent: [aTransaction({ description: 'Salary June', amount: 3000, type: 'Income', category: 'Salary' })],
  averageGoalProgress: 42.5,
  savingsRate: 58.9,
});

test('shows the title and welcome, "Loading dashboard data..." first, then the figures', async () => {
  const answer = deferred<DashboardStats>();
  mockDashboard().mockReturnValue(answer.promise);
  show();

  expect(screen.getByRole('heading', { name: 'Dashboard Overview' })).toBeInTheDocument();
  expect(screen.getByText(/Welcome back, Ada Lovelace!/)).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Loading dashboard data...');

  act(() => answer.resolve(JUNE));
  expect(await screen.findByRole('group', { name: 'Net Balance' })).toBeInTheDocument();
  expect(screen.queryByText('Loading dashboard data...')).not.toBeInTheDocument();
});

test('the four cards: balance with the net savings, income with its count, expenses across N categories, rate', async () => {
  mockDashboard(JUNE);
  show();

  const balance = await screen.findByRole('group', { name: 'Net Balance' });
  expect(balance).toHaveTextContent('$10,250.75');
  expect(balance).toHaveTextContent("This month's net savings: $1,765.50");
  expect(stat('Monthly Income')).toHaveTextContent('$3,000.00');
  expect(stat('Monthly Income')).toHaveTextContent('7 transactions this month');
  expect(stat('Monthly Expenses')).toHaveTextContent('$1,234.50');
  expect(stat('Monthly Expenses')).toHaveTextContent('across 2 categories');
  expect(stat('Savings Rate')).toHaveTextContent('58.9%');
  expect(stat('Savings Rate')).toHaveTextContent('$1,765.50 saved');
});

test('counted texts take the singular for one', async () => {
  mockDashboard(
    aDashboard({
      monthly: {
        summary: aSummary({
          totalExpenses: 20,
          netSavings: -20,
          transactionCount: 1,
          expenseCategoryCount: 1,
        }),
        categories: [{ category: 'Food', amount: 20, percentage: 100, color: '#1677ff' }],
      },
    }),
  );
  show();
  expect(await screen.findByText('across 1 category')).toBeInTheDocument();
  expect(screen.getByText('1 transaction this month')).toBeInTheDocument();
});

test('the category breakdown: each category with its amount, percent and a bar in the person’s colour for it', async () => {
  mockDashboard(JUNE);
  show();

  const breakdown = await screen.findByRole('region', { name: 'Spending by Category' });
  const rows = within(breakdown).getAllByRole('listitem');
  expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['Rent', 'Food']);
  expect(rows[0]).toHaveTextContent('$1,000.00');
  expect(rows[0]).toHaveTextContent('81%');
  expect(rows[1]).toHaveTextContent('$234.50');
  expect(rows[1]).toHaveTextContent('19%');
  const bar = within(rows[1]!).getByRole('progressbar', { name: 'Food: 19% of expenses' });
  expect(bar).toHaveAttribute('aria-valuenow', '19');
  // A new account's colour for Food, rather than the one the API gave it by its rank.
  await waitFor(() =>
    expect(bar.querySelector('.ant-progress-track')).toHaveStyle({
      width: '19%',
      background: defaultColor('Food'),
    }),
  );
});

/** This month: Rent, and three categories of the person's own, two of them in one group. */
const GROUPED = aDashboard({
  monthly: {
    summary: aSummary({ totalExpenses: 2000, expenseCategoryCount: 4 }),
    categories: [
      { category: 'Rent', amount: 1000, percentage: 50, color: '#1677ff' },
      { category: 'Groceries', amount: 500.25, percentage: 25, color: '#ea580c' },
      { category: 'Coffee shops', amount: 299.75, percentage: 15, color: '#0d9488' },
      { category: 'Books', amount: 200, percentage: 10, color: '#db2777' },
    ],
  },
});

const groupedCategories = () => [
  ...defaultCategories(),
  aCategory({ name: 'Groceries', color: '#16a34a', group: 'Food & drink' }),
  aCategory({ name: 'Coffee shops', color: '#d97706', group: 'Food & drink' }),
  aCategory({ name: 'Books', color: '#64748b' }),
];

const lineTexts = (region: HTMLElement) =>
  within(region)
    .getAllByRole('listitem')
    .map((row) => [row.getAttribute('aria-label'), row.textContent]);

test('the breakdown shows a category of the person’s own in its colour, and folds a group on request', async () => {
  mockDashboard(GROUPED);
  mockCategories(groupedCategories());
  const { user } = show();

  const breakdown = await screen.findByRole('region', { name: 'Spending by Category' });
  const views = await within(breakdown).findByRole('radiogroup', { name: 'Show spending' });
  expect(within(views).getByRole('radio', { name: 'By category' })).toBeChecked();
  expect(lineTexts(breakdown)).toEqual([
    ['Rent', 'Rent$1,000.0050%'],
    ['Groceries', 'Groceries$500.2525%'],
    ['Coffee shops', 'Coffee shops$299.7515%'],
    ['Books', 'Books$200.0010%'],
  ]);
  expect(
    within(breakdown)
      .getByRole('progressbar', { name: 'Books: 10% of expenses' })
      .querySelector('.ant-progress-track'),
  ).toHaveStyle({ background: '#64748b' });

  await user.click(within(views).getByRole('radio', { name: 'By group' }));

  // Groceries and Coffee shops as one line, their amounts and percents summed: the lines still add up to the
  // month's 2,000.
  expect(lineTexts(breakdown)).toEqual([
    ['Rent', 'Rent$1,000.0050%'],
    ['Food & drink', 'Food & drink$800.0040%'],
    ['Books', 'Books$200.0010%'],
  ]);
  const group = within(breakdown).getByRole('progressbar', { name: 'Food & drink: 40% of expenses' });
  expect(group).toHaveAttribute('aria-valuenow', '40');
  // In the colour of its largest category.
  expect(group.querySelector('.ant-progress-track')).toHaveStyle({ background: '#16a34a' });

  await user.click(within(views).getByRole('radio', { name: 'By category' }));
  expect(within(breakdown).getAllByRole('listitem')).toHaveLength(4);
});

test('without groups the breakdown offers no switch', async () => {
  mockDashboard(GROUPED);
  mockCategories([...defaultCategories(), aCategory({ name: 'Groceries', color: '#16a34a' })]);
  show();

  const breakdown = await screen.findByRole('region', { name: 'Spending by Category' });
  // Once the categories came (Groceries in its colour), still no switch.
  await waitFor(() =>
    expect(
      within(breakdown)
        .getByRole('progressbar', { name: 'Groceries: 25% of expenses' })
        .querySelector('.ant-progress-track'),
    ).toHaveStyle({ background: '#16a34a' }),
  );
  expect(within(breakdown).queryByRole('radiogroup')).not.toBeInTheDocument();
});

test('Savings Rate, Available to Spend (income minus expenses) and the real average goal progress', async () => {
  mockDashboard(JUNE);
  show();

  const rate = await screen.findByRole('region', { name: 'Savings Rate' });
  expect(within(rate).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '58.9');
  expect(rate).toHaveTextContent('$1,765.50 saved of $3,000.00 income this month');
  const available = region('Available to Spend');
  expect(available).toHaveTextContent('$1,765.50');
  expect(available).toHaveTextContent('remaining this month');
  const goals = region('Goal Progress');
  expect(within(goals).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42.5');
  expect(goals).toHaveTextContent('42.5%');
  expect(within(goals).getByRole('link', { name: 'View Goals' })).toHaveAttribute('href', '/dashboard/goals');
});

test('a month spent beyond its income shows what is overspent in red', async () => {
  mockDashboard(
    aDashboard({
      monthly: {
        summary: aSummary({ totalIncome: 100, totalExpenses: 150, netSavings: -50, savingsRate: -50 }),
        categories: [],
      },
      netBalance: -50,
    }),
  );
  show();
  const available = await screen.findByRole('region', { name: 'Available to Spend' });
  expect(within(available).getByText('-$50.00').closest('.ant-typography')).toHaveClass(
    'ant-typography-danger',
  );
  expect(stat('Savings Rate')).toHaveTextContent('-50%');
});

test('a new user sees zeros and the empty states', async () => {
  mockDashboard(aDashboard());
  show();

  expect(await screen.findByText('No recent transactions found')).toBeInTheDocument();
  expect(screen.getByText('No category data available')).toBeInTheDocument();
  expect(stat('Net Balance')).toHaveTextContent('$0.00');
  expect(stat('Monthly Expenses')).toHaveTextContent('across 0 categories');
  expect(stat('Monthly Income')).toHaveTextContent('0 transactions this month');
  expect(region('Goal Progress')).toHaveTextContent('0%');
});

test("money shows in the user's currency and language", async () => {
  signIn({ currency: 'EUR', language: 'de', theme: 'light' });
  await act(() => showsLanguage());
  mockDashboard(JUNE);
  show();
  expect(await screen.findByRole('group', { name: german['Net Balance'] })).toHaveTextContent(
    /10\.250,75\s€/,
  );
  expect(stat(german['Monthly Expenses'])).toHaveTextContent(/1\.234,50\s€/);
  expect(stat(german['Savings Rate'])).toHaveTextContent(/58,9\s%/);
  expect(within(region(german['Spending by Category'])).getAllByRole('listitem')[1]).toHaveTextContent(
    /234,50\s€/,
  );
});

test('a failure shows "Error Loading Dashboard" with the message; Retry asks again and shows the figures', async () => {
  const dashboard = mockDashboard(JUNE).mockRejectedValueOnce(apiError(500, { message: undefined }));
  const { user } = show();

  const panel = await screen.findByRole('alert');
  expect(panel).toHaveTextContent('Error Loading Dashboard');
  expect(panel).toHaveTextContent('Server error. Please try again later.');
  expect(screen.queryByRole('group', { name: 'Net Balance' })).not.toBeInTheDocument();

  await user.click(within(panel).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('group', { name: 'Net Balance' })).toHaveTextContent('$10,250.75');
  expect(screen.queryByText('Error Loading Dashboard')).not.toBeInTheDocument();
  expect(dashboard).toHaveBeenCalledTimes(2);
});

test('the failure follows the analytics classification, with its values', async () => {
  mockDashboard().mockRejectedValue(apiError(418));
  show();
  expect(await screen.findByRole('alert')).toHaveTextContent('Request failed with status 418');
});

test('asks /realtime/updates while open, so changes made elsewhere reach the figures', async () => {
  mockDashboard(JUNE);
  show();
  await screen.findByRole('group', { name: 'Net Balance' });
  expect(analyticsApi.updates).toHaveBeenCalled();
});
