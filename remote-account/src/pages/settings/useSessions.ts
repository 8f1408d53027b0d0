import { type ActiveSession } from '@moneta/shared';
import { errorMessage } from '@moneta/shared/ui';
import { useQuery } from '@moneta/shared/query';
import { settingsApi, sessionsKeys } from '@moneta/shared/account';

/** The current session first, then the most recently used. */
function byRelevance(sessions: ActiveSession[]): ActiveSession[] {
  return [...sessions].sort((a, b) => {
    if (a.current !== b.current) return a.current ? -1 : 1;
    return b.lastUsedAt.localeCompare(a.lastUsedAt);
  });
}

/** The user's real sessions: loaded on mount, refetched after every sign-out. */
export function useSessions() {
  const result = useQuery({
    queryKey: sessionsKeys.all,
    queryFn: settingsApi.getSessions,
    select: byRelevance,
  });
  return {
    sessions: result.data ?? null,
    loading: result.isFetching,
    /** Why the list could not be loaded; the card shows it with a Retry. */
    loadError: result.error ? errorMessage(result.error, 'Failed to fetch active sessions') : null,
    reload: result.refetch,
  };
}
