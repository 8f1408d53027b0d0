import { screen, waitFor, within } from '@testing-library/react';
import { transactionsApi } from '@moneta/shared';
import { mockListCalls } from '../../testing/mockApi';
import { apiError, signIn, signOut } from '@moneta/shared/testing';
import { aList, aTransaction, renderPage } from '../../testing/renderPage';
import TransactionsPage from './TransactionsPage';

beforeEach(() => signIn());

afterEach(() => {
  jest.restoreAllMocks();
  signOut();
});

async function openDelete() {
  const transaction = aTransaction({ description: 'Cinema' });
  const calls = mockListCalls(aList([transaction]));
  const view = renderPage(<TransactionsPage />);
  await view.user.click(await screen.findByRole('button', { name: 'Delete Cinema' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete Transaction' });
  return { ...view, ...calls, dialog, transaction };
}

test('asks with the SPEC sentences; Cancel deletes nothing', async () => {
  const remove = jest.spyOn(transactionsApi, 'remove');
  const { user, dialog } = await openDelete();
  expect(within(dialog).getByText('Are you sure you want to delete this transaction?')).toBeInTheDocument();
  expect(within(dialog).getByText('This action cannot be undone.')).toBeInTheDocument();
  expect(within(dialog).getByText('Cinema')).toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(remove).not.toHaveBeenCalled();
});

test('confirming deletes, says so and reloads', async () => {
  const remove = jest.spyOn(transactionsApi, 'remove').mockResolvedValue();
  const { user, dialog, list, transaction } = await openDelete();
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

  expect(await screen.findByText('Transaction deleted')).toBeInTheDocument();
  expect(remove).toHaveBeenCalledWith(transaction._id);
  await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
});

test('a failed delete keeps the modal open with the message', async () => {
  jest
    .spyOn(transactionsApi, 'remove')
    .mockRejectedValue(apiError(404, { message: 'Transaction not found' }));
  const { user, dialog } = await openDelete();
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await within(dialog).findByText('Transaction not found')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Delete Transaction' })).toBeVisible();
});
