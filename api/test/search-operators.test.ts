// The search's operators on the list and the export: amounts without their sign, periods, category, tag, type
// and account by name, each taking the place of the list filter of its kind; a search the API cannot read is a
// 422 that says why, never an empty list.
import {
  MESSAGES,
  type MoneyAccount,
  type Transaction,
  type TransactionInput,
  type TransactionList,
} from '@moneta/shared/contract';
import { dataOf, newPerson, useTestApp } from './helpers';
import { expense, income } from './transaction-fixtures';

const file = useTestApp();

async function person() {
  const { transactions, accounts } = await newPerson(file.app);
  const create = async (input: TransactionInput) =>
    dataOf<Transaction>(await transactions('POST', '/', input), 201);
  const titles = async (query: string) =>
    dataOf<TransactionList>(await transactions('GET', `/?limit=100&${query}`))
      .transactions.map((row) => row.description)
      .sort();
  return { transactions, accounts, create, titles };
}

const search = (term: string) => `searchTerm=${encodeURIComponent(term)}`;

async function aMonthOfSpending() {
  const someone = await person();
  const savings = dataOf<MoneyAccount>(
    await someone.accounts('POST', '/', {
      name: 'Rainy Day',
      kind: 'Savings',
      openingBalance: 0,
      openingDate: '2024-01-01',
    }),
    201,
  );
  await someone.create(expense({ description: 'Coffee beans', amount: 42.5, date: '2024-03-05' }));
  await someone.create(expense({ description: 'Coffee machine', amount: 180, date: '2024-03-20' }));
  await someone.create(
    expense({ description: 'Train to Lisbon', amount: 80, category: 'Travel', date: '2024-04-02' }),
  );
  await someone.create(
    expense({
      description: 'Hotel',
      amount: 300,
      category: 'Travel',
      date: '2024-04-03',
      tags: ['Lisbon trip'],
    }),
  );
  await someone.create(income({ description: 'Refund', amount: 100, date: '2024-03-10' }));
  await someone.create(
    income({ description: 'Interest', amount: 50, date: '2024-03-31', accountId: savings._id }),
  );
  return someone;
}

describe('search operators', () => {
  it.each([
    ['amount:>100', ['Coffee machine', 'Hotel']],
    ['amount:>=100', ['Coffee machine', 'Hotel', 'Refund']],
    ['amount:<80', ['Coffee beans', 'Interest']],
    ['amount:50..80', ['Interest', 'Train to Lisbon']],
    ['amount:42,50', ['Coffee beans']],
    ['coffee amount:>100', ['Coffee machine']],
    ['date:2024-03', ['Coffee beans', 'Coffee machine', 'Interest', 'Refund']],
    ['date:2024-03-20..2024-04-02', ['Coffee machine', 'Interest', 'Train to Lisbon']],
    ['after:2024-03-31 before:2024-04-03', ['Interest', 'Train to Lisbon']],
    ['category:travel', ['Hotel', 'Train to Lisbon']],
    ['type:income', ['Interest', 'Refund']],
    ['tag:"lisbon trip"', ['Hotel']],
    ['lisbon', ['Train to Lisbon']],
    ['account:"rainy day"', ['Interest']],
    ['"coffee" amount:..50', ['Coffee beans']],
  ])('%s finds exactly its rows', async (term, expected) => {
    const someone = await aMonthOfSpending();
    expect(await someone.titles(search(term))).toEqual(expected);
  });

  it('counts the rows it finds, page after page', async () => {
    const someone = await aMonthOfSpending();
    const first = dataOf<TransactionList>(
      await someone.transactions('GET', `/?limit=1&${search('amount:>=50 type:expense')}`),
    );
    expect(first.pagination.totalItems).toBe(3);
    const last = dataOf<TransactionList>(
      await someone.transactions('GET', `/?limit=1&page=3&${search('amount:>=50 type:expense')}`),
    );
    expect(last.transactions.map((row) => row.description)).toEqual(['Coffee machine']);
  });

  it('takes the place of the filter of its kind, and narrows with the others', async () => {
    const someone = await aMonthOfSpending();
    expect(await someone.titles(`type=Income&${search('type:expense amount:>150')}`)).toEqual([
      'Coffee machine',
      'Hotel',
    ]);
    expect(await someone.titles(`startDate=2024-04-01&${search('date:2024-03 coffee')}`)).toEqual([
      'Coffee beans',
      'Coffee machine',
    ]);
    expect(await someone.titles(`category=Food&${search('amount:>100')}`)).toEqual(['Coffee machine']);
  });

  it('exports what it finds', async () => {
    const someone = await aMonthOfSpending();
    const lines = (await someone.transactions('GET', `/export?${search('amount:>100')}`)).body
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(['Hotel', 'Coffee machine']);
  });

  it.each([
    ['amonut:>100', MESSAGES.searchOperatorUnknown],
    ['amount:lots', MESSAGES.searchAmountInvalid],
    ['amount:80..50', MESSAGES.searchAmountInvalid],
    ['amount:>1 amount:<5', MESSAGES.searchOperatorTwice],
    ['date:2024-13', MESSAGES.searchDateInvalid],
    ['date:2024 after:2024-02', MESSAGES.searchDateInvalid],
    ['after:2024-05 before:2024-04', MESSAGES.searchDateInvalid],
    ['category:Snacks', MESSAGES.searchCategoryInvalid],
    ['type:loan', MESSAGES.searchTypeInvalid],
    ['tag:"a,b"', MESSAGES.searchTagInvalid],
    ['account:Nowhere', MESSAGES.searchAccountUnknown],
  ])('refuses %s with a message that says why', async (term, message) => {
    const someone = await aMonthOfSpending();
    for (const path of [`/?${search(term)}`, `/export?${search(term)}`]) {
      const response = await someone.transactions('GET', path);
      expect(response.statusCode).toBe(422);
      expect(response.json<{ message: string }>().message).toBe(message);
    }
  });

  it("never finds another person's rows or accounts", async () => {
    const someone = await aMonthOfSpending();
    const other = await person();
    expect(await other.titles(search('amount:>0'))).toEqual([]);
    expect((await other.transactions('GET', `/?${search('account:"Rainy Day"')}`)).statusCode).toBe(422);
    expect(await someone.titles(search('amount:>0'))).toHaveLength(6);
  });
});
