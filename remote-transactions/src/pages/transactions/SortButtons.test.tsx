import { screen, waitFor, within } from '@testing-library/react';
import { mockListCalls } from '../../testing/mockApi';
import { signedInEachTest } from '@moneta/shared/testing';
import { aList, aTransaction, renderPage } from '../../testing/renderPage';
import TransactionsPage from './TransactionsPage';

const desktopMatchMedia = window.matchMedia;

signedInEachTest({ currency: 'USD', language: 'en', theme: 'light' });

beforeEach(() => {
  // A phone-sized screen: the compact layout's query matches.
  window.matchMedia = (query: string) => ({
    ...desktopMatchMedia(query),
    matches: query.includes('max-width'),
  });
});

afterEach(() => {
  window.matchMedia = desktopMatchMedia;
});

const lastQuery = (list: jest.SpyInstance) => list.mock.calls.at(-1)?.[0];

test('on a phone each row shows title, date, category and amount, and sorting uses buttons', async () => {
  const { list } = mockListCalls(
    aList([aTransaction({ description: 'Lunch', amount: -9.5, category: 'Food', date: '2025-03-02' })]),
  );
  const { user } = renderPage(<TransactionsPage />);
  const row = (await screen.findByText('Lunch')).closest('tr') as HTMLElement;
  expect(within(row).getByText('Mar 2, 2025 · Food')).toBeInTheDocument();
  expect(within(row).getByText('-$9.50')).toBeInTheDocument();
  expect(within(row).getByRole('button', { name: 'Edit Lunch' })).toBeInTheDocument();
  expect(screen.queryByRole('columnheader', { name: 'Category' })).not.toBeInTheDocument();

  const sort = screen.getByRole('group', { name: 'Sort by' });
  expect(within(sort).getByRole('button', { name: 'Date, descending' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await user.click(within(sort).getByRole('button', { name: 'Amount' }));
  await waitFor(() => expect(lastQuery(list)).toMatchObject({ sortBy: 'amount', sortOrder: 'asc' }));
  await user.click(within(sort).getByRole('button', { name: 'Amount, ascending' }));
  await waitFor(() => expect(lastQuery(list)).toMatchObject({ sortBy: 'amount', sortOrder: 'desc' }));
  expect(within(sort).getByRole('button', { name: 'Amount, descending' })).toBeInTheDocument();
});
