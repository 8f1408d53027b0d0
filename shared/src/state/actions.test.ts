import { waitFor } from '@testing-library/react';
import { keys, set } from 'idb-keyval';
import {
  accessTokenAtom,
  initializeAuth,
  isAuthenticatedAtom,
  isInitializedAtom,
  loggingOutAtom,
  login,
  logout,
  signOutPendingAtom,
  store,
} from '@moneta/shared';
import { deferred, signIn, signOutAfterEachTest, TEST_AUTH_PAYLOAD, TEST_USER } from '@moneta/shared/testing';
import { deviceDataForgotten, setSignOutPending, SIGN_OUT_PENDING_KEY } from './deviceData';
import { LAST_USER_KEY, rememberUser } from './lastUser';
import { authApi } from '@moneta/shared/account';

/** What a signed-in person leaves on the device: their offline copy and outbox, and an older user's copy. */
async function leaveDataOnDevice(): Promise<void> {
  rememberUser(TEST_USER);
  await set(`moneta-cache:${TEST_USER._id}`, '{"clientState":{"queries":[]}}');
  await set(`moneta-outbox:${TEST_USER._id}`, [{ key: 'k1', queuedAt: 1, write: {} }]);
  await set('moneta-cache:someone-before', '{"clientState":{"queries":[]}}');
}

const storedKeys = async () => (await keys()).map(String);

signOutAfterEachTest();

afterEach(async () => {
  setSignOutPending(false);
  await deviceDataForgotten();
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

test('a failed logout still signs out locally and reports the logout failure', async () => {
  jest.spyOn(authApi, 'logout').mockRejectedValue(new Error('Network Error'));
  signIn();

  await expect(logout()).resolves.toEqual({ ok: false, error: 'Logout request failed' });
  expect(store.get(isAuthenticatedAtom)).toBe(false);
  expect(store.get(loggingOutAtom)).toBe(false);
});

test.each([
  ['the server receives it', () => Promise.resolve()],
  ['the request fails', () => Promise.reject(new Error('Network Error'))],
])(
  'a sign-out leaves nothing of the session on the device when %s',
  async (_case, answer: () => Promise<void>) => {
    jest.spyOn(authApi, 'logout').mockImplementation(answer);
    signIn();
    await leaveDataOnDevice();

    await logout();
    // Gone by the time the sign-out resolves: the token, the last user, every offline copy and outbox.
    expect(store.get(accessTokenAtom)).toBeNull();
    expect(localStorage.getItem(LAST_USER_KEY)).toBeNull();
    expect(await storedKeys()).toEqual([]);
  },
);

test('a failed sign-out is remembered across reloads, and a retry that reaches the server ends it', async () => {
  const logoutCall = jest.spyOn(authApi, 'logout').mockRejectedValueOnce(new Error('Network Error'));
  signIn();
  await logout();
  expect(store.get(signOutPendingAtom)).toBe(true);
  expect(localStorage.getItem(SIGN_OUT_PENDING_KEY)).not.toBeNull();

  // Retry sign-out: the same action, signed out already.
  logoutCall.mockResolvedValueOnce();
  await expect(logout()).resolves.toEqual({ ok: true });
  expect(logoutCall).toHaveBeenCalledTimes(2);
  expect(store.get(signOutPendingAtom)).toBe(false);
  expect(localStorage.getItem(SIGN_OUT_PENDING_KEY)).toBeNull();
});

test('a failed sign-out is sent again once the connection returns', async () => {
  const logoutCall = jest.spyOn(authApi, 'logout').mockRejectedValueOnce(new Error('Network Error'));
  signIn();
  await logout();
  expect(store.get(signOutPendingAtom)).toBe(true);

  logoutCall.mockResolvedValueOnce();
  window.dispatchEvent(new Event('online'));
  await waitFor(() => expect(store.get(signOutPendingAtom)).toBe(false));
  expect(logoutCall).toHaveBeenCalledTimes(2);
});

test('a start with a sign-out still pending sends it instead of the refresh, so the old cookie signs nobody in', async () => {
  setSignOutPending(true);
  store.set(isInitializedAtom, false);
  const refresh = jest.fn(() =>
    Promise.resolve({ json: () => Promise.resolve({ success: true, data: TEST_AUTH_PAYLOAD }) }),
  );
  global.fetch = refresh as unknown as typeof fetch;
  const logoutCall = jest.spyOn(authApi, 'logout').mockRejectedValueOnce(new Error('Network Error'));

  await initializeAuth();
  await waitFor(() => expect(store.get(isInitializedAtom)).toBe(true));
  expect(logoutCall).toHaveBeenCalledTimes(1);
  expect(refresh).not.toHaveBeenCalled();
  expect(store.get(isAuthenticatedAtom)).toBe(false);
  // Still not received: still said.
  expect(store.get(signOutPendingAtom)).toBe(true);
});

test('a sign-in replaces the cookie a failed sign-out left: nothing is pending any more', async () => {
  setSignOutPending(true);
  jest.spyOn(authApi, 'login').mockResolvedValue(TEST_AUTH_PAYLOAD);
  await login({ email: TEST_USER.email, password: 'Passw0rd#' });
  expect(store.get(isAuthenticatedAtom)).toBe(true);
  expect(store.get(signOutPendingAtom)).toBe(false);
  expect(localStorage.getItem(SIGN_OUT_PENDING_KEY)).toBeNull();
});
