// The person's categories as GET /api/categories answers them, and that call mocked with them. A person who
// never changed them has the defaults, which every screen's test reads unless it says otherwise.
import type { Category } from '@moneta/shared';
import { categoriesApi } from '@moneta/shared/categories';
import { aCategory, aCategoryList } from '@moneta/shared/testing';

export { aCategory };

/** The categories a new account starts with, in their order. */
export const defaultCategories = (): Category[] => aCategoryList().categories;

/** A default category's colour, by name. */
export function defaultColor(name: string): string {
  const category = defaultCategories().find((item) => item.name === name);
  if (!category) throw new Error(`${name} is not a default category`);
  return category.color;
}

/** GET /api/categories answers `categories` (the defaults unless given). */
export function mockCategories(categories: Category[] = defaultCategories()) {
  return jest.spyOn(categoriesApi, 'list').mockResolvedValue({ categories });
}
