import { useT } from '@moneta/shared';

/**
 * This remote's translation namespace. Keys are SPEC.md's English texts, so English needs no catalogue and
 * the other languages add theirs under this namespace.
 */
export const ACCOUNT_NAMESPACE = 'account';

export function useAccountT() {
  return useT(ACCOUNT_NAMESPACE);
}
