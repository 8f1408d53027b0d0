// The categories' query keys, and what a change of a category makes stale.
import { analyticsKeys } from '../analytics/keys';
import { budgetsKeys } from '../budgets/keys';
import { rulesKeys } from '../rules/keys';
import { transactionsKeys } from '../transactions/keys';

export const categoriesKeys = {
  all: ['categories'] as const,
  list: () => ['categories', 'list'] as const,
};

/**
 * A category added, renamed, recoloured, regrouped, hidden or merged: the categories, and every read that names
 * them (transactions, figures, budgets, rules), since a rename and a merge move their records.
 */
export const CATEGORY_CHANGES = [
  categoriesKeys.all,
  transactionsKeys.all,
  analyticsKeys.all,
  budgetsKeys.all,
  rulesKeys.all,
] as const;
