import { act, screen, waitFor, within } from '@testing-library/react';
import { type TransactionList } from '@moneta/shared';
import { mockListCalls } from '../../testing/mockApi';
import { apiError, signedInEachTest } from '@moneta/shared/testing';
import { aList, aTransaction, renderPage } from '../../testing/renderPage';
import TransactionsPage from './TransactionsPage';
import { transactionsApi } from '@moneta/shared/transactions';

signedInEachTest({ currency: 'USD', language: 'en', theme: 'light' });

const rows = () => screen.getAllByRole('row').slice(1);
const lastListQuery = (list: jest.SpyInstance) => list.mock.calls.at(-1)?.[0];

test('lists the rows with signed, coloured amounts in the user currency and formatted dates', async () => {
  mockListCalls(
    aList([
      aTransaction({
        description: 'Salary March',
        amount: 2500,
        type: 'Income',
        category: 'Salary',
        date: '2025-03-01',
      }),
      aTransaction({ description: 'Groceries', amount: -42.1, notes: 'Weekly shop', date: '2025-03-02' }),
      aTransaction({ description: 'Undated', date: '' }),
      aTransaction({ description: 'Garbled', date: 'not a date' }),
    ]),
  );
  renderPage(<TransactionsPage />);

  expect(await screen.findByText('Salary March')).toBeInTheDocument();
  expect(screen.getByText('All Transactions (4)')).toBeInTheDocument();
  const [salary, groceries, undated, garbled] = rows();
  expect(within(salary!).getByText('Mar 1, 2025')).toBeInTheDocument();
  const income = within(salary!).getByText('+$2,500.00').closest('.ant-typography');
  expect(income).toHaveClass('ant-typography-success');
  const expense = within(groceries!).getByText('-$42.10').closest('.ant-typography');
  expect(expense).toHaveClass('ant-typography-danger');
  expect(within(groceries!).getByText('Weekly shop')).toBeInTheDocument();
  expect(within(groceries!).getByText('Food')).toBeInTheDocument();
  expect(within(undated!).getByText('No date')).toBeInTheDocument();
  expect(within(garbled!).getByText('Invalid date')).toBeInTheDocument();
  expect(within(salary!).getByRole('button', { name: 'Edit Salary March' })).toBeInTheDocument();
  expect(within(salary!).getByRole('button', { name: 'Delete Salary March' })).toBeInTheDocument();
});

test('asks for page 1 of 10 rows, newest first, and shows no paging for a single page', async () => {
  const { list } = mockListCalls(aList([aTransaction()]));
  renderPage(<TransactionsPage />);
  expect(await screen.findByText('All Transactions (1)')).toBeInTheDocument();
  expect(list).toHaveBeenCalledWith(
    expect.objectContaining({ page: '1', limit: '10', sortBy: 'date', sortOrder: 'desc', type: 'all' }),
  );
  expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
});

test('pages through the server: the text, Previous / Next and the page numbers', async () => {
  const page1 = Array.from({ length: 10 }, (_, i) => aTransaction({ description: `Row ${i + 1}` }));
  const page2 = Array.from({ length: 10 }, (_, i) => aTransaction({ description: `Row ${i + 11}` }));
  const { list } = mockListCalls(aList(page1, { totalItems: 25 }));
  list.mockImplementation(async (query) =>
    query.page === '2' ? aList(page2, { page: 2, totalItems: 25 }) : aList(page1, { totalItems: 25 }),
  );
  const { user } = renderPage(<TransactionsPage />);

  expect(await screen.findByText('Showing 1 to 10 of 25 entries')).toBeInTheDocument();
  expect(screen.getByText('All Transactions (25)')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Row 11')).toBeInTheDocument();
  expect(lastListQuery(list)).toMatchObject({ page: '2' });
  expect(screen.getByText('Showing 11 to 20 of 25 entries')).toBeInTheDocument();
  expect(screen.getByTestId('location-search')).toHaveTextContent('?page=2');

  await user.click(screen.getByRole('button', { name: 'Page 1' }));
  expect(await screen.findByText('Row 1')).toBeInTheDocument();
  expect(lastListQuery(list)).toMatchObject({ page: '1' });
});

test('sorting: clicking the active sort toggles it, a new sort starts ascending', async () => {
  const { list } = mockListCalls(aList([aTransaction()]));
  const { user } = renderPage(<TransactionsPage />);
  await screen.findByText('All Transactions (1)');
  const header = (name: string) => screen.getByRole('columnheader', { name });
  expect(header('Date')).toHaveAttribute('aria-sort', 'descending');

  await user.click(header('Date'));
  await waitFor(() => expect(lastListQuery(list)).toMatchObject({ sortBy: 'date', sortOrder: 'asc' }));
  expect(header('Date')).toHaveAttribute('aria-sort', 'ascending');

  await user.click(header('Amount'));
  await waitFor(() => expect(lastListQuery(list)).toMatchObject({ sortBy: 'amount', sortOrder: 'asc' }));
  await user.click(header('Amount'));
  await waitFor(() => expect(lastListQuery(list)).toMatchObject({ sortBy: 'amount', sortOrder: 'desc' }));
  await user.click(header('Amount'));
  await waitFor(() => expect(lastListQuery(list)).toMatchObject({ sortBy: 'amount', sortOrder: 'asc' }));

  await user.click(header('Title'));
  await waitFor(() => expect(lastListQuery(list)).toMatchObject({ sortBy: 'description', sortOrder: 'asc' }));
  expect(header('Title')).toHaveAttribute('aria-sort', 'ascending');
  expect(header('Amount')).not.toHaveAttribute('aria-sort');
});

test('shows the loading text first, then the empty state', async () => {
  let answer: (list: TransactionList) => void = () => undefined;
  mockListCalls().list.mockReturnValue(new Promise((resolve) => (answer = resolve)));
  renderPage(<TransactionsPage />);

  expect(await screen.findByText('Loading transactions...')).toBeInTheDocument();
  act(() => answer(aList([])));
  expect(await screen.findByText('No transactions found matching your criteria.')).toBeInTheDocument();
  expect(screen.getByText('All Transactions (0)')).toBeInTheDocument();
  expect(screen.queryByText('Loading transactions...')).not.toBeInTheDocument();
});

test('a failed load shows a dismissible banner with the server message, else the fallback text', async () => {
  const { list } = mockListCalls();
  list.mockRejectedValueOnce(apiError(503, { message: 'Database unavailable' }));
  const { user } = renderPage(<TransactionsPage />);

  expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Dismiss' }));
  await waitFor(() => expect(screen.queryByText('Database unavailable')).not.toBeInTheDocument());
});

test('a load failure without a message says "Failed to fetch transactions"', async () => {
  mockListCalls().list.mockRejectedValue({});
  renderPage(<TransactionsPage />);
  expect(await screen.findByText('Failed to fetch transactions')).toBeInTheDocument();
});

test('an older answer that arrives last does not replace the newer list', async () => {
  const answers: ((list: TransactionList) => void)[] = [];
  const { list } = mockListCalls();
  list.mockImplementation(() => new Promise((resolve) => answers.push(resolve)));
  const { user } = renderPage(<TransactionsPage />);
  await waitFor(() => expect(answers).toHaveLength(1));
  act(() => answers[0]!(aList([aTransaction({ description: 'First' })], { totalItems: 30 })));
  await screen.findByText('First');

  await user.click(screen.getByRole('button', { name: 'Page 2' }));
  await user.click(screen.getByRole('button', { name: 'Page 3' }));
  await waitFor(() => expect(answers).toHaveLength(3));
  act(() => answers[2]!(aList([aTransaction({ description: 'Page three' })], { page: 3, totalItems: 30 })));
  expect(await screen.findByText('Page three')).toBeInTheDocument();
  act(() => answers[1]!(aList([aTransaction({ description: 'Page two' })], { page: 2, totalItems: 30 })));
  await act(async () => undefined);
  expect(screen.queryByText('Page two')).not.toBeInTheDocument();
  expect(screen.getByText('Page three')).toBeInTheDocument();
});

test('a page past the end (its last rows deleted elsewhere) shows the new last page', async () => {
  const { list } = mockListCalls();
  list.mockImplementation(async (query) =>
    query.page === '2'
      ? aList([aTransaction({ description: 'Last page row' })], { page: 2, totalItems: 11 })
      : aList([], { page: Number(query.page), totalItems: 11 }),
  );
  renderPage(<TransactionsPage />, '?page=7');
  expect(await screen.findByText('Last page row')).toBeInTheDocument();
  expect(screen.getByTestId('location-search')).toHaveTextContent('?page=2');
  expect(transactionsApi.list).toHaveBeenCalledTimes(2);
});

test('large counts read with the digit grouping of the language', async () => {
  mockListCalls(aList([aTransaction()], { totalItems: 100_000 }));
  renderPage(<TransactionsPage />);
  expect(await screen.findByText('All Transactions (100,000)')).toBeInTheDocument();
  expect(screen.getByText('Showing 1 to 10 of 100,000 entries')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Page 10,000' })).toHaveTextContent('10,000');
});
