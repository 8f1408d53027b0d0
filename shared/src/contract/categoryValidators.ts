// A category's form and POST /categories, PUT /categories/{id}, POST /categories/{id}/merge.
import { z } from 'zod';
import {
  CATEGORY_COLORS,
  CATEGORY_GROUP_MAX_LENGTH,
  CATEGORY_NAME_MAX_LENGTH,
  isCategoryName,
} from './categoryLimits';
import { CATEGORY_ICONS } from './defaultCategories';
import { MESSAGES as M } from './messages';
import { textField } from './text';
import { TRANSACTION_TYPES } from './transactionLimits';
import { idField } from './transactionValidators';

/** A category's name: one line, trimmed, neither reserved nor holding a double quote. */
export const categoryNameField = textField({
  max: CATEGORY_NAME_MAX_LENGTH,
  tooLong: M.categoryNameTooLong,
  required: M.categoryNameRequired,
}).refine(isCategoryName, { error: M.categoryNameInvalid, abort: true });

const categoryFields = {
  name: categoryNameField,
  color: z.enum(CATEGORY_COLORS, { error: M.categoryColorInvalid }),
  icon: z.enum(CATEGORY_ICONS, { error: M.categoryIconInvalid }),
  /** The group it folds into in the analytics; empty or null: none. */
  group: textField({ max: CATEGORY_GROUP_MAX_LENGTH, tooLong: M.categoryGroupTooLong })
    .nullable()
    .default(null)
    .transform((value) => value || null),
};

/** A new category; its type is for good, since its transactions are of that type. */
export const categoryInputSchema = z.object({
  type: z.enum(TRANSACTION_TYPES, { error: M.typeInvalid }),
  ...categoryFields,
});

/** A category's new name, colour, icon, group and whether the pickers offer it. */
export const categoryUpdateSchema = z.object({
  ...categoryFields,
  hidden: z.boolean({ error: M.categoryHiddenInvalid }),
});

/** The category that takes over every transaction, part, budget and rule of the merged one. */
export const categoryMergeSchema = z.object({ into: idField(M.categoryNotFound) });

export type CategoryInput = z.input<typeof categoryInputSchema>;
export type CategoryValues = z.output<typeof categoryInputSchema>;
export type CategoryUpdate = z.output<typeof categoryUpdateSchema>;
export type CategoryMerge = z.output<typeof categoryMergeSchema>;
