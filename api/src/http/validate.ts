// Validates a request body with a zod schema from @moneta/shared; failures become 422 with field messages.
import { isServerMessage, MESSAGES, type FieldError } from '@moneta/shared/contract';

import type { z } from 'zod';
import { AppError } from './errors';

/**
 * Parses `input` (unknown fields are stripped); the first message per field is kept, in order. A schema's
 * texts are the contract's messages; zod's own defaults, which no screen can translate, read as the general one.
 */
export function parseBody<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors: FieldError[] = [];
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    const message = isServerMessage(issue.message) ? issue.message : MESSAGES.validationFailed;
    if (!errors.some((existing) => existing.field === field)) errors.push({ field, message });
  }
  throw new AppError(422, errors[0]?.message ?? MESSAGES.validationFailed, errors);
}
