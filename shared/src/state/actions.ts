// The auth state transitions of SPEC section 4, shared by the host and the remotes.
import { atom } from 'jotai';
import { startTransition } from 'react';
import { authApi } from '../api/auth';
import { refreshSession } from '../api/session';
import { errorMessage } from '../api/errors';
import { settingsApi } from '../api/settings';
import { DEFAULT_PREFERENCES } from '../contract/constants';
import type { Preferences } from '../contract/types';
import type { LoginInput, PreferencesPatch, ProfileInput, RegisterInput } from '../contract/validators';
import {
  applyAuthPayload,
  authErrorAtom,
  authLoadingAtom,
  clearAuth,
  isInitializedAtom,
  mergePreferences,
  mergeUser,
  preferencesAtom,
  preferencesErrorAtom,
  preferencesLoadingAtom,
  profileLoadingAtom,
} from './auth';
import { store } from './store';

export type ActionResult = { ok: true } | { ok: false; error: string };

/** On app start: one silent refresh; success or failure, the app becomes initialised. */
export async function initializeAuth(): Promise<void> {
  let signedIn = true;
  try {
    await refreshSession();
  } catch {
    signedIn = false;
  }
  // The first render of the whole app follows; as a transition React yields to the browser while it renders,
  // instead of holding the main thread for one long task.
  startTransition(() => {
    if (!signedIn) clearAuth();
    store.set(isInitializedAtom, true);
  });
}

async function withAuthLoading(run: () => Promise<void>, fallback: string): Promise<ActionResult> {
  store.set(authLoadingAtom, true);
  store.set(authErrorAtom, null);
  try {
    await run();
    return { ok: true };
  } catch (error) {
    const message = errorMessage(error, fallback);
    store.set(authErrorAtom, message);
    return { ok: false, error: message };
  } finally {
    store.set(authLoadingAtom, false);
  }
}

export function login(input: LoginInput): Promise<ActionResult> {
  return withAuthLoading(async () => applyAuthPayload(await authApi.login(input)), 'Login failed');
}

export function register(input: RegisterInput): Promise<ActionResult> {
  return withAuthLoading(async () => applyAuthPayload(await authApi.register(input)), 'Registration failed');
}

export function clearAuthError(): void {
  store.set(authErrorAtom, null);
}

/** True while a logout runs. The navbar reads it here, as the public pages do not load the query layer. */
export const loggingOutAtom = atom(false);

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

async function withProfileLoading(run: () => Promise<void>, fallback: string): Promise<ActionResult> {
  store.set(profileLoadingAtom, true);
  try {
    await run();
    return { ok: true };
  } catch (error) {
    return { ok: false, error: errorMessage(error, fallback) };
  } finally {
    store.set(profileLoadingAtom, false);
  }
}

export function fetchProfile(): Promise<ActionResult> {
  return withProfileLoading(async () => mergeUser(await authApi.getProfile()), 'Failed to fetch profile');
}

export function updateProfile(input: ProfileInput): Promise<ActionResult> {
  return withProfileLoading(
    async () => mergeUser(await authApi.updateProfile(input)),
    'Failed to update profile',
  );
}

async function withPreferences(
  run: () => Promise<Preferences>,
  apply: (preferences: Preferences) => void,
  fallback: string,
): Promise<ActionResult> {
  store.set(preferencesLoadingAtom, true);
  store.set(preferencesErrorAtom, null);
  try {
    apply(await run());
    return { ok: true };
  } catch (error) {
    const message = errorMessage(error, fallback);
    store.set(preferencesErrorAtom, message);
    return { ok: false, error: message };
  } finally {
    store.set(preferencesLoadingAtom, false);
  }
}

export function fetchPreferences(): Promise<ActionResult> {
  return withPreferences(settingsApi.getPreferences, mergePreferences, 'Failed to fetch preferences');
}

export function updatePreferences(patch: PreferencesPatch): Promise<ActionResult> {
  return withPreferences(
    () => settingsApi.updatePreferences(patch),
    mergePreferences,
    'Failed to update preferences',
  );
}

/** Reset restores the defaults overlaid with the server-returned preferences. */
export function resetPreferences(): Promise<ActionResult> {
  return withPreferences(
    settingsApi.resetPreferences,
    (preferences) => store.set(preferencesAtom, { ...DEFAULT_PREFERENCES, ...preferences }),
    'Failed to reset preferences',
  );
}
