import { screen, waitFor, within } from '@testing-library/react';
import { type ImportRecord } from '@moneta/shared';
import { mockListCalls } from '../../../testing/mockApi';
import { apiError, signedInEachTest } from '@moneta/shared/testing';
import { renderPage } from '../../../testing/renderPage';
import TransactionsPage from '../TransactionsPage';
import { transactionsApi } from '@moneta/shared/transactions';

signedInEachTest();

const newest: ImportRecord = {
  importId: 'imp-2',
  fileName: 'march.csv',
  rowCount: 12,
  createdAt: '2025-03-14T09:30:00.000Z',
};
const older: ImportRecord = { ...newest, importId: 'imp-1', fileName: 'february.csv' };

test('is hidden when the user has no import', async () => {
  mockListCalls();
  renderPage(<TransactionsPage />);
  await screen.findByText('All Transactions (0)');
  await waitFor(() => expect(transactionsApi.imports).toHaveBeenCalled());
  expect(screen.queryByRole('button', { name: 'Undo last import' })).not.toBeInTheDocument();
});

test('undoes the newest import after a confirmation, then offers the one before', async () => {
  const { list, imports } = mockListCalls();
  imports.mockResolvedValueOnce([newest, older]).mockResolvedValueOnce([older]);
  const undo = jest.spyOn(transactionsApi, 'undoImport').mockResolvedValue({ deletedCount: 12 });
  const { user } = renderPage(<TransactionsPage />);

  await user.click(await screen.findByRole('button', { name: 'Undo last import' }));
  const dialog = await screen.findByRole('dialog', { name: 'Undo last import' });
  expect(
    within(dialog).getByText('Undo the import of march.csv? This deletes the 12 transactions it added.'),
  ).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Undo import' }));

  expect(await screen.findByText('Import undone: deleted 12 transactions.')).toBeInTheDocument();
  expect(undo).toHaveBeenCalledWith('imp-2');
  await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
  await waitFor(() => expect(imports).toHaveBeenCalledTimes(2));

  await user.click(screen.getByRole('button', { name: 'Undo last import' }));
  expect(
    await screen.findByText('Undo the import of february.csv? This deletes the 12 transactions it added.'),
  ).toBeInTheDocument();
});

test('a failed undo keeps the confirmation open with the message', async () => {
  mockListCalls().imports.mockResolvedValue([newest]);
  jest.spyOn(transactionsApi, 'undoImport').mockRejectedValue(apiError(404, { message: 'Import not found' }));
  const { user } = renderPage(<TransactionsPage />);
  await user.click(await screen.findByRole('button', { name: 'Undo last import' }));
  const dialog = await screen.findByRole('dialog', { name: 'Undo last import' });
  await user.click(within(dialog).getByRole('button', { name: 'Undo import' }));
  expect(await within(dialog).findByText('Import not found')).toBeInTheDocument();
});
