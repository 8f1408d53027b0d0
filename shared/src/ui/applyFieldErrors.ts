import type { FormInstance } from 'antd';
import { type ServerMessage } from '@moneta/shared';
import { fieldErrors } from '@moneta/shared/query';

/**
 * Shows the server's field messages (the `errors` list of a 400/422 answer) on the form's own fields.
 * Returns false when none of them belongs to the form, so the caller shows the general message instead.
 */
export function applyFieldErrors(
  form: FormInstance,
  error: unknown,
  fields: readonly string[],
  translate: (text: ServerMessage) => string,
): boolean {
  const entries = Object.entries(fieldErrors(error)).filter(([field]) => fields.includes(field));
  if (entries.length === 0) return false;
  form.setFields(entries.map(([field, text]) => ({ name: field, errors: [translate(text)] })));
  return true;
}
