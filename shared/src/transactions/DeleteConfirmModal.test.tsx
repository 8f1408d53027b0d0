// The shared delete confirmation on its own (the screens' tests check their message and what refetches).
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { transactionsApi, type Transaction } from '@moneta/shared';
import { aTransaction, apiError, renderPage, signIn, signOut } from '@moneta/shared/testing';
import { DeleteConfirmModal } from './index';

beforeEach(() => signIn());

afterEach(() => {
  jest.restoreAllMocks();
  signOut();
});

/** A screen asking to delete `transaction`: the confirmation shows until it is cancelled or done. */
function Asking({ transaction, onDeleted }: { transaction: Transaction; onDeleted: jest.Mock }) {
  const [asked, setAsked] = useState<Transaction | null>(transaction);
  return (
    <DeleteConfirmModal
      transaction={asked}
      onCancel={() => setAsked(null)}
      onDeleted={() => {
        onDeleted();
        setAsked(null);
      }}
    />
  );
}

async function ask() {
  const transaction = aTransaction({ description: 'Cinema' });
  const onDeleted = jest.fn();
  const view = renderPage(<Asking transaction={transaction} onDeleted={onDeleted} />, { path: '/dashboard' });
  const dialog = await screen.findByRole('dialog', { name: 'Delete Transaction' });
  return { ...view, dialog, transaction, onDeleted };
}

test('asks with its two sentences and the title; Cancel deletes nothing', async () => {
  const remove = jest.spyOn(transactionsApi, 'remove');
  const { user, dialog, onDeleted } = await ask();
  expect(within(dialog).getByText('Are you sure you want to delete this transaction?')).toBeInTheDocument();
  expect(within(dialog).getByText('This action cannot be undone.')).toBeInTheDocument();
  expect(within(dialog).getByText('Cinema')).toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(remove).not.toHaveBeenCalled();
  expect(onDeleted).not.toHaveBeenCalled();
});

test('Delete removes the transaction through the API and tells the screen', async () => {
  const remove = jest.spyOn(transactionsApi, 'remove').mockResolvedValue();
  const { user, dialog, transaction, onDeleted } = await ask();
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

  await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
  expect(remove).toHaveBeenCalledWith(transaction._id);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('a failed delete keeps the modal open with the message', async () => {
  jest
    .spyOn(transactionsApi, 'remove')
    .mockRejectedValue(apiError(404, { message: 'Transaction not found' }));
  const { user, dialog, onDeleted } = await ask();
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await within(dialog).findByText('Transaction not found')).toBeInTheDocument();
  // Still open: on a busy machine its opening animation may not have settled yet, so wait for it.
  await waitFor(() => expect(screen.getByRole('dialog', { name: 'Delete Transaction' })).toBeVisible());
  expect(onDeleted).not.toHaveBeenCalled();
});
