import { authApi, isAuthenticatedAtom, loggingOutAtom, logout, store } from '@moneta/shared';
import { deferred, signIn, signOut } from '@moneta/shared/testing';

afterEach(() => {
  jest.restoreAllMocks();
  signOut();
});

test('logout runs once at a time: a second call shares the pending request and its outcome', async () => {
  const request = deferred<void>();
  const logoutCall = jest.spyOn(authApi, 'logout').mockReturnValue(request.promise);
  signIn();

  const first = logout();
  const second = logout();
  expect(store.get(loggingOutAtom)).toBe(true);
  expect(logoutCall).toHaveBeenCalledTimes(1);

  request.resolve();
  await expect(first).resolves.toEqual({ ok: true });
  await expect(second).resolves.toEqual({ ok: true });
  expect(store.get(loggingOutAtom)).toBe(false);
  expect(store.get(isAuthenticatedAtom)).toBe(false);

  signIn();
  await logout();
  expect(logoutCall).toHaveBeenCalledTimes(2);
});

test('a failed logout still signs out locally and reports the SPEC failure', async () => {
  jest.spyOn(authApi, 'logout').mockRejectedValue(new Error('Network Error'));
  signIn();

  await expect(logout()).resolves.toEqual({ ok: false, error: 'Logout request failed' });
  expect(store.get(isAuthenticatedAtom)).toBe(false);
  expect(store.get(loggingOutAtom)).toBe(false);
});
