import { namespaceT } from '@moneta/shared';

/** The account screens' translation hook. Keys are SPEC's English texts, so English needs no catalogue. */
export const useAccountT = namespaceT('account');
