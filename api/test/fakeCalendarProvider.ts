// A local stand-in for the calendar service (Google's OAuth 2.0 endpoints and Calendar events API, as far as
// Moneta uses them), for the API tests and the e2e suite: an authorisation endpoint that consents at once, a
// token endpoint that checks the client, the code, its redirect URI and the PKCE verifier, and an in-memory
// events store. Tests can make it fail, expire its access tokens or revoke its grants. Node built-ins only,
// so that e2e/ imports it too.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_CLIENT_ID = 'moneta-test-client';
export const FAKE_CLIENT_SECRET = 'moneta-test-secret';
const ACCESS_TOKEN_LIFETIME_SECONDS = 3600;
const EVENTS_PATH = /^\/calendar\/v3\/calendars\/primary\/events(?:\/([^/]+))?$/;

export interface FakeEvent {
  id: string;
  [field: string]: unknown;
}

export interface FakeRequest {
  method: string;
  path: string;
}

interface PendingCode {
  challenge: string;
  redirectUri: string;
}

export interface FakeCalendarProvider {
  /** The server's base address, http://127.0.0.1:<port>. */
  url: string;
  /** CALENDAR_* variables that point Moneta at this provider (the token key is Moneta's own). */
  env: Record<string, string>;
  /** The primary calendar's events, by id. */
  events: Map<string, FakeEvent>;
  /** Every events API call, in order. */
  eventRequests: FakeRequest[];
  /** Every grant_type the token endpoint was asked for, in order. */
  tokenGrants: string[];
  /** Access and refresh tokens issued, for tests that look for them where they must not be. */
  issuedTokens(): string[];
  /** The next `count` events API calls answer `status`. */
  failEvents(count: number, status?: number): void;
  /** The next `count` token endpoint calls answer `status` with OAuth error `error`. */
  failTokens(count: number, status?: number, error?: string): void;
  /** Every access token issued so far is refused from now on (401), as after their hour. */
  expireAccessTokens(): void;
  /** Every grant is revoked: refresh tokens get invalid_grant and access tokens 401. */
  revokeGrants(): void;
  /** The next authorisation is refused by the person (error=access_denied). */
  denyNextConsent(): void;
  /** Runs `hook` while each events API call is in flight, before it is answered; undefined removes it. */
  duringEventRequests(hook: (() => Promise<void>) | undefined): void;
  stop(): Promise<void>;
}

function randomValue(): string {
  return randomBytes(24).toString('base64url');
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function sendJson(response: ServerResponse, status: number, body?: object): void {
  response.writeHead(status, body ? { 'content-type': 'application/json' } : {});
  response.end(body ? JSON.stringify(body) : undefined);
}

function redirect(response: ServerResponse, target: URL): void {
  response.writeHead(302, { location: target.toString() });
  response.end();
}

/** Starts the provider on `port` (0: any free port) of 127.0.0.1. */
export async function startFakeCalendarProvider(port = 0): Promise<FakeCalendarProvider> {
  const codes = new Map<string, PendingCode>();
  const accessTokens = new Set<string>();
  const refreshTokens = new Set<string>();
  const retired = new Set<string>();
  const events = new Map<string, FakeEvent>();
  const eventRequests: FakeRequest[] = [];
  const tokenGrants: string[] = [];
  let eventFailures: { count: number; status: number } = { count: 0, status: 503 };
  let tokenFailures: { count: number; status: number; error: string } = { count: 0, status: 500, error: '' };
  let denyConsent = false;
  let eventHook: (() => Promise<void>) | undefined;

  function issueTokens(withRefresh: boolean): Record<string, unknown> {
    const accessToken = `fake-access-${randomValue()}`;
    accessTokens.add(accessToken);
    const answer: Record<string, unknown> = {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: ACCESS_TOKEN_LIFETIME_SECONDS,
    };
    if (withRefresh) {
      const refreshToken = `fake-refresh-${randomValue()}`;
      refreshTokens.add(refreshToken);
      answer.refresh_token = refreshToken;
    }
    return answer;
  }

  function authorize(url: URL, response: ServerResponse): void {
    const params = url.searchParams;
    const redirectUri = params.get('redirect_uri') ?? '';
    if (params.get('client_id') !== FAKE_CLIENT_ID || !URL.canParse(redirectUri)) {
      sendJson(response, 400, { error: 'invalid_request' });
      return;
    }
    const target = new URL(redirectUri);
    target.searchParams.set('state', params.get('state') ?? '');
    if (denyConsent) {
      denyConsent = false;
      target.searchParams.set('error', 'access_denied');
    } else if (
      params.get('response_type') !== 'code' ||
      params.get('code_challenge_method') !== 'S256' ||
      !params.get('code_challenge')
    ) {
      target.searchParams.set('error', 'invalid_request');
    } else {
      const code = `fake-code-${randomValue()}`;
      codes.set(code, { challenge: params.get('code_challenge') ?? '', redirectUri });
      target.searchParams.set('code', code);
    }
    redirect(response, target);
  }

  async function token(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const form = new URLSearchParams(await bodyOf(request));
    const grant = form.get('grant_type') ?? '';
    tokenGrants.push(grant);
    if (tokenFailures.count > 0) {
      tokenFailures.count -= 1;
      sendJson(response, tokenFailures.status, { error: tokenFailures.error });
      return;
    }
    if (form.get('client_id') !== FAKE_CLIENT_ID || form.get('client_secret') !== FAKE_CLIENT_SECRET) {
      sendJson(response, 401, { error: 'invalid_client' });
      return;
    }
    if (grant === 'authorization_code') {
      const code = form.get('code') ?? '';
      const pending = codes.get(code);
      // A code works once, for its redirect URI, with the verifier of its challenge.
      codes.delete(code);
      const verifier = form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (!pending || pending.redirectUri !== form.get('redirect_uri') || pending.challenge !== challenge) {
        sendJson(response, 400, { error: 'invalid_grant' });
        return;
      }
      sendJson(response, 200, issueTokens(true));
      return;
    }
    if (grant === 'refresh_token' && refreshTokens.has(form.get('refresh_token') ?? '')) {
      sendJson(response, 200, issueTokens(false));
      return;
    }
    sendJson(response, 400, {
      error: grant === 'refresh_token' ? 'invalid_grant' : 'unsupported_grant_type',
    });
  }

  async function eventsApi(
    request: IncomingMessage,
    response: ServerResponse,
    method: string,
    eventId: string | undefined,
  ): Promise<void> {
    const body = await bodyOf(request);
    eventRequests.push({ method, path: eventId === undefined ? '/events' : `/events/${eventId}` });
    await eventHook?.();
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!accessTokens.has(bearer)) {
      sendJson(response, 401, { error: { code: 401, message: 'Invalid Credentials' } });
      return;
    }
    if (eventFailures.count > 0) {
      eventFailures.count -= 1;
      sendJson(response, eventFailures.status, { error: { code: eventFailures.status } });
      return;
    }
    if (method === 'POST' && eventId === undefined) {
      const event = JSON.parse(body) as Partial<FakeEvent>;
      const id = typeof event.id === 'string' ? event.id : randomBytes(16).toString('hex');
      if (events.has(id)) {
        sendJson(response, 409, {
          error: { code: 409, message: 'The requested identifier already exists.' },
        });
        return;
      }
      events.set(id, { ...event, id });
      sendJson(response, 200, { ...event, id });
      return;
    }
    if (eventId === undefined || !events.has(eventId)) {
      sendJson(response, 404, { error: { code: 404, message: 'Not Found' } });
      return;
    }
    if (method === 'PUT') {
      const event = { ...(JSON.parse(body) as object), id: eventId };
      events.set(eventId, event);
      sendJson(response, 200, event);
    } else if (method === 'DELETE') {
      events.delete(eventId);
      sendJson(response, 204);
    } else {
      sendJson(response, 405, { error: { code: 405 } });
    }
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://provider');
    const method = request.method ?? 'GET';
    const eventPath = EVENTS_PATH.exec(url.pathname);
    const handled =
      method === 'GET' && url.pathname === '/authorize'
        ? Promise.resolve(authorize(url, response))
        : method === 'POST' && url.pathname === '/token'
          ? token(request, response)
          : eventPath
            ? eventsApi(request, response, method, eventPath[1])
            : Promise.resolve(sendJson(response, 404, { error: 'not_found' }));
    handled.catch(() => sendJson(response, 400, { error: 'invalid_request' }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    env: {
      CALENDAR_CLIENT_ID: FAKE_CLIENT_ID,
      CALENDAR_CLIENT_SECRET: FAKE_CLIENT_SECRET,
      CALENDAR_AUTH_URL: `${url}/authorize`,
      CALENDAR_TOKEN_URL: `${url}/token`,
      CALENDAR_API_URL: `${url}/calendar/v3`,
    },
    events,
    eventRequests,
    tokenGrants,
    issuedTokens: () => [...accessTokens, ...refreshTokens, ...retired],
    failEvents: (count, status = 503) => {
      eventFailures = { count, status };
    },
    failTokens: (count, status = 500, error = 'server_error') => {
      tokenFailures = { count, status, error };
    },
    expireAccessTokens: () => {
      for (const accessToken of accessTokens) retired.add(accessToken);
      accessTokens.clear();
    },
    revokeGrants: () => {
      for (const issued of [...accessTokens, ...refreshTokens]) retired.add(issued);
      accessTokens.clear();
      refreshTokens.clear();
    },
    denyNextConsent: () => {
      denyConsent = true;
    },
    duringEventRequests: (hook) => {
      eventHook = hook;
    },
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
