// The settings' calls that also apply what the server answers to the app: the preferences atom, which the
// theme, the language and the money formats read. Only the settings screen makes them, so they load with it.
// The state comes through the main entry, the shared singleton every page has loaded, not as a copy of its own.
import {
  DEFAULT_PREFERENCES,
  mergePreferences,
  preferencesAtom,
  store,
  type Preferences,
  type PreferencesPatch,
  type RestoreResult,
} from '@moneta/shared';
import { settingsApi } from './api';

/** Preferences fetch and update merge the returned preferences. */
export async function fetchPreferences(): Promise<Preferences> {
  const preferences = await settingsApi.getPreferences();
  mergePreferences(preferences);
  return preferences;
}

export async function updatePreferences(patch: PreferencesPatch): Promise<Preferences> {
  const preferences = await settingsApi.updatePreferences(patch);
  mergePreferences(preferences);
  return preferences;
}

/** A restored backup brings its preferences, which apply at once (theme, language, money). */
export async function restoreBackup(backupJson: string): Promise<RestoreResult> {
  const result = await settingsApi.restoreData(backupJson);
  mergePreferences(result.preferences);
  return result;
}

/** Reset restores the defaults overlaid with the server-returned preferences. */
export async function resetPreferences(): Promise<Preferences> {
  const preferences = await settingsApi.resetPreferences();
  store.set(preferencesAtom, { ...DEFAULT_PREFERENCES, ...preferences });
  return preferences;
}
