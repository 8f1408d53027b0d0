// The settings' hooks for the screens: the preferences, and the change hooks that make stale what each change of
// the settings does.
import { changeOf, useQuery } from '@moneta/shared/query';
import { fetchPreferences } from './actions';
import { PREFERENCE_CHANGES, RESTORE_CHANGES, SESSION_CHANGES, settingsKeys } from './keys';

/** The preferences as the server has them, applied to the app as they come. */
export const usePreferences = () =>
  useQuery({ queryKey: settingsKeys.preferences(), queryFn: fetchPreferences });

/** A change of the preferences. */
export const usePreferenceChange = changeOf(PREFERENCE_CHANGES);

/** A session ended, or all the others. */
export const useSessionChange = changeOf(SESSION_CHANGES);

/** A restored backup. */
export const useRestoreChange = changeOf(RESTORE_CHANGES);
