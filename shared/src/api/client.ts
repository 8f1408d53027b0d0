import axios, {
  CanceledError,
  type AxiosError,
  type AxiosInstance,
  type InternalAxiosRequestConfig,
} from 'axios';
import { API_TIMEOUT_MS } from '../contract/constants';
import { accessTokenAtom, clearAuth, loggingOutAtom, sessionExpiredAtom } from '../state/auth';
import { store } from '../state/store';
import { authEndpoints } from '../domains/auth/endpoints';
import { notifySessionExpired, refreshSession, sessionEnded } from '../domains/auth/session';
import { API_BASE } from '../domains/endpoint';
import { browserTimeZone } from './timeZone';

const LOGOUT_PATH = authEndpoints.logout.path;
// Calls whose 401 means "wrong credentials" or "no session", never "token expired".
const NO_REFRESH_PATHS = [
  authEndpoints.login,
  authEndpoints.register,
  authEndpoints.refresh,
  authEndpoints.logout,
].map((call) => call.path);

type RetriableConfig = InternalAxiosRequestConfig & { _retried?: boolean };

/**
 * The signal of the session's reads. A sign-out aborts them as it starts: the server is ending the session they
 * would be answered in, and refused they would try a refresh that could only be refused too. Writes are left to
 * finish.
 */
let sessionReads = new AbortController();
store.sub(loggingOutAtom, () => {
  if (!store.get(loggingOutAtom)) return;
  sessionReads.abort();
  sessionReads = new AbortController();
});

function withBearer(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  // While a sign-out is under way nothing but the logout itself is sent: the server is ending the session, and a
  // call it answered after that (a screen's last refetch) could only be refused.
  if (store.get(loggingOutAtom) && !`${config.baseURL ?? ''}${config.url ?? ''}`.includes(LOGOUT_PATH)) {
    throw new CanceledError('Signing out');
  }
  const token = store.get(accessTokenAtom);
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  if (config.method === 'get') config.signal ??= sessionReads.signal;
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
      store.get(loggingOutAtom) ||
      NO_REFRESH_PATHS.some((p) => `${config.baseURL ?? ''}${path}`.includes(p))
    ) {
      throw error;
    }
    config._retried = true;
    try {
      await refreshSession();
    } catch (refreshError) {
      // Refused, the session is gone: sign out here, which removes its data from the device. Unreachable or
      // failing otherwise, the server said nothing of it: the call fails as offline calls do, and the
      // person's changes stay queued.
      if (sessionEnded(refreshError)) {
        store.set(sessionExpiredAtom, true);
        clearAuth();
        notifySessionExpired();
      }
      throw error;
    }
    return client(withBearer(config));
  });
  return client;
}

/**
 * Every call names the person's time zone, so "today", a month and a day
 * are theirs on the server too: a goal's target date, a reminder's, the analytics months.
 */
const TIME_ZONE_HEADERS = { timezone: browserTimeZone() };

export function createClient(
  baseURL: string,
  authenticated: boolean,
  timeout = API_TIMEOUT_MS,
): AxiosInstance {
  const client = axios.create({
    baseURL,
    timeout,
    withCredentials: true,
    headers: TIME_ZONE_HEADERS,
  });
  return authenticated ? installAuthInterceptors(client) : client;
}

/** The general client: 10 s timeout, cookies, bearer, refresh on 401. */
export const apiClient = createClient(API_BASE, true);
/** The password reset client: no token. */
export const resetClient = createClient(API_BASE, false);
