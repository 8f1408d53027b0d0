// The categories API: every call's method, path and types, read by the client (./api.ts) and the API's routes.
import type {
  Category,
  CategoryInput,
  CategoryList,
  CategoryMerge,
  CategoryMergeResult,
  CategoryUpdate,
} from '../../contract/categories';
import { endpoint } from '../endpoint';

export const categoriesEndpoints = {
  list: endpoint<CategoryList>('GET', '/categories/'),
  create: endpoint<Category, CategoryInput>('POST', '/categories/'),
  update: endpoint<Category, CategoryUpdate>('PUT', '/categories/:id'),
  /** Moves every transaction, part, budget and rule of the category to `into`, then deletes it. */
  merge: endpoint<CategoryMergeResult, CategoryMerge>('POST', '/categories/:id/merge'),
} as const;
