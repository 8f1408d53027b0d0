import { namespaceT } from '@moneta/shared';
import english from './locales/en.json';

/**
 * The transaction editor's translation hook, for every screen that shows it. Keys are the English texts
 *; the other languages load when shown, each its own chunk.
 */
export const useEditorT = namespaceT(
  'transactionEditor',
  english,
  (language) => import(/* webpackExclude: /en\.json$/ */ `./locales/${language}.json`),
);
