import { namespaceT } from '@moneta/shared';

/** The auth screens' translation hook. Keys are SPEC's English texts, so English needs no catalogue. */
export const useAuthT = namespaceT('auth');
