import { namespaceT } from '@moneta/shared';

/**
 * The goals screen's translation hook. Keys are SPEC.md's English texts, so English needs a catalogue only for
 * the singular forms of counted texts: i18next looks up `<key>_one` for a count of 1 and falls back to the key
 * itself otherwise.
 */
export const useGoalsT = namespaceT('goals', {
  en: {
    '{{count, number}} days left_one': '{{count, number}} day left',
    '{{count, number}} days overdue_one': '{{count, number}} day overdue',
  },
});
