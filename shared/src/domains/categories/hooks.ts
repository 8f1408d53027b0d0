// The categories' hooks for the screens: the list and the change hook.
import { changeOf, useQuery } from '@moneta/shared/query';
import { categoriesApi } from './api';
import { CATEGORY_CHANGES, categoriesKeys } from './keys';

/** The person's categories, income first, in the order the screens list them. */
export const useCategories = () =>
  useQuery({ queryKey: categoriesKeys.list(), queryFn: () => categoriesApi.list() });

/** A change of a category (added, edited, merged). */
export const useCategoryChange = changeOf(CATEGORY_CHANGES);
