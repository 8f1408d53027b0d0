// Refresh on 401: one refresh shared by concurrent requests, then replay; a refused refresh
// signs out, removes the session's data from the device and sends the user to /login; refreshes take turns with other tabs through the 'moneta-refresh'
// lock, so a refresh made by another tab is picked up instead of clashing with it.
import { del, keys, set } from 'idb-keyval';
import {
  AxiosError,
  CanceledError,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { DEFAULT_PREFERENCES } from '../contract/constants';
import type { ApiResponse, AuthPayload, User } from '../contract/types';
import { MESSAGES } from '../contract/messages';
import {
  accessTokenAtom,
  applyAuthPayload,
  clearAuth,
  isAuthenticatedAtom,
  loggingOutAtom,
  userAtom,
} from '../state/auth';
import { store } from '../state/store';
import { deviceDataForgotten, discardedChangesAtom } from '../state/deviceData';
import { LAST_USER_KEY, rememberUser } from '../state/lastUser';
import { apiClient } from './client';
import { onSessionExpired } from '../domains/auth/session';

const USER: User = {
  _id: 'u1',
  userId: 'u1',
  username: 'Ada Lovelace',
  email: 'ada@example.com',
  emailVerified: true,
  pendingEmail: null,
  preferences: { ...DEFAULT_PREFERENCES },
  createdAt: '2026-01-01T00:00:00.000Z',
};

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Yields to the pending callbacks, one task at a time, until `condition` holds. */
async function until(condition: () => boolean): Promise<void> {
  for (let turn = 0; turn < 100; turn += 1) {
    await new Promise((next) => setTimeout(next, 0));
    if (condition()) return;
  }
  throw new Error(`condition never held: ${condition.toString()}`);
}

/**
 * The server's side of the session: the access token it accepts and the refresh token it expects, rotated on
 * each refresh. A refresh token presented again after rotation revokes the session (reuse detection). The
 * browser's cookie jar is shared by every tab.
 */
const server = { accessToken: '', refreshToken: '', rotations: 0, revoked: false };
const cookieJar = { refreshToken: '' };

function serverRefresh(presented: string): ApiResponse<AuthPayload | null> {
  if (server.revoked || presented !== server.refreshToken) {
    server.revoked = true;
    return { success: false, message: MESSAGES.sessionExpired };
  }
  server.rotations += 1;
  server.refreshToken = `refresh-${server.rotations + 1}`;
  server.accessToken = `access-${server.rotations + 1}`;
  cookieJar.refreshToken = server.refreshToken;
  return { success: true, data: { user: USER, accessToken: server.accessToken } };
}

/** Answers of POST /api/auth/refresh wait for this gate, so a test decides when the refresh completes. */
let refreshGate = Promise.resolve();
const fetchMock = jest.fn<ReturnType<typeof fetch>, Parameters<typeof fetch>>(async (url) => {
  expect(url).toBe('/api/auth/refresh');
  await refreshGate;
  const body = serverRefresh(cookieJar.refreshToken);
  return { status: body.success ? 200 : 401, json: async () => body } as Partial<Response> as Response;
});

/** Every request the API saw: its URL and the bearer token it carried. */
let requests: { url: string; token: string }[] = [];
/** The API's answers wait for this gate, so a test decides when they arrive. */
let answerGate = Promise.resolve();
const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
  const token = String(config.headers.get('Authorization') ?? '').replace('Bearer ', '');
  requests.push({ url: config.url ?? '', token });
  // As the browser's adapters do, an aborted request ends at once, canceled.
  await Promise.race([
    answerGate,
    new Promise((_, reject) => {
      config.signal?.addEventListener?.('abort', () =>
        reject(new CanceledError(undefined, undefined, config)),
      );
    }),
  ]);
  const accepted = token === server.accessToken;
  const response: AxiosResponse = {
    data: accepted ? { success: true, data: config.url } : { success: false, message: 'Unauthorized' },
    status: accepted ? 200 : 401,
    statusText: accepted ? 'OK' : 'Unauthorized',
    headers: {},
    config,
  };
  if (!accepted) {
    throw new AxiosError(
      'Request failed with status code 401',
      AxiosError.ERR_BAD_REQUEST,
      config,
      null,
      response,
    );
  }
  return response;
};

/** navigator.locks as the browser shares it between tabs: one holder at a time, the others queue. */
class SharedLocks {
  queued = 0;
  private tail: Promise<unknown> = Promise.resolve();

  request<T>(_name: string, callback: () => Promise<T>): Promise<T> {
    this.queued += 1;
    const run = this.tail.then(() => {
      this.queued -= 1;
      return callback();
    });
    this.tail = run.catch(() => undefined);
    return run;
  }
}

const originalAdapter = apiClient.defaults.adapter;
const sessionExpired = jest.fn();

beforeAll(() => {
  apiClient.defaults.adapter = adapter;
  globalThis.fetch = fetchMock;
});

afterAll(() => {
  apiClient.defaults.adapter = originalAdapter;
  Reflect.deleteProperty(globalThis, 'fetch');
});

beforeEach(() => {
  Object.assign(server, { accessToken: 'access-1', refreshToken: 'refresh-1', rotations: 0, revoked: false });
  cookieJar.refreshToken = 'refresh-1';
  refreshGate = Promise.resolve();
  answerGate = Promise.resolve();
  requests = [];
  fetchMock.mockClear();
  sessionExpired.mockReset();
  onSessionExpired(sessionExpired);
  // Signed in with an access token the server no longer accepts.
  applyAuthPayload({ user: USER, accessToken: 'expired' });
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'locks');
  clearAuth();
});

test('two parallel 401s make one refresh, and both requests are replayed with the new token', async () => {
  const gate = deferred();
  refreshGate = gate.promise;

  const both = Promise.all([apiClient.get('/transaction/'), apiClient.get('/goals/')]);
  // Both requests have been refused and are waiting on the one refresh in flight.
  await until(() => requests.length === 2 && fetchMock.mock.calls.length === 1);
  gate.resolve();

  const [transactions, goals] = await both;
  expect(transactions.data).toEqual({ success: true, data: '/transaction/' });
  expect(goals.data).toEqual({ success: true, data: '/goals/' });
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(requests).toHaveLength(4);
  expect(requests.slice(0, 2).map((r) => r.token)).toEqual(['expired', 'expired']);
  expect(
    requests
      .slice(2)
      .map((r) => r.url)
      .sort(),
  ).toEqual(['/goals/', '/transaction/']);
  expect(requests.slice(2).map((r) => r.token)).toEqual(['access-2', 'access-2']);
  expect(store.get(accessTokenAtom)).toBe('access-2');
  expect(sessionExpired).not.toHaveBeenCalled();
});

test('a failed refresh signs the user out locally and routes to /login, without replaying', async () => {
  cookieJar.refreshToken = 'refresh-from-a-revoked-session';

  const failure = await apiClient.get('/auth/profile').catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(AxiosError);
  expect((failure as AxiosError).response?.status).toBe(401);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(requests).toEqual([{ url: '/auth/profile', token: 'expired' }]);
  expect(store.get(accessTokenAtom)).toBeNull();
  expect(store.get(userAtom)).toBeNull();
  expect(store.get(isAuthenticatedAtom)).toBe(false);
  expect(sessionExpired).toHaveBeenCalledTimes(1);
});

test('a refused refresh removes what the session left on the device: its offline copy and outbox', async () => {
  rememberUser(USER);
  await set(`moneta-cache:${USER._id}`, '{"clientState":{"queries":[]}}');
  await set(`moneta-outbox:${USER._id}`, [{ key: 'k1', queuedAt: 1, write: {} }]);
  cookieJar.refreshToken = 'refresh-from-a-revoked-session';

  await apiClient.get('/transaction/').catch(() => undefined);
  await deviceDataForgotten();
  expect(store.get(isAuthenticatedAtom)).toBe(false);
  expect(await keys()).toEqual([]);
  expect(localStorage.getItem(LAST_USER_KEY)).toBeNull();
  store.set(discardedChangesAtom, 0);
});

test('a refresh that fails without refusing the session (a database outage) signs nobody out', async () => {
  rememberUser(USER);
  await set(`moneta-outbox:${USER._id}`, [{ key: 'k1', queuedAt: 1, write: {} }]);
  fetchMock.mockImplementationOnce(
    async () =>
      ({
        status: 503,
        json: async () => ({ success: false, message: 'Service unavailable' }),
      }) as Partial<Response> as Response,
  );

  const failure = await apiClient.get('/transaction/').catch((error: unknown) => error);
  expect((failure as AxiosError).response?.status).toBe(401);
  await deviceDataForgotten();
  expect(store.get(isAuthenticatedAtom)).toBe(true);
  expect(sessionExpired).not.toHaveBeenCalled();
  expect(await keys()).toEqual([`moneta-outbox:${USER._id}`]);
  await del(`moneta-outbox:${USER._id}`);
});

test("a refresh made by another tab is picked up: this tab's refresh waits for it and sends the cookie it rotated", async () => {
  const locks = new SharedLocks();
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });

  // The other tab holds the lock and is refreshing.
  const otherTabDone = deferred();
  const otherTab = locks.request('moneta-refresh', async () => {
    await otherTabDone.promise;
    return serverRefresh(cookieJar.refreshToken);
  });

  const profile = apiClient.get('/auth/profile');
  await until(() => locks.queued === 1);
  expect(requests).toEqual([{ url: '/auth/profile', token: 'expired' }]);
  expect(fetchMock).not.toHaveBeenCalled();

  otherTabDone.resolve();
  expect(await otherTab).toMatchObject({ success: true, data: { accessToken: 'access-2' } });
  expect(cookieJar.refreshToken).toBe('refresh-2');

  expect((await profile).data).toEqual({ success: true, data: '/auth/profile' });
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(server).toMatchObject({ rotations: 2, revoked: false });
  expect(requests.at(-1)).toEqual({ url: '/auth/profile', token: 'access-3' });
  expect(store.get(accessTokenAtom)).toBe('access-3');
  expect(sessionExpired).not.toHaveBeenCalled();
});

test('while a sign-out is under way only the logout itself is sent', async () => {
  store.set(loggingOutAtom, true);
  try {
    await expect(apiClient.get('/transaction/')).rejects.toThrow('Signing out');
    expect(requests).toEqual([]);
    await apiClient.post('/auth/logout').catch(() => undefined);
    expect(requests.map((request) => request.url)).toEqual(['/auth/logout']);
  } finally {
    store.set(loggingOutAtom, false);
  }
});

test('a sign-out drops the reads under way, which try no refresh; a write under way is left to finish', async () => {
  server.accessToken = 'expired';
  const answers = deferred();
  answerGate = answers.promise;
  const read = apiClient.get('/transaction/');
  const write = apiClient.post('/transaction/');
  await until(() => requests.length === 2);
  store.set(loggingOutAtom, true);
  try {
    await expect(read).rejects.toMatchObject({ code: 'ERR_CANCELED' });
    // The server ends the session before the write's answer arrives.
    server.accessToken = '';
    answers.resolve();
    await expect(write).rejects.toMatchObject({ response: { status: 401 } });
    expect(fetchMock).not.toHaveBeenCalled();
  } finally {
    store.set(loggingOutAtom, false);
  }
});
