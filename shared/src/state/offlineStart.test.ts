// Starting without a network keeps the last signed-in user (issue 11): never a token, and a refusal signs out.
import { waitFor } from '@testing-library/react';
import {
  accessTokenAtom,
  initializeAuth,
  isAuthenticatedAtom,
  offlineSessionAtom,
  store,
  userAtom,
} from '@moneta/shared';
import { signOut, TEST_AUTH_PAYLOAD, TEST_USER } from '@moneta/shared/testing';
import { LAST_USER_KEY, rememberUser } from './lastUser';

/** The server's answer to POST /api/auth/refresh, as fetch gives it (data null: no session). */
const refreshAnswer = (data: unknown) =>
  Promise.resolve({ json: () => Promise.resolve({ success: true, data }) });

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock;
  signOut();
});

test('a start-up refresh that cannot reach the server opens the last user’s app, without a token', async () => {
  rememberUser(TEST_USER);
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  await initializeAuth();

  expect(store.get(userAtom)).toMatchObject({ _id: TEST_USER._id, email: TEST_USER.email });
  expect(store.get(accessTokenAtom)).toBeNull();
  expect(store.get(offlineSessionAtom)).toBe(true);
  expect(store.get(isAuthenticatedAtom)).toBe(true);
  expect(localStorage.getItem(LAST_USER_KEY)).not.toContain(TEST_AUTH_PAYLOAD.accessToken);

  // Back online, a refresh gets a token.
  fetchMock.mockImplementation(() => refreshAnswer(TEST_AUTH_PAYLOAD));
  window.dispatchEvent(new Event('online'));
  await waitFor(() => expect(store.get(accessTokenAtom)).toBe(TEST_AUTH_PAYLOAD.accessToken));
  expect(store.get(offlineSessionAtom)).toBe(false);
});

test('back online, a refused refresh signs the person out and forgets them', async () => {
  rememberUser(TEST_USER);
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  await initializeAuth();
  expect(store.get(isAuthenticatedAtom)).toBe(true);

  fetchMock.mockImplementation(() => refreshAnswer(null));
  window.dispatchEvent(new Event('online'));
  await waitFor(() => expect(store.get(isAuthenticatedAtom)).toBe(false));
  expect(store.get(userAtom)).toBeNull();
  expect(localStorage.getItem(LAST_USER_KEY)).toBeNull();
});

test('a refresh the server refuses signs out even with a last user on the device', async () => {
  rememberUser(TEST_USER);
  fetchMock.mockImplementation(() => refreshAnswer(null));
  await initializeAuth();
  expect(store.get(isAuthenticatedAtom)).toBe(false);
  expect(localStorage.getItem(LAST_USER_KEY)).toBeNull();
});

test('offline with nobody signed in before: signed out', async () => {
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  await initializeAuth();
  expect(store.get(isAuthenticatedAtom)).toBe(false);
  expect(store.get(offlineSessionAtom)).toBe(false);
});
