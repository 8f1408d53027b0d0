import {
  DEFAULT_QUERY,
  categoriesFor,
  readQuery,
  withFilters,
  withSort,
  writeQuery,
  type ListQuery,
} from './listQuery';
import { GAP, pageNumbers } from './pageNumbers';

test('reads the defaults from an empty query string and writes them back as nothing', () => {
  expect(readQuery(new URLSearchParams())).toEqual(DEFAULT_QUERY);
  expect(writeQuery(DEFAULT_QUERY).toString()).toBe('');
});

test('round-trips every filter through the query string', () => {
  const query: ListQuery = {
    searchTerm: 'rent & co',
    type: 'Expense',
    category: 'Rent',
    accountId: '00000000-0000-4000-8000-0000000000c4',
    tag: 'Lisbon trip',
    startDate: '2025-01-01',
    endDate: '2025-12-31',
    sortBy: 'amount',
    sortOrder: 'asc',
    page: 3,
  };
  expect(readQuery(writeQuery(query))).toEqual(query);
});

test('falls back to the defaults for anything malformed', () => {
  const params = new URLSearchParams(
    'type=Loan&category=Bitcoin&accountId=main&tag=a,b&startDate=2025-02-30&endDate=soon&sortBy=userId&sortOrder=up&page=-2',
  );
  expect(readQuery(params)).toEqual(DEFAULT_QUERY);
  expect(readQuery(new URLSearchParams('page=1e3')).page).toBe(1);
  // A category of the other type is dropped rather than giving a list that can only be empty.
  expect(readQuery(new URLSearchParams('type=Income&category=Food')).category).toBe('');
});

test('a new sort starts ascending; the active sort toggles', () => {
  const byDate = { ...DEFAULT_QUERY, page: 4 };
  expect(withSort(byDate, 'amount')).toMatchObject({ sortBy: 'amount', sortOrder: 'asc', page: 1 });
  expect(withSort(byDate, 'date')).toMatchObject({ sortBy: 'date', sortOrder: 'asc' });
  const ascending = withSort(byDate, 'description');
  expect(withSort(ascending, 'description')).toMatchObject({ sortBy: 'description', sortOrder: 'desc' });
  expect(withSort(withSort(ascending, 'description'), 'description').sortOrder).toBe('asc');
});

test('any filter change returns to page 1, and a type change drops a category that does not fit', () => {
  const query: ListQuery = { ...DEFAULT_QUERY, category: 'Food', page: 5 };
  expect(withFilters(query, { searchTerm: 'x' })).toMatchObject({ page: 1, category: 'Food' });
  expect(withFilters(query, { type: 'Expense' })).toMatchObject({ page: 1, category: 'Food' });
  expect(withFilters(query, { type: 'Income' })).toMatchObject({ page: 1, category: '' });
});

test('the category choices follow the type', () => {
  expect(categoriesFor('Income')).toEqual(['Salary', 'Freelance', 'Bonus', 'Investment', 'Other Income']);
  expect(categoriesFor('Expense')).toHaveLength(11);
  expect(categoriesFor('all')).toHaveLength(16);
});

test('page numbers keep the first, the last and the neighbours of the current page', () => {
  expect(pageNumbers(1, 1)).toEqual([1]);
  expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
  expect(pageNumbers(1, 10)).toEqual([1, 2, GAP, 10]);
  expect(pageNumbers(4, 10)).toEqual([1, 2, 3, 4, 5, GAP, 10]);
  expect(pageNumbers(500, 10000)).toEqual([1, GAP, 499, 500, 501, GAP, 10000]);
  expect(pageNumbers(10, 10)).toEqual([1, GAP, 9, 10]);
  // The phone layout keeps the first, the current and the last.
  expect(pageNumbers(500, 10000, 0)).toEqual([1, GAP, 500, GAP, 10000]);
  expect(pageNumbers(2, 3, 0)).toEqual([1, 2, 3]);
});
