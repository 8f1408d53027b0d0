// An edit kept offline whose record was changed elsewhere before it was sent: it is refused (412), not written
// over the newer version, and the outbox's card shows both versions and lets the person keep one.
import { act, screen, waitFor, within } from '@testing-library/react';
import { type Transaction, type TransactionInput } from '@moneta/shared';
import { remindersApi, type Reminder } from '@moneta/shared/reminders';
import { aTransaction, apiError, renderPage, signedInEachTest, TEST_USER } from '@moneta/shared/testing';
import { flushOutbox, QUEUED, sendOrQueue } from '@moneta/shared/query';
import { MESSAGES } from '../contract/messages';
import { forgetOutbox } from '../query/outbox/entries';
import { PendingChanges } from './PendingChanges';
import { transactionsApi } from '@moneta/shared/transactions';

let online = false;

const MINE: TransactionInput = {
  type: 'Expense',
  description: 'Groceries',
  amount: 42.5,
  category: 'Food',
  date: '2026-11-20',
  notes: '',
};
const THEIRS: Transaction = aTransaction({
  _id: 't1',
  description: 'Groceries at the market',
  amount: -42.5,
  type: 'Expense',
  category: 'Food',
  date: '2026-11-20',
  updatedAt: '2026-11-21T10:00:00.000Z',
});

beforeEach(() => {
  online = false;
  jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});

signedInEachTest({ currency: 'EUR', language: 'en', theme: 'light' });

afterEach(async () => {
  await forgetOutbox(TEST_USER._id);
});

async function editOfflineThenReconnect() {
  const update = jest
    .spyOn(transactionsApi, 'update')
    .mockRejectedValueOnce(apiError(412, { message: MESSAGES.changedElsewhere, current: THEIRS }))
    .mockResolvedValue({ ...THEIRS, description: 'Groceries', updatedAt: '2026-11-21T11:00:00.000Z' });
  await expect(
    sendOrQueue({
      domain: 'transactions',
      action: 'update',
      id: 't1',
      body: MINE,
      version: '2026-11-20T09:00:00.000Z',
    }),
  ).resolves.toBe(QUEUED);
  online = true;
  await act(flushOutbox);
  return update;
}

test('an edit made from an older version is sent with it, refused, and shown beside the saved version', async () => {
  const update = await editOfflineThenReconnect();
  expect(update).toHaveBeenCalledWith('t1', MINE, '2026-11-20T09:00:00.000Z');
  renderPage(<PendingChanges domain="transactions" />, { path: '/dashboard' });

  const choice = await screen.findByRole('group', { name: 'This transaction was changed elsewhere' });
  expect(
    within(choice).getByText('Your change was not saved. Choose the version to keep.'),
  ).toBeInTheDocument();
  const theirs = within(choice).getByRole('group', { name: 'Saved elsewhere' });
  const mine = within(choice).getByRole('group', { name: 'Your change' });
  expect(within(theirs).getByText('Groceries at the market')).toBeInTheDocument();
  expect(within(mine).getByText('Groceries')).toBeInTheDocument();
  // What both versions agree on reads the same on both sides.
  expect(within(theirs).getByText('-€42.50')).toBeInTheDocument();
  expect(within(mine).getByText('-€42.50')).toBeInTheDocument();
  expect(within(choice).getByRole('button', { name: 'Keep saved version' })).toBeInTheDocument();
  expect(update).toHaveBeenCalledTimes(1);
});

test('keeping my change sends it again, made from the version it was shown against', async () => {
  const update = await editOfflineThenReconnect();
  const { user } = renderPage(<PendingChanges domain="transactions" />, { path: '/dashboard' });
  const choice = await screen.findByRole('group', { name: 'This transaction was changed elsewhere' });

  await user.click(within(choice).getByRole('button', { name: 'Keep my change' }));
  await waitFor(() => expect(update).toHaveBeenCalledTimes(2));
  expect(update).toHaveBeenLastCalledWith('t1', MINE, THEIRS.updatedAt);
  await waitFor(() => expect(screen.queryByLabelText('Changes not sent yet')).not.toBeInTheDocument());
});

test('keeping the saved version discards my change, unsent', async () => {
  const update = await editOfflineThenReconnect();
  const { user } = renderPage(<PendingChanges domain="transactions" />, { path: '/dashboard' });
  const choice = await screen.findByRole('group', { name: 'This transaction was changed elsewhere' });

  await user.click(within(choice).getByRole('button', { name: 'Keep saved version' }));
  await waitFor(() => expect(screen.queryByLabelText('Changes not sent yet')).not.toBeInTheDocument());
  expect(update).toHaveBeenCalledTimes(1);
});

test("a reminder's edit kept by an older release, without a version, is sent unchecked", async () => {
  const reminder = { title: 'Pay rent', date: '2026-12-01T09:00:00.000Z' };
  const update = jest
    .spyOn(remindersApi, 'update')
    .mockResolvedValue({ _id: 'r1', ...reminder } as unknown as Reminder);
  await sendOrQueue({ domain: 'reminders', action: 'update', id: 'r1', body: reminder });
  online = true;
  await act(flushOutbox);
  expect(update).toHaveBeenCalledWith('r1', reminder, undefined);
});

test("a reminder's conflict shows both titles and times", async () => {
  const mine = { title: 'Pay rent', date: '2026-12-01T09:00:00.000Z', description: '' };
  const theirs = {
    _id: 'r1',
    ...mine,
    title: 'Pay the rent',
    updatedAt: '2026-11-21T10:00:00.000Z',
  } as unknown as Reminder;
  jest
    .spyOn(remindersApi, 'update')
    .mockRejectedValue(apiError(412, { message: MESSAGES.changedElsewhere, current: theirs }));
  await sendOrQueue({ domain: 'reminders', action: 'update', id: 'r1', body: mine, version: 'v1' });
  online = true;
  await act(flushOutbox);
  renderPage(<PendingChanges domain="reminders" />, { path: '/dashboard' });
  const choice = await screen.findByRole('group', { name: 'This reminder was changed elsewhere' });
  const theirsShown = within(choice).getByRole('group', { name: 'Saved elsewhere' });
  expect(within(theirsShown).getByText('Pay the rent')).toBeInTheDocument();
  expect(
    within(within(choice).getByRole('group', { name: 'Your change' })).getByText('Pay rent'),
  ).toBeInTheDocument();
});
