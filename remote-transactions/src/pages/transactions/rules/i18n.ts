import { namespaceT } from '@moneta/shared';
import english from './locales/en.json';

/**
 * The rules dialog's translation hook. Keys are the English texts, so English needs a catalogue only for the
 * singular forms of counted texts; the other languages load when shown, each its own chunk.
 */
export const useRulesT = namespaceT(
  'rules',
  english,
  (language) => import(/* webpackExclude: /en\.json$/ */ `./locales/${language}.json`),
);
