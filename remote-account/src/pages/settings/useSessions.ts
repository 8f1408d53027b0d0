import { useCallback, useEffect, useState } from 'react';
import { errorMessage, settingsApi, type ActiveSession } from '@moneta/shared';

interface SessionsState {
  sessions: ActiveSession[] | null;
  loading: boolean;
  /** Why the list could not be loaded; the card shows it with a Retry. */
  loadError: string | null;
}

/** The current session first, then the most recently used. */
function byRelevance(a: ActiveSession, b: ActiveSession): number {
  if (a.current !== b.current) return a.current ? -1 : 1;
  return b.lastUsedAt.localeCompare(a.lastUsedAt);
}

/** The user's real sessions (DESIGN section 7): loaded on mount, reloaded after every sign-out. */
export function useSessions() {
  const [state, setState] = useState<SessionsState>({ sessions: null, loading: true, loadError: null });

  const load = useCallback(async () => {
    try {
      const sessions = await settingsApi.getSessions();
      setState({ sessions: [...sessions].sort(byRelevance), loading: false, loadError: null });
    } catch (error) {
      setState((current) => ({
        ...current,
        loading: false,
        loadError: errorMessage(error, 'Failed to fetch active sessions'),
      }));
    }
  }, []);

  const reload = useCallback(async () => {
    setState((current) => ({ ...current, loading: true }));
    await load();
  }, [load]);

  useEffect(() => {
    void load();
  }, [load]);

  return { ...state, reload };
}
