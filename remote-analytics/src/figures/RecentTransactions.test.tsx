import { screen, waitFor, within } from '@testing-library/react';
import { type DashboardStats } from '@moneta/shared';
import { aTransaction, enter, renderPage, signedInEachTest } from '@moneta/shared/testing';
import OverviewPage from '../pages/overview/OverviewPage';
import { aDashboard, aSummary, mockDashboard, OVERVIEW_PATH } from '../testing/dashboard';
import { RecentTransactions } from './RecentTransactions';
import { transactionsApi } from '@moneta/shared/transactions';

signedInEachTest({ currency: 'USD', language: 'en', theme: 'light' });

const COFFEE = aTransaction({
  _id: 'tx-coffee',
  description: 'Coffee beans',
  amount: -4.5,
  category: 'Food',
  date: '2025-06-14',
  notes: 'Two bags',
});
const SALARY = aTransaction({
  _id: 'tx-salary',
  description: 'Salary June',
  amount: 3000,
  type: 'Income',
  category: 'Salary',
  date: '2025-06-01',
});

/** The overview with the two transactions; the answers after the first (after a change) are `after`, if given. */
async function showOverview(after?: DashboardStats) {
  const first = aDashboard({
    monthly: {
      summary: aSummary({ totalIncome: 3000, totalExpenses: 4.5, transactionCount: 2 }),
      categories: [],
    },
    recent: [COFFEE, SALARY],
  });
  const dashboard = mockDashboard(first);
  if (after) dashboard.mockResolvedValueOnce(first).mockResolvedValue(after);
  const view = renderPage(<OverviewPage />, { path: OVERVIEW_PATH });
  const card = await screen.findByRole('region', { name: 'Recent Transactions' });
  return { ...view, dashboard, card };
}

/** Opens the row menu of `title` and picks `item`. */
async function pick(user: ReturnType<typeof renderPage>['user'], title: string, item: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${title}` }));
  const menus = await screen.findAllByRole('menu');
  await user.click(within(menus[menus.length - 1]!).getByRole('menuitem', { name: item }));
}

test('lists the recent transactions with signed, coloured amounts and a View All link', async () => {
  const { card } = await showOverview();
  const rows = within(card).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(2);
  expect(rows[0]).toHaveTextContent('Coffee beans');
  expect(rows[0]).toHaveTextContent('Jun 14, 2025');
  expect(within(rows[0]!).getByText('-$4.50').closest('.ant-typography')).toHaveClass(
    'ant-typography-danger',
  );
  expect(within(rows[1]!).getByText('+$3,000.00').closest('.ant-typography')).toHaveClass(
    'ant-typography-success',
  );
  expect(within(card).getByRole('link', { name: 'View All' })).toHaveAttribute(
    'href',
    '/dashboard/transactions',
  );
});

test('on a wide screen the table has its Date, Title, Category and Amount columns', async () => {
  jest.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: true,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
  renderPage(<RecentTransactions transactions={[COFFEE]} />, { path: OVERVIEW_PATH });
  const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
  expect(headers).toEqual(['Date', 'Title', 'Category', 'Amount', 'Actions']);
  const row = screen.getAllByRole('row')[1]!;
  expect(
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['Jun 14, 2025', 'Coffee beans', 'Food', '-$4.50', '']);
});

test('View Details shows every field of the transaction, and Close closes it', async () => {
  const { user } = await showOverview();
  await pick(user, 'Coffee beans', 'View Details');

  const dialog = await screen.findByRole('dialog', { name: 'Transaction Details' });
  for (const text of ['Coffee beans', '-$4.50', 'Expense', 'Food', 'Jun 14, 2025', 'Two bags'])
    expect(within(dialog).getByText(text)).toBeInTheDocument();
  // The footer's Close (the corner's × is named Close too).
  const closes = within(dialog).getAllByRole('button', { name: 'Close' });
  await user.click(closes[closes.length - 1]!);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('a transaction without notes says so in its details', async () => {
  const { user } = await showOverview();
  await pick(user, 'Salary June', 'View Details');
  const dialog = await screen.findByRole('dialog', { name: 'Transaction Details' });
  expect(within(dialog).getByText('No description')).toBeInTheDocument();
  expect(within(dialog).getByText('Income')).toBeInTheDocument();
});

test('Edit opens the shared form on the transaction, saves through the API and the figures refetch', async () => {
  const renamed = { ...COFFEE, description: 'Espresso beans' };
  const update = jest.spyOn(transactionsApi, 'update').mockResolvedValue(renamed);
  const { user, dashboard } = await showOverview(
    aDashboard({ recent: [renamed, SALARY], netBalance: 2995.5 }),
  );
  await pick(user, 'Coffee beans', 'Edit');

  const dialog = await screen.findByRole('dialog', { name: 'Edit Transaction' });
  const title = within(dialog).getByLabelText('Title');
  expect(title).toHaveValue('Coffee beans');
  expect(within(dialog).getByLabelText('Amount')).toHaveValue('4.50');
  await user.clear(title);
  await enter(user, title, 'Espresso beans');
  await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

  expect(await screen.findByText('Transaction updated')).toBeInTheDocument();
  expect(update).toHaveBeenCalledWith(
    'tx-coffee',
    {
      type: 'Expense',
      description: 'Espresso beans',
      amount: 4.5,
      category: 'Food',
      date: '2025-06-14',
      notes: 'Two bags',
      tags: [],
    },
    expect.any(String),
  );
  await waitFor(() => expect(dashboard).toHaveBeenCalledTimes(2));
  expect(await screen.findByRole('button', { name: 'Actions for Espresso beans' })).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Net Balance' })).toHaveTextContent('$2,995.50');
});

test('Delete asks with the shared confirmation, deletes through the API and the figures refetch', async () => {
  const remove = jest.spyOn(transactionsApi, 'remove').mockResolvedValue();
  const { user, dashboard } = await showOverview(aDashboard({ recent: [SALARY], netBalance: 3000 }));
  await pick(user, 'Coffee beans', 'Delete');

  const dialog = await screen.findByRole('dialog', { name: 'Delete Transaction' });
  expect(within(dialog).getByText('Are you sure you want to delete this transaction?')).toBeInTheDocument();
  expect(within(dialog).getByText('Coffee beans')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

  expect(await screen.findByText('Transaction deleted')).toBeInTheDocument();
  expect(remove).toHaveBeenCalledWith('tx-coffee');
  await waitFor(() => expect(dashboard).toHaveBeenCalledTimes(2));
  await waitFor(() =>
    expect(screen.queryByRole('button', { name: 'Actions for Coffee beans' })).not.toBeInTheDocument(),
  );
  expect(screen.getByRole('group', { name: 'Net Balance' })).toHaveTextContent('$3,000.00');
});

test('Cancel in the confirmation deletes nothing', async () => {
  const remove = jest.spyOn(transactionsApi, 'remove');
  const { user, dashboard } = await showOverview();
  await pick(user, 'Coffee beans', 'Delete');
  const dialog = await screen.findByRole('dialog', { name: 'Delete Transaction' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(remove).not.toHaveBeenCalled();
  expect(dashboard).toHaveBeenCalledTimes(1);
});
