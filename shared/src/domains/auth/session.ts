// The session refresh, on fetch: every visit starts with it, so it stays light enough for the public pages,
// which then never load axios (the clients in ../../api/client.ts load on the first API call).
import { API_TIMEOUT_MS } from '../../contract/constants';
import type { ApiResponse, AuthPayload } from '../../contract/types';
import { applyAuthPayload } from '../../state/auth';
import { acrossTabs } from '../../api/acrossTabs';
import { API_BASE } from '../endpoint';
import { authEndpoints } from './endpoints';

let sessionExpiredHandler: () => void = () => window.location.assign('/login');

/** The host routes a signed-out user to /login through its router instead of a full page load. */
export function onSessionExpired(handler: () => void): void {
  sessionExpiredHandler = handler;
}

export function notifySessionExpired(): void {
  sessionExpiredHandler();
}

/**
 * Two tabs refreshing with the same cookie would look like token theft to the server (reuse detection) and
 * end the session, so refreshes take turns across tabs: the second sends the cookie the first one rotated.
 */
const REFRESH_LOCK = 'moneta-refresh';

/** The server's answer that this device holds no session: none, expired, revoked or reused. */
export class SessionEndedError extends Error {}

const UNAUTHORIZED = 401;

async function postRefresh(): Promise<AuthPayload> {
  const response = await fetch(`${API_BASE}${authEndpoints.refresh.path}`, {
    method: authEndpoints.refresh.method,
    credentials: 'include',
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
  });
  const body = (await response.json()) as ApiResponse<AuthPayload | null>;
  if (!body.success) {
    const message = body.message || 'Token refresh failed';
    // Anything but a 401 (a database outage, a rate limit) says nothing of the session.
    throw response.status === UNAUTHORIZED ? new SessionEndedError(message) : new Error(message);
  }
  // Without a refresh cookie the server answers `data: null`: nobody is signed in.
  if (!body.data) throw new SessionEndedError('Token refresh failed');
  return body.data;
}

/** A refresh that could not reach the server (fetch's network error or time-out), not one it answered. */
export const unreachable = (error: unknown): boolean =>
  error instanceof TypeError || (error instanceof DOMException && error.name === 'TimeoutError');

/**
 * A refresh the server refused because the session is gone: only then does the device clear what the session
 * left (the server said nothing of the session when it could not be reached or failed otherwise).
 */
export const sessionEnded = (error: unknown): boolean => error instanceof SessionEndedError;

let refreshInFlight: Promise<AuthPayload> | null = null;

/** POST /api/auth/refresh, with one refresh in flight shared by every caller. */
export function refreshSession(): Promise<AuthPayload> {
  refreshInFlight ??= acrossTabs(REFRESH_LOCK, postRefresh)
    .then((payload) => {
      applyAuthPayload(payload);
      return payload;
    })
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
}
