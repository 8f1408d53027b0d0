import { MESSAGES, RECOVERY_CODE_COUNT } from '@moneta/shared/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { recoveryCodes, securityEvents, twoFactorSecrets } from '../src/db/schema';
import {
  bearer,
  cookieValue,
  createTestApp,
  createTestDatabase,
  dataOf,
  deleteAccount,
  exportedData,
  login,
  mailedCode,
  PASSWORD,
  reauthenticate,
  registerUser,
  signedIn,
  type RecordingMailer,
  type SignedIn,
  type TestDatabase,
} from './helpers';

let testDb: TestDatabase;
let app: FastifyInstance;
let mailer: RecordingMailer;

beforeAll(async () => {
  testDb = await createTestDatabase();
  ({ app, mailer } = await createTestApp(testDb.database));
});

afterAll(async () => {
  await app.close();
  await testDb.dispose();
});

const db = () => testDb.database.db;
const STEP_MS = 30_000;

/** The authenticator's code for the secret, `steps` 30-second steps from now. */
function codeOf(secret: string, steps = 0): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * STEP_MS });
}

function call(
  target: FastifyInstance,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  accessToken: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return target.inject({ method, url, headers: bearer(accessToken), ...(payload ? { payload } : {}) });
}

interface Enrolled extends SignedIn {
  secret: string;
  codes: string[];
}

/** A new person with two-factor turned on, as the Settings screen does it. */
async function enrolled(target = app): Promise<Enrolled> {
  const user = await registerUser(target);
  expect((await reauthenticate(target, user.accessToken)).statusCode).toBe(200);
  const setup = dataOf<{ secret: string; uri: string }>(
    await call(target, 'POST', '/api/auth/two-factor/setup', user.accessToken),
  );
  const { codes } = dataOf<{ codes: string[] }>(
    await call(target, 'POST', '/api/auth/two-factor/confirm', user.accessToken, {
      code: codeOf(setup.secret),
    }),
  );
  return { ...user, secret: setup.secret, codes };
}

function secondStep(target: FastifyInstance, email: string, challenge: string, code: string) {
  return target.inject({
    method: 'POST',
    url: '/api/auth/login/two-factor',
    payload: { email, challenge, code },
  });
}

async function challengeOf(target: FastifyInstance, email: string): Promise<string> {
  const response = await login(target, email);
  const data = dataOf<{ twoFactorChallenge: string; expiresInSeconds: number }>(response);
  return data.twoFactorChallenge;
}

const overview = async (user: SignedIn) =>
  dataOf<{
    password: { lastUsedAt: string | null };
    twoFactor: { enabled: boolean; enabledAt: string | null; recoveryCodesLeft: number };
    events: { kind: string; device: string }[];
  }>(await call(app, 'GET', '/api/auth/security', user.accessToken));

describe('turning two-factor on', () => {
  it('needs a fresh proof, then a first code of the new secret, and answers ten recovery codes once', async () => {
    const user = await registerUser(app);
    const unproved = await call(app, 'POST', '/api/auth/two-factor/setup', user.accessToken);
    expect(unproved.statusCode).toBe(403);
    expect(unproved.json()).toMatchObject({ message: MESSAGES.freshProofRequired });

    await reauthenticate(app, user.accessToken);
    const setupResponse = await call(app, 'POST', '/api/auth/two-factor/setup', user.accessToken);
    const setup = dataOf<{ secret: string; uri: string }>(setupResponse);
    expect(setupResponse.json()).toMatchObject({ message: MESSAGES.twoFactorSetupStarted });
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(setup.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(setup.secret);
    expect(uri.searchParams.get('issuer')).toBe('Moneta');
    expect(decodeURIComponent(uri.pathname)).toContain(user.email);

    // Not on until confirmed: sign-in still needs only the password.
    expect((await overview(user)).twoFactor.enabled).toBe(false);
    const [stored] = await db()
      .select()
      .from(twoFactorSecrets)
      .where(eq(twoFactorSecrets.userId, user.userId));
    expect(stored?.secret).not.toContain(setup.secret);

    const wrong = await call(app, 'POST', '/api/auth/two-factor/confirm', user.accessToken, {
      code: codeOf(setup.secret, 4),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ errors: [{ field: 'code', message: MESSAGES.twoFactorCodeWrong }] });
    const notDigits = await call(app, 'POST', '/api/auth/two-factor/confirm', user.accessToken, {
      code: 'abcde-fghjk',
    });
    expect(notDigits.json()).toMatchObject({
      errors: [{ field: 'code', message: MESSAGES.authenticatorCodeInvalid }],
    });

    const confirmed = await call(app, 'POST', '/api/auth/two-factor/confirm', user.accessToken, {
      code: codeOf(setup.secret),
    });
    expect(confirmed.json()).toMatchObject({ message: MESSAGES.twoFactorEnabled });
    const { codes } = dataOf<{ codes: string[] }>(confirmed);
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const hashes = await db().select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.userId));
    expect(hashes.map((row) => row.codeHash)).not.toContain(codes[0]?.replace('-', ''));

    const state = await overview(user);
    expect(state.twoFactor).toMatchObject({ enabled: true, recoveryCodesLeft: RECOVERY_CODE_COUNT });
    expect(state.events[0]).toMatchObject({ kind: 'twoFactorOn' });

    await app.mailQueue.run();
    expect(mailer.lastTo(user.email)?.subject).toBe(
      'Two-factor authentication is on for your Moneta account',
    );

    // A second setup while on is refused: it would replace the secret without turning it off.
    const again = await call(app, 'POST', '/api/auth/two-factor/setup', user.accessToken);
    expect(again.statusCode).toBe(409);
  });

  it('refuses a confirmation without a setup', async () => {
    const user = await registerUser(app);
    const response = await call(app, 'POST', '/api/auth/two-factor/confirm', user.accessToken, {
      code: '123456',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: MESSAGES.twoFactorSetupMissing });
  });
});

describe('signing in with two-factor on', () => {
  it('asks for a code after the password, signs in with it, and refuses the same code again', async () => {
    const user = await enrolled();
    const first = await login(app, user.email);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ message: MESSAGES.twoFactorRequired });
    expect(cookieValue(first, 'moneta_refresh')).toBeUndefined();
    expect(first.json()).not.toHaveProperty('data.accessToken');
    const challenge = dataOf<{ twoFactorChallenge: string }>(first).twoFactorChallenge;

    // The confirmation used the current step: the next step's code is the one a person would type next.
    const code = codeOf(user.secret, 1);
    const done = await secondStep(app, user.email, challenge, `${code.slice(0, 3)} ${code.slice(3)}`);
    expect(done.statusCode).toBe(200);
    const session = signedIn(done);
    expect(session.userId).toBe(user.userId);

    const replayed = await secondStep(app, user.email, await challengeOf(app, user.email), code);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toMatchObject({
      errors: [{ field: 'code', message: MESSAGES.twoFactorCodeWrong }],
    });
    // An older step's code is refused too once a newer one was used.
    const older = await secondStep(app, user.email, await challengeOf(app, user.email), codeOf(user.secret));
    expect(older.statusCode).toBe(400);

    const state = await overview(session);
    expect(state.events[0]).toMatchObject({ kind: 'signInTwoFactor' });
    expect(state.password.lastUsedAt).not.toBeNull();
  });

  it('takes each recovery code once, in any case and spacing', async () => {
    const user = await enrolled();
    const [code] = user.codes;
    if (!code) throw new Error('no code');
    const typed = ` ${code.toUpperCase().replace('-', ' ')} `;
    const done = await secondStep(app, user.email, await challengeOf(app, user.email), typed);
    expect(done.statusCode).toBe(200);
    const again = await secondStep(app, user.email, await challengeOf(app, user.email), code);
    expect(again.statusCode).toBe(400);
    const state = await overview(signedIn(done));
    expect(state.twoFactor.recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 1);
    expect(state.events[0]).toMatchObject({ kind: 'signInRecoveryCode' });
  });

  it('refuses a challenge of another account, an altered one and an access token', async () => {
    const user = await enrolled();
    const other = await enrolled();
    const challenge = await challengeOf(app, other.email);
    const code = codeOf(user.secret, 1);
    for (const presented of [challenge, `${await challengeOf(app, user.email)}x`, user.accessToken]) {
      const response = await secondStep(app, user.email, presented, code);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ message: MESSAGES.twoFactorChallengeExpired });
    }
    const malformed = await secondStep(app, user.email, await challengeOf(app, user.email), '12345');
    expect(malformed.json()).toMatchObject({
      errors: [{ field: 'code', message: MESSAGES.twoFactorCodeInvalid }],
    });
  });

  it('counts wrong codes with wrong passwords, and a right password in between forgets none of them', async () => {
    const limitedDb = await createTestDatabase();
    const limited = await createTestApp(limitedDb.database, { RATE_LIMIT_ACCOUNT_FAILURES: '3' });
    try {
      const user = await enrolled(limited.app);
      expect((await login(limited.app, user.email, 'Wrong1!x')).statusCode).toBe(401);
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const challenge = await challengeOf(limited.app, user.email);
        expect((await secondStep(limited.app, user.email, challenge, '000000')).statusCode).toBe(400);
      }
      const refused = await login(limited.app, user.email);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.app.close();
      await limitedDb.dispose();
    }
  });
});

describe('the reset by e-mail', () => {
  async function resetSession(email: string): Promise<{ cookie: string; twoFactor: boolean }> {
    await app.inject({ method: 'POST', url: '/api/reset/sendotp', payload: { email } });
    const code = await mailedCode({ app, mailer }, email);
    const verified = await app.inject({
      method: 'POST',
      url: '/api/reset/verifyotp',
      payload: { email, code, otp: code },
    });
    const cookie = cookieValue(verified, 'moneta_reset');
    if (!cookie) throw new Error(`no reset cookie: ${verified.body}`);
    return { cookie, twoFactor: dataOf<{ twoFactor: boolean }>(verified).twoFactor };
  }

  const setNew = (cookie: string, payload: object) =>
    app.inject({
      method: 'POST',
      url: '/api/reset/setnewpassword',
      payload,
      cookies: { moneta_reset: cookie },
    });

  it('still asks for the second factor, and takes a recovery code', async () => {
    const user = await enrolled();
    const { cookie, twoFactor } = await resetSession(user.email);
    expect(twoFactor).toBe(true);

    const withoutCode = await setNew(cookie, { newPassword: 'Fresh4$pass' });
    expect(withoutCode.statusCode).toBe(400);
    expect(withoutCode.json()).toMatchObject({
      message: MESSAGES.twoFactorRequired,
      errors: [{ field: 'code', message: MESSAGES.twoFactorCodeInvalid }],
    });
    const wrongCode = await setNew(cookie, { newPassword: 'Fresh4$pass', code: 'aaaaa-aaaaa' });
    expect(wrongCode.statusCode).toBe(400);
    expect((await login(app, user.email, 'Fresh4$pass')).statusCode).toBe(401);

    const done = await setNew(cookie, { newPassword: 'Fresh4$pass', code: user.codes[1] ?? '' });
    expect(done.statusCode).toBe(200);
    // The new password is only the first step: two-factor stays on.
    expect(dataOf<object>(await login(app, user.email, 'Fresh4$pass'))).toHaveProperty('twoFactorChallenge');
  });

  it('asks nothing more of an account without two-factor', async () => {
    const user = await registerUser(app);
    const { cookie, twoFactor } = await resetSession(user.email);
    expect(twoFactor).toBe(false);
    expect((await setNew(cookie, { newPassword: 'Fresh4$pass' })).statusCode).toBe(200);
    const session = signedIn(await login(app, user.email, 'Fresh4$pass'));
    expect((await overview(session)).events.map((event) => event.kind)).toEqual([
      'signIn',
      'passwordReset',
      'signIn',
    ]);
  });
});

describe('turning two-factor off and new recovery codes', () => {
  it('need a fresh proof; new codes replace the old, and off signs in with the password alone', async () => {
    const user = await enrolled();
    const session = signedIn(
      await secondStep(app, user.email, await challengeOf(app, user.email), codeOf(user.secret, 1)),
    );

    expect(
      (await call(app, 'POST', '/api/auth/two-factor/recovery-codes', session.accessToken)).statusCode,
    ).toBe(403);
    await reauthenticate(app, session.accessToken);
    const renewed = await call(app, 'POST', '/api/auth/two-factor/recovery-codes', session.accessToken);
    expect(renewed.json()).toMatchObject({ message: MESSAGES.recoveryCodesCreated });
    const { codes } = dataOf<{ codes: string[] }>(renewed);
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    const old = await secondStep(app, user.email, await challengeOf(app, user.email), user.codes[0] ?? '');
    expect(old.statusCode).toBe(400);

    const off = await call(app, 'DELETE', '/api/auth/two-factor', session.accessToken);
    expect(off.json()).toMatchObject({ message: MESSAGES.twoFactorDisabled });
    expect((await call(app, 'DELETE', '/api/auth/two-factor', session.accessToken)).statusCode).toBe(409);
    expect(await db().select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.userId))).toEqual([]);
    signedIn(await login(app, user.email));

    const kinds = (await overview(session)).events.map((event) => event.kind);
    expect(kinds.slice(0, 4)).toEqual(['signIn', 'twoFactorOff', 'recoveryCodesNew', 'signInTwoFactor']);
    await app.mailQueue.run();
    const subjects = mailer.sent.filter((mail) => mail.to === user.email).map((mail) => mail.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        'New recovery codes for your Moneta account',
        'Two-factor authentication is off for your Moneta account',
      ]),
    );
  });
});

describe('the account', () => {
  it('exports the sign-in methods and events without a secret, and deletion takes every record', async () => {
    const user = await enrolled();
    const session = signedIn(
      await secondStep(app, user.email, await challengeOf(app, user.email), codeOf(user.secret, 1)),
    );
    const data = await exportedData<{ signInMethods: unknown; securityEvents: { kind: string }[] }>(
      app,
      session.accessToken,
    );
    expect(data.signInMethods).toMatchObject({ twoFactor: { enabled: true, recoveryCodesLeft: 10 } });
    expect(data.securityEvents.map((event) => event.kind)).toContain('twoFactorOn');
    const text = JSON.stringify(data);
    expect(text).not.toContain(user.secret);
    for (const code of user.codes) expect(text).not.toContain(code);

    expect((await deleteAccount(app, session.accessToken)).statusCode).toBe(200);
    for (const table of [twoFactorSecrets, recoveryCodes, securityEvents]) {
      expect(await db().select().from(table).where(eq(table.userId, user.userId))).toEqual([]);
    }
  });

  it('lists a password sign-in with its device', async () => {
    const user = await registerUser(app);
    const session = signedIn(
      await login(app, user.email, PASSWORD, 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36'),
    );
    expect((await overview(session)).events[0]).toMatchObject({ kind: 'signIn', device: 'Chrome on Linux' });
  });
});
