import { screen, waitFor, within } from '@testing-library/react';
import type { Reconciliation } from '@moneta/shared';
import { moneyAccountsApi } from '@moneta/shared/transactions';
import {
  aMoneyAccount,
  anAccountList,
  apiError,
  enter,
  renderPage,
  signedInEachTest,
} from '@moneta/shared/testing';
import AccountsPage from './AccountsPage';

// Sunday 15 June 2025, noon, in the local time zone.
signedInEachTest({ currency: 'USD', language: 'en', theme: 'light' }, new Date(2025, 5, 15, 12, 0, 0));

const main = aMoneyAccount({ _id: 'main', name: 'Main' });
const visa = aMoneyAccount({
  _id: 'visa',
  name: 'Visa card',
  kind: 'Credit card',
  balance: -250.75,
  clearedBalance: -200.1,
  unclearedBalance: -50.65,
  transactionCount: 3,
});
const onJune15: Reconciliation = {
  date: '2025-06-15',
  clearedBalance: -200.1,
  clearedCount: 2,
  unclearedCount: 1,
};

async function openReconcile() {
  const list = jest.spyOn(moneyAccountsApi, 'list').mockResolvedValue(anAccountList([main, visa]));
  const read = jest.spyOn(moneyAccountsApi, 'reconciliation').mockResolvedValue(onJune15);
  const view = renderPage(<AccountsPage />, { path: '/dashboard/accounts' });
  await view.user.click(
    within(await screen.findByRole('article', { name: 'Visa card' })).getByRole('button', {
      name: 'Reconcile',
    }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Reconcile Visa card' });
  const field = (label: string) => within(dialog).getByLabelText(label);
  /** The figure beside `label` under the fields. */
  const figure = (label: string) =>
    within(dialog).getByText(label).closest('dt')!.nextElementSibling as HTMLElement;
  return { ...view, list, read, dialog, field, figure };
}

test('the difference to explain is a dash until a balance is typed, then follows it; at zero Reconcile submits', async () => {
  const reconcile = jest
    .spyOn(moneyAccountsApi, 'reconcile')
    .mockResolvedValue({ ...visa, reconciledDate: '2025-06-15', reconciledBalance: -200.1 });
  const { user, list, read, dialog, field, figure } = await openReconcile();
  const button = () => within(dialog).getByRole('button', { name: 'Reconcile' });

  // Today, and the cleared balance on it, which is the card's.
  expect(field('Statement date')).toHaveValue('2025-06-15');
  expect(await within(figure('Cleared balance on Jun 15, 2025')).findByText('-$200.10')).toBeInTheDocument();
  expect(read).toHaveBeenCalledWith('visa', '2025-06-15');
  expect(figure('Difference to explain')).toHaveTextContent(/^–$/);
  expect(button()).toBeDisabled();

  await enter(user, field('Statement closing balance'), '-250');
  await waitFor(() => expect(figure('Difference to explain')).toHaveTextContent('-$49.90'));
  expect(button()).toBeDisabled();

  await user.clear(field('Statement closing balance'));
  await waitFor(() => expect(figure('Difference to explain')).toHaveTextContent(/^–$/));
  await enter(user, field('Statement closing balance'), '-200.1');
  await waitFor(() => expect(figure('Difference to explain')).toHaveTextContent('$0.00'));
  expect(button()).toBeEnabled();
  await user.click(button());

  expect(await screen.findByText('Account reconciled')).toBeInTheDocument();
  expect(reconcile).toHaveBeenCalledWith('visa', { statementDate: '2025-06-15', statementBalance: -200.1 });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  // The accounts and the transactions they lock are asked for again.
  await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
});

test("the server's refusal shows on the statement balance, and the dialog stays open", async () => {
  jest.spyOn(moneyAccountsApi, 'reconcile').mockRejectedValue(
    apiError(422, {
      message: 'Validation failed. Please check your input.',
      errors: [
        {
          field: 'statementBalance',
          message: 'The cleared transactions do not add up to the statement balance yet.',
        },
      ],
    }),
  );
  const { user, dialog, field } = await openReconcile();
  await within(dialog).findByText('-$200.10');
  await enter(user, field('Statement closing balance'), '-200.10');
  await user.click(await within(dialog).findByRole('button', { name: 'Reconcile' }));

  await waitFor(() =>
    expect(field('Statement closing balance')).toHaveAccessibleDescription(
      'The cleared transactions do not add up to the statement balance yet.',
    ),
  );
  expect(screen.getByRole('dialog', { name: 'Reconcile Visa card' })).toBeInTheDocument();
  expect(screen.queryByText('Account reconciled')).not.toBeInTheDocument();
});

test('a reconciled account says to which date and balance; a closed one offers no Reconcile', async () => {
  jest.spyOn(moneyAccountsApi, 'list').mockResolvedValue(
    anAccountList([
      main,
      { ...visa, reconciledDate: '2025-05-31', reconciledBalance: -180.5 },
      aMoneyAccount({
        _id: 'old',
        name: 'Old savings',
        closed: true,
        closedAt: '2025-05-01T10:00:00.000Z',
      }),
    ]),
  );
  renderPage(<AccountsPage />, { path: '/dashboard/accounts' });

  const card = await screen.findByRole('article', { name: 'Visa card' });
  expect(within(card).getByText('Reconciled to May 31, 2025: -$180.50')).toBeInTheDocument();
  expect(within(screen.getByRole('article', { name: 'Main' })).queryByText(/^Reconciled to/)).toBeNull();
  expect(
    within(screen.getByRole('article', { name: 'Old savings' })).queryByRole('button', { name: 'Reconcile' }),
  ).not.toBeInTheDocument();
});
