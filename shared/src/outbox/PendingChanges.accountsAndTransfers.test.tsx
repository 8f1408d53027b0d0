// The pending list of the accounts and transactions screens: each account write named by the account, each
// transfer by where the money moves, refused ones with the server's reason.
import { screen, within } from '@testing-library/react';
import { flushOutbox, sendOrQueue } from '@moneta/shared/query';
import {
  aMoneyAccount,
  anAccountList,
  apiError,
  renderPage,
  signedInEachTest,
  TEST_ACCOUNT_ID,
  TEST_USER,
} from '@moneta/shared/testing';
import { moneyAccountsApi, transfersApi } from '@moneta/shared/transactions';
import { forgetOutbox } from '../query/outbox/entries';
import { PendingChanges } from './PendingChanges';

const SAVINGS_ID = '00000000-0000-4000-8000-0000000000a2';
const MOVE = { fromAccountId: TEST_ACCOUNT_ID, toAccountId: SAVINGS_ID, amount: 250, date: '2026-11-20' };

const CLOSED = 'This account is closed. Reopen it to add transactions to it.';

let online = false;

beforeEach(() => {
  online = false;
  jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});

signedInEachTest({ currency: 'EUR', language: 'en', theme: 'light' });

beforeEach(() => {
  jest
    .spyOn(moneyAccountsApi, 'list')
    .mockResolvedValue(
      anAccountList([aMoneyAccount({ name: 'Main' }), aMoneyAccount({ _id: SAVINGS_ID, name: 'Savings' })]),
    );
});

afterEach(() => forgetOutbox(TEST_USER._id));

const group = (name: string) => screen.findByRole('group', { name });

test("the accounts screen lists its accounts' writes by the account's name", async () => {
  const body = {
    name: 'Holiday fund',
    kind: 'Savings',
    openingBalance: 500,
    openingDate: '2026-11-01',
  } as const;
  await sendOrQueue({ domain: 'moneyAccounts', action: 'create', body });
  await sendOrQueue({
    domain: 'moneyAccounts',
    action: 'update',
    id: 'a3',
    body: { ...body, name: 'Trips' },
  });
  await sendOrQueue({ domain: 'moneyAccounts', action: 'close', id: 'a4', title: 'Old card' });
  await sendOrQueue({ domain: 'moneyAccounts', action: 'reopen', id: 'a5', title: 'Cash box' });
  await sendOrQueue({ domain: 'transfers', action: 'create', body: MOVE });
  renderPage(<PendingChanges domain="moneyAccounts" />, { path: '/dashboard/accounts' });

  const card = await screen.findByLabelText('Changes not sent yet');
  expect(within(card).getByText('Not sent yet (4)')).toBeInTheDocument();
  expect(await group('New account')).toHaveTextContent('Holiday fund · €500.00');
  expect(await group('Edited account')).toHaveTextContent('Trips · €500.00');
  expect(await group('Closed account')).toHaveTextContent('Old card');
  expect(await group('Reopened account')).toHaveTextContent('Cash box');
  // The transfer is the transactions screen's.
  expect(screen.queryByRole('group', { name: 'New transfer' })).not.toBeInTheDocument();
});

test('the transactions screen lists its transfers with its transactions, each saying where the money moves', async () => {
  await sendOrQueue({ domain: 'transfers', action: 'create', body: { ...MOVE, description: 'Rainy day' } });
  await sendOrQueue({ domain: 'transfers', action: 'update', id: 't1', body: { ...MOVE, amount: 300 } });
  await sendOrQueue({
    domain: 'transfers',
    action: 'delete',
    id: 't2',
    title: 'Rent pot',
    fromAccountId: SAVINGS_ID,
    toAccountId: TEST_ACCOUNT_ID,
  });
  await sendOrQueue({ domain: 'transactions', action: 'delete', id: 't9', title: 'Old rent' });
  renderPage(<PendingChanges domain={['transactions', 'transfers']} />, { path: '/dashboard/transactions' });

  const card = await screen.findByLabelText('Changes not sent yet');
  expect(within(card).getByText('Not sent yet (4)')).toBeInTheDocument();
  expect(await group('New transfer')).toHaveTextContent('From Main to Savings · €250.00 · Nov 20, 2026');
  expect(await group('Edited transfer')).toHaveTextContent('From Main to Savings · €300.00 · Nov 20, 2026');
  expect(await group('Deleted transfer')).toHaveTextContent('From Savings to Main');
  expect(await group('Deleted transaction')).toHaveTextContent('Old rent');
});

test('a transfer whose accounts are not known goes by its title; a refused one says why, and can be corrected', async () => {
  jest.spyOn(moneyAccountsApi, 'list').mockRejectedValue(apiError(503));
  await sendOrQueue({ domain: 'transfers', action: 'create', body: { ...MOVE, description: 'Rainy day' } });
  jest.spyOn(transfersApi, 'create').mockRejectedValue(apiError(422, { message: CLOSED }));
  online = true;
  await flushOutbox();
  const onEdit = jest.fn();
  const { user } = renderPage(<PendingChanges domain={['transactions', 'transfers']} onEdit={onEdit} />, {
    path: '/dashboard/transactions',
  });

  const refused = await group('New transfer');
  expect(refused).toHaveTextContent('Rainy day · €250.00 · Nov 20, 2026');
  expect(within(refused).getByText('Refused')).toBeInTheDocument();
  expect(within(refused).getByText(CLOSED)).toBeInTheDocument();
  await user.click(within(refused).getByRole('button', { name: 'Edit' }));
  expect(onEdit).toHaveBeenCalledWith(
    expect.objectContaining({ write: expect.objectContaining({ domain: 'transfers' }) }),
  );
});
