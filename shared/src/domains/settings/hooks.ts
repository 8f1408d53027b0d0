// The settings' hooks for the screens: the preferences, and the change hooks that make stale what each change of
// the settings does.
import type { ActiveSession } from '@moneta/shared';
import { changeOf, useQuery } from '@moneta/shared/query';
import { fetchPreferences } from './actions';
import { settingsApi } from './api';
import { PREFERENCE_CHANGES, RESTORE_CHANGES, SESSION_CHANGES, sessionsKeys, settingsKeys } from './keys';

/** The current session first, then the most recently used. */
function byRelevance(sessions: ActiveSession[]): ActiveSession[] {
  return [...sessions].sort((a, b) => {
    if (a.current !== b.current) return a.current ? -1 : 1;
    return b.lastUsedAt.localeCompare(a.lastUsedAt);
  });
}

/** The preferences as the server has them, applied to the app as they come. */
export const usePreferences = () =>
  useQuery({ queryKey: settingsKeys.preferences(), queryFn: fetchPreferences });

/** The person's signed-in sessions, the current one first, then the most recently used. */
export const useActiveSessions = () =>
  useQuery({ queryKey: sessionsKeys.all, queryFn: settingsApi.getSessions, select: byRelevance });

/** A change of the preferences. */
export const usePreferenceChange = changeOf(PREFERENCE_CHANGES);

/** A session ended, or all the others. */
export const useSessionChange = changeOf(SESSION_CHANGES);

/** A restored backup. */
export const useRestoreChange = changeOf(RESTORE_CHANGES);
