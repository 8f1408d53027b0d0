import { act, screen, waitFor, within } from '@testing-library/react';
import type { MoneyAccountList } from '@moneta/shared';
import { moneyAccountsApi } from '@moneta/shared/transactions';
import {
  aMoneyAccount,
  anAccountList,
  apiError,
  deferred,
  renderPage,
  showsLanguage,
  signedInEachTest,
  signIn,
} from '@moneta/shared/testing';
import AccountsPage from './AccountsPage';

signedInEachTest({ currency: 'USD', language: 'en', theme: 'light' });

const show = () => renderPage(<AccountsPage />, { path: '/dashboard/accounts' });
const card = (name: string) => screen.getByRole('article', { name });
/** The figure beside `label` in an account's card. */
const figure = (article: HTMLElement, label: string) =>
  within(article).getByText(label).closest('dt')!.nextElementSibling as HTMLElement;
const names = (section: HTMLElement) =>
  within(section)
    .queryAllByRole('article')
    .map((article) => article.getAttribute('aria-label'));

const main = aMoneyAccount({
  _id: 'main',
  name: 'Main',
  balance: 1200,
  clearedBalance: 1000,
  unclearedBalance: 200,
  transactionCount: 12,
});
const visa = aMoneyAccount({
  _id: 'visa',
  name: 'Visa card',
  kind: 'Credit card',
  balance: -250.75,
  clearedBalance: -200,
  unclearedBalance: -50.75,
  transactionCount: 1,
});
const oldSavings = aMoneyAccount({
  _id: 'old',
  name: 'Old savings',
  kind: 'Savings',
  balance: 300.5,
  clearedBalance: 300.5,
  closed: true,
  closedAt: '2025-05-01T10:00:00.000Z',
});

test('shows "Loading accounts..." first, then the net worth and every balance; a negative one in red', async () => {
  const answer = deferred<MoneyAccountList>();
  jest.spyOn(moneyAccountsApi, 'list').mockReturnValue(answer.promise);
  show();

  expect(screen.getByRole('heading', { name: 'Accounts' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add account' })).toBeInTheDocument();
  expect(await screen.findByText('Loading accounts...')).toBeInTheDocument();

  act(() => answer.resolve(anAccountList([main, visa, oldSavings])));
  const open = await screen.findByRole('region', { name: 'Open accounts' });
  expect(screen.queryByText('Loading accounts...')).not.toBeInTheDocument();
  expect(names(open)).toEqual(['Main', 'Visa card']);
  expect(names(screen.getByRole('region', { name: 'Closed accounts' }))).toEqual(['Old savings']);
  expect(within(screen.getByRole('group', { name: 'Net worth' })).getByText('$1,249.75')).toBeInTheDocument();

  expect(within(card('Main')).getByText('Current')).toBeInTheDocument();
  expect(figure(card('Main'), 'Balance')).toHaveTextContent('$1,200.00');
  expect(figure(card('Main'), 'Cleared balance')).toHaveTextContent('$1,000.00');
  expect(figure(card('Main'), 'Uncleared balance')).toHaveTextContent('$200.00');
  expect(within(card('Main')).getByText('12 transactions')).toBeInTheDocument();

  expect(within(card('Visa card')).getByText('Credit card')).toBeInTheDocument();
  const debt = within(figure(card('Visa card'), 'Balance')).getByText('-$250.75');
  expect(debt.closest('.ant-typography')).toHaveClass('ant-typography-danger');
  expect(figure(card('Visa card'), 'Uncleared balance')).toHaveTextContent('-$50.75');
  expect(within(card('Visa card')).getByText('1 transaction')).toBeInTheDocument();
  expect(
    within(figure(card('Main'), 'Balance'))
      .getByText('$1,200.00')
      .closest('.ant-typography'),
  ).not.toHaveClass('ant-typography-danger');

  // An open account can be closed, a closed one reopened; both can be edited.
  expect(within(card('Main')).getByRole('button', { name: 'Close account' })).toBeInTheDocument();
  expect(
    within(card('Old savings')).queryByRole('button', { name: 'Close account' }),
  ).not.toBeInTheDocument();
  expect(within(card('Old savings')).getByRole('button', { name: 'Reopen' })).toBeInTheDocument();
  expect(within(card('Old savings')).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
});

test("kinds and money follow the person's language and currency", async () => {
  signIn({ currency: 'EUR', language: 'de', theme: 'light' });
  await showsLanguage();
  jest.spyOn(moneyAccountsApi, 'list').mockResolvedValue(anAccountList([main, visa]));
  show();

  const girokonto = await screen.findByRole('article', { name: 'Main' });
  expect(within(girokonto).getByText('Girokonto')).toBeInTheDocument();
  expect(figure(girokonto, 'Saldo')).toHaveTextContent(/^1\.200,00\s€$/);
  expect(
    within(screen.getByRole('group', { name: 'Nettovermögen' })).getByText(/^949,25\s€$/),
  ).toBeInTheDocument();
  expect(within(card('Visa card')).getByText('Kreditkarte')).toBeInTheDocument();
});

test('a failed load shows what went wrong with Retry, which loads again', async () => {
  const list = jest
    .spyOn(moneyAccountsApi, 'list')
    .mockRejectedValueOnce(apiError(503))
    .mockResolvedValue(anAccountList([main]));
  const { user } = show();

  const banner = await screen.findByRole('alert');
  expect(banner).toHaveTextContent('Server error. Please try again later.');
  expect(screen.queryByRole('region', { name: 'Open accounts' })).not.toBeInTheDocument();
  await user.click(within(banner).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('article', { name: 'Main' })).toBeInTheDocument();
  expect(list).toHaveBeenCalledTimes(2);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('Close asks first, saying what closing keeps; once closed the account moves under Closed accounts', async () => {
  const list = jest
    .spyOn(moneyAccountsApi, 'list')
    .mockResolvedValueOnce(anAccountList([main, visa]))
    .mockResolvedValue(anAccountList([main, { ...visa, closed: true }]));
  const close = jest.spyOn(moneyAccountsApi, 'close').mockResolvedValue({ ...visa, closed: true });
  const { user } = show();

  await user.click(
    within(await screen.findByRole('article', { name: 'Visa card' })).getByRole('button', {
      name: 'Close account',
    }),
  );
  let dialog = await screen.findByRole('dialog', { name: 'Close this account?' });
  expect(within(dialog).getByText('Visa card')).toBeInTheDocument();
  expect(within(dialog).getByText(/keeps its transactions and history/)).toBeInTheDocument();
  expect(
    within(dialog).getByText(/no longer offered when you add or edit a transaction/),
  ).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(close).not.toHaveBeenCalled();

  await user.click(within(card('Visa card')).getByRole('button', { name: 'Close account' }));
  dialog = await screen.findByRole('dialog', { name: 'Close this account?' });
  await user.click(within(dialog).getByRole('button', { name: 'Close account' }));

  expect(await screen.findByText('Account closed')).toBeInTheDocument();
  expect(close).toHaveBeenCalledWith('visa');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  const closed = await screen.findByRole('region', { name: 'Closed accounts' });
  expect(names(closed)).toEqual(['Visa card']);
  expect(names(screen.getByRole('region', { name: 'Open accounts' }))).toEqual(['Main']);
  expect(list).toHaveBeenCalledTimes(2);
});

test("closing the last open account is refused: the dialog stays open with the server's message", async () => {
  jest.spyOn(moneyAccountsApi, 'list').mockResolvedValue(anAccountList([main]));
  jest
    .spyOn(moneyAccountsApi, 'close')
    .mockRejectedValue(apiError(409, { message: 'Keep at least one account open.' }));
  const { user } = show();

  await user.click(
    within(await screen.findByRole('article', { name: 'Main' })).getByRole('button', {
      name: 'Close account',
    }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Close this account?' });
  await user.click(within(dialog).getByRole('button', { name: 'Close account' }));

  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Keep at least one account open.');
  expect(screen.getByRole('dialog', { name: 'Close this account?' })).toBeInTheDocument();
  expect(screen.queryByText('Account closed')).not.toBeInTheDocument();
});

test('Reopen needs no confirmation: the account is back among the open ones, and a failure says why', async () => {
  const list = jest
    .spyOn(moneyAccountsApi, 'list')
    .mockResolvedValueOnce(anAccountList([main, oldSavings]))
    .mockResolvedValue(anAccountList([main, { ...oldSavings, closed: false, closedAt: null }]));
  const reopen = jest
    .spyOn(moneyAccountsApi, 'reopen')
    .mockRejectedValueOnce(apiError(500))
    .mockResolvedValue({ ...oldSavings, closed: false, closedAt: null });
  const { user } = show();

  const reopenButton = () => within(card('Old savings')).getByRole('button', { name: 'Reopen' });
  await screen.findByRole('article', { name: 'Old savings' });
  await user.click(reopenButton());
  expect(await screen.findByRole('alert')).toHaveTextContent('Server error. Please try again later.');

  await user.click(reopenButton());
  expect(await screen.findByText('Account reopened')).toBeInTheDocument();
  expect(reopen).toHaveBeenLastCalledWith('old');
  await waitFor(() =>
    expect(screen.queryByRole('region', { name: 'Closed accounts' })).not.toBeInTheDocument(),
  );
  expect(names(screen.getByRole('region', { name: 'Open accounts' }))).toEqual(['Main', 'Old savings']);
  expect(screen.queryByText('Server error. Please try again later.')).not.toBeInTheDocument();
  expect(list).toHaveBeenCalledTimes(2);
});
