// The settings domain: its API calls, query keys, hooks and what each change of the settings makes stale.
export { fetchPreferences, resetPreferences, restoreBackup, updatePreferences } from './actions';
export { settingsApi } from './api';
export { settingsEndpoints } from './endpoints';
export {
  useActiveSessions,
  usePreferenceChange,
  usePreferences,
  useRestoreChange,
  useSessionChange,
} from './hooks';
export { PREFERENCE_CHANGES, RESTORE_CHANGES, SESSION_CHANGES, sessionsKeys, settingsKeys } from './keys';
