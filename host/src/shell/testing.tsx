// Helpers for the host's tests (not bundled: only *.test.tsx files import this module).
import { accessTokenAtom, DEFAULT_PREFERENCES, store, userAtom, type User } from '@moneta/shared';
import { useLocation } from '@moneta/shared/router';

/** Signs a user in locally, as a successful login would. */
export function signIn(overrides: Partial<User> = {}): User {
  const user: User = {
    _id: 'u1',
    userId: 'u1',
    username: 'alice',
    email: 'alice@example.com',
    emailVerified: true,
    pendingEmail: null,
    preferences: { ...DEFAULT_PREFERENCES },
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
  store.set(userAtom, user);
  store.set(accessTokenAtom, 'access-token');
  return user;
}

/** Prints the router's current path, so a test can see where navigation went. */
export function LocationProbe() {
  const { pathname } = useLocation();
  return <output aria-label="Current path">{pathname}</output>;
}
