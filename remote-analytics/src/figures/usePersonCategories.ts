// The person's expense categories as the spending lists read them: their colours, their groups and their names.
import { useCallback, useMemo } from 'react';
import { categoryLabel, useCategories } from '@moneta/shared/categories';
import { useAnalyticsT } from '../i18n';
import { expenseCategories, hasGroups } from './categoryLines';

/**
 * The person's expense categories by name, whether any is in a group, and how a category's name shows. Until
 * the categories come (or when they cannot), the figures show with the palette's colours and no fold.
 */
export function usePersonCategories() {
  const t = useAnalyticsT();
  const { data } = useCategories();
  const known = useMemo(() => expenseCategories(data?.categories), [data]);
  const label = useCallback((name: string) => categoryLabel(t, name), [t]);
  return { known, grouped: hasGroups(known), label };
}
