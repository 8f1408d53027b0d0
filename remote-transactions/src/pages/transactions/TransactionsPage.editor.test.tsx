// The screen around the shared editor (@moneta/shared/transactions, whose own tests cover the form and the
// confirmation): Add, Edit and Delete open it, and a save or delete says so and reloads the list.
import { screen, waitFor, within } from '@testing-library/react';
import { mockListCalls } from '../../testing/mockApi';
import { choose, enter, signedInEachTest } from '@moneta/shared/testing';
import { aList, aTransaction, renderPage } from '../../testing/renderPage';
import TransactionsPage from './TransactionsPage';
import { transactionsApi } from '@moneta/shared/transactions';

signedInEachTest({ currency: 'EUR', language: 'en', theme: 'light' });

async function openAdd() {
  const calls = mockListCalls();
  const view = renderPage(<TransactionsPage />);
  await screen.findByText('All Transactions (0)');
  await view.user.click(screen.getByRole('button', { name: 'Add Transaction' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Transaction' });
  const submit = () => view.user.click(within(dialog).getByRole('button', { name: 'Add Transaction' }));
  return { ...view, ...calls, dialog, submit };
}

test('a saved transaction closes the modal, says so and reloads the list', async () => {
  jest.spyOn(transactionsApi, 'create').mockResolvedValue(aTransaction());
  const { user, dialog, submit, list } = await openAdd();
  await enter(user, within(dialog).getByLabelText('Title'), 'Consulting');
  await enter(user, within(dialog).getByLabelText('Amount'), '1250.5');
  await choose(user, within(dialog).getByLabelText('Category'), 'Food');
  await submit();

  expect(await screen.findByText('Transaction added')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
});

test("Edit opens the form on the row's transaction; a save says so and reloads the list", async () => {
  const transaction = aTransaction({ description: 'Train pass', amount: -89.9 });
  const update = jest.spyOn(transactionsApi, 'update').mockResolvedValue(transaction);
  const { list } = mockListCalls(aList([transaction]));
  const { user } = renderPage(<TransactionsPage />);
  await user.click(await screen.findByRole('button', { name: 'Edit Train pass' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Transaction' });
  expect(within(dialog).getByLabelText('Title')).toHaveValue('Train pass');

  await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Transaction updated')).toBeInTheDocument();
  expect(update).toHaveBeenCalledWith(
    transaction._id,
    expect.objectContaining({ amount: 89.9 }),
    transaction.updatedAt,
  );
  await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
});

test('a save invalidates what shows transactions: the list and the last import refetch, with the new row', async () => {
  const created = aTransaction({ description: 'Consulting', type: 'Income', category: 'Freelance' });
  jest.spyOn(transactionsApi, 'create').mockResolvedValue(created);
  const { user, dialog, submit, list, imports } = await openAdd();
  list.mockResolvedValue(aList([created]));
  expect(imports).toHaveBeenCalledTimes(1);

  await user.click(within(dialog).getByRole('radio', { name: 'Income' }));
  await enter(user, within(dialog).getByLabelText('Title'), 'Consulting');
  await enter(user, within(dialog).getByLabelText('Amount'), '1250.5');
  await choose(user, within(dialog).getByLabelText('Category'), 'Freelance');
  await submit();

  expect(await screen.findByText('All Transactions (1)')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Edit Consulting' })).toBeInTheDocument();
  await waitFor(() => expect(imports).toHaveBeenCalledTimes(2));
});

test("Delete asks on the row's transaction; confirming deletes, says so and reloads", async () => {
  const transaction = aTransaction({ description: 'Cinema' });
  const remove = jest.spyOn(transactionsApi, 'remove').mockResolvedValue();
  const { list } = mockListCalls(aList([transaction]));
  const { user } = renderPage(<TransactionsPage />);
  await user.click(await screen.findByRole('button', { name: 'Delete Cinema' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete Transaction' });
  expect(within(dialog).getByText('Cinema')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

  expect(await screen.findByText('Transaction deleted')).toBeInTheDocument();
  expect(remove).toHaveBeenCalledWith(transaction._id);
  await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
});
