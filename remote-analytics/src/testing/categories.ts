// The person's categories as GET /api/categories answers them, and that call mocked with them. A person who
// never changed them has the defaults, which every screen's test reads unless it says otherwise.
import { DEFAULT_CATEGORIES, type Category } from '@moneta/shared';
import { categoriesApi } from '@moneta/shared/categories';

let nextId = 1;

/** One of the person's categories: an expense category of their own, blue, in no group, unless `overrides` say. */
export function aCategory(overrides: Partial<Category> = {}): Category {
  return {
    id: `category-${nextId++}`,
    type: 'Expense',
    name: 'Groceries',
    color: '#1677ff',
    icon: 'tag',
    group: null,
    hidden: false,
    fallback: false,
    ...overrides,
  };
}

/** The categories a new account starts with, in their order. */
export function defaultCategories(): Category[] {
  return DEFAULT_CATEGORIES.map((category) => aCategory({ ...category, group: null, hidden: false }));
}

/** A default category's colour, by name. */
export function defaultColor(name: string): string {
  const category = DEFAULT_CATEGORIES.find((item) => item.name === name);
  if (!category) throw new Error(`${name} is not a default category`);
  return category.color;
}

/** GET /api/categories answers `categories` (the defaults unless given). */
export function mockCategories(categories: Category[] = defaultCategories()) {
  return jest.spyOn(categoriesApi, 'list').mockResolvedValue({ categories });
}
