// The one way the contract reads a person's text: its length is checked, and refused, before anything else runs on
// it (a pattern, a refinement, a transform), and characters no screen can show and the database cannot keep are
// refused with the field's own error. zod 4 runs every check of a string even after one failed, unless the failed
// one aborts: hence `abort: true` on each check below, and nothing after them that a megabyte could make slow.
import { z } from 'zod';
import { isAllowedText } from './allowedText';
import { MESSAGES as M, type ServerMessage } from './messages';

export interface TextRules {
  /** The most characters (UTF-16 code units) the field takes, after trimming when it trims. */
  max: number;
  /** The field's message for a longer text. */
  tooLong: ServerMessage;
  /** When set, the field is required: a missing, non-string or blank value gives this message. */
  required?: ServerMessage;
  /** The message for a value that is not a string, when the field is not required (default: `tooLong`). */
  notText?: ServerMessage;
  /** The message for characters that are not allowed (default: the general one, under the field's name). */
  notAllowed?: ServerMessage;
  /** Tab and line breaks allowed: a multi-line field (notes, a description, a search). */
  lineBreaks?: boolean;
  /** Leading and trailing white space removed before the checks (default true); passwords keep theirs. */
  trim?: boolean;
}

/**
 * A string field of the contract: trimmed (unless told not to), required when `required` is given, at most
 * `max` long, and of allowed characters only. Each check aborts, so a pattern or refinement chained after it
 * only ever sees a short, clean text.
 */
export function textField(rules: TextRules) {
  const { max, tooLong, required, lineBreaks = false, trim = true } = rules;
  let schema = z.string({ error: required ?? rules.notText ?? tooLong });
  if (trim) schema = schema.trim();
  if (required) schema = schema.min(1, { error: required, abort: true });
  return schema
    .max(max, { error: tooLong, abort: true })
    .refine((value) => isAllowedText(value, lineBreaks), {
      error: rules.notAllowed ?? M.textNotAllowed,
      abort: true,
    });
}

/**
 * A short code-like string (an id, a key, a date, a number in a query) whose every refusal has one message:
 * bounded to `max` and of allowed characters before any pattern sees it. Not trimmed.
 */
export function codeField(max: number, message: ServerMessage) {
  return z
    .string({ error: message })
    .max(max, { error: message, abort: true })
    .refine((value) => isAllowedText(value), { error: message, abort: true });
}
