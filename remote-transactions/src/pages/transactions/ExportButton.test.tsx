import { act, screen, waitFor } from '@testing-library/react';
import { mockListCalls } from '../../testing/mockApi';
import { apiError, signedInEachTest } from '@moneta/shared/testing';
import { aList, aTransaction, renderPage } from '../../testing/renderPage';
import TransactionsPage from './TransactionsPage';
import { transactionsApi } from '@moneta/shared/transactions';

signedInEachTest();

test('exports the current filters, showing the progress while it runs', async () => {
  mockListCalls(aList([aTransaction()]));
  let finish: (fileName: string) => void = () => undefined;
  let progress: (fraction: number) => void = () => undefined;
  const exportCsv = jest.spyOn(transactionsApi, 'exportCsv').mockImplementation((_filters, onProgress) => {
    progress = onProgress ?? progress;
    return new Promise((resolve) => (finish = resolve));
  });
  const { user } = renderPage(<TransactionsPage />, '?type=Expense&category=Food&sortBy=amount');
  await screen.findByText('Filtered Transactions (1)');

  await user.click(screen.getByRole('button', { name: 'Export CSV' }));
  expect(await screen.findByRole('button', { name: /Exporting\.\.\./ })).toBeInTheDocument();
  act(() => progress(0.4));
  expect(await screen.findByRole('progressbar', { name: 'Export progress' })).toHaveAttribute(
    'aria-valuenow',
    '40',
  );
  act(() => finish('transactions_2025-03-14.csv'));

  expect(await screen.findByText('Exported transactions_2025-03-14.csv')).toBeInTheDocument();
  expect(exportCsv).toHaveBeenCalledWith(
    expect.objectContaining({ type: 'Expense', category: 'Food', sortBy: 'amount', sortOrder: 'desc' }),
    expect.any(Function),
  );
  await waitFor(() => expect(screen.getByRole('button', { name: /Export CSV/ })).toBeEnabled());
});

test('a failed export shows the server message in a dismissible banner', async () => {
  mockListCalls();
  jest
    .spyOn(transactionsApi, 'exportCsv')
    .mockRejectedValueOnce(apiError(429, { message: 'Too many requests. Please wait before trying again.' }))
    .mockRejectedValueOnce({});
  const { user } = renderPage(<TransactionsPage />);
  await screen.findByText('All Transactions (0)');

  await user.click(screen.getByRole('button', { name: 'Export CSV' }));
  expect(await screen.findByText('Too many requests. Please wait before trying again.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Export CSV' }));
  expect(await screen.findByText('Failed to export transactions')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Dismiss' }));
  await waitFor(() => expect(screen.queryByText('Failed to export transactions')).not.toBeInTheDocument());
});
