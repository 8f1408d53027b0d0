// The categories domain, a facade of its own: its API calls, query keys, hooks, what a change of a category
// makes stale, and how the screens name, draw and offer a category.
export { categoriesApi } from './api';
export { categoriesEndpoints } from './endpoints';
export { useCategories, useCategoryChange } from './hooks';
export { CATEGORY_CHANGES, categoriesKeys } from './keys';
export { categoryLabel, type DefaultCategoryName } from '@moneta/shared';
export { CategoryIcon, CategoryName } from './CategoryIcon';
export { findCategory, useCategoryPicker, type CategoryOption, type CategoryPickerOptions } from './picker';
