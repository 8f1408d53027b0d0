// Transfers without a connection: made, edited or deleted, a transfer is kept on the device, listed under "Not
// sent yet" by where the money moves, and sent once back online; a refused one says why and can be corrected.
import { act, screen, waitFor, within } from '@testing-library/react';
import { flushOutbox } from '@moneta/shared/query';
import {
  aMoneyAccount,
  anAccountList,
  apiError,
  aTransfer,
  enter,
  signedInEachTest,
} from '@moneta/shared/testing';
import { moneyAccountsApi, transfersApi } from '@moneta/shared/transactions';
import { mockListCalls } from '../../testing/mockApi';
import { aList, renderPage } from '../../testing/renderPage';
import TransactionsPage from './TransactionsPage';

// Friday 14 March 2025, noon, in the local time zone.
signedInEachTest({ currency: 'USD', language: 'en', theme: 'light' }, new Date(2025, 2, 14, 12, 0, 0));

const QUEUED = "Saved on this device: it will be sent once you're back online.";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const CLOSED = 'This account is closed. Reopen it to add transactions to it.';

const main = aMoneyAccount({ name: 'Main' });
const savings = aMoneyAccount({ _id: aTransfer().toAccountId, name: 'Savings', kind: 'Savings' });
const transfer = aTransfer({ description: 'To savings' });

let online = false;

beforeEach(() => {
  online = false;
  jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  jest.spyOn(moneyAccountsApi, 'list').mockResolvedValue(anAccountList([main, savings]));
});

const goOnline = () =>
  act(() => {
    online = true;
    return flushOutbox();
  });

async function makeTransfer(user: ReturnType<typeof renderPage>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Transfer' }));
  const dialog = await screen.findByRole('dialog', { name: 'New transfer' });
  await enter(user, within(dialog).getByLabelText('Amount'), '250');
  await user.click(within(dialog).getByRole('button', { name: 'Make transfer' }));
}

test('offline, a transfer is kept on the device, listed by its accounts, and made once back online with its key', async () => {
  const create = jest.spyOn(transfersApi, 'create').mockResolvedValue(aTransfer());
  const { list } = mockListCalls();
  const { user } = renderPage(<TransactionsPage />);

  await makeTransfer(user);
  expect(await screen.findByText(QUEUED)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  const pending = await screen.findByRole('group', { name: 'New transfer' });
  expect(pending).toHaveTextContent('From Main to Savings · $250.00 · Mar 14, 2025');
  expect(within(pending).getByText('Pending')).toBeInTheDocument();
  expect(create).not.toHaveBeenCalled();

  await goOnline();
  expect(create).toHaveBeenCalledTimes(1);
  expect(create).toHaveBeenCalledWith(
    {
      fromAccountId: main._id,
      toAccountId: savings._id,
      amount: 250,
      date: '2025-03-14',
      description: 'Transfer',
      notes: '',
    },
    expect.stringMatching(UUID),
  );
  await waitFor(() => expect(screen.queryByLabelText('Changes not sent yet')).not.toBeInTheDocument());
  await waitFor(() => expect(list.mock.calls.length).toBeGreaterThan(1));
});

test("offline, a transfer's edit and its deletion from a row wait by its accounts, and are sent once back online", async () => {
  mockListCalls(aList([transfer.from, transfer.to]));
  jest.spyOn(transfersApi, 'get').mockResolvedValue(transfer);
  const sent: string[] = [];
  jest.spyOn(transfersApi, 'update').mockImplementation(async (id, input) => {
    sent.push(`update ${id} ${input.amount}`);
    return transfer;
  });
  jest.spyOn(transfersApi, 'remove').mockImplementation(async (id) => {
    sent.push(`delete ${id}`);
    return { _id: id };
  });
  const { user } = renderPage(<TransactionsPage />);

  const [out] = (await screen.findAllByRole('button', { name: 'Edit To savings' })) as [HTMLElement];
  await user.click(out);
  const edit = await screen.findByRole('dialog', { name: 'Edit transfer' });
  const amount = await within(edit).findByLabelText('Amount');
  await user.clear(amount);
  await enter(user, amount, '300');
  await user.click(within(edit).getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByRole('group', { name: 'Edited transfer' })).toHaveTextContent(
    'From Main to Savings · $300.00 · Mar 14, 2025',
  );
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  // The row the money reached: the transfer still goes from Main to Savings.
  const [, into] = screen.getAllByRole('button', { name: 'Delete To savings' });
  await user.click(into!);
  const confirm = await screen.findByRole('dialog', { name: 'Delete transfer' });
  await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByRole('group', { name: 'Deleted transfer' })).toHaveTextContent(
    'From Main to Savings',
  );
  expect(sent).toEqual([]);

  await goOnline();
  expect(sent).toEqual([`update ${transfer._id} 300`, `delete ${transfer._id}`]);
  await waitFor(() => expect(screen.queryByLabelText('Changes not sent yet')).not.toBeInTheDocument());
});

test("offline and never read before, a transfer's edit starts from its row", async () => {
  mockListCalls(aList([transfer.from, transfer.to]));
  const get = jest.spyOn(transfersApi, 'get');
  const update = jest.spyOn(transfersApi, 'update').mockResolvedValue(transfer);
  const { user } = renderPage(<TransactionsPage />);
  const [, into] = (await screen.findAllByRole('button', { name: 'Edit To savings' })) as HTMLElement[];
  // The query layer learns of the lost connection from the browser's event, as the screens do.
  act(() => void window.dispatchEvent(new Event('offline')));
  try {
    await user.click(into!);
    const edit = await screen.findByRole('dialog', { name: 'Edit transfer' });
    const amount = await within(edit).findByLabelText('Amount');
    expect(amount).toHaveValue('250.00');
    expect(within(edit).getByTitle('Main')).toBeInTheDocument();
    expect(within(edit).getByTitle('Savings')).toBeInTheDocument();
    await user.clear(amount);
    await enter(user, amount, '300');
    await user.click(within(edit).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('group', { name: 'Edited transfer' })).toHaveTextContent(
      'From Main to Savings · $300.00 · Mar 14, 2025',
    );
    expect(get).not.toHaveBeenCalled();
  } finally {
    act(() => void window.dispatchEvent(new Event('online')));
  }
  await goOnline();
  expect(update).toHaveBeenCalledWith(transfer._id, expect.objectContaining({ amount: 300 }));
});

test('a transfer refused once back online says why; Edit opens the transfer dialog on it, and a save replaces it', async () => {
  const create = jest
    .spyOn(transfersApi, 'create')
    .mockRejectedValueOnce(
      apiError(422, { message: CLOSED, errors: [{ field: 'toAccountId', message: CLOSED }] }),
    )
    .mockResolvedValue(aTransfer());
  mockListCalls();
  const { user } = renderPage(<TransactionsPage />);
  await makeTransfer(user);
  await screen.findByRole('group', { name: 'New transfer' });

  await goOnline();
  const refused = await screen.findByRole('group', { name: 'New transfer' });
  expect(await within(refused).findByText('Refused')).toBeInTheDocument();
  expect(within(refused).getByText(CLOSED)).toBeInTheDocument();

  await user.click(within(refused).getByRole('button', { name: 'Edit' }));
  const dialog = await screen.findByRole('dialog', { name: 'New transfer' });
  expect(await within(dialog).findByLabelText('Amount')).toHaveValue('250.00');
  expect(screen.queryByRole('dialog', { name: 'Add Transaction' })).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Make transfer' }));

  expect(await screen.findByText('Transfer saved')).toBeInTheDocument();
  expect(create).toHaveBeenCalledTimes(2);
  const [[, firstKey] = [], [, secondKey] = []] = create.mock.calls;
  // The correction is a new request: the refused one's key stays with what it asked.
  expect(secondKey).not.toBe(firstKey);
  await waitFor(() => expect(screen.queryByLabelText('Changes not sent yet')).not.toBeInTheDocument());
});
