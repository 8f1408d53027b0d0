// The categories' query keys, and what a change of a category makes stale.

export const categoriesKeys = {
  all: ['categories'] as const,
  list: () => ['categories', 'list'] as const,
};

/**
 * A category added, renamed, recoloured, regrouped, hidden or merged: the categories, and every read that names
 * them (transactions, figures, budgets, rules), since a rename and a merge move their records. The other domains'
 * keys are named by their first word rather than imported from their keys.ts: the transactions screen reads the
 * categories on load, and each of those files would be one more copy in this facade's chunk (changes.test.ts
 * checks that they name the same queries).
 */
export const CATEGORY_CHANGES = [
  categoriesKeys.all,
  ['transactions'],
  ['analytics'],
  ['budgets'],
  ['rules'],
] as const;
