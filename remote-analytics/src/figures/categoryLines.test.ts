// The fold of spending by group: amounts and shares summed to the cent and the tenth, the total kept whatever the
// figures, groups one whatever their case, and a name shared by a group and a category read as one line.
import fc from 'fast-check';
import type { Category } from '@moneta/shared';
import { aCategory } from '../testing/categories';
import { categoryLines, expenseCategories, hasGroups, type CategoryFigure } from './categoryLines';

const options = (categories: Category[], view: 'category' | 'group' = 'group') => ({
  known: expenseCategories(categories),
  view,
  label: (name: string) => name,
  fallbackColor: () => '#000000',
});

const figure = (category: string, amount: number, percentage: number): CategoryFigure => ({
  category,
  amount,
  percentage,
});

test('by category the figures stay as they are, each in the person’s colour for it', () => {
  const categories = [aCategory({ name: 'Groceries', color: '#16a34a', group: 'Food' })];
  expect(categoryLines([figure('groceries', 10, 100)], options(categories, 'category'))).toEqual([
    { key: 'groceries', label: 'groceries', amount: 10, percentage: 100, color: '#16a34a' },
  ]);
});

test('a group sums to the cent and the tenth, and is one whatever the case it is written in', () => {
  const categories = [
    aCategory({ name: 'Groceries', color: '#16a34a', group: 'Food' }),
    aCategory({ name: 'Coffee', color: '#d97706', group: ' food ' }),
    aCategory({ name: 'Books', color: '#64748b' }),
  ];
  expect(
    categoryLines(
      [figure('Books', 0.3, 33.4), figure('Groceries', 0.1, 33.3), figure('Coffee', 0.2, 33.3)],
      options(categories),
    ),
  ).toEqual([
    // Equal amounts go by name.
    { key: 'books', label: 'Books', amount: 0.3, percentage: 33.4, color: '#64748b' },
    { key: 'food', label: 'Food', amount: 0.3, percentage: 66.6, color: '#d97706' },
  ]);
});

test('an ungrouped category named as a group is part of that group’s line', () => {
  const categories = [
    aCategory({ name: 'Travel', color: '#0891b2' }),
    aCategory({ name: 'Flights', color: '#dc2626', group: 'Travel' }),
  ];
  expect(categoryLines([figure('Travel', 50, 50), figure('Flights', 50, 50)], options(categories))).toEqual([
    { key: 'travel', label: 'Travel', amount: 100, percentage: 100, color: '#0891b2' },
  ]);
});

test('only expense categories count: an income category’s group folds no spending', () => {
  expect(hasGroups(expenseCategories([aCategory({ type: 'Income', group: 'Work' })]))).toBe(false);
  expect(hasGroups(expenseCategories([aCategory({ group: 'Home' })]))).toBe(true);
});

test('whatever the figures and groups, folding keeps the total and every category’s money', () => {
  const names = ['Rent', 'Food', 'Coffee', 'Books', 'Gym', 'Travel'];
  fc.assert(
    fc.property(
      fc.array(fc.integer({ min: 1, max: 10_000_000 }), { minLength: names.length, maxLength: names.length }),
      fc.array(fc.constantFrom(null, 'Home', 'home', 'Fun'), {
        minLength: names.length,
        maxLength: names.length,
      }),
      (minor, groups) => {
        const categories = names.map((name, index) => aCategory({ name, group: groups[index] ?? null }));
        // In the API's order: the largest first.
        const figures = names
          .map((name, index) => figure(name, (minor[index] ?? 0) / 100, 0))
          .sort((a, b) => b.amount - a.amount);
        const lines = categoryLines(figures, options(categories));
        const cents = (values: number[]) => values.reduce((sum, value) => sum + Math.round(value * 100), 0);
        expect(cents(lines.map((line) => line.amount))).toBe(cents(figures.map((item) => item.amount)));
        expect(new Set(lines.map((line) => line.key)).size).toBe(lines.length);
        const amounts = lines.map((line) => line.amount);
        expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
      },
    ),
  );
});
