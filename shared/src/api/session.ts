// The session refresh, on fetch: every visit starts with it, so it stays light enough for the public pages,
// which then never load axios (the clients in ./client load on the first API call).
import { API_TIMEOUT_MS } from '../contract/constants';
import type { ApiResponse, AuthPayload } from '../contract/types';
import { applyAuthPayload } from '../state/auth';
import { acrossTabs } from './acrossTabs';

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

async function postRefresh(): Promise<AuthPayload> {
  const response = await fetch('/api/auth/refresh', {
    method: 'POST',
    credentials: 'include',
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
  });
  const body = (await response.json()) as ApiResponse<AuthPayload | null>;
  if (!body.success) throw new Error(body.message || 'Token refresh failed');
  // Without a refresh cookie the server answers `data: null`: nobody is signed in.
  if (!body.data) throw new Error('Token refresh failed');
  return body.data;
}

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
