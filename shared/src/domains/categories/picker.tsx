// What a category picker offers: the person's categories of a type, in their order, without the hidden ones but
// the ones a record being edited already has.
import type { ReactNode } from 'react';
import { categoryLabel, sameCategoryName, type Category, type TransactionType } from '@moneta/shared';
import { CategoryName } from './CategoryIcon';
import { useCategories } from './hooks';

/** A picker's option: the category's name as the value, its name in the screen's language as the label. */
export interface CategoryOption {
  value: string;
  label: string;
}

export interface CategoryPickerOptions {
  /** Only this type's categories; left out, both types', income first. */
  type?: TransactionType | undefined;
  /**
   * The categories the record has now: offered even when hidden, or when no longer one of the person's, so that
   * an edit shows them as they are. Never a split's or a transfer's name, which are none of the person's.
   */
  keep?: readonly (string | null | undefined)[];
}

/** What a select draws for an option and for the value chosen (antd's optionRender and labelRender). */
interface Drawn {
  value?: unknown;
  label?: ReactNode;
}

/** The category named `name` among `categories`: records carry a category's name as the server wrote it. */
export const findCategory = (categories: readonly Category[], name: string): Category | undefined =>
  categories.find((category) => category.name === name);

/**
 * A category picker's contents, for an antd Select, named with the screen's `translate` (its t). `loading`: the
 * list is not here yet, and the picker says so rather than offering nothing. `selectProps` puts the options on a
 * Select, each drawn (as the value chosen) after its icon in its colour.
 */
export function useCategoryPicker(
  translate: Parameters<typeof categoryLabel>[0],
  { type, keep = [] }: CategoryPickerOptions = {},
) {
  const { data, isPending } = useCategories();
  const categories = data?.categories ?? [];
  const kept = keep.filter((name): name is string => !!name);
  const names = categories
    .filter(
      (category) =>
        (!type || category.type === type) &&
        (!category.hidden || kept.some((name) => sameCategoryName(name, category.name))),
    )
    .map((category) => category.name);
  if (data) names.push(...kept.filter((name) => !findCategory(categories, name)));
  const options: CategoryOption[] = [...new Set(names)].map((name) => ({
    value: name,
    label: categoryLabel(translate, name),
  }));
  // A value the select has no option for yet (the list is loading) comes with its raw name as its label.
  const draw = ({ value, label }: Drawn) =>
    typeof value === 'string' ? (
      <CategoryName category={findCategory(categories, value)}>
        {label === value || label === undefined ? categoryLabel(translate, value) : label}
      </CategoryName>
    ) : (
      label
    );
  return {
    loading: isPending,
    categories,
    options,
    selectProps: {
      loading: isPending,
      options: isPending ? [] : options,
      optionRender: draw,
      labelRender: draw,
    },
  };
}
