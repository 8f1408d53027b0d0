type FormSchemas = typeof import('@moneta/shared/forms');

/**
 * A loader for one of the forms facade's schemas. The login and sign-up screens load zod (26 KB gz) with their
 * first validation, when a field is left or the form submitted, rather than with the screen. The reset screen
 * imports its schemas: it checks a completed code at once, in the keystroke that completes it.
 */
export function lazySchema<K extends keyof FormSchemas>(name: K): () => Promise<FormSchemas[K]> {
  return () => import('@moneta/shared/forms').then((schemas) => schemas[name]);
}
