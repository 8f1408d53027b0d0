import { DEFAULT_QUERY, readQuery, withFilters, withSort, writeQuery, type ListQuery } from './listQuery';
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
    'type=Loan&category=Say+"hi"&accountId=main&tag=a,b&startDate=2025-02-30&endDate=soon&sortBy=userId&sortOrder=up&page=-2',
  );
  expect(readQuery(params)).toEqual(DEFAULT_QUERY);
  expect(readQuery(new URLSearchParams('page=1e3')).page).toBe(1);
});

test('the address names any category, the person’s own too; a name no category can have is dropped', () => {
  const category = (value: string) => readQuery(new URLSearchParams({ category: value })).category;
  expect(category('Food')).toBe('Food');
  expect(category('Kids’ school')).toBe('Kids’ school');
  expect(category('  Pets  ')).toBe('Pets');
  expect(readQuery(writeQuery({ ...DEFAULT_QUERY, category: 'Café & bar' })).category).toBe('Café & bar');
  // Which names are the person's only the server knows: one of another type is kept, and finds nothing.
  expect(readQuery(new URLSearchParams('type=Income&category=Food')).category).toBe('Food');
  expect(category('Transfer')).toBe('');
  expect(category('split')).toBe('');
  expect(category('x'.repeat(41))).toBe('');
});

test('a new sort starts ascending; the active sort toggles', () => {
  const byDate = { ...DEFAULT_QUERY, page: 4 };
  expect(withSort(byDate, 'amount')).toMatchObject({ sortBy: 'amount', sortOrder: 'asc', page: 1 });
  expect(withSort(byDate, 'date')).toMatchObject({ sortBy: 'date', sortOrder: 'asc' });
  const ascending = withSort(byDate, 'description');
  expect(withSort(ascending, 'description')).toMatchObject({ sortBy: 'description', sortOrder: 'desc' });
  expect(withSort(withSort(ascending, 'description'), 'description').sortOrder).toBe('asc');
});

test('any filter change returns to page 1', () => {
  const query: ListQuery = { ...DEFAULT_QUERY, category: 'Food', page: 5 };
  expect(withFilters(query, { searchTerm: 'x' })).toMatchObject({
    page: 1,
    category: 'Food',
    searchTerm: 'x',
  });
  expect(withFilters(query, { type: 'Income', category: '' })).toMatchObject({
    page: 1,
    type: 'Income',
    category: '',
  });
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
