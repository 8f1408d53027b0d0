import { namespaceT } from '@moneta/shared';

/**
 * The analytics screens' translation hook. Keys are SPEC.md's English texts, so English needs a catalogue only
 * for the singular forms of counted texts: i18next looks up `<key>_one` for a count of 1.
 */
export const useAnalyticsT = namespaceT('analytics', {
  en: {
    'across {{count, number}} categories_one': 'across {{count, number}} category',
    '{{count, number}} transactions this month_one': '{{count, number}} transaction this month',
  },
});
