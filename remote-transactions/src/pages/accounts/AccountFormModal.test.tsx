import { screen, waitFor, within } from '@testing-library/react';
import { moneyAccountsApi } from '@moneta/shared/transactions';
import {
  aMoneyAccount,
  anAccountList,
  apiError,
  choose,
  enter,
  renderPage,
  signedInEachTest,
} from '@moneta/shared/testing';
import AccountsPage from './AccountsPage';

// Sunday 15 June 2025, noon, in the local time zone.
signedInEachTest({ currency: 'USD', language: 'en', theme: 'light' }, new Date(2025, 5, 15, 12, 0, 0));

const main = aMoneyAccount({ _id: 'main', name: 'Main' });

async function openForm(button: () => HTMLElement, title: string) {
  const list = jest.spyOn(moneyAccountsApi, 'list').mockResolvedValue(anAccountList([main]));
  const view = renderPage(<AccountsPage />, { path: '/dashboard/accounts' });
  await screen.findByRole('article', { name: 'Main' });
  await view.user.click(button());
  const dialog = await screen.findByRole('dialog', { name: title });
  const field = (label: string) => within(dialog).getByLabelText(label);
  return { ...view, list, dialog, field };
}

const openAdd = () => openForm(() => screen.getByRole('button', { name: 'Add account' }), 'Add account');

test("a new account is a current account opened today; the server's refusal of its name shows on the name", async () => {
  const create = jest
    .spyOn(moneyAccountsApi, 'create')
    .mockRejectedValueOnce(
      apiError(422, {
        message: 'Validation failed. Please check your input.',
        errors: [{ field: 'name', message: 'You already have an account with this name.' }],
      }),
    )
    .mockResolvedValue(aMoneyAccount({ name: 'Visa card' }));
  const { user, list, dialog, field } = await openAdd();
  expect(within(dialog).getByTitle('Current')).toBeInTheDocument();
  expect(field('Opening balance')).toHaveValue('0.00');
  expect(field('Opening date')).toHaveValue('2025-06-15');

  await enter(user, field('Name'), 'Main');
  await choose(user, field('Kind'), 'Credit card');
  await user.clear(field('Opening balance'));
  await enter(user, field('Opening balance'), '-250.75');
  await user.click(within(dialog).getByRole('button', { name: 'Add account' }));

  await waitFor(() =>
    expect(field('Name')).toHaveAccessibleDescription('You already have an account with this name.'),
  );
  expect(screen.getByRole('dialog', { name: 'Add account' })).toBeInTheDocument();
  expect(screen.queryByText('Account added')).not.toBeInTheDocument();

  await user.clear(field('Name'));
  await enter(user, field('Name'), 'Visa card');
  await user.click(within(dialog).getByRole('button', { name: 'Add account' }));

  expect(await screen.findByText('Account added')).toBeInTheDocument();
  expect(create).toHaveBeenLastCalledWith(
    { name: 'Visa card', kind: 'Credit card', openingBalance: -250.75, openingDate: '2025-06-15' },
    expect.any(String),
  );
  // One key for the form's every try: the server adds the account once, however often it is sent.
  const [[, key] = [], [, retryKey] = []] = create.mock.calls;
  expect(retryKey).toBe(key);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
});

test("the form's own check asks for a name and sends nothing; a failure without a field shows above the form", async () => {
  const create = jest.spyOn(moneyAccountsApi, 'create').mockRejectedValue(apiError(500));
  const { user, dialog, field } = await openAdd();

  await user.click(within(dialog).getByRole('button', { name: 'Add account' }));
  expect(await within(dialog).findByText('Account name is required')).toBeInTheDocument();
  expect(create).not.toHaveBeenCalled();

  await enter(user, field('Name'), 'Wallet');
  await user.click(within(dialog).getByRole('button', { name: 'Add account' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Server error. Please try again later.');
  expect(screen.getByRole('dialog', { name: 'Add account' })).toBeInTheDocument();
});

test('Edit opens the form filled in with the account, and Save changes sends the change', async () => {
  const visa = aMoneyAccount({
    _id: 'visa',
    name: 'Visa',
    kind: 'Credit card',
    openingBalance: -100,
    openingDate: '2025-01-31',
  });
  jest.spyOn(moneyAccountsApi, 'list').mockResolvedValue(anAccountList([main, visa]));
  const update = jest.spyOn(moneyAccountsApi, 'update').mockResolvedValue({ ...visa, name: 'Visa card' });
  const { user } = renderPage(<AccountsPage />, { path: '/dashboard/accounts' });

  await user.click(
    within(await screen.findByRole('article', { name: 'Visa' })).getByRole('button', { name: 'Edit' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Edit account' });
  const field = (label: string) => within(dialog).getByLabelText(label);
  expect(field('Name')).toHaveValue('Visa');
  expect(within(dialog).getByTitle('Credit card')).toBeInTheDocument();
  expect(field('Opening balance')).toHaveValue('-100.00');
  expect(field('Opening date')).toHaveValue('2025-01-31');

  await user.clear(field('Name'));
  await enter(user, field('Name'), 'Visa card');
  await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

  expect(await screen.findByText('Account updated')).toBeInTheDocument();
  expect(update).toHaveBeenCalledWith('visa', {
    name: 'Visa card',
    kind: 'Credit card',
    openingBalance: -100,
    openingDate: '2025-01-31',
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});
