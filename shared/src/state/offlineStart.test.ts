// Starting without a network keeps the last signed-in user: never a token, only while their session
// could still be valid, and a refusal signs out and removes what the session left on the device.
import { waitFor } from '@testing-library/react';
import { keys, set } from 'idb-keyval';
import {
  accessTokenAtom,
  discardedChangesAtom,
  initializeAuth,
  isAuthenticatedAtom,
  logout,
  OFFLINE_DATA_MAX_AGE_MS,
  offlineSessionAtom,
  store,
  userAtom,
} from '@moneta/shared';
import { signOut, TEST_AUTH_PAYLOAD, TEST_USER } from '@moneta/shared/testing';
import { deviceDataForgotten, setSignOutPending } from './deviceData';
import { LAST_USER_KEY, rememberUser } from './lastUser';
import { authApi } from '@moneta/shared/account';

/** The server's answer to POST /api/auth/refresh, as fetch gives it (data null: no session). */
const refreshAnswer = (data: unknown) =>
  Promise.resolve({ json: () => Promise.resolve({ success: true, data }) });

let fetchMock: jest.Mock;
beforeEach(async () => {
  fetchMock = jest.fn();
  global.fetch = fetchMock;
  signOut();
  // The sign-out's removal of what was on the device, finished before a test leaves something there.
  await deviceDataForgotten();
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

/** The refresh's answer when the server says the session is gone (expired, revoked, reused). */
const refused = () =>
  Promise.resolve({
    status: 401,
    json: () => Promise.resolve({ success: false, message: 'Session expired. Please log in again.' }),
  });
const failing = () =>
  Promise.resolve({
    status: 503,
    json: () => Promise.resolve({ success: false, message: 'Service unavailable' }),
  });

/** What the last session left on the device: the offline copy of its screens and a change not sent yet. */
async function leaveDataOnDevice(): Promise<void> {
  rememberUser(TEST_USER);
  await set(`moneta-cache:${TEST_USER._id}`, '{"clientState":{"queries":[]}}');
  await set(`moneta-outbox:${TEST_USER._id}`, [{ key: 'k1', queuedAt: 1, write: {} }]);
}
const storedKeys = async () => (await keys()).map(String);

describe('the server says the session is gone', () => {
  afterEach(async () => {
    await deviceDataForgotten();
    store.set(discardedChangesAtom, 0);
  });

  test('a refresh answered 401 at start removes the offline copy and the outbox, and says what went', async () => {
    await leaveDataOnDevice();
    fetchMock.mockImplementation(refused);
    await initializeAuth();
    await deviceDataForgotten();

    expect(store.get(isAuthenticatedAtom)).toBe(false);
    expect(localStorage.getItem(LAST_USER_KEY)).toBeNull();
    expect(await storedKeys()).toEqual([]);
    // The person's unsent change is not lost silently.
    expect(store.get(discardedChangesAtom)).toBe(1);
  });

  test('back online after an offline start, a refused refresh removes them too', async () => {
    await leaveDataOnDevice();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await initializeAuth();
    expect(store.get(offlineSessionAtom)).toBe(true);
    expect(await storedKeys()).toHaveLength(2);

    fetchMock.mockImplementation(refused);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(store.get(isAuthenticatedAtom)).toBe(false));
    await deviceDataForgotten();
    expect(await storedKeys()).toEqual([]);
  });

  test('a refresh that fails otherwise (a database outage) says nothing of the session: the data stays', async () => {
    await leaveDataOnDevice();
    fetchMock.mockImplementation(failing);
    await initializeAuth();
    await deviceDataForgotten();

    expect(store.get(isAuthenticatedAtom)).toBe(false);
    expect(await storedKeys()).toHaveLength(2);
    expect(localStorage.getItem(LAST_USER_KEY)).not.toBeNull();
  });
});

describe('what an offline start may show', () => {
  const DAY = 24 * 60 * 60 * 1000;
  afterEach(() => jest.restoreAllMocks());

  async function startOfflineDaysAfterConfirmed(days: number): Promise<void> {
    const confirmedAt = Date.now();
    rememberUser(TEST_USER);
    jest.spyOn(Date, 'now').mockReturnValue(confirmedAt + days * DAY);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await initializeAuth();
  }

  test('the last user, while the server confirmed their session within the offline data’s lifetime', async () => {
    await startOfflineDaysAfterConfirmed(6);
    expect(store.get(offlineSessionAtom)).toBe(true);
    expect(store.get(userAtom)?._id).toBe(TEST_USER._id);
  });

  test('nothing once that is older: the session may be over, and the sign-in page shows', async () => {
    await startOfflineDaysAfterConfirmed(8);
    expect(store.get(offlineSessionAtom)).toBe(false);
    expect(store.get(isAuthenticatedAtom)).toBe(false);
    expect(OFFLINE_DATA_MAX_AGE_MS).toBe(7 * DAY);
  });

  test('nothing for a record that does not say when the session was confirmed', async () => {
    localStorage.setItem(LAST_USER_KEY, JSON.stringify(TEST_USER));
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await initializeAuth();
    expect(store.get(isAuthenticatedAtom)).toBe(false);
  });

  test('nothing after a sign-out, even one the server never received', async () => {
    rememberUser(TEST_USER);
    const logoutCall = jest.spyOn(authApi, 'logout').mockRejectedValue(new Error('Network Error'));
    await logout();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await initializeAuth();
    expect(store.get(isAuthenticatedAtom)).toBe(false);
    expect(store.get(offlineSessionAtom)).toBe(false);
    // The start sent the sign-out again, instead of the refresh.
    expect(logoutCall).toHaveBeenCalledTimes(2);
    setSignOutPending(false);
  });
});
