type FormSchemas = typeof import('@moneta/shared/forms');

/**
 * A loader for one of the forms facade's schemas. The sign-in screens (login, sign-up, the password reset's
 * e-mail step) load zod (23 KB gz) with their first validation, when a field is left or the form submitted,
 * rather than with the screen. The reset's later steps import their schemas and load when reached: the code
 * step checks a completed code at once, in the keystroke that completes it.
 */
export function lazySchema<K extends keyof FormSchemas>(name: K): () => Promise<FormSchemas[K]> {
  return () => import('@moneta/shared/forms').then((schemas) => schemas[name]);
}
