// A transfer's row in the recent transactions: neither income nor expense, and changed only with its transfer.
import { screen, within } from '@testing-library/react';
import {
  aMoneyAccount,
  anAccountList,
  aTransfer,
  renderPage,
  signedInEachTest,
} from '@moneta/shared/testing';
import { OVERVIEW_PATH } from '../testing/dashboard';
import { RecentTransactions } from './RecentTransactions';
import { moneyAccountsApi, transactionsApi, transfersApi } from '@moneta/shared/transactions';

signedInEachTest({ currency: 'USD', language: 'en', theme: 'light' });

const transfer = aTransfer({ description: 'Rainy day fund' });

function showRow() {
  jest
    .spyOn(moneyAccountsApi, 'list')
    .mockResolvedValue(
      anAccountList([aMoneyAccount(), aMoneyAccount({ _id: transfer.toAccountId, name: 'Savings' })]),
    );
  return renderPage(<RecentTransactions transactions={[transfer.from]} />, { path: OVERVIEW_PATH });
}

async function pick(user: ReturnType<typeof renderPage>['user'], item: string) {
  await user.click(await screen.findByRole('button', { name: 'Actions for Rainy day fund' }));
  const menus = await screen.findAllByRole('menu');
  await user.click(within(menus[menus.length - 1]!).getByRole('menuitem', { name: item }));
}

test('reads Transfer, its amount in a neutral colour', async () => {
  showRow();
  const row = screen.getAllByRole('row')[1]!;
  // A phone's summary (jsdom's layout) writes the category after the date.
  expect(within(row).getByText('Mar 14, 2025 · Transfer')).toBeInTheDocument();
  const amount = within(row).getByText('-$250.00').closest('.ant-typography');
  expect(amount).not.toHaveClass('ant-typography-danger');
  expect(amount).not.toHaveClass('ant-typography-success');
});

test('Edit opens the transfer dialog, loaded with the transfer', async () => {
  const get = jest.spyOn(transfersApi, 'get').mockResolvedValue(transfer);
  const { user } = showRow();
  await pick(user, 'Edit');

  const dialog = await screen.findByRole('dialog', { name: 'Edit transfer' });
  expect(await within(dialog).findByLabelText('Title')).toHaveValue('Rainy day fund');
  expect(get).toHaveBeenCalledWith(transfer._id);
  expect(screen.queryByRole('dialog', { name: 'Edit Transaction' })).not.toBeInTheDocument();
});

test('Delete deletes the whole transfer, after saying both rows go', async () => {
  const remove = jest.spyOn(transfersApi, 'remove').mockResolvedValue({ _id: transfer._id });
  const removeTransaction = jest.spyOn(transactionsApi, 'remove');
  const { user } = showRow();
  await pick(user, 'Delete');

  const dialog = await screen.findByRole('dialog', { name: 'Delete transfer' });
  expect(
    within(dialog).getByText('Delete this transfer? Both of its transactions will be deleted.'),
  ).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Transfer deleted')).toBeInTheDocument();
  expect(remove).toHaveBeenCalledWith(transfer._id);
  expect(removeTransaction).not.toHaveBeenCalled();
});
