import type { User } from '../contract/types';

/** localStorage key of the last signed-in user's identity: never a token. */
export const LAST_USER_KEY = 'moneta-last-user';

/**
 * Who was signed in on this device, so that starting without a network opens that person's app on their cached
 * data (issue 11) instead of signing them out. Kept from each sign-in and profile change; forgotten at sign-out,
 * account deletion and an expired session.
 */
export function rememberUser({ _id, userId, username, email, preferences, createdAt }: User): void {
  try {
    localStorage.setItem(
      LAST_USER_KEY,
      JSON.stringify({ _id, userId, username, email, preferences, createdAt }),
    );
  } catch {
    // Storage full or unavailable: the app then signs out when it starts offline, as it did before.
  }
}

export function lastUser(): User | null {
  try {
    const stored = localStorage.getItem(LAST_USER_KEY);
    return stored ? (JSON.parse(stored) as User) : null;
  } catch {
    return null;
  }
}

export function forgetUser(): void {
  localStorage.removeItem(LAST_USER_KEY);
}
