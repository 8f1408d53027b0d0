// Path parameters of the goal routes that the shared schemas do not cover as such.
import { goalFiltersSchema, type GoalCategory, type GoalPriority } from '@moneta/shared/contract';
import { parseBody } from '../http/validate';

const categoryParamsSchema = goalFiltersSchema.pick({ category: true }).required();
const priorityParamsSchema = goalFiltersSchema.pick({ priority: true }).required();

/** GET /category/:category; an unknown category is answered 422 with the contract's text. */
export function parseCategoryParam(params: unknown): GoalCategory {
  return parseBody(categoryParamsSchema, params).category;
}

/** GET /priority/:priority; an unknown priority is answered 422 with the contract's text. */
export function parsePriorityParam(params: unknown): GoalPriority {
  return parseBody(priorityParamsSchema, params).priority;
}
