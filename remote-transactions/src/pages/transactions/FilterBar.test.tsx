import { act, screen, waitFor, within } from '@testing-library/react';
import { SEARCH_DEBOUNCE_MS } from '@moneta/shared';
import { mockListCalls } from '../../testing/mockApi';
import {
  aCategory,
  aCategoryList,
  aMoneyAccount,
  anAccountList,
  choose,
  openOptions,
  signedInEachTest,
  signIn,
} from '@moneta/shared/testing';
import { moneyAccountsApi } from '@moneta/shared/transactions';
import { categoriesApi } from '@moneta/shared/categories';
import { aList, aTransaction, renderPage } from '../../testing/renderPage';
import TransactionsPage from './TransactionsPage';

signedInEachTest();

const lastQuery = (list: jest.SpyInstance) => list.mock.calls.at(-1)?.[0];
const address = () => screen.getByTestId('location-search').textContent;

test('search is debounced by 200 ms: typing a word makes one request, on page 1', async () => {
  jest.useFakeTimers();
  const { list } = mockListCalls(aList([aTransaction()], { totalItems: 40 }));
  const { user } = renderPage(<TransactionsPage />, '?page=3', { advanceTimers: jest.advanceTimersByTime });
  await screen.findByText('All Transactions (40)');
  expect(list).toHaveBeenCalledTimes(1);

  await user.type(screen.getByLabelText('Search'), 'coffee');
  act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
  expect(list).toHaveBeenCalledTimes(1);
  act(() => jest.advanceTimersByTime(50));
  await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
  expect(lastQuery(list)).toMatchObject({ searchTerm: 'coffee', page: '1' });
  expect(address()).toBe('?searchTerm=coffee');
});

test('a filtered list is titled as filtered, with its own count; the plain list is "All Transactions"', async () => {
  const { list } = mockListCalls(aList([aTransaction()], { totalItems: 40 }));
  list.mockImplementation(async (query) =>
    aList([aTransaction()], { totalItems: query?.searchTerm ? 3 : 40 }),
  );
  const { user } = renderPage(<TransactionsPage />);
  expect(await screen.findByText('All Transactions (40)')).toBeInTheDocument();

  await user.type(screen.getByLabelText('Search'), 'coffee');
  expect(await screen.findByText('Filtered Transactions (3)')).toBeInTheDocument();
  expect(screen.queryByText(/^All Transactions/)).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
  expect(await screen.findByText('All Transactions (40)')).toBeInTheDocument();
});

test('the type narrows the category choices and clears a category of the other type', async () => {
  const { list } = mockListCalls(aList([aTransaction()], { totalItems: 40 }));
  const { user } = renderPage(<TransactionsPage />, '?category=Food&page=2');
  await screen.findByText('Filtered Transactions (40)');
  expect(lastQuery(list)).toMatchObject({ category: 'Food', page: '2', type: 'all' });

  await user.click(screen.getByLabelText('Category'));
  expect(openOptions()).toHaveLength(16);
  await user.keyboard('{Escape}');

  await choose(user, screen.getByLabelText('Type'), 'Expense');
  await waitFor(() =>
    expect(lastQuery(list)).toMatchObject({ type: 'Expense', category: 'Food', page: '1' }),
  );

  await choose(user, screen.getByLabelText('Type'), 'Income');
  await waitFor(() => expect(lastQuery(list)).toMatchObject({ type: 'Income', category: '', page: '1' }));
  expect(address()).toBe('?type=Income');

  await user.click(screen.getByLabelText('Category'));
  await waitFor(() =>
    expect(openOptions()).toEqual(['Salary', 'Freelance', 'Bonus', 'Investment', 'Other Income']),
  );
  await user.click(screen.getAllByTitle('Bonus').at(-1)!);
  await waitFor(() => expect(lastQuery(list)).toMatchObject({ type: 'Income', category: 'Bonus' }));
});

test("the category filter offers the person's own categories; a hidden one only while the address names it", async () => {
  jest
    .spyOn(categoriesApi, 'list')
    .mockResolvedValue(
      aCategoryList([
        aCategory({ name: 'Pets', icon: 'heart' }),
        aCategory({ name: 'Bets', hidden: true }),
        aCategory({ type: 'Income', name: 'Tips' }),
      ]),
    );
  const { list } = mockListCalls(aList([aTransaction()], { totalItems: 40 }));
  const { user } = renderPage(<TransactionsPage />, '?category=Bets');
  await screen.findByText('Filtered Transactions (40)');
  expect(lastQuery(list)).toMatchObject({ category: 'Bets' });
  expect(await screen.findByTitle('Bets')).toBeInTheDocument();

  await user.click(screen.getByLabelText('Category'));
  await waitFor(() => expect(openOptions()).toHaveLength(19));
  expect(openOptions()).toEqual(expect.arrayContaining(['Tips', 'Pets', 'Bets']));
  await user.click(screen.getAllByTitle('Pets').at(-1)!);
  await waitFor(() => expect(lastQuery(list)).toMatchObject({ category: 'Pets', page: '1' }));
  expect(address()).toBe('?category=Pets');

  await user.click(screen.getByLabelText('Category'));
  await waitFor(() => expect(openOptions()).toHaveLength(18));
  expect(openOptions()).not.toContain('Bets');
  await user.keyboard('{Escape}');

  // Income has none of the expense categories: choosing it drops Pets, and offers Tips.
  await choose(user, screen.getByLabelText('Type'), 'Income');
  await waitFor(() => expect(lastQuery(list)).toMatchObject({ type: 'Income', category: '' }));
  await user.click(screen.getByLabelText('Category'));
  await waitFor(() =>
    expect(openOptions()).toEqual(['Salary', 'Freelance', 'Bonus', 'Investment', 'Other Income', 'Tips']),
  );
});

test('the date filters go to the list, and Clear Filters resets every filter', async () => {
  const { list } = mockListCalls(aList([aTransaction()], { totalItems: 40 }));
  const { user } = renderPage(
    <TransactionsPage />,
    '?searchTerm=rent&type=Expense&category=Rent&startDate=2025-01-01&page=4&sortBy=amount&sortOrder=asc',
  );
  await screen.findByText('Filtered Transactions (40)');
  expect(lastQuery(list)).toMatchObject({ searchTerm: 'rent', startDate: '2025-01-01', page: '4' });
  expect(screen.getByLabelText('Search')).toHaveValue('rent');
  expect(screen.getByLabelText('Start Date')).toHaveValue('2025-01-01');

  await user.click(screen.getByLabelText('End Date'));
  // The calendar loads on a first reach and opens, its field keeping the focus.
  await screen.findByText('Today');
  expect(screen.getByLabelText('End Date')).toHaveFocus();
  await user.paste('2025-01-31');
  await user.keyboard('{Enter}');
  await waitFor(() =>
    expect(lastQuery(list)).toMatchObject({ startDate: '2025-01-01', endDate: '2025-01-31', page: '1' }),
  );

  await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
  await waitFor(() =>
    expect(lastQuery(list)).toMatchObject({
      searchTerm: '',
      type: 'all',
      category: '',
      startDate: '',
      endDate: '',
      page: '1',
      // Clearing the filters keeps the chosen order.
      sortBy: 'amount',
      sortOrder: 'asc',
    }),
  );
  expect(screen.getByLabelText('Search')).toHaveValue('');
  expect(screen.getByLabelText('Start Date')).toHaveValue('');
  expect(address()).toBe('?sortBy=amount&sortOrder=asc');
  expect(screen.getByRole('button', { name: 'Clear Filters' })).toBeDisabled();
  // A sorted list is still every transaction.
  expect(screen.getByText('All Transactions (40)')).toBeInTheDocument();
});

describe('accounts', () => {
  const card = aMoneyAccount({ _id: '00000000-0000-4000-8000-0000000000c4', name: 'Visa card' });

  test('with one account, the list has no Account filter or column', async () => {
    mockListCalls(aList([aTransaction({ description: 'Lunch' })]));
    renderPage(<TransactionsPage />);
    expect(await screen.findByText('Lunch')).toBeInTheDocument();
    expect(screen.queryByLabelText('Account')).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Account' })).not.toBeInTheDocument();
  });

  test('with several, each row names its account and the filter narrows the list to one', async () => {
    jest.spyOn(moneyAccountsApi, 'list').mockResolvedValue(anAccountList([aMoneyAccount(), card]));
    const { list } = mockListCalls(
      aList([
        aTransaction({ description: 'Lunch' }),
        aTransaction({ description: 'Fuel', accountId: card._id }),
      ]),
    );
    const { user } = renderPage(<TransactionsPage />);
    expect(await screen.findByRole('columnheader', { name: 'Account' })).toBeInTheDocument();
    const [lunch, fuel] = screen.getAllByRole('row').slice(1);
    expect(within(lunch!).getByText('Main')).toBeInTheDocument();
    expect(within(fuel!).getByText('Visa card')).toBeInTheDocument();

    await choose(user, screen.getByLabelText('Account'), 'Visa card');
    await waitFor(() => expect(lastQuery(list)).toMatchObject({ accountId: card._id, page: '1' }));
    expect(address()).toBe(`?accountId=${card._id}`);
    expect(await screen.findByText('Filtered Transactions (2)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(lastQuery(list)).toMatchObject({ accountId: '' }));
  });
});

describe('tags', () => {
  test('without tags, the list has no Tag filter', async () => {
    mockListCalls(aList([aTransaction({ description: 'Lunch' })]));
    renderPage(<TransactionsPage />);
    expect(await screen.findByText('Lunch')).toBeInTheDocument();
    expect(screen.queryByLabelText('Tag')).not.toBeInTheDocument();
  });

  test("each row shows its tags and its parts'; the Tag filter narrows the list to one tag", async () => {
    const { list, tags } = mockListCalls(
      aList([
        aTransaction({ description: 'Hotel', tags: ['Lisbon trip', 'Work'] }),
        aTransaction({
          description: 'Supermarket',
          category: 'Split',
          splits: [
            { category: 'Food', amount: -10, notes: '', tags: ['Groceries'] },
            { category: 'Shopping', amount: -2.5, notes: '', tags: [] },
          ],
        }),
      ]),
    );
    tags.mockResolvedValue({
      tags: [
        { name: 'Groceries', transactionCount: 1 },
        { name: 'Lisbon trip', transactionCount: 1 },
        { name: 'Work', transactionCount: 1 },
      ],
    });
    const { user } = renderPage(<TransactionsPage />);
    const [hotel, supermarket] = (await screen.findAllByRole('row')).slice(1);
    expect(within(within(hotel!).getByRole('list', { name: 'Tags' })).getAllByRole('listitem')).toHaveLength(
      2,
    );
    expect(within(hotel!).getByText('Lisbon trip')).toBeInTheDocument();
    expect(within(supermarket!).getByText('Groceries')).toBeInTheDocument();

    await choose(user, await screen.findByLabelText('Tag'), 'Lisbon trip');
    await waitFor(() => expect(lastQuery(list)).toMatchObject({ tag: 'Lisbon trip', page: '1' }));
    expect(address()).toBe('?tag=Lisbon+trip');
    expect(await screen.findByText('Filtered Transactions (2)')).toBeInTheDocument();
  });

  test('a tag from the address is asked for and shown while the tags load', async () => {
    const { list, tags } = mockListCalls();
    tags.mockReturnValue(new Promise(() => undefined));
    renderPage(<TransactionsPage />, '?tag=Work');
    await waitFor(() => expect(lastQuery(list)).toMatchObject({ tag: 'Work' }));
    expect(await screen.findByLabelText('Tag')).toBeInTheDocument();
    expect(screen.getByTitle('Work')).toBeInTheDocument();
  });
});

describe('search operators', () => {
  test('a search with operators is sent in English; the box keeps what was typed', async () => {
    const { list } = mockListCalls();
    const { user } = renderPage(<TransactionsPage />);
    await screen.findByText('All Transactions (0)');
    await user.type(screen.getByLabelText('Search'), 'coffee amount:>100 type:expense');
    await waitFor(() =>
      expect(lastQuery(list)).toMatchObject({ searchTerm: 'coffee amount:>=100.01 type:expense', page: '1' }),
    );
    expect(screen.getByLabelText('Search')).toHaveValue('coffee amount:>100 type:expense');
  });

  test("category: takes a default's name in the screen's language, and one of the person's own as typed", async () => {
    const { list } = mockListCalls();
    signIn({ currency: 'EUR', language: 'de', theme: 'light' });
    const { user } = renderPage(<TransactionsPage />);
    await screen.findByText('Alle Transaktionen (0)');
    const box = screen.getByLabelText('Suche');
    await user.type(box, 'kategorie:Lebensmittel');
    await waitFor(() => expect(lastQuery(list)).toMatchObject({ searchTerm: 'category:Food' }));
    await user.clear(box);
    await user.type(box, 'kategorie:Haustiere');
    await waitFor(() => expect(lastQuery(list)).toMatchObject({ searchTerm: 'category:Haustiere' }));
  });

  test('a mistyped operator says why under the box, and nothing is sent until it is mended', async () => {
    const { list } = mockListCalls();
    const { user } = renderPage(<TransactionsPage />);
    await screen.findByText('All Transactions (0)');
    const box = screen.getByLabelText('Search');
    // Pasted, so that no half-typed text (a plain word) waits out the debounce and is sent on a slow machine.
    await user.click(box);
    await user.paste('amonut:>100');
    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent(/^Unknown search operator\. Use amount:/);
    expect(box).toHaveAccessibleDescription(problem.textContent ?? '');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(list).toHaveBeenCalledTimes(1);

    await user.clear(box);
    await user.type(box, 'amount:>100');
    await waitFor(() => expect(lastQuery(list)).toMatchObject({ searchTerm: 'amount:>=100.01' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test("the screen's language names the operators, and its help lists them", async () => {
    const { list } = mockListCalls();
    signIn({ currency: 'EUR', language: 'de', theme: 'light' });
    const { user } = renderPage(<TransactionsPage />);
    await screen.findByText('Alle Transaktionen (0)');
    await user.type(screen.getByLabelText('Suche'), 'betrag:50..80 typ:einnahme');
    await waitFor(() => expect(lastQuery(list)).toMatchObject({ searchTerm: 'amount:50..80 type:income' }));
    await user.click(screen.getByRole('button', { name: 'Suchoperatoren' }));
    const help = await screen.findByRole('tooltip');
    expect(within(help).getByText('Suchoperatoren')).toBeInTheDocument();
    expect(await within(help).findByText('betrag:>100')).toBeInTheDocument();
    expect(within(help).getByText('typ:ausgabe')).toBeInTheDocument();
  });
});

test('the search help lists the operators, each with an example, once opened', async () => {
  mockListCalls();
  const { user } = renderPage(<TransactionsPage />);
  await user.click(await screen.findByRole('button', { name: 'Search operators' }));
  const help = await screen.findByRole('tooltip');
  expect(await within(help).findByText('amount:>100')).toBeInTheDocument();
  expect(within(help).getByText('One tag, on the transaction or on a part')).toBeInTheDocument();
  expect(
    within(help).getByText('The English words work in every language. Put text with a colon in quotes.'),
  ).toBeInTheDocument();
});
