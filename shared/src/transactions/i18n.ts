import { namespaceT } from '@moneta/shared';

/**
 * The transaction editor's translation hook, for every screen that shows it. Keys are SPEC.md's English texts,
 * so English needs no catalogue (it has no counted texts).
 */
export const useEditorT = namespaceT('transactionEditor');
