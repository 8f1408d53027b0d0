import { namespaceT } from '@moneta/shared';
import english from './locales/en.json';

/**
 * The categories dialog's translation hook. Keys are the English texts, so English needs a catalogue only for the
 * singular forms of counted texts; the other languages load when shown, each its own chunk.
 */
export const useCategoriesT = namespaceT(
  'categories',
  english,
  (language) => import(/* webpackExclude: /en\.json$/ */ `./locales/${language}.json`),
);
