import { useT } from '@moneta/shared';

/** The auth screens' translation namespace. Keys are SPEC's English texts, so English needs no catalogue. */
export const AUTH_NAMESPACE = 'auth';

export function useAuthT() {
  return useT(AUTH_NAMESPACE);
}
