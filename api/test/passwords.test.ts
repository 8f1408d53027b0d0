// One password policy on the server: register, password change and reset accept the same
// passwords, and refuse a weak one with the form's own form text as a 422 field message.
import { MESSAGES } from '@moneta/shared/contract';
import type { LightMyRequestResponse } from 'fastify';
import {
  bearer,
  login,
  mailedCode,
  PASSWORD,
  registerUser,
  setCookie,
  uniqueEmail,
  useTestApp,
} from './helpers';

const SIGN_UP_MESSAGE = 'Password must be 8+ chars, with uppercase, lowercase, digit & special char.';
/** Refused by sign-up and change before the one policy: '#' was not among @$!%*?&. */
const HASH_PASSWORD = 'Passw0rd#';
/** No character that is neither letter nor digit. */
const WEAK_PASSWORD = 'Password1';

const file = useTestApp();

function register(password: string) {
  return file.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username: 'Ada Lovelace', email: uniqueEmail(), password },
  });
}

function changePassword(accessToken: string, newPassword: string) {
  return file.app.inject({
    method: 'PUT',
    url: '/api/auth/updatePassword',
    headers: bearer(accessToken),
    payload: { currentPassword: PASSWORD, newPassword, confirmPassword: newPassword },
  });
}

/** Steps 1 and 2 of the reset, reading the code from the mail: the cookie that step 3 needs. */
async function verifiedResetCookie(email: string): Promise<string> {
  await file.app.inject({ method: 'POST', url: '/api/reset/sendotp', payload: { email } });
  const code = await mailedCode(file, email);
  const verified = await file.app.inject({
    method: 'POST',
    url: '/api/reset/verifyotp',
    payload: { email, code, otp: code },
  });
  const cookie = setCookie(verified, 'moneta_reset')?.value;
  if (!cookie) throw new Error(`no reset cookie: ${verified.statusCode} ${verified.body}`);
  return cookie;
}

function setNewPassword(cookie: string, newPassword: string) {
  return file.app.inject({
    method: 'POST',
    url: '/api/reset/setnewpassword',
    payload: { newPassword },
    cookies: { moneta_reset: cookie },
  });
}

function fieldErrors(response: LightMyRequestResponse) {
  return response.json<{ errors?: { field: string; message: string }[] }>().errors;
}

describe('register', () => {
  it(`accepts ${HASH_PASSWORD}, which then signs in`, async () => {
    const response = await register(HASH_PASSWORD);
    expect(response.statusCode).toBe(201);
    const email = response.json<{ data: { user: { email: string } } }>().data.user.email;
    expect((await login(file.app, email, HASH_PASSWORD)).statusCode).toBe(200);
  });

  it(`refuses ${WEAK_PASSWORD} with the sign-up message`, async () => {
    const response = await register(WEAK_PASSWORD);
    expect(response.statusCode).toBe(422);
    expect(fieldErrors(response)).toEqual([{ field: 'password', message: SIGN_UP_MESSAGE }]);
  });
});

describe('password change', () => {
  it(`accepts ${HASH_PASSWORD}, which then signs in`, async () => {
    const user = await registerUser(file.app);
    expect((await changePassword(user.accessToken, HASH_PASSWORD)).statusCode).toBe(200);
    expect((await login(file.app, user.email, HASH_PASSWORD)).statusCode).toBe(200);
  });

  it(`refuses ${WEAK_PASSWORD} with the sign-up message and keeps the old password`, async () => {
    const user = await registerUser(file.app);
    const response = await changePassword(user.accessToken, WEAK_PASSWORD);
    expect(response.statusCode).toBe(422);
    expect(fieldErrors(response)).toEqual([{ field: 'newPassword', message: SIGN_UP_MESSAGE }]);
    expect((await login(file.app, user.email)).statusCode).toBe(200);
  });
});

/** Whether the access token still reads the profile: its session was not signed out. */
async function stillSignedIn(accessToken: string): Promise<boolean> {
  const response = await file.app.inject({
    method: 'GET',
    url: '/api/auth/profile',
    headers: bearer(accessToken),
  });
  return response.statusCode === 200;
}

/** The mails sent to `email` once the queue has run. */
async function mailsTo(email: string): Promise<number> {
  await file.app.mailQueue.run();
  return file.mailer.sent.filter((message) => message.to === email).length;
}

describe('a new password equal to the current one', () => {
  it('is refused by the password change under its field, which changes nothing', async () => {
    const user = await registerUser(file.app);
    const mailsBefore = await mailsTo(user.email);
    const response = await changePassword(user.accessToken, PASSWORD);
    expect(response.statusCode).toBe(422);
    expect(fieldErrors(response)).toEqual([{ field: 'newPassword', message: MESSAGES.passwordUnchanged }]);
    expect(MESSAGES.passwordUnchanged).toBe('The new password must be different from your current password.');
    // No session was signed out, no "password changed" mail went out, the password still signs in.
    expect(await stillSignedIn(user.accessToken)).toBe(true);
    expect(await mailsTo(user.email)).toBe(mailsBefore);
    expect((await login(file.app, user.email)).statusCode).toBe(200);
  });

  it('is refused by the reset, whose session stays open for another password', async () => {
    const user = await registerUser(file.app);
    const cookie = await verifiedResetCookie(user.email);
    const mailsBefore = await mailsTo(user.email);
    const same = await setNewPassword(cookie, PASSWORD);
    expect(same.statusCode).toBe(422);
    expect(same.json<{ message: string }>().message).toBe(MESSAGES.passwordUnchanged);
    expect(fieldErrors(same)).toEqual([{ field: 'newPassword', message: MESSAGES.passwordUnchanged }]);
    expect(setCookie(same, 'moneta_reset')).toBeUndefined();
    expect(await stillSignedIn(user.accessToken)).toBe(true);
    expect(await mailsTo(user.email)).toBe(mailsBefore);

    expect((await setNewPassword(cookie, HASH_PASSWORD)).statusCode).toBe(200);
    expect(await stillSignedIn(user.accessToken)).toBe(false);
    expect((await login(file.app, user.email, HASH_PASSWORD)).statusCode).toBe(200);
  });
});

describe('reset', () => {
  it(`refuses ${WEAK_PASSWORD} with the reset message, then accepts ${HASH_PASSWORD}`, async () => {
    const user = await registerUser(file.app);
    const cookie = await verifiedResetCookie(user.email);
    const weak = await setNewPassword(cookie, WEAK_PASSWORD);
    expect(weak.statusCode).toBe(422);
    expect(fieldErrors(weak)).toEqual([{ field: 'newPassword', message: MESSAGES.resetPasswordWeak }]);

    expect((await setNewPassword(cookie, HASH_PASSWORD)).statusCode).toBe(200);
    expect((await login(file.app, user.email, HASH_PASSWORD)).statusCode).toBe(200);
  });
});
