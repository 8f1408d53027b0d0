// The calendar service link (/api/google) against the local fake provider: configuration, the authorisation
// URL, the callback's checks (state single use, short-lived, bound to the session and its browser; PKCE; the
// provider's answers), tokens encrypted at rest, and unlinking.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MESSAGES, type CalendarLinkStatus } from '@moneta/shared/contract';
import { CALENDAR_LINK_COOKIE } from '../src/auth/cookies';
import { sha256 } from '../src/lib/secrets';
import { accessTokenContext, refreshTokenContext } from '../src/calendar/link';
import { CALENDAR_SCOPE } from '../src/calendar/provider';
import { decryptToken } from '../src/lib/tokenCipher';
import { calendarLinks, calendarLinkStates, calendarSyncJobs, sessions } from '../src/db/schema';
import {
  callback,
  consent,
  insertReminder,
  linkCalendar,
  startLink,
  TOKEN_KEY,
  useCalendarTestApp,
} from './calendar-fixtures';
import { FAKE_CLIENT_ID } from './fakeCalendarProvider';
import { dataOf, failureOf } from './goal-fixtures';
import { bearer, createTestApp, login, registerUser, setCookie, signedIn } from './helpers';

const file = useCalendarTestApp();

const db = () => file.testDb.database.db;

async function status(accessToken: string, target = file.app): Promise<CalendarLinkStatus> {
  const response = await target.inject({ method: 'GET', url: '/api/google', headers: bearer(accessToken) });
  expect(response.statusCode).toBe(200);
  return dataOf<CalendarLinkStatus>(response);
}

async function linkOf(userId: string) {
  const [row] = await db().select().from(calendarLinks).where(eq(calendarLinks.userId, userId));
  return row;
}

/** The access token's session id (its `sid` claim). */
function sessionIdOf(accessToken: string): string {
  const payload = accessToken.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sid: string }).sid;
}

describe('without configuration', () => {
  /** The same database, with no calendar configured. */
  let unconfigured: FastifyInstance;

  beforeAll(async () => {
    ({ app: unconfigured } = await createTestApp(file.testDb.database));
  });

  afterAll(async () => {
    await unconfigured.close();
  });

  it('answers 503 with a clear message, and says it is not configured', async () => {
    const user = await registerUser(unconfigured);
    const response = await unconfigured.inject({
      method: 'POST',
      url: '/api/google',
      headers: bearer(user.accessToken),
    });
    expect(response.statusCode).toBe(503);
    expect(failureOf(response).message).toBe(MESSAGES.calendarNotConfigured);
    expect(await status(user.accessToken, unconfigured)).toEqual({ configured: false, linked: false });
  });

  it('fails a callback', async () => {
    const at = new URL('http://localhost:8080/api/google/callback?code=abc&state=def');
    expect(await callback(unconfigured, at, 'binding')).toBe('false');
  });
});

describe('the routes need a signed-in user', () => {
  it.each(['GET', 'POST', 'DELETE'] as const)('%s /api/google without a token is 401', async (method) => {
    const response = await file.app.inject({ method, url: '/api/google' });
    expect(response.statusCode).toBe(401);
  });
});

describe('starting a link', () => {
  it('answers the provider URL with a random state, an S256 challenge, the scope and the redirect', async () => {
    const user = await registerUser(file.app);
    expect(await status(user.accessToken)).toEqual({ configured: true, linked: false });
    const response = await file.app.inject({
      method: 'POST',
      url: '/api/google',
      headers: bearer(user.accessToken),
    });
    expect(response.statusCode).toBe(200);
    const url = new URL(dataOf<{ url: string }>(response).url);
    expect(`${url.origin}${url.pathname}`).toBe(file.provider.env.CALENDAR_AUTH_URL);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toEqual({
      response_type: 'code',
      client_id: FAKE_CLIENT_ID,
      redirect_uri: 'http://localhost:8080/api/google/callback',
      scope: CALENDAR_SCOPE,
      state: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge_method: 'S256',
      access_type: 'offline',
      prompt: 'consent',
    });
    expect(CALENDAR_SCOPE).toBe('https://www.googleapis.com/auth/calendar.events');

    // The binding cookie: HttpOnly, Lax (it must come back on the provider's cross-site redirect), only for
    // the callback, as long as the state lives.
    const cookie = setCookie(response, CALENDAR_LINK_COOKIE);
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/google/callback',
      maxAge: 600,
    });
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);

    // Stored: neither the state nor the binding, but the hash of both; the verifier of the challenge; the
    // session of the access token; ten minutes.
    const rows = await db()
      .select()
      .from(calendarLinkStates)
      .where(eq(calendarLinkStates.userId, user.userId));
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row?.stateHash).toBe(sha256(`${params.state}.${cookie?.value}`));
    expect(row?.codeVerifier).toMatch(/^[\w-]{43,128}$/);
    expect(sha256(row?.codeVerifier ?? '')).toBe(params.code_challenge);
    expect(row?.sessionId).toBe(sessionIdOf(user.accessToken));
    const ttl = (row?.expiresAt.getTime() ?? 0) - Date.now();
    expect(ttl).toBeGreaterThan(9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000);
  });

  it('makes a new state each time', async () => {
    const user = await registerUser(file.app);
    const first = await startLink(file.app, user.accessToken);
    const second = await startLink(file.app, user.accessToken);
    expect(first.url.searchParams.get('state')).not.toBe(second.url.searchParams.get('state'));
    expect(first.binding).not.toBe(second.binding);
  });
});

describe('the callback', () => {
  it('links the calendar, stores the tokens encrypted and queues every reminder', async () => {
    const user = await registerUser(file.app);
    const first = await insertReminder(db(), user.userId, { title: 'Rent' });
    const second = await insertReminder(db(), user.userId, { title: 'Phone bill' });
    const started = await startLink(file.app, user.accessToken);
    const at = await consent(started.url);
    expect(`${at.origin}${at.pathname}`).toBe('http://localhost:8080/api/google/callback');

    const response = await file.app.inject({
      method: 'GET',
      url: `${at.pathname}${at.search}`,
      cookies: { [CALENDAR_LINK_COOKIE]: started.binding },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/dashboard/reminders?googleConnected=true');
    expect(setCookie(response, CALENDAR_LINK_COOKIE)?.value).toBe('');
    expect(await status(user.accessToken)).toEqual({ configured: true, linked: true });

    const link = await linkOf(user.userId);
    if (!link) throw new Error('no link stored');
    const stored = JSON.stringify(await db().select().from(calendarLinks));
    const issued = file.provider.issuedTokens();
    expect(issued.length).toBeGreaterThanOrEqual(2);
    for (const token of issued) expect(stored).not.toContain(token);
    const accessToken = decryptToken(TOKEN_KEY, link.accessTokenEncrypted, accessTokenContext(user.userId));
    const refreshToken = decryptToken(
      TOKEN_KEY,
      link.refreshTokenEncrypted ?? '',
      refreshTokenContext(user.userId),
    );
    expect(issued).toEqual(expect.arrayContaining([accessToken, refreshToken]));
    // Bound to its row: another user's context does not decrypt it.
    expect(() => decryptToken(TOKEN_KEY, link.accessTokenEncrypted, accessTokenContext(first.id))).toThrow();
    expect(link.accessTokenExpiresAt?.getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);

    const jobs = await db().select().from(calendarSyncJobs).where(eq(calendarSyncJobs.userId, user.userId));
    expect(jobs.map((job) => [job.reminderId, job.action]).sort()).toEqual(
      [
        [first.id, 'upsert'],
        [second.id, 'upsert'],
      ].sort(),
    );
    expect(
      await db().select().from(calendarLinkStates).where(eq(calendarLinkStates.userId, user.userId)),
    ).toEqual([]);
  });

  it('refuses a forged state, and the real one still works', async () => {
    const user = await registerUser(file.app);
    const started = await startLink(file.app, user.accessToken);
    const at = await consent(started.url);
    const forged = new URL(at);
    forged.searchParams.set('state', 'forged-state-forged-state-forged-state-0123');
    expect(await callback(file.app, forged, started.binding)).toBe('false');
    expect(await linkOf(user.userId)).toBeUndefined();
    expect(await callback(file.app, at, started.binding)).toBe('true');
  });

  it('refuses a state used already', async () => {
    const user = await registerUser(file.app);
    const started = await startLink(file.app, user.accessToken);
    const at = await consent(started.url);
    expect(await callback(file.app, at, started.binding)).toBe('true');
    await file.app.inject({ method: 'DELETE', url: '/api/google', headers: bearer(user.accessToken) });
    expect(await callback(file.app, at, started.binding)).toBe('false');
    expect(await linkOf(user.userId)).toBeUndefined();
  });

  it('refuses an expired state, which is gone afterwards', async () => {
    const user = await registerUser(file.app);
    const started = await startLink(file.app, user.accessToken);
    const at = await consent(started.url);
    await db()
      .update(calendarLinkStates)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(calendarLinkStates.userId, user.userId));
    expect(await callback(file.app, at, started.binding)).toBe('false');
    expect(await linkOf(user.userId)).toBeUndefined();
    expect(
      await db().select().from(calendarLinkStates).where(eq(calendarLinkStates.userId, user.userId)),
    ).toEqual([]);
  });

  it("refuses a state opened in another user's browser: neither account is linked", async () => {
    const victim = await registerUser(file.app);
    const attacker = await registerUser(file.app);
    const attackers = await startLink(file.app, attacker.accessToken);
    const victims = await startLink(file.app, victim.accessToken);
    // The attacker's callback address, opened in the victim's browser (holding the victim's binding).
    expect(await callback(file.app, await consent(attackers.url), victims.binding)).toBe('false');
    expect(await callback(file.app, await consent(attackers.url), undefined)).toBe('false');
    expect(await linkOf(victim.userId)).toBeUndefined();
    expect(await linkOf(attacker.userId)).toBeUndefined();
  });

  it("refuses a state opened in the browser of the same user's other session", async () => {
    const user = await registerUser(file.app);
    const other = signedIn(await login(file.app, user.email));
    const started = await startLink(file.app, user.accessToken);
    const otherBrowser = await startLink(file.app, other.accessToken);
    expect(await callback(file.app, await consent(started.url), otherBrowser.binding)).toBe('false');
    expect(await linkOf(user.userId)).toBeUndefined();
  });

  it('refuses a state whose session has ended since', async () => {
    const user = await registerUser(file.app);
    const started = await startLink(file.app, user.accessToken);
    const at = await consent(started.url);
    await db()
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(eq(sessions.id, sessionIdOf(user.accessToken)));
    expect(await callback(file.app, at, started.binding)).toBe('false');
    expect(await linkOf(user.userId)).toBeUndefined();
  });

  it('fails when the person refuses at the provider', async () => {
    const user = await registerUser(file.app);
    const started = await startLink(file.app, user.accessToken);
    file.provider.denyNextConsent();
    const at = await consent(started.url);
    expect(at.searchParams.get('error')).toBe('access_denied');
    expect(await callback(file.app, at, started.binding)).toBe('false');
    expect(await linkOf(user.userId)).toBeUndefined();
  });

  it('fails when the token exchange fails', async () => {
    const user = await registerUser(file.app);
    const started = await startLink(file.app, user.accessToken);
    file.provider.failTokens(1, 500);
    expect(await callback(file.app, await consent(started.url), started.binding)).toBe('false');
    expect(await linkOf(user.userId)).toBeUndefined();
  });

  it('fails when the code is not the one issued for this state', async () => {
    const user = await registerUser(file.app);
    const started = await startLink(file.app, user.accessToken);
    const at = await consent(started.url);
    at.searchParams.set('code', 'fake-code-made-up');
    expect(await callback(file.app, at, started.binding)).toBe('false');
    expect(await linkOf(user.userId)).toBeUndefined();
  });

  it('fails when the PKCE verifier does not match the challenge', async () => {
    const user = await registerUser(file.app);
    const started = await startLink(file.app, user.accessToken);
    await db()
      .update(calendarLinkStates)
      .set({ codeVerifier: 'x'.repeat(64) })
      .where(eq(calendarLinkStates.userId, user.userId));
    expect(await callback(file.app, await consent(started.url), started.binding)).toBe('false');
    expect(await linkOf(user.userId)).toBeUndefined();
  });
});

describe('unlinking', () => {
  it('forgets the link and its pending changes', async () => {
    const user = await registerUser(file.app);
    await insertReminder(db(), user.userId);
    await linkCalendar(file.app, user.accessToken);
    expect(
      await db().select().from(calendarSyncJobs).where(eq(calendarSyncJobs.userId, user.userId)),
    ).toHaveLength(1);

    const response = await file.app.inject({
      method: 'DELETE',
      url: '/api/google',
      headers: bearer(user.accessToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: null, message: MESSAGES.calendarUnlinked });
    expect(await status(user.accessToken)).toEqual({ configured: true, linked: false });
    expect(await linkOf(user.userId)).toBeUndefined();
    expect(
      await db().select().from(calendarSyncJobs).where(eq(calendarSyncJobs.userId, user.userId)),
    ).toEqual([]);
  });
});
