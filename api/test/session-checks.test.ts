// The guard keeps the sessions it found standing for a few seconds (auth/accessChecks.ts). Each way of ending
// a session is refused from the next request on all the same, on this instance and, on PostgreSQL, on another
// one sharing the database.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SESSION_KEPT_MS } from '../src/auth/accessChecks';
import { sessions } from '../src/db/schema';
import { pinClock, unpinClock } from './analytics-fixtures';
import {
  bearer,
  createTestApp,
  login,
  mailedCode,
  openSecondConnection,
  PASSWORD,
  registerUser,
  setCookie,
  signedIn,
  useTestApp,
  type SignedIn,
} from './helpers';

const file = useTestApp();

const profileStatus = async (session: SignedIn, app: FastifyInstance = file.app) =>
  (await app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(session.accessToken) }))
    .statusCode;

/** Signs the user in again: a second session. */
const secondSession = async (user: SignedIn) => signedIn(await login(file.app, user.email));

/**
 * Resolves once the file's app keeps sessions: at once on PGlite; on PostgreSQL once its listening connection
 * has run LISTEN, as it keeps them only while it hears the others' notices.
 */
async function sessionsKept(): Promise<void> {
  const { database } = file.testDb;
  if (database.kind === 'pglite') return;
  for (let tries = 0; tries < 200; tries += 1) {
    const result = await database.db.execute(
      sql`select count(*)::int as listening from pg_stat_activity
          where datname = current_database() and query like 'LISTEN%'`,
    );
    if (Number((result as unknown as { rows: Array<{ listening: number }> }).rows[0]?.listening) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the app never listened for ended sessions');
}

beforeAll(sessionsKept);

describe('a kept session ended through this instance is refused at once', () => {
  it('signed out with the access token alone', async () => {
    const user = await registerUser(file.app);
    expect(await profileStatus(user)).toBe(200);
    const response = await file.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(user.accessToken),
    });
    expect(response.statusCode).toBe(200);
    expect(await profileStatus(user)).toBe(401);
  });

  it('signed out with the refresh cookie alone', async () => {
    const user = await registerUser(file.app);
    expect(await profileStatus(user)).toBe(200);
    await file.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { moneta_refresh: user.refreshToken },
    });
    expect(await profileStatus(user)).toBe(401);
  });

  it('signed out from the Active Sessions card, one or all the others', async () => {
    const user = await registerUser(file.app);
    const [second, third] = [await secondSession(user), await secondSession(user)];
    for (const session of [user, second, third]) expect(await profileStatus(session)).toBe(200);

    const one = await file.app.inject({
      method: 'DELETE',
      url: `/api/settings/sessions/${sessionIdOf(second)}`,
      headers: bearer(user.accessToken),
    });
    expect(one.statusCode).toBe(200);
    expect(await profileStatus(second)).toBe(401);
    expect(await profileStatus(third)).toBe(200);

    const all = await file.app.inject({
      method: 'DELETE',
      url: '/api/settings/sessions/all',
      headers: bearer(user.accessToken),
    });
    expect(all.statusCode).toBe(200);
    expect(await profileStatus(third)).toBe(401);
    expect(await profileStatus(user)).toBe(200);
  });

  it('a password change', async () => {
    const user = await registerUser(file.app);
    const second = await secondSession(user);
    expect(await profileStatus(second)).toBe(200);
    const response = await file.app.inject({
      method: 'PUT',
      url: '/api/auth/updatePassword',
      headers: bearer(user.accessToken),
      payload: { currentPassword: PASSWORD, newPassword: 'Better2@y', confirmPassword: 'Better2@y' },
    });
    expect(response.statusCode).toBe(200);
    expect(await profileStatus(second)).toBe(401);
    expect(await profileStatus(user)).toBe(401);
  });

  it('a password reset', async () => {
    const user = await registerUser(file.app);
    expect(await profileStatus(user)).toBe(200);
    await file.app.inject({ method: 'POST', url: '/api/reset/sendotp', payload: { email: user.email } });
    const code = await mailedCode(file, user.email);
    const verified = await file.app.inject({
      method: 'POST',
      url: '/api/reset/verifyotp',
      payload: { email: user.email, code, otp: code },
    });
    const reset = await file.app.inject({
      method: 'POST',
      url: '/api/reset/setnewpassword',
      payload: { newPassword: 'Better2@y' },
      cookies: { moneta_reset: setCookie(verified, 'moneta_reset')?.value ?? '' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await profileStatus(user)).toBe(401);
  });

  it('the account deleted', async () => {
    const user = await registerUser(file.app);
    const second = await secondSession(user);
    expect(await profileStatus(second)).toBe(200);
    const response = await file.app.inject({
      method: 'PUT',
      url: '/api/auth/deleteaccount',
      headers: bearer(user.accessToken),
      payload: { password: PASSWORD, confirmDeletion: 'DELETE' },
    });
    expect(response.statusCode).toBe(200);
    expect(await profileStatus(second)).toBe(401);
  });

  it('a used refresh token presented again', async () => {
    const user = await registerUser(file.app);
    const refreshed = signedIn(
      await file.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        cookies: { moneta_refresh: user.refreshToken },
      }),
    );
    expect(await profileStatus(refreshed)).toBe(200);
    await file.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { moneta_refresh: refreshed.refreshToken },
    });
    const reused = await file.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { moneta_refresh: user.refreshToken },
    });
    expect(reused.statusCode).toBe(401);
    expect(await profileStatus(refreshed)).toBe(401);
  });
});

/** The session id of an access token (its `sid` claim). */
function sessionIdOf(session: SignedIn): string {
  const payload = session.accessToken.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sid: string }).sid;
}

/** Ends a session in the database alone, as nothing the API does would: no instance hears of it. */
async function revokeUnheard(session: SignedIn): Promise<void> {
  await file.testDb.database.db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(eq(sessions.id, sessionIdOf(session)));
}

describe('how long a session is kept', () => {
  afterEach(unpinClock);

  it(`is ${SESSION_KEPT_MS / 1000} s: a session ended unheard is refused once that has passed`, async () => {
    const user = await registerUser(file.app);
    pinClock(new Date().toISOString());
    expect(await profileStatus(user)).toBe(200);
    await revokeUnheard(user);
    expect(await profileStatus(user)).toBe(200);
    jest.setSystemTime(Date.now() + SESSION_KEPT_MS);
    expect(await profileStatus(user)).toBe(401);
  });

  it('a token verified before is refused once it expires (15 minutes)', async () => {
    pinClock(new Date().toISOString());
    const user = await registerUser(file.app);
    expect(await profileStatus(user)).toBe(200);
    jest.setSystemTime(Date.now() + 15 * 60_000 - 1000);
    expect(await profileStatus(user)).toBe(200);
    jest.setSystemTime(Date.now() + 1000);
    expect(await profileStatus(user)).toBe(401);
  });

  it('a session ended through another instance is refused as soon as its notice is heard (PostgreSQL)', async () => {
    // PGlite belongs to one process: there is no other instance.
    const secondDatabase = await openSecondConnection(file.testDb.database);
    if (!secondDatabase) return;
    const other = (await createTestApp(secondDatabase)).app;
    try {
      const user = await registerUser(file.app);
      const second = await secondSession(user);
      // The clock stands still: only the notice can end what this instance keeps.
      pinClock(new Date().toISOString());
      expect(await profileStatus(second)).toBe(200);
      const response = await other.inject({
        method: 'DELETE',
        url: `/api/settings/sessions/${sessionIdOf(second)}`,
        headers: bearer(user.accessToken),
      });
      expect(response.statusCode).toBe(200);
      let status = await profileStatus(second);
      for (let tries = 0; status === 200 && tries < 200; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        status = await profileStatus(second);
      }
      expect(status).toBe(401);
    } finally {
      await other.close();
      await secondDatabase.close();
    }
  });
});
