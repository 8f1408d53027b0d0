// How the list shows counts (a transaction's date and amount: @moneta/shared/transactions).
import { LOCALE_BY_LANGUAGE, type Language } from '@moneta/shared';

const counters = new Map<Language, Intl.NumberFormat>();

/** A count with the language's digit grouping: 'All Transactions (100,000)'. */
export function formatCount(value: number, language: Language): string {
  let formatter = counters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE_BY_LANGUAGE[language]);
    counters.set(language, formatter);
  }
  return formatter.format(value);
}
