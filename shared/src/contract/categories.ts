// The categories contract: its shapes, shared by the apps and api/.
import type { z } from 'zod';
import type { categoryListSchema, categoryMergeResultSchema, categorySchema } from './categoryResponses';

export type { CategoryInput, CategoryMerge, CategoryUpdate, CategoryValues } from './categoryValidators';
export type Category = z.output<typeof categorySchema>;
export type CategoryList = z.output<typeof categoryListSchema>;
export type CategoryMergeResult = z.output<typeof categoryMergeResultSchema>;
