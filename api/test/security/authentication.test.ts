// Attack catalogue, authentication: guessing passwords and codes, tokens that are forged, expired or
// signed with another key, stolen cookies used after their session ended, and cross-site use of the cookie
// endpoints. Each refusal is a 4xx in the envelope, and the victim's account still works afterwards.
import { MESSAGES } from '@moneta/shared/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SignJWT } from 'jose';
import {
  bearer,
  deleteAccount,
  createTestApp,
  mailedCode,
  PASSWORD,
  registerUser,
  setCookie,
  TEST_JWT_SECRET,
  uniqueEmail,
  useTestApp,
  type SignedIn,
  type TestApp,
} from '../helpers';

const file = useTestApp();

/**
 * Short enough to wait out in a test, long enough for a burst of attempts to land inside it: each login checks a
 * password hash, and four of them took over 1.5 s on a machine busy with an end-to-end run beside.
 */
const WINDOW_MS = 5000;
const MAX_TRIES = 3;
const ATTACKER = '198.51.100.66';
const VICTIM_IP = '203.0.113.7';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function expectRefusal(response: LightMyRequestResponse, status: number, message?: string) {
  expect([response.statusCode, response.body]).toEqual([status, expect.any(String)]);
  const body = response.json<{ success: boolean; message: string }>();
  expect(body.success).toBe(false);
  expect(typeof body.message).toBe('string');
  if (message) expect(body.message).toBe(message);
}

function expectTooMany(response: LightMyRequestResponse) {
  expectRefusal(response, 429, MESSAGES.tooManyRequests);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

/** An app whose auth routes allow MAX_TRIES requests per WINDOW_MS, on the file's database. */
async function withLimitedApp(run: (limited: TestApp) => Promise<void>) {
  const limited = await createTestApp(file.testDb.database, {
    RATE_LIMIT_MAX: String(MAX_TRIES),
    RATE_LIMIT_WINDOW_MS: String(WINDOW_MS),
  });
  try {
    await run(limited);
  } finally {
    await limited.app.close();
  }
}

const post = (app: FastifyInstance, url: string, payload: object, remoteAddress = ATTACKER) =>
  app.inject({ method: 'POST', url, payload, remoteAddress });

const profile = (token: string) =>
  file.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) });

describe('brute force', () => {
  it('on login: 429 with Retry-After, the victim elsewhere and after the window still signs in', async () => {
    const victim = await registerUser(file.app);
    await withLimitedApp(async ({ app }) => {
      const guess = (password: string, from = ATTACKER) =>
        post(app, '/api/auth/login', { email: victim.email, password }, from);
      for (let attempt = 0; attempt < MAX_TRIES; attempt += 1) expectRefusal(await guess('Wrong1!x'), 401);
      // Blocked even with the right password, so the limit cannot be probed for the answer.
      expectTooMany(await guess(PASSWORD));
      expect((await guess(PASSWORD, VICTIM_IP)).statusCode).toBe(200);
      await wait(WINDOW_MS + 100);
      expect((await guess(PASSWORD)).statusCode).toBe(200);
    });
  });

  it('on code verification: 429 before the guess is checked, the right code works after the window', async () => {
    const victim = await registerUser(file.app);
    await withLimitedApp(async (limited) => {
      expect((await post(limited.app, '/api/reset/sendotp', { email: victim.email })).statusCode).toBe(200);
      const code = await mailedCode(limited, victim.email);
      const wrong = code === '000000' ? '111111' : '000000';
      const verify = (guess: string) =>
        post(limited.app, '/api/reset/verifyotp', { email: victim.email, code: guess });
      for (let attempt = 0; attempt < MAX_TRIES; attempt += 1) expectRefusal(await verify(wrong), 400);
      expectTooMany(await verify(code));
      await wait(WINDOW_MS + 100);
      const verified = await verify(code);
      expect(verified.statusCode).toBe(200);
      expect(setCookie(verified, 'moneta_reset')?.value).toBeTruthy();
    });
  });

  it('on sending codes: 429 for a flood from one address, not for the victim elsewhere or later', async () => {
    const victim = await registerUser(file.app);
    await withLimitedApp(async ({ app, mailer }) => {
      const send = (email: string, from = ATTACKER) => post(app, '/api/reset/sendotp', { email }, from);
      for (let attempt = 0; attempt < MAX_TRIES; attempt += 1) {
        expect((await send(uniqueEmail('flood'))).statusCode).toBe(200);
      }
      expectTooMany(await send(victim.email));
      await app.mailQueue.run();
      expect(mailer.lastTo(victim.email)).toBeUndefined();
      expect((await send(victim.email, VICTIM_IP)).statusCode).toBe(200);
      await wait(WINDOW_MS + 100);
      expect((await send(uniqueEmail('later'))).statusCode).toBe(200);
    });
  });
});

describe('reset codes', () => {
  it("refuses one person's code for another e-mail, which keeps its own code", async () => {
    const [first, second] = [await registerUser(file.app), await registerUser(file.app)];
    await post(file.app, '/api/reset/sendotp', { email: first.email });
    await post(file.app, '/api/reset/sendotp', { email: second.email });
    const [firstCode, secondCode] = [
      await mailedCode(file, first.email),
      await mailedCode(file, second.email),
    ];
    if (firstCode !== secondCode) {
      const crossed = await post(file.app, '/api/reset/verifyotp', { email: second.email, code: firstCode });
      expectRefusal(crossed, 400, 'Invalid or expired code');
      expect(setCookie(crossed, 'moneta_reset')).toBeUndefined();
    }
    const own = await post(file.app, '/api/reset/verifyotp', { email: second.email, code: secondCode });
    expect(own.statusCode).toBe(200);
  });
});

describe('access tokens', () => {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claimsOf = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;

  function sign(claims: Record<string, unknown>, secret: string, alg = 'HS256') {
    return new SignJWT(claims).setProtectedHeader({ alg }).sign(new TextEncoder().encode(secret));
  }

  it('refuses alg none, a tampered payload, an expired token, another key and another algorithm', async () => {
    const victim = await registerUser(file.app);
    const intruder = await registerUser(file.app);
    const claims = claimsOf(intruder.accessToken);
    const now = Math.floor(Date.now() / 1000);
    const [header, , signature] = intruder.accessToken.split('.');
    const forged = {
      'alg none': `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ ...claims, sub: victim.userId })}.`,
      'tampered payload': `${header}.${encode({ ...claims, sub: victim.userId })}.${signature}`,
      expired: await sign({ ...claims, iat: now - 3600, exp: now - 60 }, TEST_JWT_SECRET),
      'another key': await sign(claims, 'another-secret-another-secret-another-secret-0'),
      'another algorithm': await sign(claims, TEST_JWT_SECRET, 'HS512'),
      'no issuer': await sign({ ...claims, iss: undefined }, TEST_JWT_SECRET),
    };
    for (const [what, token] of Object.entries(forged)) {
      const response = await profile(token);
      expect([what, response.statusCode]).toEqual([what, 401]);
      expectRefusal(response, 401);
      const write = await file.app.inject({
        method: 'PUT',
        url: '/api/auth/profile',
        headers: bearer(token),
        payload: { username: 'Taken Over', email: victim.email },
      });
      expect([what, write.statusCode]).toEqual([what, 401]);
    }
    expect((await profile(victim.accessToken)).json().data.username).toBe('Ada Lovelace');
  });
});

describe('a stolen refresh cookie', () => {
  const refresh = (token: string, headers: Record<string, string> = {}) =>
    file.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers,
      cookies: { moneta_refresh: token },
    });

  async function expectDead(session: SignedIn) {
    expectRefusal(await refresh(session.refreshToken), 401, MESSAGES.sessionExpired);
    expectRefusal(await profile(session.accessToken), 401);
  }

  it('is refused after logout, a password change and the account deleted', async () => {
    const loggedOut = await registerUser(file.app);
    await file.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { moneta_refresh: loggedOut.refreshToken },
    });
    await expectDead(loggedOut);

    const changed = await registerUser(file.app);
    await file.app.inject({
      method: 'PUT',
      url: '/api/auth/updatePassword',
      headers: bearer(changed.accessToken),
      payload: { currentPassword: PASSWORD, newPassword: 'Better2@y', confirmPassword: 'Better2@y' },
    });
    await expectDead(changed);

    const deleted = await registerUser(file.app);
    await deleteAccount(file.app, deleted.accessToken);
    await expectDead(deleted);
  });
});

describe('cookie flags', () => {
  async function resetCookieFrom(app: Pick<TestApp, 'app' | 'mailer'>) {
    const user = await registerUser(app.app);
    await post(app.app, '/api/reset/sendotp', { email: user.email });
    const code = await mailedCode(app, user.email);
    return setCookie(
      await post(app.app, '/api/reset/verifyotp', { email: user.email, code }),
      'moneta_reset',
    );
  }

  async function cookiesOf(app: Pick<TestApp, 'app' | 'mailer'>) {
    const signUp = await app.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'Ada Lovelace', email: uniqueEmail(), password: PASSWORD },
    });
    return { refresh: setCookie(signUp, 'moneta_refresh'), reset: await resetCookieFrom(app) };
  }

  it('are HttpOnly, SameSite=Strict and scoped to their routes; not Secure on plain http in development', async () => {
    const { refresh, reset } = await cookiesOf(file);
    expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(reset).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/reset' });
    expect(refresh?.secure).toBeFalsy();
    expect(reset?.secure).toBeFalsy();
  });

  it.each([
    ['in production', { NODE_ENV: 'production' }],
    ['when the app is served over https', { APP_ORIGINS: 'https://moneta.example' }],
  ])('are Secure %s', async (_when, env) => {
    const served = await createTestApp(file.testDb.database, env);
    try {
      const { refresh, reset } = await cookiesOf(served);
      expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Strict', secure: true });
      expect(reset).toMatchObject({ httpOnly: true, sameSite: 'Strict', secure: true });
    } finally {
      await served.app.close();
    }
  });
});

describe('cross-site requests to the cookie endpoints', () => {
  const CROSS_SITE: Record<string, string>[] = [
    { origin: 'https://evil.example' },
    { 'sec-fetch-site': 'cross-site' },
  ];

  it('refuses setting a new password from another site, and leaves the reset session usable', async () => {
    const user = await registerUser(file.app);
    await post(file.app, '/api/reset/sendotp', { email: user.email });
    const code = await mailedCode(file, user.email);
    const verified = await post(file.app, '/api/reset/verifyotp', { email: user.email, code });
    const cookie = setCookie(verified, 'moneta_reset')?.value ?? '';
    const setNew = (headers: Record<string, string>) =>
      file.app.inject({
        method: 'POST',
        url: '/api/reset/setnewpassword',
        headers,
        cookies: { moneta_reset: cookie },
        payload: { newPassword: 'Hijack1!x' },
      });
    for (const headers of CROSS_SITE) expectRefusal(await setNew(headers), 403);
    expect(
      (await post(file.app, '/api/auth/login', { email: user.email, password: PASSWORD })).statusCode,
    ).toBe(200);
    expect((await setNew({ origin: 'http://localhost:8080' })).statusCode).toBe(200);
  });

  it('refuses refresh and logout from another site, and the session stays as it was', async () => {
    const user = await registerUser(file.app);
    for (const url of ['/api/auth/refresh', '/api/auth/logout']) {
      for (const headers of CROSS_SITE) {
        const response = await file.app.inject({
          method: 'POST',
          url,
          headers,
          cookies: { moneta_refresh: user.refreshToken },
        });
        expectRefusal(response, 403);
        expect(setCookie(response, 'moneta_refresh')).toBeUndefined();
      }
    }
    expect((await profile(user.accessToken)).statusCode).toBe(200);
  });
});
