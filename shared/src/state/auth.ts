import { atom } from 'jotai';
import { DEFAULT_PREFERENCES } from '../contract/constants';
import type { AuthPayload, Preferences, User } from '../contract/types';
import { store } from './store';

export const accessTokenAtom = atom<string | null>(null);
export const userAtom = atom<User | null>(null);
export const isInitializedAtom = atom(false);
export const isAuthenticatedAtom = atom((get) => get(accessTokenAtom) !== null && get(userAtom) !== null);
export const preferencesAtom = atom<Preferences>({ ...DEFAULT_PREFERENCES });

/** Register, login, refresh and verify success (SPEC section 4). */
export function applyAuthPayload({ user, accessToken }: AuthPayload): void {
  store.set(userAtom, user);
  store.set(accessTokenAtom, accessToken);
  mergePreferences(user.preferences);
}

/** Refresh/verify failure and logout: clear user and token, reset preferences to defaults. */
export function clearAuth(): void {
  store.set(userAtom, null);
  store.set(accessTokenAtom, null);
  store.set(preferencesAtom, { ...DEFAULT_PREFERENCES });
}

/** Profile fetch/update merge the returned user into the existing one. */
export function mergeUser(user: Partial<User>): void {
  const current = store.get(userAtom);
  store.set(userAtom, current ? { ...current, ...user } : (user as User));
  if (user.preferences) mergePreferences(user.preferences);
}

export function mergePreferences(preferences: Partial<Preferences>): void {
  store.set(preferencesAtom, { ...store.get(preferencesAtom), ...preferences });
}

/** 'Welcome, ' plus the username, falling back to the e-mail, then to 'User'. */
export function displayName(user: User | null): string {
  return user?.username || user?.email || 'User';
}
