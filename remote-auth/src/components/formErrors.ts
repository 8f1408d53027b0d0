import type { FormInstance } from '@moneta/shared/ui/form';

/** Field errors clear on edit: the edited fields lose their messages until validated again. */
export function clearEditedFieldErrors(form: FormInstance, changed: object): void {
  const names = Object.keys(changed);
  if (names.length > 0) form.setFields(names.map((name) => ({ name, errors: [] })));
}

/**
 * Revalidates a confirmation field when the value it must match changes, once the confirmation holds text, so
 * a 'do not match' message never goes stale.
 */
export function revalidateConfirmation(
  form: FormInstance,
  changed: object,
  source: string,
  confirmation: string,
): void {
  if (!(source in changed) || !form.getFieldValue(confirmation)) return;
  form.validateFields([confirmation]).catch(() => undefined);
}
