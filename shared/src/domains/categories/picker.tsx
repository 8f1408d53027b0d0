// What a category picker offers: the person's categories of a type, in their order, without the hidden ones but
// the ones a record being edited already has.
import type { Category } from '../../contract/categories';
import { sameCategoryName } from '../../contract/categoryLimits';
import type { TransactionType } from '../../contract/transactionLimits';
import { CategoryName } from './CategoryIcon';
import { useCategories } from './hooks';
import { categoryLabel } from './labels';

/** A picker's option: the category's name as the value, its name in the screen's language as the label. */
export interface CategoryOption {
  value: string;
  label: string;
}

export interface CategoryPickerOptions {
  /** Only this type's categories; left out, both types', income first. */
  type?: TransactionType | undefined;
  /**
   * The names the record has now: offered even when hidden, or when no longer one of the person's, so that an edit
   * shows them as they are.
   */
  keep?: readonly (string | null | undefined)[];
}

/** The category named `name` among `categories`, whatever the case of the name. */
export function findCategory(categories: readonly Category[], name: string): Category | undefined {
  return categories.find((category) => category.name === name) ?? categories.find((c) => sameCategoryName(c.name, name));
}

/**
 * A category picker's contents. `loading`: the list is not here yet (the picker says so rather than offering
 * nothing). `render` draws a name with its icon and colour, for the options and the chosen value alike.
 */
export function useCategoryPicker(
  t: Parameters<typeof categoryLabel>[0],
  { type, keep = [] }: CategoryPickerOptions = {},
) {
  const { data, isPending } = useCategories();
  const categories = data?.categories ?? [];
  const kept = keep.filter((name): name is string => Boolean(name));
  const offered = categories.filter(
    (category) =>
      (type === undefined || category.type === type) &&
      (!category.hidden || kept.some((name) => sameCategoryName(name, category.name))),
  );
  const options: CategoryOption[] = offered.map(({ name }) => ({ value: name, label: categoryLabel(t, name) }));
  if (data) {
    for (const name of kept) {
      if (!findCategory(categories, name)) options.push({ value: name, label: categoryLabel(t, name) });
    }
  }
  const render = (name: string) => (
    <CategoryName category={findCategory(categories, name)}>{categoryLabel(t, name)}</CategoryName>
  );
  return { loading: isPending, categories, options, render };
}
