import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { REFRESH_REUSE_GRACE_MS } from '../src/auth/sessions';
import { PASSWORD_HASHING } from '../src/config';
import { pinClock, unpinClock } from './analytics-fixtures';
import { passwordResets, refreshTokens, sessions, users } from '../src/db/schema';
import {
  bearer,
  cookieValue,
  createTestApp,
  createTestDatabase,
  login,
  PASSWORD,
  reauthenticate,
  registerUser,
  setCookie,
  signedIn,
  uniqueEmail,
  type RecordingMailer,
  type TestDatabase,
} from './helpers';

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

let testDb: TestDatabase;
let app: FastifyInstance;
let mailer: RecordingMailer;

beforeAll(async () => {
  testDb = await createTestDatabase();
  // The production cost, unlike the other test files: sign-up and sign-in are tested with the hashes they make.
  ({ app, mailer } = await createTestApp(testDb.database, {}, undefined, {
    passwordHashing: PASSWORD_HASHING,
  }));
});

afterAll(async () => {
  await app.close();
  await testDb.dispose();
});

const db = () => testDb.database.db;

function refresh(refreshToken: string | undefined, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    headers,
    cookies: refreshToken ? { moneta_refresh: refreshToken } : {},
  });
}

const getProfile = (accessToken: string) =>
  app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(accessToken) });

describe('register', () => {
  it('creates the account, answers user + accessToken and sets the refresh cookie', async () => {
    const email = uniqueEmail('Mixed.Case');
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'user-agent': CHROME_LINUX },
      payload: { username: 'Ada Lovelace', email: `  ${email.toUpperCase()} `, password: PASSWORD },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data.user).toEqual({
      _id: expect.any(String),
      userId: body.data.user._id,
      username: 'Ada Lovelace',
      email: email.toLowerCase(),
      emailVerified: false,
      pendingEmail: null,
      preferences: { currency: 'INR', language: 'en', theme: 'light' },
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(body.data.accessToken.split('.')).toHaveLength(3);

    const cookie = setCookie(response, 'moneta_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth', maxAge: 2592000 });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [row] = await db().select().from(users).where(eq(users.id, body.data.user._id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const [session] = await db().select().from(sessions).where(eq(sessions.userId, body.data.user._id));
    expect(session?.device).toBe('Chrome on Linux');
    const tokens = await db()
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.sessionId, session?.id ?? ''));
    expect(tokens).toHaveLength(1);
    expect(tokens[0]?.tokenHash).not.toBe(cookie?.value);
  });

  it('keeps the language the visitor signed up in, and refuses one Moneta does not speak', async () => {
    const signUp = (language: unknown) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { username: 'Asha', email: uniqueEmail('lang'), password: PASSWORD, language },
      });
    const hindi = await signUp('hi');
    expect(hindi.statusCode).toBe(201);
    expect(hindi.json().data.user.preferences.language).toBe('hi');
    const refused = await signUp('pt');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([
      { field: 'language', message: 'Language must be one of en, hi, es, fr, de, it.' },
    ]);
  });

  it('answers 409 when the e-mail is taken, whatever its case', async () => {
    const email = uniqueEmail();
    await registerUser(app, { email });
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'Someone Else', email: email.toUpperCase(), password: PASSWORD },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, message: 'An account with this email already exists' });
  });

  it('validates with the sign-up messages', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'A1', email: 'nope', password: 'weak' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      { field: 'username', message: 'Username should be at least 3 characters and contain only letters.' },
      { field: 'email', message: 'Invalid email format.' },
      {
        field: 'password',
        message: 'Password must be 8+ chars, with uppercase, lowercase, digit & special char.',
      },
    ]);
  });
});

describe('login', () => {
  it('signs in with any case of the e-mail', async () => {
    const user = await registerUser(app);
    const response = await login(app, user.email.toUpperCase());
    expect(response.statusCode).toBe(200);
    const session = signedIn(response);
    expect(session.userId).toBe(user.userId);
    expect(session.refreshToken).not.toBe(user.refreshToken);
  });

  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    const user = await registerUser(app);
    const wrongPassword = await login(app, user.email, 'Wrong1!x');
    const unknown = await login(app, uniqueEmail('nobody'));
    for (const response of [wrongPassword, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: 'Invalid email or password' });
      expect(cookieValue(response, 'moneta_refresh')).toBeUndefined();
    }
  });

  it('uses the login messages', async () => {
    const response = await login(app, '', '');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      { field: 'email', message: 'Email is required.' },
      { field: 'password', message: 'Password is required.' },
    ]);
  });
});

describe('refresh', () => {
  it('rotates the refresh token and answers user + accessToken', async () => {
    const user = await registerUser(app);
    const response = await refresh(user.refreshToken);
    expect(response.statusCode).toBe(200);
    const rotated = signedIn(response);
    expect(rotated.userId).toBe(user.userId);
    expect(rotated.refreshToken).not.toBe(user.refreshToken);

    const again = await refresh(rotated.refreshToken);
    expect(again.statusCode).toBe(200);
  });

  it('revokes the whole session when a used token is presented again after its successor was used', async () => {
    const user = await registerUser(app);
    const first = signedIn(await refresh(user.refreshToken));
    const second = signedIn(await refresh(first.refreshToken));

    const reused = await refresh(user.refreshToken);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({ success: false, message: 'Session expired. Please log in again.' });
    expect(cookieValue(reused, 'moneta_refresh')).toBe('');

    // The thief's and the owner's newest tokens are both dead, and so are the access tokens.
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
    const profile = await getProfile(second.accessToken);
    expect(profile.statusCode).toBe(401);
  });

  describe(`a used token presented again within ${REFRESH_REUSE_GRACE_MS / 1000} s`, () => {
    afterEach(unpinClock);

    it('continues the session when the answer to its refresh never arrived', async () => {
      pinClock(new Date().toISOString());
      const user = await registerUser(app);
      const lost = signedIn(await refresh(user.refreshToken));
      jest.setSystemTime(Date.now() + REFRESH_REUSE_GRACE_MS - 1000);

      const again = await refresh(user.refreshToken);
      expect(again.statusCode).toBe(200);
      const continued = signedIn(again);
      expect(continued.refreshToken).not.toBe(lost.refreshToken);
      expect((await refresh(continued.refreshToken)).statusCode).toBe(200);
      const profile = await getProfile(lost.accessToken);
      expect(profile.statusCode).toBe(200);
    });

    it('ends the session once the window has passed', async () => {
      pinClock(new Date().toISOString());
      const user = await registerUser(app);
      const first = signedIn(await refresh(user.refreshToken));
      jest.setSystemTime(Date.now() + REFRESH_REUSE_GRACE_MS);

      expect((await refresh(user.refreshToken)).statusCode).toBe(401);
      expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    });
  });

  it('answers data null without a cookie, and 401 with an unknown one', async () => {
    const anonymous = await refresh(undefined);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toMatchObject({ success: true, data: null });
    expect((await refresh('not-a-token')).statusCode).toBe(401);
  });

  it('refuses cross-site requests with 403', async () => {
    const user = await registerUser(app);
    const foreign = await refresh(user.refreshToken, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    const crossSite = await refresh(user.refreshToken, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    // The refused requests did not use the token.
    const allowed = await refresh(user.refreshToken, {
      origin: 'http://localhost:3000',
      'sec-fetch-site': 'same-site',
    });
    expect(allowed.statusCode).toBe(200);
    const sameHost = await refresh(signedIn(allowed).refreshToken, {
      origin: 'https://moneta.example',
      host: 'moneta.example:443',
    });
    expect(sameHost.statusCode).toBe(200);
    const otherPort = await refresh(signedIn(sameHost).refreshToken, {
      origin: 'https://moneta.example:8443',
      host: 'moneta.example',
    });
    expect(otherPort.statusCode).toBe(403);
  });

  it('accepts POST only', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/refresh' });
    expect(response.statusCode).toBe(404);
    expect(response.json().success).toBe(false);
  });
});

describe('housekeeping', () => {
  it('prunes ended sessions at sign-in and old used tokens at rotation', async () => {
    const user = await registerUser(app);
    await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { moneta_refresh: user.refreshToken },
    });
    const next = signedIn(await login(app, user.email));
    const rows = await db().select().from(sessions).where(eq(sessions.userId, user.userId));
    expect(rows).toHaveLength(1);

    const rotated = signedIn(await refresh(next.refreshToken));
    const sessionId = rows[0]?.id ?? '';
    await db()
      .update(refreshTokens)
      .set({ createdAt: sql`now() - interval '31 days'` })
      .where(and(eq(refreshTokens.sessionId, sessionId), isNotNull(refreshTokens.usedAt)));
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(200);
    const tokens = await db().select().from(refreshTokens).where(eq(refreshTokens.sessionId, sessionId));
    // The old used token is gone; the one just used and its successor remain.
    expect(tokens).toHaveLength(2);
  });
});

describe('logout', () => {
  it('revokes the session server-side and clears the cookie', async () => {
    const user = await registerUser(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { moneta_refresh: user.refreshToken },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().success).toBe(true);
    const cleared = setCookie(response, 'moneta_refresh');
    expect(cleared?.value).toBe('');
    expect(cleared?.path).toBe('/api/auth');

    expect((await refresh(user.refreshToken)).statusCode).toBe(401);
    const profile = await getProfile(user.accessToken);
    expect(profile.statusCode).toBe(401);
  });

  it('answers 200 without a cookie', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a foreign origin', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('profile', () => {
  it('needs a valid bearer token', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/auth/profile' })).statusCode).toBe(401);
    const forged = await app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer('a.b.c') });
    expect(forged.statusCode).toBe(401);
  });

  it('gets and updates the signed-in user only; a new address waits for its verification', async () => {
    const user = await registerUser(app, { username: 'Ada Lovelace' });
    const other = await registerUser(app, { username: 'Grace Hopper' });
    const got = await getProfile(user.accessToken);
    expect(got.json().data.username).toBe('Ada Lovelace');

    const newEmail = uniqueEmail('renamed');
    expect((await reauthenticate(app, user.accessToken)).statusCode).toBe(200);
    const put = await app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(user.accessToken),
      payload: { username: 'Ada King', email: newEmail.toUpperCase(), userId: other.userId },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({
      _id: user.userId,
      username: 'Ada King',
      email: user.email,
      pendingEmail: newEmail,
    });

    const otherProfile = await getProfile(other.accessToken);
    expect(otherProfile.json().data.username).toBe('Grace Hopper');
  });

  it("answers an e-mail of another account as any other (no 409), and keeps the account's own", async () => {
    const user = await registerUser(app);
    const other = await registerUser(app);
    expect((await reauthenticate(app, user.accessToken)).statusCode).toBe(200);
    const taken = await app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(user.accessToken),
      payload: { username: 'Ada Lovelace', email: other.email },
    });
    expect(taken.statusCode).toBe(200);
    expect(taken.json().message).toBe('Check your new address: we sent it a link to confirm the change.');
    expect(taken.json().data).toMatchObject({ email: user.email, pendingEmail: other.email });

    const same = await app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(user.accessToken),
      payload: { username: 'Ada Lovelace', email: user.email },
    });
    expect(same.statusCode).toBe(200);
    expect(same.json().data).toMatchObject({ email: user.email, pendingEmail: null });
  });
});

describe('updatePassword', () => {
  it('answers 400 (not 401) with a field error for a wrong current password', async () => {
    const user = await registerUser(app);
    const response = await app.inject({
      method: 'PUT',
      url: '/api/auth/updatePassword',
      headers: bearer(user.accessToken),
      payload: { currentPassword: 'Wrong1!x', newPassword: 'Better2@y', confirmPassword: 'Better2@y' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'Current password is incorrect',
      errors: [{ field: 'currentPassword', message: 'Current password is incorrect' }],
    });
  });

  it('changes the password and revokes every session', async () => {
    const user = await registerUser(app);
    const second = signedIn(await login(app, user.email));
    const response = await app.inject({
      method: 'PUT',
      url: '/api/auth/updatePassword',
      headers: bearer(user.accessToken),
      payload: { currentPassword: PASSWORD, newPassword: 'Better2@y', confirmPassword: 'Better2@y' },
    });
    expect(response.statusCode).toBe(200);
    expect(cookieValue(response, 'moneta_refresh')).toBe('');

    for (const session of [user, second]) {
      expect((await refresh(session.refreshToken)).statusCode).toBe(401);
      const profile = await getProfile(session.accessToken);
      expect(profile.statusCode).toBe(401);
    }
    expect((await login(app, user.email)).statusCode).toBe(401);
    expect((await login(app, user.email, 'Better2@y')).statusCode).toBe(200);
    await app.mailQueue.run();
    expect(mailer.lastTo(user.email)?.subject).toBe('Your Moneta password was changed');
  });

  it('checks the confirmation', async () => {
    const user = await registerUser(app);
    const response = await app.inject({
      method: 'PUT',
      url: '/api/auth/updatePassword',
      headers: bearer(user.accessToken),
      payload: { currentPassword: PASSWORD, newPassword: 'Better2@y', confirmPassword: 'Other3#z' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      { field: 'confirmPassword', message: 'Passwords do not match.' },
    ]);
  });
});

describe('deleteaccount', () => {
  it('refuses a wrong password with 400 and a missing DELETE with 422', async () => {
    const user = await registerUser(app);
    const wrong = await app.inject({
      method: 'PUT',
      url: '/api/auth/deleteaccount',
      headers: bearer(user.accessToken),
      payload: { password: 'Wrong1!x', confirmDeletion: 'DELETE' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ field: 'password', message: 'Password is incorrect' }]);

    const unconfirmed = await app.inject({
      method: 'PUT',
      url: '/api/auth/deleteaccount',
      headers: bearer(user.accessToken),
      payload: { password: PASSWORD, confirmDeletion: 'delete' },
    });
    expect(unconfirmed.statusCode).toBe(422);
    expect(unconfirmed.json().errors).toEqual([
      { field: 'confirmDeletion', message: 'Please type "DELETE" to confirm.' },
    ]);
  });

  it('deletes the user and everything they own, and refuses the login after', async () => {
    const user = await registerUser(app);
    const other = await registerUser(app);
    await login(app, user.email);
    await app.inject({ method: 'POST', url: '/api/reset/sendotp', payload: { email: user.email } });

    const response = await app.inject({
      method: 'PUT',
      url: '/api/auth/deleteaccount',
      headers: bearer(user.accessToken),
      payload: { password: PASSWORD, confirmDeletion: 'DELETE' },
    });
    expect(response.statusCode).toBe(200);
    expect(cookieValue(response, 'moneta_refresh')).toBe('');

    expect(await db().select().from(users).where(eq(users.id, user.userId))).toEqual([]);
    expect(await db().select().from(sessions).where(eq(sessions.userId, user.userId))).toEqual([]);
    expect(await db().select().from(passwordResets).where(eq(passwordResets.email, user.email))).toEqual([]);
    expect((await login(app, user.email)).statusCode).toBe(401);
    expect((await refresh(user.refreshToken)).statusCode).toBe(401);

    expect(await db().select().from(users).where(eq(users.id, other.userId))).toHaveLength(1);
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
  });

  it('deletes in one transaction: a failing step leaves every row in place', async () => {
    const user = await registerUser(app);
    // A row in a table that blocks deleting the user (no cascade) makes the last step fail.
    await db().execute(sql`create table delete_blocker (user_id uuid references users(id))`);
    await db().execute(sql`insert into delete_blocker values (${user.userId})`);
    try {
      const response = await app.inject({
        method: 'PUT',
        url: '/api/auth/deleteaccount',
        headers: bearer(user.accessToken),
        payload: { password: PASSWORD, confirmDeletion: 'DELETE' },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ success: false, message: 'Internal server error' });
      expect(await db().select().from(sessions).where(eq(sessions.userId, user.userId))).toHaveLength(1);
      expect((await refresh(user.refreshToken)).statusCode).toBe(200);
    } finally {
      await db().execute(sql`drop table delete_blocker`);
    }
  });
});

describe('verify', () => {
  it('answers user + accessToken for a valid bearer', async () => {
    const user = await registerUser(app);
    const response = await app.inject({
      method: 'GET',
      url: '/api/auth/verify',
      headers: bearer(user.accessToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user._id).toBe(user.userId);
    expect(typeof response.json().data.accessToken).toBe('string');
  });

  it('answers 401 without one', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/verify' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: 'Authentication required' });
  });
});
