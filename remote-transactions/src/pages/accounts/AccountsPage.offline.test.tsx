// The accounts screen without a connection: an account added, edited, closed or reopened is kept on the device,
// listed under "Not sent yet" by its name, and sent once back online; a refused one says why and can be corrected.
import { act, screen, waitFor, within } from '@testing-library/react';
import { flushOutbox } from '@moneta/shared/query';
import {
  aMoneyAccount,
  anAccountList,
  apiError,
  enter,
  renderPage,
  signedInEachTest,
} from '@moneta/shared/testing';
import { moneyAccountsApi } from '@moneta/shared/transactions';
import AccountsPage from './AccountsPage';

// Sunday 15 June 2025, noon, in the local time zone.
signedInEachTest({ currency: 'USD', language: 'en', theme: 'light' }, new Date(2025, 5, 15, 12, 0, 0));

const QUEUED = "Saved on this device: it will be sent once you're back online.";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const main = aMoneyAccount({ _id: 'main', name: 'Main' });
const visa = aMoneyAccount({ _id: 'visa', name: 'Visa card', kind: 'Credit card' });
const oldSavings = aMoneyAccount({
  _id: 'old',
  name: 'Old savings',
  closed: true,
  closedAt: '2025-05-01T10:00:00.000Z',
});

let online = false;

beforeEach(() => {
  online = false;
  jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});

async function showPage() {
  const list = jest
    .spyOn(moneyAccountsApi, 'list')
    .mockResolvedValue(anAccountList([main, visa, oldSavings]));
  const view = renderPage(<AccountsPage />, { path: '/dashboard/accounts' });
  await screen.findByRole('article', { name: 'Main' });
  const card = (name: string) => screen.getByRole('article', { name });
  return { ...view, list, card };
}

async function addAccount(user: ReturnType<typeof renderPage>['user'], name: string) {
  await user.click(screen.getByRole('button', { name: 'Add account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add account' });
  await enter(user, within(dialog).getByLabelText('Name'), name);
  await user.clear(within(dialog).getByLabelText('Opening balance'));
  await enter(user, within(dialog).getByLabelText('Opening balance'), '500');
  await user.click(within(dialog).getByRole('button', { name: 'Add account' }));
}

const goOnline = () =>
  act(() => {
    online = true;
    return flushOutbox();
  });

test('offline, a new account is kept on the device, listed by its name, and added once back online with its key', async () => {
  const create = jest
    .spyOn(moneyAccountsApi, 'create')
    .mockResolvedValue(aMoneyAccount({ name: 'Holiday fund' }));
  const { user, list } = await showPage();

  await addAccount(user, 'Holiday fund');
  expect(await screen.findByText(QUEUED)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  const pending = await screen.findByRole('group', { name: 'New account' });
  expect(pending).toHaveTextContent('Holiday fund · $500.00');
  expect(within(pending).getByText('Pending')).toBeInTheDocument();
  expect(create).not.toHaveBeenCalled();

  await goOnline();
  expect(create).toHaveBeenCalledTimes(1);
  expect(create).toHaveBeenCalledWith(
    { name: 'Holiday fund', kind: 'Current', openingBalance: 500, openingDate: '2025-06-15' },
    expect.stringMatching(UUID),
  );
  await waitFor(() => expect(screen.queryByLabelText('Changes not sent yet')).not.toBeInTheDocument());
  await waitFor(() => expect(list.mock.calls.length).toBeGreaterThan(1));
});

test('offline, an edit, a close and a reopen wait by the account’s name and are sent in order once back online', async () => {
  const sent: string[] = [];
  jest.spyOn(moneyAccountsApi, 'update').mockImplementation(async (id, input) => {
    sent.push(`update ${id} ${input.name}`);
    return { ...main, name: input.name };
  });
  jest.spyOn(moneyAccountsApi, 'close').mockImplementation(async (id) => {
    sent.push(`close ${id}`);
    return { ...visa, closed: true };
  });
  jest.spyOn(moneyAccountsApi, 'reopen').mockImplementation(async (id) => {
    sent.push(`reopen ${id}`);
    return { ...oldSavings, closed: false };
  });
  const { user, card } = await showPage();

  await user.click(within(card('Main')).getByRole('button', { name: 'Edit' }));
  const edit = await screen.findByRole('dialog', { name: 'Edit account' });
  await user.clear(within(edit).getByLabelText('Name'));
  await enter(user, within(edit).getByLabelText('Name'), 'Everyday');
  await user.click(within(edit).getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByRole('group', { name: 'Edited account' })).toHaveTextContent('Everyday');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  await user.click(within(card('Visa card')).getByRole('button', { name: 'Close account' }));
  const close = await screen.findByRole('dialog', { name: 'Close this account?' });
  await user.click(within(close).getByRole('button', { name: 'Close account' }));
  expect(await screen.findByRole('group', { name: 'Closed account' })).toHaveTextContent('Visa card');

  await user.click(within(card('Old savings')).getByRole('button', { name: 'Reopen' }));
  expect(await screen.findByRole('group', { name: 'Reopened account' })).toHaveTextContent('Old savings');
  expect(screen.getAllByText(QUEUED).length).toBeGreaterThan(0);
  expect(sent).toEqual([]);

  await goOnline();
  expect(sent).toEqual(['update main Everyday', 'close visa', 'reopen old']);
  await waitFor(() => expect(screen.queryByLabelText('Changes not sent yet')).not.toBeInTheDocument());
});

test('a new account refused once back online says why; Edit opens its form, and a save replaces it', async () => {
  const create = jest
    .spyOn(moneyAccountsApi, 'create')
    .mockRejectedValueOnce(
      apiError(422, {
        message: 'You already have an account with this name.',
        errors: [{ field: 'name', message: 'You already have an account with this name.' }],
      }),
    )
    .mockResolvedValue(aMoneyAccount({ name: 'Holiday fund' }));
  const { user } = await showPage();
  await addAccount(user, 'Main');
  await screen.findByRole('group', { name: 'New account' });

  await goOnline();
  const refused = await screen.findByRole('group', { name: 'New account' });
  expect(await within(refused).findByText('Refused')).toBeInTheDocument();
  expect(within(refused).getByText('You already have an account with this name.')).toBeInTheDocument();

  await user.click(within(refused).getByRole('button', { name: 'Edit' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add account' });
  const name = within(dialog).getByLabelText('Name');
  expect(name).toHaveValue('Main');
  expect(within(dialog).getByLabelText('Opening balance')).toHaveValue('500.00');
  await user.clear(name);
  await enter(user, name, 'Holiday fund');
  await user.click(within(dialog).getByRole('button', { name: 'Add account' }));

  expect(await screen.findByText('Account added')).toBeInTheDocument();
  expect(create).toHaveBeenLastCalledWith(
    expect.objectContaining({ name: 'Holiday fund' }),
    expect.any(String),
  );
  await waitFor(() => expect(screen.queryByLabelText('Changes not sent yet')).not.toBeInTheDocument());
});
