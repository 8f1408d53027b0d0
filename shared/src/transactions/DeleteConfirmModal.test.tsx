// The shared delete confirmation on its own (the screens' tests check their message and what refetches).
import { screen, waitFor, within } from '@testing-library/react';
import { type Transaction } from '@moneta/shared';
import { aTransaction, apiError, renderPage, signedInEachTest } from '@moneta/shared/testing';
import { useDialog } from '../ui/dashboard';
import { DeleteConfirmModal } from './index';
import { transactionsApi } from '@moneta/shared/transactions';

signedInEachTest();

/** A screen whose Delete asks to delete `transaction`: the confirmation shows until it is cancelled or done. */
function Asking({ transaction, onDeleted }: { transaction: Transaction; onDeleted: jest.Mock }) {
  const asking = useDialog<Transaction>();
  return (
    <>
      <button type="button" onClick={() => asking.show(transaction)}>
        Delete
      </button>
      {asking.render((shown, frame) => (
        <DeleteConfirmModal
          {...frame}
          transaction={shown}
          onCancel={asking.close}
          onDeleted={() => {
            onDeleted();
            asking.close();
          }}
        />
      ))}
    </>
  );
}

async function ask() {
  const transaction = aTransaction({ description: 'Cinema' });
  const onDeleted = jest.fn();
  const view = renderPage(<Asking transaction={transaction} onDeleted={onDeleted} />, { path: '/dashboard' });
  await view.user.click(screen.getByRole('button', { name: 'Delete' }));
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
