import { screen, waitFor, within } from '@testing-library/react';
import { mockListCalls } from '../../testing/mockApi';
import { aMoneyAccount, anAccountList, apiError, signedInEachTest } from '@moneta/shared/testing';
import { aList, aTransaction, renderPage } from '../../testing/renderPage';
import TransactionsPage from './TransactionsPage';
import { moneyAccountsApi, transactionsApi } from '@moneta/shared/transactions';

signedInEachTest();

const rows = [
  aTransaction({ description: 'Coffee' }),
  aTransaction({ description: 'Lunch' }),
  aTransaction({ description: 'Taxi' }),
];

test('selected rows are deleted together after a confirmation that states the count', async () => {
  const { list } = mockListCalls(aList(rows));
  const bulkDelete = jest.spyOn(transactionsApi, 'bulkDelete').mockResolvedValue({ deletedCount: 2 });
  const { user } = renderPage(<TransactionsPage />);
  await user.click(await screen.findByRole('checkbox', { name: 'Select Coffee' }));
  await user.click(screen.getByRole('checkbox', { name: 'Select Taxi' }));
  expect(screen.getByText('2 selected')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Delete selected' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete 2 transactions?' });
  expect(
    within(dialog).getByText('Are you sure you want to delete the 2 selected transactions?'),
  ).toBeInTheDocument();
  expect(within(dialog).getByText('This action cannot be undone.')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

  expect(await screen.findByText('Deleted 2 transactions.')).toBeInTheDocument();
  expect(bulkDelete).toHaveBeenCalledWith([rows[0]!._id, rows[2]!._id]);
  await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
  expect(screen.queryByText(/selected$/)).not.toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Select Coffee' })).not.toBeChecked();
});

test('one selected row reads in the singular; select all and Clear selection', async () => {
  mockListCalls(aList(rows));
  const { user } = renderPage(<TransactionsPage />);
  await user.click(await screen.findByRole('checkbox', { name: 'Select Lunch' }));
  await user.click(screen.getByRole('button', { name: 'Delete selected' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete 1 transaction?' });
  expect(
    within(dialog).getByText('Are you sure you want to delete the selected transaction?'),
  ).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

  await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
  expect(await screen.findByText('3 selected')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Clear selection' }));
  await waitFor(() => expect(screen.queryByText('3 selected')).not.toBeInTheDocument());
});

describe('marking cleared', () => {
  const card = aMoneyAccount({ _id: '00000000-0000-4000-8000-0000000000c4', name: 'Visa card' });

  test('with several accounts, the selection is marked cleared or uncleared, and the list refreshes', async () => {
    jest.spyOn(moneyAccountsApi, 'list').mockResolvedValue(anAccountList([aMoneyAccount(), card]));
    const { list } = mockListCalls(aList(rows));
    const bulkClear = jest
      .spyOn(transactionsApi, 'bulkClear')
      .mockResolvedValueOnce({ updatedCount: 2 })
      .mockResolvedValueOnce({ updatedCount: 1 });
    const { user } = renderPage(<TransactionsPage />);
    await screen.findByRole('columnheader', { name: 'Account' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Coffee' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Taxi' }));
    await user.click(screen.getByRole('button', { name: 'Mark cleared' }));

    expect(await screen.findByText('Marked 2 transactions as cleared.')).toBeInTheDocument();
    expect(bulkClear).toHaveBeenCalledWith([rows[0]!._id, rows[2]!._id], true);
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
    expect(screen.queryByText(/selected$/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select Lunch' }));
    await user.click(screen.getByRole('button', { name: 'Mark uncleared' }));
    expect(await screen.findByText('Marked 1 transaction as uncleared.')).toBeInTheDocument();
    expect(bulkClear).toHaveBeenLastCalledWith([rows[1]!._id], false);
  });

  test("a refusal (a reconciled row) shows the server's words and keeps the selection", async () => {
    jest.spyOn(moneyAccountsApi, 'list').mockResolvedValue(anAccountList([aMoneyAccount(), card]));
    mockListCalls(aList(rows));
    jest.spyOn(transactionsApi, 'bulkClear').mockRejectedValue(
      apiError(409, {
        message: 'Some of these transactions are reconciled. Unlock them to mark them uncleared.',
      }),
    );
    const { user } = renderPage(<TransactionsPage />);
    await screen.findByRole('columnheader', { name: 'Account' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Coffee' }));
    await user.click(screen.getByRole('button', { name: 'Mark uncleared' }));

    expect(
      await screen.findByText(
        'Some of these transactions are reconciled. Unlock them to mark them uncleared.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('1 selected')).toBeInTheDocument();
  });

  test('with one account, only deleting is offered', async () => {
    mockListCalls(aList(rows));
    const { user } = renderPage(<TransactionsPage />);
    await user.click(await screen.findByRole('checkbox', { name: 'Select Coffee' }));
    expect(screen.getByRole('button', { name: 'Delete selected' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark cleared' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark uncleared' })).not.toBeInTheDocument();
  });
});
