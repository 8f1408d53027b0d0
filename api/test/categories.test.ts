// Categories of one's own: a new account starts with the defaults; categories are added, renamed (every row that
// names one follows), hidden and merged (transactions, split parts, budgets and rules move, in one database
// transaction); every category a request names must be the person's, of the right type. Another person's
// categories are never seen.
import {
  DEFAULT_CATEGORIES,
  MESSAGES,
  type Budget,
  type Category,
  type CategoryInput,
  type CategoryList,
  type CategoryMergeResult,
  type Rule,
  type Transaction,
  type TransactionInput,
  type TransactionList,
} from '@moneta/shared/contract';
import { upload } from './csv-files';
import { bearer, dataOf, exportedData, newPerson, reauthenticate, useTestApp, type Person } from './helpers';
import { expense } from './transaction-fixtures';

const file = useTestApp();

const groceries: CategoryInput = { type: 'Expense', name: 'Groceries', color: '#16a34a', icon: 'shopping' };

async function someone() {
  const person = await newPerson(file.app);
  const categoriesNow = async () => dataOf<CategoryList>(await person.categories('GET', '/')).categories;
  return {
    ...person,
    categoriesNow,
    named: async (name: string) => {
      const found = (await categoriesNow()).find((category) => category.name === name);
      if (!found) throw new Error(`no category ${name}`);
      return found;
    },
    add: async (input: CategoryInput) => dataOf<Category>(await person.categories('POST', '/', input), 201),
    edit: (category: Category, change: Partial<Category>) =>
      person.categories('PUT', `/${category.id}`, {
        name: category.name,
        color: category.color,
        icon: category.icon,
        group: category.group,
        hidden: category.hidden,
        ...change,
      }),
    create: async (input: TransactionInput) =>
      dataOf<Transaction>(await person.transactions('POST', '/', input), 201),
    list: async (query = '') =>
      dataOf<TransactionList>(
        await person.transactions('GET', `/?limit=100&sortBy=description&sortOrder=asc${query}`),
      ).transactions,
  };
}

/** Spending by category in March 2024, as the analytics' category chart reads it. */
const categoryFigures = async (person: Person) =>
  dataOf<{ categories: Array<{ category: string; amount: number }> }>(
    await person.transactions('GET', '/analysis/category?startDate=2024-03-01&endDate=2024-03-31'),
  );

const fieldErrors = (response: { json: <T>() => T }) =>
  response.json<{ errors?: Array<{ field: string; message: string }> }>().errors;

describe('categories', () => {
  it('starts a new account with the default categories, income first, one fallback per type', async () => {
    const person = await someone();
    const categories = await person.categoriesNow();
    expect(
      categories.map(({ type, name, color, icon, fallback }) => ({ type, name, color, icon, fallback })),
    ).toEqual(
      DEFAULT_CATEGORIES.map(({ type, name, color, icon, fallback }) => ({
        type,
        name,
        color,
        icon,
        fallback,
      })),
    );
    expect(categories.every((category) => !category.hidden && category.group === null)).toBe(true);
  });

  it('adds a category of its own, which transactions of its type can then use', async () => {
    const person = await someone();
    expect(fieldErrors(await person.transactions('POST', '/', expense({ category: 'Groceries' })))).toEqual([
      { field: 'category', message: MESSAGES.categoryType },
    ]);
    const added = await person.add({ ...groceries, group: 'Household' });
    expect(added).toMatchObject({ name: 'Groceries', group: 'Household', hidden: false, fallback: false });
    expect((await person.categoriesNow()).filter((c) => c.type === 'Expense').at(-1)?.name).toBe('Groceries');

    const row = await person.create(expense({ category: 'groceries' }));
    expect(row.category).toBe('Groceries');
    const income = await person.transactions('POST', '/', {
      ...expense({ category: 'Groceries' }),
      type: 'Income',
    });
    expect(fieldErrors(income)).toEqual([{ field: 'category', message: MESSAGES.categoryType }]);
    // Another person has no such category.
    const other = await someone();
    expect((await other.transactions('POST', '/', expense({ category: 'Groceries' }))).statusCode).toBe(422);
    expect((await other.categoriesNow()).some((category) => category.name === 'Groceries')).toBe(false);
  });

  it('refuses a taken, reserved or malformed name with a message on the field', async () => {
    const person = await someone();
    const taken = await person.categories('POST', '/', { ...groceries, name: 'food' });
    expect(taken.statusCode).toBe(422);
    expect(fieldErrors(taken)).toEqual([{ field: 'name', message: MESSAGES.categoryNameTaken }]);
    for (const name of ['Split', 'transfer', 'Say "hi"'])
      expect(fieldErrors(await person.categories('POST', '/', { ...groceries, name }))).toEqual([
        { field: 'name', message: MESSAGES.categoryNameInvalid },
      ]);
    expect(fieldErrors(await person.categories('POST', '/', { ...groceries, name: ' ' }))).toEqual([
      { field: 'name', message: MESSAGES.categoryNameRequired },
    ]);
    expect(fieldErrors(await person.categories('POST', '/', { ...groceries, color: '#ffffff' }))).toEqual([
      { field: 'color', message: MESSAGES.categoryColorInvalid },
    ]);
  });

  it('adds a category once per Idempotency-Key', async () => {
    const person = await someone();
    const options = { idempotencyKey: 'add-groceries-once' };
    const first = await person.categories('POST', '/', groceries, options);
    const again = await person.categories('POST', '/', groceries, options);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(dataOf<Category>(again, 201).id).toBe(dataOf<Category>(first, 201).id);
  });

  it('renames a category in every transaction, split part, budget and rule, and the figures follow', async () => {
    const person = await someone();
    const plain = await person.create(expense({ description: 'Lunch', amount: 12 }));
    const split = await person.create(
      expense({
        description: 'Market',
        amount: 30,
        category: 'Split',
        splits: [
          { category: 'Food', amount: 20, notes: '' },
          { category: 'Shopping', amount: 10, notes: '' },
        ],
      }),
    );
    dataOf(
      await person.budgets('PUT', '/', { budgets: [{ category: 'Food', amount: 300, rollover: false }] }),
    );
    const rule = dataOf<Rule>(
      await person.rules('POST', '/', { match: 'contains', text: 'bistro', category: 'Food' }),
      201,
    );

    const food = await person.named('Food');
    const renamed = dataOf<Category>(await person.edit(food, { name: 'Eating out', color: '#dc2626' }));
    expect(renamed).toMatchObject({ id: food.id, name: 'Eating out', color: '#dc2626' });

    const rows = await person.list();
    expect(rows.find((row) => row._id === plain._id)?.category).toBe('Eating out');
    expect(rows.find((row) => row._id === split._id)?.splits.map((part) => part.category)).toEqual([
      'Eating out',
      'Shopping',
    ]);
    const budgets = dataOf<{ budgets: Budget[] }>(await person.budgets('GET', '/')).budgets;
    expect(budgets.map((budget) => budget.category)).toEqual(['Eating out']);
    const rules = dataOf<{ rules: Rule[] }>(await person.rules('GET', '/')).rules;
    expect(rules.find((item) => item.id === rule.id)?.category).toBe('Eating out');
    expect((await person.list('&category=Eating%20out')).map((row) => row.description)).toEqual([
      'Lunch',
      'Market',
    ]);
    const monthly = await categoryFigures(person);
    expect(monthly.categories).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ category: 'Eating out', amount: 32 }),
        expect.objectContaining({ category: 'Shopping', amount: 10 }),
      ]),
    );
    expect(monthly.categories.some((item) => item.category === 'Food')).toBe(false);
    // The old name is free again, and the search finds the new one in any case.
    expect((await person.list('&searchTerm=category%3A%22eating%20OUT%22')).length).toBe(2);
    const unknown = await person.transactions('GET', '/?searchTerm=category%3ANope');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json<{ message: string }>().message).toBe(MESSAGES.searchCategoryInvalid);
  });

  it('hides a category from new use in the pickers but keeps its rows and figures', async () => {
    const person = await someone();
    await person.create(expense({ category: 'Rent', amount: 900 }));
    const rent = await person.named('Rent');
    expect(dataOf<Category>(await person.edit(rent, { hidden: true })).hidden).toBe(true);
    expect((await person.list())[0]?.category).toBe('Rent');
    // A hidden category stays a category: an old transaction edited keeps it.
    expect((await person.transactions('POST', '/', expense({ category: 'Rent' }))).statusCode).toBe(201);
  });

  it('merges a category into another: rows, parts, budgets and rules move, and it is gone', async () => {
    const person = await someone();
    const coffee = await person.create(
      expense({ description: 'Coffee', category: 'Entertainment', amount: 4 }),
    );
    const both = await person.create(
      expense({
        description: 'Fair',
        amount: 50,
        category: 'Split',
        splits: [
          { category: 'Entertainment', amount: 30, notes: '', tags: ['Fun'] },
          { category: 'Food', amount: 20, notes: '', tags: ['fun', 'Snacks'] },
        ],
      }),
    );
    const three = await person.create(
      expense({
        description: 'Mall',
        amount: 60,
        category: 'Split',
        splits: [
          { category: 'Entertainment', amount: 10, notes: '' },
          { category: 'Food', amount: 20, notes: '' },
          { category: 'Shopping', amount: 30, notes: '' },
        ],
      }),
    );
    dataOf(
      await person.budgets('PUT', '/', {
        budgets: [
          { category: 'Food', amount: 300, rollover: false },
          { category: 'Entertainment', amount: 100, rollover: true },
        ],
      }),
    );
    await person.rules('POST', '/', { match: 'contains', text: 'cinema', category: 'Entertainment' });

    const entertainment = await person.named('Entertainment');
    const food = await person.named('Food');
    const merged = dataOf<CategoryMergeResult>(
      await person.categories('POST', `/${entertainment.id}/merge`, { into: food.id }),
    );
    expect(merged).toEqual({
      category: expect.objectContaining({ id: food.id, name: 'Food' }),
      moved: { transactions: 1, splits: 2, budgets: 0, rules: 1 },
    });
    expect((await person.categoriesNow()).some((category) => category.name === 'Entertainment')).toBe(false);

    const rows = await person.list();
    expect(rows.find((row) => row._id === coffee._id)?.category).toBe('Food');
    // A split of the two is now one transaction of the one category, its amount and tags together.
    expect(rows.find((row) => row._id === both._id)).toMatchObject({ category: 'Food', splits: [] });
    expect(rows.find((row) => row._id === three._id)?.splits).toEqual([
      expect.objectContaining({ category: 'Food', amount: -30 }),
      expect.objectContaining({ category: 'Shopping', amount: -30 }),
    ]);
    const budgets = dataOf<{ budgets: Budget[] }>(await person.budgets('GET', '/')).budgets;
    expect(budgets.map((budget) => [budget.category, budget.amount])).toEqual([['Food', 400]]);
    const monthly = await categoryFigures(person);
    expect(monthly.categories).toEqual([
      expect.objectContaining({ category: 'Food', amount: 84 }),
      expect.objectContaining({ category: 'Shopping', amount: 30 }),
    ]);
  });

  it('refuses a merge into itself, into another type or into an unknown category', async () => {
    const person = await someone();
    const food = await person.named('Food');
    const salary = await person.named('Salary');
    const merge = (into: string) => person.categories('POST', `/${food.id}/merge`, { into });
    expect(fieldErrors(await merge(food.id))).toEqual([
      { field: 'into', message: MESSAGES.categoryMergeSelf },
    ]);
    expect(fieldErrors(await merge(salary.id))).toEqual([
      { field: 'into', message: MESSAGES.categoryMergeType },
    ]);
    const other = await someone();
    const theirs = await other.named('Rent');
    expect(fieldErrors(await merge(theirs.id))).toEqual([
      { field: 'into', message: MESSAGES.categoryNotFound },
    ]);
    expect((await other.categories('POST', `/${food.id}/merge`, { into: theirs.id })).statusCode).toBe(404);
    expect((await other.edit(food, { name: 'Mine' })).statusCode).toBe(404);
  });

  it('moves the fallback of unknown imported rows with a merge, and files an import by the person’s names', async () => {
    const person = await someone();
    await person.add({ ...groceries, name: 'Misc' });
    const other = await person.named('Other Expense');
    const misc = await person.named('Misc');
    dataOf(await person.categories('POST', `/${other.id}/merge`, { into: misc.id }));
    expect((await person.named('Misc')).fallback).toBe(true);

    const csv =
      'Date,Description,Amount,Category\n2024-03-01,Kiosk,-3,\n2024-03-02,Veg box,-20,misc\n2024-03-03,Odd,-5,Nowhere\n';
    const preview = await upload(file.app, '/import/preview', person.accessToken, { csv });
    expect(preview.statusCode).toBe(200);
    const rows = preview.json<{
      data: { sample: Array<{ category: string | null; status: string; problems: string[] }> };
    }>().data.sample;
    expect(rows.map((row) => [row.category, row.status])).toEqual([
      ['Misc', 'valid'],
      ['Misc', 'valid'],
      [null, 'invalid'],
    ]);
    expect(rows[2]?.problems).toEqual([MESSAGES.categoryType]);
  });

  it('backs categories up and restores them; a backup without categories restores the defaults', async () => {
    const person = await someone();
    await person.add({ ...groceries, group: 'Household' });
    await person.create(expense({ category: 'Groceries' }));
    const backup = await exportedData<{ categories: Array<Record<string, unknown>> }>(
      file.app,
      person.accessToken,
    );
    expect(backup.categories).toContainEqual(
      expect.objectContaining({ name: 'Groceries', group: 'Household', hidden: false }),
    );

    const restore = async (target: Person, body: unknown) => {
      expect((await reauthenticate(file.app, target.accessToken)).statusCode).toBe(200);
      return file.app.inject({
        method: 'POST',
        url: '/api/settings/restore',
        headers: { ...bearer(target.accessToken), 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
    };
    const fresh = await someone();
    expect((await restore(fresh, backup)).statusCode).toBe(200);
    expect((await fresh.named('Groceries')).group).toBe('Household');
    expect((await fresh.list())[0]?.category).toBe('Groceries');

    const older = await someone();
    const withoutCategories = { ...backup, categories: undefined };
    const refused = await restore(older, withoutCategories);
    expect(refused.statusCode).toBe(422);
    const { transactions: _rows, ...rest } = withoutCategories as Record<string, unknown>;
    expect((await restore(older, { ...rest, transactions: [], recurringRules: [] })).statusCode).toBe(200);
    expect((await older.categoriesNow()).map((category) => category.name)).toEqual(
      DEFAULT_CATEGORIES.map((category) => category.name),
    );
  });
});
