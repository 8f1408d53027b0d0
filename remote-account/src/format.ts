import { LOCALE_BY_LANGUAGE, type Language } from '@moneta/shared';

/** A date and time in the locale of the user's language (DESIGN section 5); '' for an unreadable value. */
export function formatDateTime(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(LOCALE_BY_LANGUAGE[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}
