import { atom } from 'jotai';
import { DEFAULT_PREFERENCES } from '../contract/constants';
import type { AuthPayload, Preferences, User } from '../contract/types';
import { forgetUser, rememberUser } from './lastUser';
import { store } from './store';

export const accessTokenAtom = atom<string | null>(null);
export const userAtom = atom<User | null>(null);
export const isInitializedAtom = atom(false);
/**
 * Started without a network: the last signed-in user's app opens on their cached data, without a token, until
 * a refresh gets one once the connection returns (issue 11).
 */
export const offlineSessionAtom = atom(false);
export const isAuthenticatedAtom = atom(
  (get) => get(userAtom) !== null && (get(accessTokenAtom) !== null || get(offlineSessionAtom)),
);
export const preferencesAtom = atom<Preferences>({ ...DEFAULT_PREFERENCES });
/** True while a logout runs. The navbar reads it here, as the public pages do not load the query layer. */
export const loggingOutAtom = atom(false);

/** Register, login, refresh and verify success (SPEC section 4). */
export function applyAuthPayload({ user, accessToken }: AuthPayload): void {
  store.set(userAtom, user);
  store.set(accessTokenAtom, accessToken);
  store.set(offlineSessionAtom, false);
  mergePreferences(user.preferences);
  rememberUser(user);
}

/** Refresh/verify failure and logout: clear user and token, reset preferences to defaults. */
export function clearAuth(): void {
  store.set(userAtom, null);
  store.set(accessTokenAtom, null);
  store.set(offlineSessionAtom, false);
  store.set(preferencesAtom, { ...DEFAULT_PREFERENCES });
  forgetUser();
}

/** Starting offline: the last signed-in user, without a token (issue 11). */
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
