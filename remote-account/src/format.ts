import { formatDate, type Language } from '@moneta/shared';

/** A date and time in the locale of the user's language; '' for an unreadable value. */
export function formatDateTime(iso: string, language: Language): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatDate(date, language, 'dateTime');
}
