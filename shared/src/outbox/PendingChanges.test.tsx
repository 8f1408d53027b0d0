// The screens' list of unsent writes: what each is, whether it waits or was refused and why, and
// what the person can do about it.
import { screen, waitFor, within } from '@testing-library/react';
import { sendOrQueue } from '@moneta/shared/query';
import { outboxAtom, store } from '@moneta/shared';
import { apiError, renderPage, signedInEachTest, TEST_USER } from '@moneta/shared/testing';
import { forgetOutbox } from '../query/outbox/entries';
import { flushOutbox } from '../query/outbox/queue';
import { PendingChanges } from './PendingChanges';
import { goalsApi } from '@moneta/shared/goals';
import { transactionsApi } from '@moneta/shared/transactions';

let online = false;

beforeEach(() => {
  online = false;
  jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});

signedInEachTest({ currency: 'EUR', language: 'en', theme: 'light' });

beforeEach(async () => {
  await sendOrQueue({
    domain: 'transactions',
    action: 'create',
    body: {
      type: 'Expense',
      description: 'Coffee',
      amount: 4.5,
      category: 'Food & Dining',
      date: '2026-11-20',
    },
  });
  await sendOrQueue({ domain: 'transactions', action: 'delete', id: 't9', title: 'Old rent' });
  await sendOrQueue({
    domain: 'goals',
    action: 'contribute',
    id: 'g1',
    body: { amount: 50 },
    title: 'Holiday',
  });
});

afterEach(async () => {
  await forgetOutbox(TEST_USER._id);
});

test('a screen lists its own writes still waiting, with what each is, and can discard one', async () => {
  const onEdit = jest.fn();
  const { user } = renderPage(<PendingChanges domain="transactions" onEdit={onEdit} />, {
    path: '/dashboard',
  });
  const card = await screen.findByLabelText('Changes not sent yet');
  expect(within(card).getByText('Not sent yet (2)')).toBeInTheDocument();
  const added = within(card).getByRole('group', { name: 'New transaction' });
  expect(within(added).getByText('Pending')).toBeInTheDocument();
  expect(within(added).getByText('Coffee · -€4.50 · Nov 20, 2026')).toBeInTheDocument();
  // Waiting writes are not the person's to edit: only a refused one is.
  expect(within(added).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  expect(within(card).getByRole('group', { name: 'Deleted transaction' })).toHaveTextContent('Old rent');
  // The goal's contribution belongs to the goals screen.
  expect(within(card).queryByText(/Holiday/)).not.toBeInTheDocument();

  await user.click(within(added).getByRole('button', { name: 'Discard' }));
  await waitFor(() => expect(within(card).getByText('Not sent yet (1)')).toBeInTheDocument());
});

test('a refused write says why, and opens the form to correct it', async () => {
  jest
    .spyOn(transactionsApi, 'create')
    .mockRejectedValue(apiError(422, { message: 'Title, amount, and category are required' }));
  jest.spyOn(transactionsApi, 'remove').mockResolvedValue();
  jest.spyOn(goalsApi, 'contribute').mockRejectedValue(apiError(503));
  online = true;
  await flushOutbox();
  const onEdit = jest.fn();
  const { user } = renderPage(<PendingChanges domain="transactions" onEdit={onEdit} />, {
    path: '/dashboard',
  });
  const added = await screen.findByRole('group', { name: 'New transaction' });
  expect(within(added).getByText('Refused')).toBeInTheDocument();
  expect(within(added).getByText('Title, amount, and category are required')).toBeInTheDocument();
  expect(screen.queryByRole('group', { name: 'Deleted transaction' })).not.toBeInTheDocument();

  await user.click(within(added).getByRole('button', { name: 'Edit' }));
  expect(onEdit).toHaveBeenCalledWith(store.get(outboxAtom)[0]);
});

test('nothing shows when nothing waits', () => {
  renderPage(<PendingChanges domain="reminders" />, { path: '/dashboard' });
  expect(screen.queryByLabelText('Changes not sent yet')).not.toBeInTheDocument();
});

test("the transactions screen lists its categories' writes by the category's name", async () => {
  await sendOrQueue({
    domain: 'categories',
    action: 'create',
    body: { type: 'Income', name: 'Tutoring', color: '#16a34a', icon: 'book', group: null },
  });
  await sendOrQueue({
    domain: 'categories',
    action: 'update',
    id: 'c1',
    body: { name: 'Animals', color: '#0891b2', icon: 'heart', group: null, hidden: false },
  });
  renderPage(<PendingChanges domain={['transactions', 'categories']} />, { path: '/dashboard' });
  const card = await screen.findByLabelText('Changes not sent yet');
  expect(within(card).getByText('Not sent yet (4)')).toBeInTheDocument();
  expect(within(card).getByRole('group', { name: 'New category' })).toHaveTextContent('Tutoring');
  expect(within(card).getByRole('group', { name: 'Edited category' })).toHaveTextContent('Animals');
});
