import type { User } from '../contract/types';
import { OFFLINE_DATA_MAX_AGE_MS } from './deviceData';

/** localStorage key of the last signed-in user's identity: never a token. */
export const LAST_USER_KEY = 'moneta-last-user';

interface RememberedUser {
  user: User;
  /** When the server last confirmed this person's session on this device (ms since the epoch). */
  confirmedAt: number;
}

/**
 * Who was signed in on this device, so that starting without a network opens that person's app on their cached
 * data instead of signing them out. Kept from each answer of the server to their session (sign-in,
 * refresh, profile); forgotten whenever the session ends on the device (sign-out, failed or not, an expired or
 * revoked session, a password change, account deletion).
 */
export function rememberUser(user: User): void {
  const remembered: RememberedUser = { user, confirmedAt: Date.now() };
  try {
    localStorage.setItem(LAST_USER_KEY, JSON.stringify(remembered));
  } catch {
    // Storage full or unavailable: the app then signs out when it starts offline, as it did before.
  }
}

function remembered(): RememberedUser | null {
  try {
    const stored = localStorage.getItem(LAST_USER_KEY);
    return stored ? (JSON.parse(stored) as RememberedUser) : null;
  } catch {
    return null;
  }
}

/**
 * Whom an offline start may open the app for: the last signed-in person, only while the server confirmed
 * their session on this device within the offline data's lifetime (a session that could still be valid). A
 * record without that time (kept by an older version) counts as too old.
 */
export function offlineStartUser(now = Date.now()): User | null {
  const last = remembered();
  if (!last?.user?._id || typeof last.confirmedAt !== 'number') return null;
  const age = now - last.confirmedAt;
  return age >= 0 && age < OFFLINE_DATA_MAX_AGE_MS ? last.user : null;
}

export function forgetUser(): void {
  try {
    localStorage.removeItem(LAST_USER_KEY);
  } catch {
    // Storage unavailable: nothing was kept.
  }
}
