import axios, { type AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { API_TIMEOUT_MS } from '../contract/constants';
import type { ApiSuccess, AuthPayload } from '../contract/types';
import { accessTokenAtom, applyAuthPayload, clearAuth } from '../state/auth';
import { store } from '../state/store';

const API_BASE = '/api';

// Calls whose 401 means "wrong credentials" or "no session", never "token expired".
const NO_REFRESH_PATHS = ['/auth/login', '/auth/register', '/auth/refresh', '/auth/logout'];

type RetriableConfig = InternalAxiosRequestConfig & { _retried?: boolean };

let sessionExpiredHandler: () => void = () => window.location.assign('/login');

/** The host routes a signed-out user to /login through its router instead of a full page load. */
export function onSessionExpired(handler: () => void): void {
  sessionExpiredHandler = handler;
}

let refreshInFlight: Promise<AuthPayload> | null = null;

/**
 * Two tabs refreshing with the same cookie would look like token theft to the server (reuse detection) and
 * end the session, so refreshes take turns across tabs: the second sends the cookie the first one rotated.
 */
function acrossTabs<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request('moneta-refresh', run) as Promise<T>) : run();
}

/**
 * POST /api/auth/refresh, with one refresh in flight shared by every caller. Without a refresh cookie the
 * server answers `data: null` (no session is not an error), which rejects here like a refused refresh.
 */
export function refreshSession(): Promise<AuthPayload> {
  refreshInFlight ??= acrossTabs(() =>
    axios.post<ApiSuccess<AuthPayload | null>>(`${API_BASE}/auth/refresh`, undefined, {
      withCredentials: true,
      timeout: API_TIMEOUT_MS,
    }),
  )
    .then((response) => {
      const payload = response.data.data;
      if (!payload) throw new Error('Token refresh failed');
      applyAuthPayload(payload);
      return payload;
    })
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
}

function withBearer(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const token = store.get(accessTokenAtom);
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
}

/** Attaches the bearer token, and on a 401 refreshes once (single flight) then replays the request. */
function installAuthInterceptors(client: AxiosInstance): AxiosInstance {
  client.interceptors.request.use(withBearer);
  client.interceptors.response.use(undefined, async (error: AxiosError) => {
    const config = error.config as RetriableConfig | undefined;
    const path = config?.url ?? '';
    if (
      error.response?.status !== 401 ||
      !config ||
      config._retried ||
      NO_REFRESH_PATHS.some((p) => `${config.baseURL ?? ''}${path}`.includes(p))
    ) {
      throw error;
    }
    config._retried = true;
    try {
      await refreshSession();
    } catch {
      clearAuth();
      sessionExpiredHandler();
      throw error;
    }
    return client(withBearer(config));
  });
  return client;
}

function createClient(baseURL: string, authenticated: boolean): AxiosInstance {
  const client = axios.create({ baseURL, timeout: API_TIMEOUT_MS, withCredentials: true });
  return authenticated ? installAuthInterceptors(client) : client;
}

/** The general client: 10 s timeout, cookies, bearer, refresh on 401 (SPEC section 7). */
export const apiClient = createClient(API_BASE, true);
/** The settings client: same rules, under /api/settings. */
export const settingsClient = createClient(`${API_BASE}/settings`, true);
/** The password reset client: no token, under /api/reset. */
export const resetClient = createClient(`${API_BASE}/reset`, false);

/** Unwraps the `{ success, data }` envelope. */
export function unwrap<T>(response: { data: ApiSuccess<T> }): T {
  return response.data.data;
}
