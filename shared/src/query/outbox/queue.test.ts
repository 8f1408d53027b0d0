// The outbox: writes kept while the server cannot be reached, sent in order with their keys once it
// can, refusals kept for the person, and nothing left behind by a sign-out or an ended session.
import { act, waitFor } from '@testing-library/react';
import { get } from 'idb-keyval';
import {
  clearAuth,
  deviceDataForgotten,
  discardedChangesAtom,
  outboxAtom,
  store,
  type MoneyAccountInput,
  type OutboxWrite,
  type TransactionInput,
  type TransferInput,
} from '@moneta/shared';
import { remindersApi } from '@moneta/shared/reminders';
import {
  aCategory,
  aMoneyAccount,
  aTransaction,
  aTransfer,
  apiError,
  signedInEachTest,
  signIn,
  signOut,
  TEST_USER,
} from '@moneta/shared/testing';
import { QUEUED, discardOutboxEntry, flushOutbox, sendOrQueue } from '@moneta/shared/query';
import type { CategoryInput, CategoryUpdate } from '../../contract/categories';
import { queryClient } from '../queryClient';
import { changeOutbox, forgetOutbox, outboxKey } from './entries';
import { retryOutboxEntry } from './queue';
import { categoriesApi } from '@moneta/shared/categories';
import { goalsApi } from '@moneta/shared/goals';
import { moneyAccountsApi, transactionsApi, transfersApi } from '@moneta/shared/transactions';

const COFFEE: TransactionInput = {
  type: 'Expense',
  description: 'Coffee',
  amount: 4.5,
  category: 'Food & Dining',
  date: '2026-11-20',
  notes: '',
};
const create = (description: string): OutboxWrite => ({
  domain: 'transactions',
  action: 'create',
  body: { ...COFFEE, description },
});

let online = true;
const networkError = () =>
  Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK' });
const stored = () => get(outboxKey(TEST_USER._id));
const shown = () => store.get(outboxAtom);

function goOnline(): Promise<void> {
  online = true;
  window.dispatchEvent(new Event('online'));
  return flushOutbox();
}

beforeEach(() => {
  online = true;
  jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});

// Hooks run in their order: the writes are sent while the user is signed in, forgotten once signed out.
afterEach(() => flushOutbox());

signedInEachTest();

afterEach(() => forgetOutbox(TEST_USER._id));

test('offline, a write is kept with its key and sent once back online, in the order the changes were made', async () => {
  const sent: string[] = [];
  const createSpy = jest.spyOn(transactionsApi, 'create').mockImplementation(async (input, key) => {
    sent.push(`${input.description}:${key}`);
    return aTransaction({ description: input.description });
  });
  online = false;

  await expect(sendOrQueue(create('Coffee'), 'key-1')).resolves.toBe(QUEUED);
  await expect(sendOrQueue(create('Lunch'), 'key-2')).resolves.toBe(QUEUED);
  expect(createSpy).not.toHaveBeenCalled();
  expect(shown().map((entry) => entry.key)).toEqual(['key-1', 'key-2']);
  expect(await stored()).toHaveLength(2);

  await act(goOnline);
  expect(sent).toEqual(['Coffee:key-1', 'Lunch:key-2']);
  expect(shown()).toEqual([]);
  expect(await stored()).toEqual([]);
});

test('online, a write is sent at once and answers what the server saved', async () => {
  const saved = aTransaction({ description: 'Coffee' });
  jest.spyOn(transactionsApi, 'create').mockResolvedValue(saved);
  await expect(sendOrQueue(create('Coffee'))).resolves.toEqual(saved);
  expect(shown()).toEqual([]);
});

test('a write whose answer was lost is kept and sent again with the same key', async () => {
  const keys: string[] = [];
  jest
    .spyOn(goalsApi, 'contribute')
    .mockImplementationOnce(async (_id, _input, key) => {
      keys.push(key);
      throw networkError();
    })
    .mockImplementationOnce(async (_id, _input, key) => {
      keys.push(key);
      return { goal: {} as never, contribution: {} as never };
    });
  const write: OutboxWrite = {
    domain: 'goals',
    action: 'contribute',
    id: 'g1',
    body: { amount: 50, note: '' },
    title: 'Holiday',
  };
  await expect(sendOrQueue(write, 'key-7')).resolves.toBe(QUEUED);
  await act(() => flushOutbox());
  expect(keys).toEqual(['key-7', 'key-7']);
  expect(shown()).toEqual([]);
});

test("offline, an account's and a transfer's writes are kept, then each is sent by its call; creates with their key", async () => {
  const account: MoneyAccountInput = {
    name: 'Holiday fund',
    kind: 'Savings',
    openingBalance: 500,
    openingDate: '2026-11-01',
  };
  const transfer: TransferInput = { fromAccountId: 'a1', toAccountId: 'a2', amount: 250, date: '2026-11-20' };
  const sent: unknown[][] = [];
  const saved = aMoneyAccount();
  jest.spyOn(moneyAccountsApi, 'create').mockImplementation(async (...call) => {
    sent.push(['create account', ...call]);
    return saved;
  });
  jest.spyOn(moneyAccountsApi, 'update').mockImplementation(async (...call) => {
    sent.push(['update account', ...call]);
    return saved;
  });
  jest.spyOn(moneyAccountsApi, 'close').mockImplementation(async (...call) => {
    sent.push(['close account', ...call]);
    return saved;
  });
  jest.spyOn(moneyAccountsApi, 'reopen').mockImplementation(async (...call) => {
    sent.push(['reopen account', ...call]);
    return saved;
  });
  jest.spyOn(transfersApi, 'create').mockImplementation(async (...call) => {
    sent.push(['create transfer', ...call]);
    return aTransfer();
  });
  jest.spyOn(transfersApi, 'update').mockImplementation(async (...call) => {
    sent.push(['update transfer', ...call]);
    return aTransfer();
  });
  jest.spyOn(transfersApi, 'remove').mockImplementation(async (...call) => {
    sent.push(['delete transfer', ...call]);
    return { _id: 't1' };
  });
  const invalidated = jest.spyOn(queryClient, 'invalidateQueries');
  online = false;

  const writes: [OutboxWrite, string][] = [
    [{ domain: 'moneyAccounts', action: 'create', body: account }, 'account-key'],
    [{ domain: 'moneyAccounts', action: 'update', id: 'a3', body: account }, 'edit-key'],
    [{ domain: 'moneyAccounts', action: 'close', id: 'a3', title: 'Holiday fund' }, 'close-key'],
    [{ domain: 'moneyAccounts', action: 'reopen', id: 'a3', title: 'Holiday fund' }, 'reopen-key'],
    [{ domain: 'transfers', action: 'create', body: transfer }, 'transfer-key'],
    [{ domain: 'transfers', action: 'update', id: 't1', body: transfer }, 'move-key'],
    [
      {
        domain: 'transfers',
        action: 'delete',
        id: 't1',
        title: 'Transfer',
        fromAccountId: 'a1',
        toAccountId: 'a2',
      },
      'delete-key',
    ],
  ];
  for (const [write, key] of writes) await expect(sendOrQueue(write, key)).resolves.toBe(QUEUED);
  expect(sent).toEqual([]);
  expect(shown().map(({ key }) => key)).toEqual(writes.map(([, key]) => key));

  await act(goOnline);
  expect(sent).toEqual([
    ['create account', account, 'account-key'],
    ['update account', 'a3', account],
    ['close account', 'a3'],
    ['reopen account', 'a3'],
    ['create transfer', transfer, 'transfer-key'],
    ['update transfer', 't1', transfer],
    ['delete transfer', 't1'],
  ]);
  expect(shown()).toEqual([]);
  // A sent transfer makes stale what a transaction's change does, the accounts' balances with it.
  for (const queryKey of [['moneyAccounts'], ['transactions'], ['analytics']])
    expect(invalidated).toHaveBeenCalledWith({ queryKey });
});

test("offline, a category's create and edit are kept, then sent: the create with its key", async () => {
  const added: CategoryInput = {
    type: 'Income',
    name: 'Tutoring',
    color: '#16a34a',
    icon: 'book',
    group: null,
  };
  const edited: CategoryUpdate = {
    name: 'Animals',
    color: '#0891b2',
    icon: 'heart',
    group: null,
    hidden: false,
  };
  const create = jest.spyOn(categoriesApi, 'create').mockResolvedValue(aCategory({ name: 'Tutoring' }));
  const update = jest.spyOn(categoriesApi, 'update').mockResolvedValue(aCategory({ name: 'Animals' }));
  const invalidated = jest.spyOn(queryClient, 'invalidateQueries');
  online = false;

  await expect(
    sendOrQueue({ domain: 'categories', action: 'create', body: added }, 'category-key'),
  ).resolves.toBe(QUEUED);
  await expect(
    sendOrQueue({ domain: 'categories', action: 'update', id: 'c1', body: edited }, 'rename-key'),
  ).resolves.toBe(QUEUED);
  expect(create).not.toHaveBeenCalled();
  expect(shown().map(({ key }) => key)).toEqual(['category-key', 'rename-key']);

  await act(goOnline);
  expect(create).toHaveBeenCalledWith(added, 'category-key');
  expect(update).toHaveBeenCalledWith('c1', edited);
  expect(shown()).toEqual([]);
  // A sent category makes stale what a change made on screen does: the reads that name it with it.
  for (const queryKey of [['categories'], ['transactions'], ['rules']])
    expect(invalidated).toHaveBeenCalledWith({ queryKey });
});

test('an account whose answer was lost is kept and added again with the same key', async () => {
  const keys: string[] = [];
  jest
    .spyOn(moneyAccountsApi, 'create')
    .mockImplementationOnce(async (_input, key) => {
      keys.push(key);
      throw networkError();
    })
    .mockImplementationOnce(async (_input, key) => {
      keys.push(key);
      return aMoneyAccount();
    });
  const write: OutboxWrite = {
    domain: 'moneyAccounts',
    action: 'create',
    body: { name: 'Cash', kind: 'Cash', openingDate: '2026-11-20' },
  };
  await expect(sendOrQueue(write, 'key-8')).resolves.toBe(QUEUED);
  await act(() => flushOutbox());
  expect(keys).toEqual(['key-8', 'key-8']);
  expect(shown()).toEqual([]);
});

test('a refused write stays with the reason while the next ones are sent; it can be sent again or discarded', async () => {
  online = false;
  await sendOrQueue(create(''), 'bad');
  await sendOrQueue(create('Lunch'), 'good');
  await sendOrQueue(create('Rent'), 'fixed later');
  const REFUSAL = apiError(422, { message: 'Title, amount, and category are required' });
  const createSpy = jest
    .spyOn(transactionsApi, 'create')
    .mockRejectedValueOnce(REFUSAL)
    .mockResolvedValueOnce(aTransaction())
    .mockRejectedValueOnce(REFUSAL)
    .mockResolvedValueOnce(aTransaction());

  await act(goOnline);
  expect(createSpy).toHaveBeenCalledTimes(3);
  expect(shown()).toEqual([
    expect.objectContaining({ key: 'bad', refusal: 'Title, amount, and category are required' }),
    expect.objectContaining({ key: 'fixed later', refusal: 'Title, amount, and category are required' }),
  ]);

  await act(() => retryOutboxEntry('fixed later'));
  expect(createSpy).toHaveBeenLastCalledWith(expect.objectContaining({ description: 'Rent' }), 'fixed later');
  expect(shown().map(({ key }) => key)).toEqual(['bad']);

  await act(() => discardOutboxEntry('bad'));
  expect(shown()).toEqual([]);
  expect(await stored()).toEqual([]);
});

test('a server failure keeps the write, and the ones after it, waiting', async () => {
  online = false;
  await sendOrQueue(create('Coffee'), 'first');
  await sendOrQueue(create('Lunch'), 'second');
  const createSpy = jest.spyOn(transactionsApi, 'create').mockRejectedValue(apiError(503));

  await act(goOnline);
  expect(createSpy).toHaveBeenCalledTimes(1);
  expect(shown().map(({ key, refusal }) => ({ key, refusal }))).toEqual([
    { key: 'first', refusal: undefined },
    { key: 'second', refusal: undefined },
  ]);
});

test('a queued delete of a row that is already gone is done', async () => {
  online = false;
  await sendOrQueue({ domain: 'reminders', action: 'delete', id: 'r1', title: 'Rent' }, 'delete-1');
  jest.spyOn(remindersApi, 'remove').mockRejectedValue(apiError(404, { message: 'Reminder not found' }));
  await act(goOnline);
  expect(shown()).toEqual([]);
});

test('while writes wait, a new one goes behind them even online', async () => {
  online = false;
  await sendOrQueue(create('Coffee'), 'first');
  online = true;
  const order: string[] = [];
  jest.spyOn(transactionsApi, 'create').mockImplementation(async (input) => {
    order.push(input.description);
    return aTransaction();
  });
  jest.spyOn(transactionsApi, 'remove').mockImplementation(async () => {
    order.push('delete');
  });
  await expect(
    sendOrQueue({ domain: 'transactions', action: 'delete', id: 't1', title: 'Coffee' }),
  ).resolves.toBe(QUEUED);
  await act(() => flushOutbox());
  expect(order).toEqual(['Coffee', 'delete']);
});

test('an ended session removes the outbox from the device and says how many changes went; so does a sign-out', async () => {
  online = false;
  await sendOrQueue(create('Coffee'), 'gone');
  act(() => clearAuth());
  expect(shown()).toEqual([]);
  await waitFor(async () => expect(await stored()).toBeUndefined());
  expect(store.get(discardedChangesAtom)).toBe(1);
  store.set(discardedChangesAtom, 0);

  // The same person signing in again finds nothing left for the next one to see.
  act(() => signIn());
  await sendOrQueue(create('Lunch'), 'asked');
  expect(shown()).toHaveLength(1);
  // A sign-out the person chose (the navbar asked first) removes it without a second notice.
  act(() => signOut());
  await waitFor(async () => expect(await stored()).toBeUndefined());
  expect(store.get(discardedChangesAtom)).toBe(0);
});

test('a change that reaches the outbox after its user’s session ended is not written back for the next person', async () => {
  act(() => clearAuth());
  await deviceDataForgotten();
  // What a send or a keep still under way (in a browser without Web Locks) would write once it resumes.
  await changeOutbox(TEST_USER._id, (entries) => [
    ...entries,
    { key: 'late', write: create('Coffee'), queuedAt: Date.now() },
  ]);
  expect(await stored()).toBeUndefined();
  expect(shown()).toEqual([]);
});
