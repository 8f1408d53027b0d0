// Path parameters and headers of the goal routes that the shared schemas do not cover as such.
import {
  goalFiltersSchema,
  idempotencyKeySchema,
  MESSAGES,
  type GoalCategory,
  type GoalPriority,
} from '@moneta/shared/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { invalidField } from '../http/errors';
import { parseBody } from '../http/validate';

/** Any 8-4-4-4-12 hex id, as PostgreSQL's uuid type reads it; anything else never reaches SQL. */
const idSchema = z.guid();

export function isGoalId(value: string): boolean {
  return idSchema.safeParse(value).success;
}

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

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** The request's Idempotency-Key, when it sent one; an empty or over-long key is answered 422. */
export function idempotencyKeyOf(request: Pick<FastifyRequest, 'headers'>): string | undefined {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (value === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(value);
  if (!parsed.success) throw invalidField('Idempotency-Key', MESSAGES.idempotencyKeyInvalid);
  return parsed.data;
}
