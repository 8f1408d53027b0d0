// Transfers on the transactions screen: the Transfer button, the transfer dialog, and a transfer's rows, which
// read as neither income nor expense and change only with their transfer.
import { screen, waitFor, within } from '@testing-library/react';
import { mockListCalls } from '../../testing/mockApi';
import {
  aMoneyAccount,
  anAccountList,
  apiError,
  aTransfer,
  choose,
  enter,
  signedInEachTest,
} from '@moneta/shared/testing';
import { aList, aTransaction, renderPage } from '../../testing/renderPage';
import TransactionsPage from './TransactionsPage';
import { moneyAccountsApi, transactionsApi, transfersApi } from '@moneta/shared/transactions';

// Friday 14 March 2025, noon, in the local time zone.
signedInEachTest({ currency: 'USD', language: 'en', theme: 'light' }, new Date(2025, 2, 14, 12, 0, 0));

const main = aMoneyAccount({ name: 'Main' });
const savings = aMoneyAccount({ _id: aTransfer().toAccountId, name: 'Savings', kind: 'Savings' });

function withAccounts(...accounts: ReturnType<typeof aMoneyAccount>[]) {
  jest.spyOn(moneyAccountsApi, 'list').mockResolvedValue(anAccountList(accounts));
}

async function openTransfer() {
  withAccounts(main, savings);
  const calls = mockListCalls();
  const view = renderPage(<TransactionsPage />);
  await view.user.click(await screen.findByRole('button', { name: 'Transfer' }));
  const dialog = await screen.findByRole('dialog', { name: 'New transfer' });
  const field = (label: string) => within(dialog).getByLabelText(label);
  const submit = () => view.user.click(within(dialog).getByRole('button', { name: 'Make transfer' }));
  return { ...view, ...calls, dialog, field, submit };
}

test('the Transfer button shows only while the person has two open accounts', async () => {
  withAccounts(main, aMoneyAccount({ _id: savings._id, name: 'Savings', closed: true }));
  mockListCalls();
  const view = renderPage(<TransactionsPage />);
  await screen.findByText('All Transactions (0)');
  expect(await screen.findByRole('columnheader', { name: 'Account' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Transfer' })).not.toBeInTheDocument();
  view.unmount();

  withAccounts(main, savings);
  renderPage(<TransactionsPage />);
  expect(await screen.findByRole('button', { name: 'Transfer' })).toBeInTheDocument();
});

test('a transfer is made from the first open account to the next, today, titled Transfer; a retry sends the same key', async () => {
  const create = jest
    .spyOn(transfersApi, 'create')
    .mockRejectedValueOnce(apiError(503))
    .mockResolvedValue(aTransfer());
  const { user, dialog, field, submit, list } = await openTransfer();
  expect(within(dialog).getByTitle('Main')).toBeInTheDocument();
  expect(within(dialog).getByTitle('Savings')).toBeInTheDocument();
  expect(field('Date')).toHaveValue('2025-03-14');
  expect(field('Title')).toHaveValue('Transfer');

  await enter(user, field('Amount'), '250');
  await enter(user, field('Description'), 'Rainy day');
  await submit();
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to save transfer');
  await submit();

  expect(await screen.findByText('Transfer saved')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(create).toHaveBeenCalledTimes(2);
  const [[body, key] = [], [, retryKey] = []] = create.mock.calls;
  expect(body).toEqual({
    fromAccountId: main._id,
    toAccountId: savings._id,
    amount: 250,
    date: '2025-03-14',
    description: 'Transfer',
    notes: 'Rainy day',
  });
  expect(key).toEqual(expect.any(String));
  expect(retryKey).toBe(key);
  await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
});

test("the server's refusal of the same account twice shows on the To account field", async () => {
  jest.spyOn(transfersApi, 'create').mockRejectedValue(
    apiError(422, {
      message: 'Validation failed. Please check your input.',
      errors: [{ field: 'toAccountId', message: 'Choose two different accounts.' }],
    }),
  );
  const { user, dialog, field, submit } = await openTransfer();
  await enter(user, field('Amount'), '10');
  await submit();

  await waitFor(() =>
    expect(field('To account')).toHaveAccessibleDescription('Choose two different accounts.'),
  );
  expect(screen.getByRole('dialog', { name: 'New transfer' })).toBe(dialog);
  expect(screen.queryByText('Transfer saved')).not.toBeInTheDocument();
});

test('choosing the same account on both sides is refused on the To account field before anything is sent', async () => {
  const create = jest.spyOn(transfersApi, 'create');
  const { user, field, submit } = await openTransfer();
  await enter(user, field('Amount'), '10');
  await choose(user, field('To account'), 'Main');
  await submit();

  await waitFor(() =>
    expect(field('To account')).toHaveAccessibleDescription('Choose two different accounts.'),
  );
  expect(create).not.toHaveBeenCalled();
});

describe("a transfer's rows", () => {
  const transfer = aTransfer({ description: 'To savings' });

  function listTransfer() {
    withAccounts(main, savings);
    return mockListCalls(aList([transfer.from, transfer.to, aTransaction({ description: 'Groceries' })]));
  }

  test('read Transfer, in a neutral colour, and name the other account', async () => {
    listTransfer();
    renderPage(<TransactionsPage />);
    await screen.findByText('All Transactions (3)');
    const [out, into] = screen.getAllByRole('row').slice(1);

    expect(within(out!).getByText('Transfer')).toBeInTheDocument();
    expect(within(out!).getByText('To Savings')).toBeInTheDocument();
    const sent = within(out!).getByText('-$250.00').closest('.ant-typography');
    expect(sent).not.toHaveClass('ant-typography-danger');
    expect(sent).not.toHaveClass('ant-typography-success');

    expect(within(into!).getByText('Transfer')).toBeInTheDocument();
    expect(within(into!).getByText('From Main')).toBeInTheDocument();
    const received = within(into!).getByText('+$250.00').closest('.ant-typography');
    expect(received).not.toHaveClass('ant-typography-success');
  });

  test('listed alone, name the other account the row carries, with no further call', async () => {
    withAccounts(main, savings);
    mockListCalls(aList([transfer.to]));
    const get = jest.spyOn(transfersApi, 'get');
    renderPage(<TransactionsPage />);
    expect(await screen.findByText('From Main')).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });

  test('Edit opens the transfer dialog on the transfer, not the transaction form; a save updates it', async () => {
    listTransfer();
    const get = jest.spyOn(transfersApi, 'get').mockResolvedValue(transfer);
    const update = jest.spyOn(transfersApi, 'update').mockResolvedValue(aTransfer({ amount: 300 }));
    const { user } = renderPage(<TransactionsPage />);
    const [out] = (await screen.findAllByRole('button', { name: 'Edit To savings' })) as [HTMLElement];
    await user.click(out);

    const dialog = await screen.findByRole('dialog', { name: 'Edit transfer' });
    expect(screen.queryByRole('dialog', { name: 'Edit Transaction' })).not.toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(transfer._id);
    const amount = await within(dialog).findByLabelText('Amount');
    expect(amount).toHaveValue('250.00');
    await user.clear(amount);
    await enter(user, amount, '300');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Transfer updated')).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith(
      transfer._id,
      expect.objectContaining({ fromAccountId: main._id, toAccountId: savings._id, amount: 300 }),
    );
  });

  test('Delete asks about both rows and deletes the transfer', async () => {
    const { list } = listTransfer();
    const remove = jest.spyOn(transfersApi, 'remove').mockResolvedValue({ _id: transfer._id });
    const removeTransaction = jest.spyOn(transactionsApi, 'remove');
    const { user } = renderPage(<TransactionsPage />);
    const [, into] = (await screen.findAllByRole('button', { name: 'Delete To savings' })) as HTMLElement[];
    await user.click(into!);

    const dialog = await screen.findByRole('dialog', { name: 'Delete transfer' });
    expect(
      within(dialog).getByText('Delete this transfer? Both of its transactions will be deleted.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Transfer deleted')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith(transfer._id);
    expect(removeTransaction).not.toHaveBeenCalled();
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
  });

  test('the transfer dialog deletes the transfer too, after asking', async () => {
    listTransfer();
    jest.spyOn(transfersApi, 'get').mockResolvedValue(transfer);
    const remove = jest.spyOn(transfersApi, 'remove').mockResolvedValue({ _id: transfer._id });
    const { user } = renderPage(<TransactionsPage />);
    const [out] = (await screen.findAllByRole('button', { name: 'Edit To savings' })) as [HTMLElement];
    await user.click(out);
    const dialog = await screen.findByRole('dialog', { name: 'Edit transfer' });
    await user.click(await within(dialog).findByRole('button', { name: 'Delete' }));
    const question = await screen.findByText(
      'Delete this transfer? Both of its transactions will be deleted.',
    );
    const confirm = question.closest('.ant-popover');
    await user.click(within(confirm as HTMLElement).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Transfer deleted')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith(transfer._id);
  });
});
