import { atom } from 'jotai';
import { DEFAULT_PREFERENCES } from '../contract/constants';
import type { AuthPayload, Preferences, User } from '../contract/types';
import { forgetDeviceData } from './deviceData';
import { forgetUser, LAST_USER_KEY, rememberUser } from './lastUser';
import { store } from './store';

export const accessTokenAtom = atom<string | null>(null);
export const userAtom = atom<User | null>(null);
export const isInitializedAtom = atom(false);
/**
 * Started without a network: the last signed-in user's app opens on their cached data, without a token, until
 * a refresh gets one once the connection returns.
 */
export const offlineSessionAtom = atom(false);
export const isAuthenticatedAtom = atom(
  (get) => get(userAtom) !== null && (get(accessTokenAtom) !== null || get(offlineSessionAtom)),
);
export const preferencesAtom = atom<Preferences>({ ...DEFAULT_PREFERENCES });
/** True while a logout runs. The navbar reads it here, as the public pages do not load the query layer. */
export const loggingOutAtom = atom(false);
/**
 * The server refused this device's session while it was in use (expired, revoked, reused): the person is sent to
 * /login to sign in again, not to / as after a sign-out of their own.
 */
export const sessionExpiredAtom = atom(false);

/** Register, login, refresh and verify success. */
export function applyAuthPayload({ user, accessToken }: AuthPayload): void {
  store.set(userAtom, user);
  store.set(accessTokenAtom, accessToken);
  store.set(offlineSessionAtom, false);
  store.set(sessionExpiredAtom, false);
  mergePreferences(user.preferences);
  rememberUser(user);
}

/**
 * The session is over on this device: a sign-out (whether or not the server received it), a refresh the server
 * refused (expired, revoked, reused), a password change or account deletion. Clears user and token, resets
 * preferences to defaults, and removes what the session left on the device: the last user, the offline copy
 * of their data and their unsent changes (./deviceData.ts, which the caller may await through
 * deviceDataForgotten). A refresh that could not reach the server is no such answer: it clears nothing.
 */
export function clearAuth(): void {
  const deliberate = store.get(loggingOutAtom);
  store.set(userAtom, null);
  store.set(accessTokenAtom, null);
  store.set(offlineSessionAtom, false);
  store.set(preferencesAtom, { ...DEFAULT_PREFERENCES });
  forgetUser();
  void forgetDeviceData({ deliberate });
}

if (typeof window !== 'undefined') {
  // Another tab ended the session (the refresh cookie is the whole browser's): this one ends it too, instead of
  // showing the person's data, and saving it again, until its access token runs out.
  window.addEventListener('storage', (event) => {
    if (event.key === LAST_USER_KEY && event.newValue === null && store.get(userAtom) !== null) clearAuth();
  });
}

/** Starting offline: the last signed-in user, without a token. */
export function startOfflineSession(user: User): void {
  store.set(userAtom, user);
  store.set(offlineSessionAtom, true);
  mergePreferences(user.preferences);
}

/** Profile fetch/update merge the returned user into the existing one. */
export function mergeUser(user: Partial<User>): void {
  const current = store.get(userAtom);
  const merged = current ? { ...current, ...user } : (user as User);
  store.set(userAtom, merged);
  if (user.preferences) mergePreferences(user.preferences);
  rememberUser(merged);
}

/**
 * Only a preference that changed is set: a new object re-renders everything that reads the preferences (the
 * theme's provider around the whole app among them), and most answers that carry them (a sign-in, the settings
 * screen's fetch) repeat what is shown.
 */
export function mergePreferences(preferences: Partial<Preferences>): void {
  const current = store.get(preferencesAtom);
  const merged = { ...current, ...preferences };
  const changed = (Object.keys(merged) as (keyof Preferences)[]).some((key) => merged[key] !== current[key]);
  if (changed) store.set(preferencesAtom, merged);
}

/** 'Welcome, ' plus the username, falling back to the e-mail, then to 'User'. */
export function displayName(user: User | null): string {
  return user?.username || user?.email || 'User';
}
