// Path parameters of the goal routes that the shared schemas do not cover as such; an unknown category or
// priority is answered 422 with the contract's text.
import { goalFiltersSchema } from '@moneta/shared/contract';

export const categoryParamsSchema = goalFiltersSchema.pick({ category: true }).required();
export const priorityParamsSchema = goalFiltersSchema.pick({ priority: true }).required();
