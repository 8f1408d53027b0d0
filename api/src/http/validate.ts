// Validates a request body with a zod schema from @moneta/shared; failures become 422 with field messages.
import { isAllowedText, isServerMessage, MESSAGES, type FieldError } from '@moneta/shared/contract';

import type { z } from 'zod';
import { AppError } from './errors';

/**
 * The fields of `value` (a parsed request part) holding characters no text may hold: a control character other
 * than tab and line breaks, or broken UTF-16. The contract refuses them field by field, with each field's rules;
 * this pass is the net under it, so that a schema written without the contract's text builders cannot hand a
 * NUL to the database (which refuses it) or a lone surrogate (which it stores changed).
 */
function disallowedTextFields(value: unknown): FieldError[] {
  const found: FieldError[] = [];
  const refuse = (path: string[]) =>
    found.push({ field: path.join('.') || 'body', message: MESSAGES.textNotAllowed });
  // A stack rather than recursion: however deep a value is nested, the walk cannot overflow the call stack.
  const pending: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: item, path } = next;
    if (typeof item === 'string') {
      if (!isAllowedText(item, true)) refuse(path);
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, child] of Object.entries(item)) {
        if (!isAllowedText(key, true)) refuse([...path, key]);
        pending.push({ value: child, path: [...path, key] });
      }
    }
  }
  return found;
}

/**
 * Parses `input` (unknown fields are stripped); the first message per field is kept, in order. A schema's
 * texts are the contract's messages; zod's own defaults, which no screen can translate, read as the general one.
 * What the schema lets through is then checked for characters no text may hold.
 */
export function parseBody<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) {
    const disallowed = disallowedTextFields(result.data);
    if (disallowed.length > 0) throw new AppError(422, MESSAGES.textNotAllowed, disallowed);
    return result.data;
  }
  const errors: FieldError[] = [];
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    const message = isServerMessage(issue.message) ? issue.message : MESSAGES.validationFailed;
    if (!errors.some((existing) => existing.field === field)) errors.push({ field, message });
  }
  throw new AppError(422, errors[0]?.message ?? MESSAGES.validationFailed, errors);
}
