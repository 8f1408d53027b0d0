import { MESSAGES } from './messages';
import { parseSearch, searchInEnglish, type SearchWords } from './searchOperators';

const GERMAN: SearchWords = {
  operators: { betrag: 'amount', datum: 'date', kategorie: 'category', typ: 'type', konto: 'account' },
  types: { einnahme: 'Income', ausgabe: 'Expense' },
  categories: { lebensmittel: 'Food' },
};

const parsed = (input: string, languages: SearchWords[] = []) => {
  const result = parseSearch(input, languages);
  if (!result.ok) throw new Error(result.message);
  return result.query;
};

test('a search without operators is its text as typed, spaces and line breaks kept', () => {
  expect(parsed('  cash at the desk ')).toEqual({ text: '  cash at the desk ' });
  expect(parsed('two\nlines')).toEqual({ text: 'two\nlines' });
});

test('amounts: exact, compared and ranges, in cents with both bounds included', () => {
  expect(parsed('amount:42.5')).toMatchObject({ minCents: 4250, maxCents: 4250 });
  expect(parsed('amount:42,50')).toMatchObject({ minCents: 4250, maxCents: 4250 });
  expect(parsed('amount:>100')).toMatchObject({ minCents: 10001 });
  expect(parsed('amount:>=100')).toMatchObject({ minCents: 10000 });
  expect(parsed('amount:<50')).toMatchObject({ maxCents: 4999 });
  expect(parsed('amount:<=50')).toMatchObject({ maxCents: 5000 });
  expect(parsed('amount:50..80')).toMatchObject({ minCents: 5000, maxCents: 8000 });
  expect(parsed('amount:..80')).toEqual({ text: '', maxCents: 8000 });
});

test('dates: a year, a month, a day, a range, and after / before', () => {
  expect(parsed('date:2024')).toMatchObject({ from: '2024-01-01', until: '2024-12-31' });
  expect(parsed('date:2024-02')).toMatchObject({ from: '2024-02-01', until: '2024-02-29' });
  expect(parsed('date:2024-02-10')).toMatchObject({ from: '2024-02-10', until: '2024-02-10' });
  expect(parsed('date:2024-01..2024-03')).toMatchObject({ from: '2024-01-01', until: '2024-03-31' });
  expect(parsed('after:2024-03 before:2024-05')).toMatchObject({ from: '2024-03-01', until: '2024-04-30' });
});

test('the text is what the operators leave, quoted phrases without their quotes', () => {
  expect(parsed('coffee amount:>5 "flat white" tag:"Lisbon trip"')).toEqual({
    text: 'coffee flat white',
    minCents: 501,
    tag: 'Lisbon trip',
  });
});

test("a colon that names no operator is text; a mistyped operator's name is refused", () => {
  expect(parsed('Ref:123')).toEqual({ text: 'Ref:123' });
  expect(parsed('https://example.com')).toEqual({ text: 'https://example.com' });
  expect(parseSearch('amonut:>5')).toEqual({ ok: false, message: MESSAGES.searchOperatorUnknown });
  expect(parseSearch('typ:income')).toEqual({ ok: false, message: MESSAGES.searchOperatorUnknown });
  expect(parsed('Re:lunch')).toEqual({ text: 'Re:lunch' });
});

test("a language's words read as English's, and English is always read", () => {
  expect(parsed('betrag:>10 kategorie:lebensmittel typ:ausgabe konto:"Main"', [GERMAN])).toEqual({
    text: '',
    minCents: 1001,
    category: 'Food',
    type: 'Expense',
    account: 'Main',
  });
  expect(parsed('category:food type:INCOME', [GERMAN])).toMatchObject({ category: 'Food', type: 'Income' });
});

test("a category that is no default's name is the person's own, which the API looks up", () => {
  expect(parsed('category:"Eating out"', [GERMAN])).toMatchObject({ category: 'Eating out' });
});

test.each([
  ['amount:lots', MESSAGES.searchAmountInvalid],
  ['amount:80..50', MESSAGES.searchAmountInvalid],
  ['amount:<0', MESSAGES.searchAmountInvalid],
  ['amount:1.234', MESSAGES.searchAmountInvalid],
  ['date:2024-02-30', MESSAGES.searchDateInvalid],
  ['date:2024 before:2025', MESSAGES.searchDateInvalid],
  ['after:2024-05-02 before:2024-05-01', MESSAGES.searchDateInvalid],
  [`category:${'x'.repeat(41)}`, MESSAGES.searchCategoryInvalid],
  ['type:transfer', MESSAGES.searchTypeInvalid],
  ['tag:"a,b"', MESSAGES.searchTagInvalid],
  ['tag:1 tag:2', MESSAGES.searchOperatorTwice],
  [`account:${'x'.repeat(51)}`, MESSAGES.searchAccountUnknown],
])('%s is refused with its message', (input, message) => {
  expect(parseSearch(input)).toEqual({ ok: false, message });
});

test('the English form reads back as the same search', () => {
  for (const input of [
    'coffee amount:>100 date:2024-03 category:food tag:"Lisbon trip" type:expense account:"Rainy Day"',
    'amount:42.5',
    'amount:..80 after:2024-01-15',
    'betrag:10..20 typ:einnahme',
  ]) {
    const query = parsed(input, [GERMAN]);
    expect(parsed(searchInEnglish(query))).toEqual(query);
  }
});
