import { MESSAGES } from '@moneta/shared/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { passwordResets } from '../src/db/schema';
import {
  bearer,
  createTestApp,
  createTestDatabase,
  login,
  mailedCode,
  PASSWORD,
  registerUser,
  setCookie,
  uniqueEmail,
  type RecordingMailer,
  type TestDatabase,
} from './helpers';

const NEW_PASSWORD = 'Fresh4$pass';

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

function sendOtp(email: string) {
  return app.inject({ method: 'POST', url: '/api/reset/sendotp', payload: { email } });
}

function verifyOtp(email: string, code: string) {
  return app.inject({ method: 'POST', url: '/api/reset/verifyotp', payload: { email, code, otp: code } });
}

function setNewPassword(resetCookie: string | undefined, newPassword = NEW_PASSWORD) {
  return app.inject({
    method: 'POST',
    url: '/api/reset/setnewpassword',
    payload: { newPassword },
    cookies: resetCookie ? { moneta_reset: resetCookie } : {},
  });
}

const codeSentTo = (email: string) => mailedCode({ app, mailer }, email);

/** The last mail to `email`, once the mail queue has sent what it had. */
async function lastMailTo(email: string) {
  await app.mailQueue.run();
  return mailer.lastTo(email);
}

function resetCookieOf(response: LightMyRequestResponse): string {
  const value = setCookie(response, 'moneta_reset')?.value;
  if (!value) throw new Error(`no reset cookie: ${response.statusCode} ${response.body}`);
  return value;
}

/** Moves the e-mail's codes into the past, as if `seconds` had gone by. */
async function age(email: string, seconds: number) {
  await db()
    .update(passwordResets)
    .set({
      sentAt: sql`${passwordResets.sentAt} - make_interval(secs => ${seconds})`,
      expiresAt: sql`${passwordResets.expiresAt} - make_interval(secs => ${seconds})`,
    })
    .where(eq(passwordResets.email, email));
}

function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

describe('password reset', () => {
  it('runs the whole flow: code by mail, verified, new password set, sessions revoked, notice mailed', async () => {
    const user = await registerUser(app);
    const sent = await sendOtp(user.email.toUpperCase());
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      success: true,
      message: MESSAGES.codeSent,
      data: { email: user.email, expiresInSeconds: 600, resendAfterSeconds: 60 },
    });
    const mail = await lastMailTo(user.email);
    expect(mail?.subject).toBe('Your Moneta password reset code');
    const code = await codeSentTo(user.email);

    const [row] = await db().select().from(passwordResets).where(eq(passwordResets.email, user.email));
    expect(row?.codeHash).not.toContain(code);
    expect(row?.userId).toBe(user.userId);

    const verified = await verifyOtp(user.email, code);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().success).toBe(true);
    const cookie = setCookie(verified, 'moneta_reset');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/reset', maxAge: 900 });

    const done = await setNewPassword(cookie?.value);
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(
      'Password reset successfully. You can now login with your new password.',
    );
    expect(setCookie(done, 'moneta_reset')?.value).toBe('');

    expect((await login(app, user.email)).statusCode).toBe(401);
    expect((await login(app, user.email, NEW_PASSWORD)).statusCode).toBe(200);
    const old = await app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: bearer(user.accessToken),
    });
    expect(old.statusCode).toBe(401);
    expect((await lastMailTo(user.email))?.subject).toBe('Your Moneta password was changed');
  });

  it("mails the code and the notice in the person's language", async () => {
    const user = await registerUser(app);
    const patched = await app.inject({
      method: 'PATCH',
      url: '/api/settings/preferences',
      headers: bearer(user.accessToken),
      payload: { language: 'de' },
    });
    expect(patched.statusCode).toBe(200);
    await sendOtp(user.email);
    const mail = await lastMailTo(user.email);
    expect(mail?.subject).toBe('Ihr Code zum Zurücksetzen des Moneta-Passworts');
    const code = await codeSentTo(user.email);
    expect(mail?.text).toContain(`Ihr Code zum Zurücksetzen des Moneta-Passworts lautet: ${code}`);
    expect(mail?.text).toContain('Er ist 10 Minuten gültig');
    const cookie = setCookie(await verifyOtp(user.email, code), 'moneta_reset');
    expect((await setNewPassword(cookie?.value)).statusCode).toBe(200);
    expect((await lastMailTo(user.email))?.subject).toBe('Ihr Moneta-Passwort wurde geändert');
  });

  it('gives the same answer for an unknown e-mail, and mails nothing', async () => {
    const email = uniqueEmail('ghost');
    const before = mailer.sent.length;
    const response = await sendOtp(email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: MESSAGES.codeSent,
      data: { email, expiresInSeconds: 600, resendAfterSeconds: 60 },
    });
    await app.mailQueue.run();
    expect(mailer.sent.length).toBe(before);
    // No code can open a reset session for it.
    const verified = await verifyOtp(email, '123456');
    expect(verified.statusCode).toBe(400);
    expect(verified.json().message).toBe('Invalid or expired code');
  });

  it('refuses a resend within 60 seconds, for known and unknown e-mails alike', async () => {
    const user = await registerUser(app);
    const ghost = uniqueEmail('ghost');
    for (const email of [user.email, ghost]) {
      expect((await sendOtp(email)).statusCode).toBe(200);
      const again = await sendOtp(email);
      expect(again.statusCode).toBe(429);
      expect(again.json()).toEqual({ success: false, message: MESSAGES.codeResendTooSoon });
      expect(again.headers['retry-after']).toMatch(/^(60|59)$/);
      await age(email, 45);
      expect((await sendOtp(email)).headers['retry-after']).toMatch(/^1[45]$/);
      await age(email, 16);
      expect((await sendOtp(email)).statusCode).toBe(200);
    }
  });

  it('keeps an earlier code valid until it expires: a new request does not undo the one in hand', async () => {
    const user = await registerUser(app);
    await sendOtp(user.email);
    const first = await codeSentTo(user.email);
    await age(user.email, 61);
    await sendOtp(user.email);
    const second = await codeSentTo(user.email);
    expect((await verifyOtp(user.email, first)).statusCode).toBe(200);
    // Once one code let the person in, the others are no more to be guessed.
    if (first !== second) expect((await verifyOtp(user.email, second)).statusCode).toBe(400);
    await age(user.email, 61);
    await sendOtp(user.email);
    const third = await codeSentTo(user.email);
    await age(user.email, 601);
    expect((await verifyOtp(user.email, third)).statusCode).toBe(400);
  });

  it('locks the code after 5 wrong tries', async () => {
    const user = await registerUser(app);
    await sendOtp(user.email);
    const code = await codeSentTo(user.email);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const wrong = await verifyOtp(user.email, wrongCode(code));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({
        success: false,
        message: 'Invalid or expired code',
        errors: [{ field: 'code', message: 'Invalid or expired code' }],
      });
    }
    const fifth = await verifyOtp(user.email, wrongCode(code));
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toBe('Too many attempts. Please request a new code.');
    const right = await verifyOtp(user.email, code);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe('Too many attempts. Please request a new code.');
    expect(setCookie(right, 'moneta_reset')).toBeUndefined();

    await age(user.email, 61);
    await sendOtp(user.email);
    expect((await verifyOtp(user.email, await codeSentTo(user.email))).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const user = await registerUser(app);
    await sendOtp(user.email);
    const code = await codeSentTo(user.email);
    await age(user.email, 601);
    const response = await verifyOtp(user.email, code);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Invalid or expired code');
  });

  it('uses a code once', async () => {
    const user = await registerUser(app);
    await sendOtp(user.email);
    const code = await codeSentTo(user.email);
    expect((await verifyOtp(user.email, code)).statusCode).toBe(200);
    expect((await verifyOtp(user.email, code)).statusCode).toBe(400);
  });

  it('validates the code format', async () => {
    const response = await verifyOtp(uniqueEmail(), '12ab');
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Enter the 6-digit code');
    expect(response.json().errors).toContainEqual({ field: 'code', message: 'Enter the 6-digit code' });
  });

  it('needs the reset cookie, which works once', async () => {
    const noCookie = await setNewPassword(undefined);
    expect(noCookie.statusCode).toBe(400);
    expect(noCookie.json()).toEqual({
      success: false,
      message: 'Reset session expired. Please start again.',
    });
    expect((await setNewPassword('forged-value')).statusCode).toBe(400);

    const user = await registerUser(app);
    await sendOtp(user.email);
    const cookie = resetCookieOf(await verifyOtp(user.email, await codeSentTo(user.email)));
    expect((await setNewPassword(cookie)).statusCode).toBe(200);
    const reused = await setNewPassword(cookie, 'Another5%pass');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('Reset session expired. Please start again.');
    expect((await login(app, user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('lets the reset session expire after 15 minutes', async () => {
    const user = await registerUser(app);
    await sendOtp(user.email);
    const cookie = resetCookieOf(await verifyOtp(user.email, await codeSentTo(user.email)));
    await db()
      .update(passwordResets)
      .set({ verifiedAt: sql`now() - interval '16 minutes'` })
      .where(eq(passwordResets.email, user.email));
    expect((await setNewPassword(cookie)).statusCode).toBe(400);
    expect((await login(app, user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('checks the new password before using the reset session', async () => {
    const user = await registerUser(app);
    await sendOtp(user.email);
    const cookie = resetCookieOf(await verifyOtp(user.email, await codeSentTo(user.email)));
    const weak = await setNewPassword(cookie, 'abcdefgh');
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors).toEqual([
      { field: 'newPassword', message: 'Password does not meet requirements' },
    ]);
    expect((await setNewPassword(cookie)).statusCode).toBe(200);
  });
});
