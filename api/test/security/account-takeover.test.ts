// A stolen access token must not take the account over: changing the address, the password, restoring a backup
// and deleting the account need a fresh proof (the password within FRESH_PROOF_SECONDS); the old address is told
// of a change, with a link that undoes it; a taken address is not revealed; a new password ends what the old one
// let someone keep (a verified reset, the calendar feed's address).
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { MESSAGES } from '@moneta/shared/contract';
import { emailTokens, sessions, users } from '../../src/db/schema';
import {
  bearer,
  exportedData,
  login,
  PASSWORD,
  reauthenticate,
  registerUser,
  setCookie,
  signedIn,
  uniqueEmail,
  useTestApp,
  type SignedIn,
} from '../helpers';

const file = useTestApp();
const db = () => file.testDb.database.db;
const NEW_PASSWORD = 'Better2@y';

function putProfile(user: SignedIn, email: string, username = 'Ada Lovelace') {
  return file.app.inject({
    method: 'PUT',
    url: '/api/auth/profile',
    headers: bearer(user.accessToken),
    payload: { username, email },
  });
}

async function profileOf(user: SignedIn) {
  const response = await file.app.inject({
    method: 'GET',
    url: '/api/auth/profile',
    headers: bearer(user.accessToken),
  });
  return response;
}

/** Every mail sent to `to` so far, after the queue has sent what it holds. */
async function mailsTo(to: string) {
  await file.app.mailQueue.run();
  return file.mailer.sent.filter((mail) => mail.to === to);
}

/** The first link of a mail's text to `path`. */
function linkIn(text: string | undefined, path: string): URL {
  const found = new RegExp(`https?://\\S+${path}\\?token=[A-Za-z0-9_-]+`).exec(text ?? '');
  if (!found) throw new Error(`no ${path} link in ${text}`);
  return new URL(found[0]);
}

const inject = (method: 'GET' | 'POST', url: URL | string, payload?: string) =>
  file.app.inject({
    method,
    url: typeof url === 'string' ? url : `${url.pathname}${url.search}`,
    ...(payload === undefined
      ? {}
      : { payload, headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
  });

function expectFreshProofAsked(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(403);
  expect(response.json()).toEqual({ success: false, message: MESSAGES.freshProofRequired });
  expect(response.headers['www-authenticate']).toBe(
    'Bearer error="insufficient_user_authentication", max_age=300',
  );
}

describe('a stolen access token alone', () => {
  it('cannot change the address: 403 asking for the password, and nothing changes or is mailed', async () => {
    const victim = await registerUser(file.app);
    const attacker = uniqueEmail('attacker');
    const response = await putProfile(victim, attacker);
    expectFreshProofAsked(response);
    const profile = (await profileOf(victim)).json().data;
    expect(profile).toMatchObject({ email: victim.email, pendingEmail: null });
    expect(await mailsTo(attacker)).toEqual([]);
    // A reset to the attacker's address finds no account.
    await file.app.inject({ method: 'POST', url: '/api/reset/sendotp', payload: { email: attacker } });
    expect(await mailsTo(attacker)).toEqual([]);
  });

  it('can still change the name, which hands nothing over', async () => {
    const user = await registerUser(file.app);
    const response = await putProfile(user, user.email, 'Ada King');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: MESSAGES.profileUpdated,
      data: { username: 'Ada King' },
    });
  });

  it('cannot restore a backup over the data, before its body is even read', async () => {
    const user = await registerUser(file.app);
    const backup = await exportedData(file.app, user.accessToken);
    const response = await file.app.inject({
      method: 'POST',
      url: '/api/settings/restore',
      headers: { ...bearer(user.accessToken), 'content-type': 'application/json' },
      payload: JSON.stringify(backup),
    });
    expectFreshProofAsked(response);

    expect((await reauthenticate(file.app, user.accessToken)).statusCode).toBe(200);
    const proved = await file.app.inject({
      method: 'POST',
      url: '/api/settings/restore',
      headers: { ...bearer(user.accessToken), 'content-type': 'application/json' },
      payload: JSON.stringify(backup),
    });
    expect(proved.statusCode).toBe(200);
  });

  it('cannot change the password or delete the account: both ask for the password itself', async () => {
    const user = await registerUser(file.app);
    const change = await file.app.inject({
      method: 'PUT',
      url: '/api/auth/updatePassword',
      headers: bearer(user.accessToken),
      payload: { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(change.statusCode).toBe(422);
    const wrong = await file.app.inject({
      method: 'PUT',
      url: '/api/auth/deleteaccount',
      headers: bearer(user.accessToken),
      payload: { password: 'Wrong1!x', confirmDeletion: 'DELETE' },
    });
    expect(wrong.statusCode).toBe(400);
    expect((await profileOf(user)).statusCode).toBe(200);
  });
});

describe('the fresh proof', () => {
  it('is refused for a wrong password, and counts for its own session only', async () => {
    const user = await registerUser(file.app);
    const other = signedIn(await login(file.app, user.email));
    const wrong = await reauthenticate(file.app, user.accessToken, 'Wrong1!x');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ field: 'password', message: MESSAGES.passwordIncorrect }]);
    expectFreshProofAsked(await putProfile(user, uniqueEmail()));

    const proved = await reauthenticate(file.app, user.accessToken);
    expect(proved.json()).toEqual({ success: true, data: null, message: MESSAGES.passwordConfirmed });
    expect((await putProfile(user, uniqueEmail())).statusCode).toBe(200);
    expectFreshProofAsked(await putProfile(other, uniqueEmail()));
  });

  it('lasts five minutes', async () => {
    const user = await registerUser(file.app);
    expect((await reauthenticate(file.app, user.accessToken)).statusCode).toBe(200);
    const [session] = await db().select().from(sessions).where(eq(sessions.userId, user.userId));
    await db()
      .update(sessions)
      .set({ provedAt: sql`now() - interval '301 seconds'` })
      .where(eq(sessions.id, session!.id));
    expectFreshProofAsked(await putProfile(user, uniqueEmail()));
  });
});

describe('a change of address', () => {
  it('waits for the new address, tells the old one, and its undo link restores it and signs every device out', async () => {
    const user = await registerUser(file.app);
    const second = signedIn(await login(file.app, user.email));
    const newEmail = uniqueEmail('new');
    expect((await reauthenticate(file.app, user.accessToken)).statusCode).toBe(200);
    const requested = await putProfile(user, newEmail);
    expect(requested.statusCode).toBe(200);
    expect(requested.json().message).toBe(MESSAGES.emailChangePending);
    // The account's address stays until the new one is verified: a reset still goes to the old one.
    expect((await profileOf(user)).json().data).toMatchObject({ email: user.email, pendingEmail: newEmail });

    const [verification] = await mailsTo(newEmail);
    const verifyLink = linkIn(verification?.text, '/api/auth/verify-email');
    const verified = await inject('GET', verifyLink);
    expect(verified.statusCode).toBe(303);
    expect(verified.headers.location).toBe('/dashboard/profile?emailVerified=1');
    expect((await profileOf(user)).json().data).toMatchObject({
      email: newEmail,
      emailVerified: true,
      pendingEmail: null,
    });

    const notice = (await mailsTo(user.email)).find(
      (mail) => mail.subject === 'The e-mail address of your Moneta account was changed',
    );
    expect(notice?.text).toContain(newEmail);
    const undoLink = linkIn(notice?.text, '/api/auth/email-change/undo');
    // Only the token's hash is stored.
    const token = undoLink.searchParams.get('token')!;
    expect(await db().select().from(emailTokens).where(eq(emailTokens.tokenHash, token))).toEqual([]);

    // Opening the link changes nothing by itself (mail scanners open links): it shows a button.
    const page = await inject('GET', undoLink);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('Restore my address');
    expect(page.body).toContain(user.email);
    expect((await profileOf(user)).json().data.email).toBe(newEmail);

    const undone = await inject('POST', '/api/auth/email-change/undo', `token=${token}`);
    expect(undone.statusCode).toBe(200);
    expect(undone.body).toContain('Your address was restored');
    const [row] = await db().select().from(users).where(eq(users.id, user.userId));
    expect(row).toMatchObject({ email: user.email, pendingEmail: null });
    expect(row?.emailVerifiedAt).not.toBeNull();
    for (const session of [user, second]) expect((await profileOf(session)).statusCode).toBe(401);

    // Single use.
    const again = await inject('POST', '/api/auth/email-change/undo', `token=${token}`);
    expect(again.body).toContain('This link is not valid');
  });

  it('to an address another account holds is answered alike, and only its owner is told', async () => {
    const user = await registerUser(file.app);
    const holder = await registerUser(file.app);
    const free = uniqueEmail('free');
    expect((await reauthenticate(file.app, user.accessToken)).statusCode).toBe(200);
    const toFree = await putProfile(user, free);
    const toTaken = await putProfile(user, holder.email);
    expect([toTaken.statusCode, toTaken.json().message]).toEqual([toFree.statusCode, toFree.json().message]);
    expect(toTaken.json().data).toMatchObject({ email: user.email, pendingEmail: holder.email });

    // The holder's own sign-up verification, then the notice, which holds no link.
    const toHolder = await mailsTo(holder.email);
    expect(toHolder.map((mail) => mail.subject)).toEqual([
      'Verify your e-mail address for Moneta',
      'Someone tried to use your e-mail address on Moneta',
    ]);
    expect(toHolder[1]?.text).not.toContain('http');
    const [holderRow] = await db().select().from(users).where(eq(users.id, holder.userId));
    expect(holderRow?.email).toBe(holder.email);
    expect((await profileOf(user)).json().data.email).toBe(user.email);
  });
});

describe('a new password ends what the old one let someone keep', () => {
  async function feedUrlOf(user: SignedIn): Promise<URL> {
    const response = await file.app.inject({
      method: 'POST',
      url: '/api/reminders/feed',
      headers: bearer(user.accessToken),
    });
    expect(response.statusCode).toBe(200);
    return new URL(response.json().data.url);
  }

  async function verifiedReset(email: string): Promise<string> {
    await file.app.inject({ method: 'POST', url: '/api/reset/sendotp', payload: { email } });
    await file.app.mailQueue.run();
    const code = /\b(\d{6})\b/.exec(file.mailer.lastTo(email)?.text ?? '')?.[1];
    const verified = await file.app.inject({
      method: 'POST',
      url: '/api/reset/verifyotp',
      payload: { email, code, otp: code },
    });
    expect(verified.statusCode).toBe(200);
    return setCookie(verified, 'moneta_reset')?.value ?? '';
  }

  it('on a change: the calendar feed address and a verified, unused reset', async () => {
    const user = await registerUser(file.app);
    const feed = await feedUrlOf(user);
    expect((await inject('GET', `${feed.pathname}${feed.search}`)).statusCode).toBe(200);
    const resetCookie = await verifiedReset(user.email);

    const changed = await file.app.inject({
      method: 'PUT',
      url: '/api/auth/updatePassword',
      headers: bearer(user.accessToken),
      payload: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);

    expect((await inject('GET', `${feed.pathname}${feed.search}`)).statusCode).toBe(404);
    const reset = await file.app.inject({
      method: 'POST',
      url: '/api/reset/setnewpassword',
      payload: { newPassword: 'Other3#zz' },
      cookies: { moneta_reset: resetCookie },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().message).toBe(MESSAGES.resetExpired);
    expect((await login(file.app, user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await mailsTo(user.email)).map((mail) => mail.subject)).toContain(
      'Your Moneta password was changed',
    );
  });

  it('on a reset: the calendar feed address', async () => {
    const user = await registerUser(file.app);
    const feed = await feedUrlOf(user);
    const resetCookie = await verifiedReset(user.email);
    const reset = await file.app.inject({
      method: 'POST',
      url: '/api/reset/setnewpassword',
      payload: { newPassword: NEW_PASSWORD },
      cookies: { moneta_reset: resetCookie },
    });
    expect(reset.statusCode).toBe(200);
    expect((await inject('GET', `${feed.pathname}${feed.search}`)).statusCode).toBe(404);
  });
});
