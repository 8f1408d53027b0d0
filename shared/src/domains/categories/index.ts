// The categories domain, a facade of its own: its API calls, query keys, hooks and what a change of a category
// makes stale.
export { categoriesApi } from './api';
export { categoriesEndpoints } from './endpoints';
export { useCategories, useCategoryChange } from './hooks';
export { CATEGORY_CHANGES, categoriesKeys } from './keys';
export { categoryLabel } from './labels';
