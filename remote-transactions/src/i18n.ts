import { namespaceT } from '@moneta/shared';

/**
 * This remote's translation hook. Keys are SPEC.md's English texts, so English needs a catalogue only for the
 * singular forms of counted texts: i18next looks up `<key>_one` for a count of 1 and falls back to the key
 * itself otherwise.
 */
export const useTransactionsT = namespaceT('transactions', {
  en: {
    'Delete {{count, number}} transactions?_one': 'Delete {{count, number}} transaction?',
    'Are you sure you want to delete the {{count, number}} selected transactions?_one':
      'Are you sure you want to delete the selected transaction?',
    'Deleted {{count, number}} transactions._one': 'Deleted {{count, number}} transaction.',
    'Import {{count, number}} transactions_one': 'Import {{count, number}} transaction',
    'Undo the import of {{fileName}}? This deletes the {{count, number}} transactions it added._one':
      'Undo the import of {{fileName}}? This deletes the transaction it added.',
    'Import undone: deleted {{count, number}} transactions._one':
      'Import undone: deleted {{count, number}} transaction.',
  },
});
