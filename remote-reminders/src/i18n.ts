import { namespaceT } from '@moneta/shared';

/**
 * The reminders screen's translation hook. Keys are SPEC.md's English texts (and the screen's own beyond SPEC),
 * so English needs no catalogue: the key is the text.
 */
export const useRemindersT = namespaceT('reminders');
