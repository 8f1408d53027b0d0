import { screen, waitFor, within } from '@testing-library/react';
import {
  aCategory,
  aCategoryList,
  aMoneyAccount,
  anAccountList,
  apiError,
  signedInEachTest,
  signIn,
} from '@moneta/shared/testing';
import { categoriesApi } from '@moneta/shared/categories';
import { moneyAccountsApi, transactionsApi } from '@moneta/shared/transactions';
import { mockListCalls } from '../../testing/mockApi';
import { aList, aTransaction, renderPage } from '../../testing/renderPage';
import TransactionsPage from './TransactionsPage';

signedInEachTest();

const card = aMoneyAccount({ _id: '00000000-0000-4000-8000-0000000000c4', name: 'Visa card' });
const locked = aTransaction({ description: 'Rent', cleared: true, reconciled: true });
const cleared = aTransaction({ description: 'Coffee', cleared: true, accountId: card._id });
const pending = aTransaction({ description: 'Taxi' });
const rowOf = (title: string) => screen.getByText(title).closest('tr')!;

test('a reconciled row shows its lock as its one control, Unlock, instead of Edit and Delete', async () => {
  const { list } = mockListCalls(aList([locked, pending]));
  const unlock = jest.spyOn(transactionsApi, 'unlock').mockResolvedValue({ ...locked, reconciled: false });
  const { user } = renderPage(<TransactionsPage />);

  await screen.findByText('Rent');
  const rent = rowOf('Rent');
  const lock = within(rent).getByRole('button', { name: 'Unlock Rent' });
  expect(within(lock).getByRole('img', { hidden: true })).toHaveClass('anticon-lock');
  expect(within(rent).getAllByRole('button')).toEqual([lock]);
  expect(within(rowOf('Taxi')).queryByRole('button', { name: 'Unlock Taxi' })).not.toBeInTheDocument();
  expect(within(rowOf('Taxi')).getByRole('button', { name: 'Edit Taxi' })).toBeInTheDocument();

  await user.hover(lock);
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Unlock');
  await user.click(lock);
  expect(await screen.findByText('Transaction unlocked')).toBeInTheDocument();
  expect(unlock).toHaveBeenCalledWith(locked._id);
  await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
});

test("a failed unlock says why, in the screen's banner", async () => {
  mockListCalls(aList([locked]));
  jest.spyOn(transactionsApi, 'unlock').mockRejectedValue(apiError(500));
  const { user } = renderPage(<TransactionsPage />);
  await user.click(await screen.findByRole('button', { name: 'Unlock Rent' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save transaction');
});

test('with several accounts, a cleared row not yet reconciled says "Cleared" beside its account', async () => {
  jest.spyOn(moneyAccountsApi, 'list').mockResolvedValue(anAccountList([aMoneyAccount(), card]));
  mockListCalls(aList([locked, cleared, pending]));
  renderPage(<TransactionsPage />);

  await screen.findByRole('columnheader', { name: 'Account' });
  expect(within(rowOf('Coffee')).getByText('Cleared')).toBeInTheDocument();
  expect(within(rowOf('Coffee')).getByText('Visa card')).toBeInTheDocument();
  expect(within(rowOf('Taxi')).queryByText('Cleared')).not.toBeInTheDocument();
  expect(within(rowOf('Rent')).queryByText('Cleared')).not.toBeInTheDocument();
});

test('with one account, a cleared row looks as any other', async () => {
  mockListCalls(aList([cleared, pending]));
  renderPage(<TransactionsPage />);
  await screen.findByText('Coffee');
  expect(screen.queryByText('Cleared')).not.toBeInTheDocument();
  expect(screen.queryByRole('columnheader', { name: 'Account' })).not.toBeInTheDocument();
});

test("each row's category shows its icon in its colour: a default's name translated, the person's own as written", async () => {
  signIn({ currency: 'EUR', language: 'de', theme: 'light' });
  jest
    .spyOn(categoriesApi, 'list')
    .mockResolvedValue(aCategoryList([aCategory({ name: 'Haustiere', icon: 'heart', color: '#db2777' })]));
  mockListCalls(
    aList([
      aTransaction({ description: 'Vet', category: 'Haustiere' }),
      aTransaction({ description: 'Bread', category: 'Food' }),
    ]),
  );
  renderPage(<TransactionsPage />);
  await screen.findByText('Vet');
  const cellOf = (title: string) => within(rowOf(title)).getAllByRole('cell')[3]!;
  await waitFor(() =>
    expect(cellOf('Vet').querySelector('[data-icon="heart"]')).toHaveStyle({ color: '#db2777' }),
  );
  expect(cellOf('Vet')).toHaveTextContent('Haustiere');
  expect(cellOf('Bread')).toHaveTextContent('Lebensmittel');
  await waitFor(() => expect(cellOf('Bread').querySelector('[data-icon="coffee"]')).not.toBeNull());
  expect(cellOf('Bread').querySelector('[data-icon="coffee"]')).toHaveAttribute('aria-hidden', 'true');
});
