// The auth state transitions of SPEC section 4, shared by the host and the remotes. The calls that screens
// wait on throw on failure, so the query layer (DESIGN section 5) keeps their pending and error states.
import { startTransition } from 'react';
import { authApi } from '../api/auth';
import { refreshSession } from '../api/session';
import { settingsApi } from '../api/settings';
import { DEFAULT_PREFERENCES } from '../contract/constants';
import type { RestoreResult } from '../contract/backupFile';
import type { Preferences, User } from '../contract/types';
import type { LoginInput, PreferencesPatch, ProfileInput, RegisterInput } from '../contract/validators';
import {
  applyAuthPayload,
  clearAuth,
  isInitializedAtom,
  loggingOutAtom,
  mergePreferences,
  mergeUser,
  preferencesAtom,
  startOfflineSession,
} from './auth';
import { wantedLanguageAtom } from './language';
import { lastUser } from './lastUser';
import { store } from './store';

export type ActionResult = { ok: true } | { ok: false; error: string };

/** A refresh that could not reach the server (fetch's network error or time-out), not one it refused. */
const unreachable = (error: unknown) =>
  error instanceof TypeError || (error instanceof DOMException && error.name === 'TimeoutError');

/**
 * On app start: one silent refresh; success or failure, the app becomes initialised. A refresh that fails for
 * lack of network (not a refusal) keeps the last signed-in user, who then works on cached data until a refresh
 * succeeds once the connection returns (issue 11).
 */
export async function initializeAuth(): Promise<void> {
  let signedIn = true;
  let offlineUser: User | null = null;
  try {
    await refreshSession();
  } catch (error) {
    signedIn = false;
    if (unreachable(error)) offlineUser = lastUser();
  }
  // The first render of the whole app follows; as a transition React yields to the browser while it renders,
  // instead of holding the main thread for one long task.
  startTransition(() => {
    if (offlineUser) startOfflineSession(offlineUser);
    else if (!signedIn) clearAuth();
    store.set(isInitializedAtom, true);
  });
  if (offlineUser) window.addEventListener('online', resumeSession, { once: true });
}

/** Back online after an offline start: a refresh gets a token, or, refused, signs the person out. */
async function resumeSession(): Promise<void> {
  try {
    await refreshSession();
  } catch (error) {
    if (unreachable(error)) window.addEventListener('online', resumeSession, { once: true });
    else clearAuth();
  }
}

export async function login(input: LoginInput): Promise<void> {
  applyAuthPayload(await authApi.login(input));
}

/** Sign-up, in the language the visitor sees: the account keeps it as its preference. */
export async function register(input: RegisterInput): Promise<void> {
  applyAuthPayload(await authApi.register({ ...input, language: store.get(wantedLanguageAtom) }));
}

let pendingLogout: Promise<ActionResult> | null = null;

async function endSession(): Promise<ActionResult> {
  try {
    await authApi.logout();
    return { ok: true };
  } catch {
    return { ok: false, error: 'Logout request failed' };
  } finally {
    clearAuth();
  }
}

/**
 * Logout: a failed call is swallowed; local state is cleared either way (SPEC section 4). One runs at a time:
 * a call while one is pending gets that one's outcome and sends no second request.
 */
export function logout(): Promise<ActionResult> {
  if (!pendingLogout) {
    store.set(loggingOutAtom, true);
    pendingLogout = endSession().finally(() => {
      pendingLogout = null;
      store.set(loggingOutAtom, false);
    });
  }
  return pendingLogout;
}

/** Profile fetch and update merge the returned user into the existing one. */
export async function fetchProfile(): Promise<User> {
  const user = await authApi.getProfile();
  mergeUser(user);
  return user;
}

export async function updateProfile(input: ProfileInput): Promise<User> {
  const user = await authApi.updateProfile(input);
  mergeUser(user);
  return user;
}

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
