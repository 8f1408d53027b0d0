// The answers of /api/categories, written once: ./categories.ts names their types from these schemas.
import { z } from 'zod';
import { CATEGORY_COLORS } from './categoryLimits';
import { CATEGORY_ICONS } from './defaultCategories';
import { recordId } from './responseFields';
import { TRANSACTION_TYPES } from './transactionLimits';

export const categorySchema = z.object({
  id: recordId,
  type: z.enum(TRANSACTION_TYPES),
  name: z.string(),
  color: z.enum(CATEGORY_COLORS),
  icon: z.enum(CATEGORY_ICONS),
  group: z.string().nullable(),
  /** Left out of the pickers; its transactions keep it and every figure still counts it. */
  hidden: z.boolean(),
  /** Where an imported row whose category is not one of the person's is filed: one per type. */
  fallback: z.boolean(),
});

export const categoryListSchema = z.object({ categories: z.array(categorySchema) });

/** A merge: the category that remains, and how many records moved to it. */
export const categoryMergeResultSchema = z.object({
  category: categorySchema,
  moved: z.object({
    transactions: z.number().int(),
    splits: z.number().int(),
    budgets: z.number().int(),
    rules: z.number().int(),
  }),
});
