// The calendar service's HTTP API: the OAuth 2.0 endpoints (authorisation, token) and the events of the
// linked account's primary calendar, at the configured addresses (Google's by default). Error messages name
// statuses and OAuth error codes only, never a token or a code, as they end up in logs and last_error.
import type { CalendarConfig } from '../config';
import type { CalendarEvent } from './event';

/** Read and write access to events only, not to the calendar list or settings. */
export const CALENDAR_SCOPE = 'https://www.googleapis.com/auth/calendar.events';
const REQUEST_TIMEOUT_MS = 10_000;

/** A failed call: the HTTP status when one came back, and the OAuth `error` code of a token endpoint. */
export class ProviderError extends Error {
  override name = 'ProviderError';
  constructor(
    message: string,
    readonly status?: number,
    readonly oauthError?: string,
  ) {
    super(message);
  }

  /** The grant was revoked or has expired: only a new link helps. */
  get revoked(): boolean {
    return this.oauthError === 'invalid_grant';
  }
}

export interface ProviderTokens {
  accessToken: string;
  /** Absent from a refresh answer that keeps the same refresh token. */
  refreshToken: string | undefined;
  expiresAt: Date | undefined;
}

/** The provider's authorisation page for this `state` and PKCE challenge (S256). */
export function authorizationUrl(config: CalendarConfig, state: string, codeChallenge: string): string {
  const url = new URL(config.authUrl);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: config.clientId,
    redirect_uri: config.redirectUrl,
    scope: CALENDAR_SCOPE,
    state,
    code_challenge: codeChallenge,
    code_challenge_method: 'S256',
    // A refresh token, so that the sync goes on after the first hour; consent again, so that a second link
    // of the same account gets one too (Google sends it on the first consent only).
    access_type: 'offline',
    prompt: 'consent',
  }).toString();
  return url.toString();
}

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/** The system error code of a failed fetch (ECONNREFUSED...), else the error's name (TimeoutError...). */
function failureReason(error: unknown): string {
  const cause = isObject(error) && 'cause' in error ? error.cause : undefined;
  if (isObject(cause) && 'code' in cause && typeof cause.code === 'string') return cause.code;
  return isObject(error) && 'name' in error ? String(error.name) : 'unknown error';
}

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch (error) {
    throw new ProviderError(`calendar service unreachable (${failureReason(error)})`);
  }
}

async function jsonOf(response: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

async function tokenRequest(
  config: CalendarConfig,
  grant: Record<string, string>,
  now: Date,
): Promise<ProviderTokens> {
  const response = await send(config.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({ ...grant, client_id: config.clientId, client_secret: config.clientSecret }),
  });
  const body = await jsonOf(response);
  if (!response.ok) {
    const code = typeof body.error === 'string' ? body.error : undefined;
    throw new ProviderError(
      `token endpoint answered ${response.status} ${code ?? ''}`.trim(),
      response.status,
      code,
    );
  }
  if (typeof body.access_token !== 'string' || body.access_token === '') {
    throw new ProviderError('token endpoint answered no access token', response.status);
  }
  const expiresIn = typeof body.expires_in === 'number' ? body.expires_in : undefined;
  return {
    accessToken: body.access_token,
    refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : undefined,
    expiresAt: expiresIn === undefined ? undefined : new Date(now.getTime() + expiresIn * 1000),
  };
}

/** Exchanges the callback's authorisation code, proving the PKCE verifier. */
export function exchangeCode(
  config: CalendarConfig,
  code: string,
  codeVerifier: string,
  now: Date = new Date(),
): Promise<ProviderTokens> {
  return tokenRequest(
    config,
    { grant_type: 'authorization_code', code, code_verifier: codeVerifier, redirect_uri: config.redirectUrl },
    now,
  );
}

export function refreshAccessToken(
  config: CalendarConfig,
  refreshToken: string,
  now: Date = new Date(),
): Promise<ProviderTokens> {
  return tokenRequest(config, { grant_type: 'refresh_token', refresh_token: refreshToken }, now);
}

export interface EventAnswer {
  status: number;
  /** The event id of a successful create or update. */
  id: string | undefined;
}

/**
 * One call on an event of the primary calendar: POST (no `eventId`), PUT or DELETE. Answers the status
 * whatever it is, for the caller to tell "gone" or "exists" from a failure; only an unreachable service throws.
 */
export async function eventRequest(
  config: CalendarConfig,
  accessToken: string,
  method: 'POST' | 'PUT' | 'DELETE',
  eventId: string | undefined,
  event?: CalendarEvent,
): Promise<EventAnswer> {
  const path = eventId === undefined ? '' : `/${encodeURIComponent(eventId)}`;
  const response = await send(`${config.apiUrl}/calendars/primary/events${path}`, {
    method,
    headers: {
      authorization: `Bearer ${accessToken}`,
      accept: 'application/json',
      ...(event ? { 'content-type': 'application/json' } : {}),
    },
    ...(event ? { body: JSON.stringify(event) } : {}),
  });
  const body = await jsonOf(response);
  return { status: response.status, id: typeof body.id === 'string' ? body.id : undefined };
}
