import { errorMessage } from '@moneta/shared/ui';
import { useActiveSessions } from '@moneta/shared/account';

/** The user's real sessions: loaded on mount, refetched after every sign-out. */
export function useSessions() {
  const result = useActiveSessions();
  return {
    sessions: result.data ?? null,
    loading: result.isFetching,
    /** Why the list could not be loaded; the card shows it with a Retry. */
    loadError: result.error ? errorMessage(result.error, 'Failed to fetch active sessions') : null,
    reload: result.refetch,
  };
}
