// Verified addresses: Moneta mails reminders only to an address whose owner opened the link mailed to it (sign-in
// works unverified), the link can be sent again within limits, and reminders are capped per person, in number
// and in mails a day.
import { eq, sql } from 'drizzle-orm';
import { MESSAGES, REMINDERS_MAX_PER_USER } from '@moneta/shared/contract';
import { emailTokens, reminders, users } from '../src/db/schema';
import { REMINDER_MAILS_PER_DAY } from '../src/reminders/delivery';
import { VERIFICATION_MAILS_PER_DAY } from '../src/users/emailAddress';
import { bearer, login, markEmailVerified, registerUser, useTestApp, type SignedIn } from './helpers';
import { addReminder, reminderCallerFor } from './reminder-fixtures';

const file = useTestApp();
const db = () => file.testDb.database.db;
const MINUTE = 60_000;

async function mailsTo(to: string) {
  await file.app.mailQueue.run();
  return file.mailer.sent.filter((mail) => mail.to === to);
}

/** The token of the last verification link mailed to `to`. */
async function verificationToken(to: string): Promise<string> {
  const mail = (await mailsTo(to))
    .filter((sent) => sent.subject === 'Verify your e-mail address for Moneta')
    .at(-1);
  const token = /\/api\/auth\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no verification link mailed to ${to}`);
  return token;
}

const openLink = (token: string) =>
  file.app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${token}` });

async function profileOf(user: SignedIn) {
  const response = await file.app.inject({
    method: 'GET',
    url: '/api/auth/profile',
    headers: bearer(user.accessToken),
  });
  return response.json().data;
}

const resend = (user: SignedIn) =>
  file.app.inject({
    method: 'POST',
    url: '/api/auth/verify-email/resend',
    headers: bearer(user.accessToken),
  });

afterEach(async () => {
  await db().delete(reminders);
});

describe('the verification link', () => {
  it('is mailed at sign-up; sign-in works unverified; opening it verifies the address, once', async () => {
    const user = await registerUser(file.app);
    expect(await profileOf(user)).toMatchObject({ emailVerified: false, pendingEmail: null });
    expect((await login(file.app, user.email)).statusCode).toBe(200);

    const token = await verificationToken(user.email);
    // Only its hash is stored.
    expect(await db().select().from(emailTokens).where(eq(emailTokens.tokenHash, token))).toEqual([]);
    const opened = await openLink(token);
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/dashboard/profile?emailVerified=1');
    expect(await profileOf(user)).toMatchObject({ emailVerified: true });

    const again = await openLink(token);
    expect(again.headers.location).toBe('/dashboard/profile?emailVerified=0');
    expect((await openLink('nonsense')).headers.location).toBe('/dashboard/profile?emailVerified=0');
    expect((await file.app.inject({ method: 'GET', url: '/api/auth/verify-email' })).statusCode).toBe(303);
  });

  it('expires', async () => {
    const user = await registerUser(file.app);
    const token = await verificationToken(user.email);
    await db()
      .update(emailTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailTokens.userId, user.userId));
    expect((await openLink(token)).headers.location).toBe('/dashboard/profile?emailVerified=0');
    expect(await profileOf(user)).toMatchObject({ emailVerified: false });
  });

  it('can be sent again, not too often, and the new link replaces the old', async () => {
    const user = await registerUser(file.app);
    const first = await verificationToken(user.email);
    // The sign-up's link was sent a moment ago.
    expect((await resend(user)).statusCode).toBe(429);
    await db()
      .update(emailTokens)
      .set({ createdAt: sql`now() - interval '2 minutes'` })
      .where(eq(emailTokens.userId, user.userId));
    const sent = await resend(user);
    expect(sent.json()).toEqual({ success: true, data: null, message: MESSAGES.verificationSent });
    const second = await verificationToken(user.email);
    expect(second).not.toBe(first);
    expect((await openLink(first)).headers.location).toBe('/dashboard/profile?emailVerified=0');
    expect((await openLink(second)).headers.location).toBe('/dashboard/profile?emailVerified=1');

    const verified = await resend(user);
    expect(verified.statusCode).toBe(400);
    expect(verified.json().message).toBe(MESSAGES.emailAlreadyVerified);
  });

  it(`is mailed at most ${VERIFICATION_MAILS_PER_DAY} times a day to one account`, async () => {
    const user = await registerUser(file.app);
    await db()
      .insert(emailTokens)
      .values(
        Array.from({ length: VERIFICATION_MAILS_PER_DAY }, (_, index) => ({
          userId: user.userId,
          purpose: 'verify' as const,
          tokenHash: `spent-${user.userId}-${index}`,
          email: user.email,
          createdAt: new Date(Date.now() - 60 * MINUTE),
          expiresAt: new Date(Date.now() + 60 * MINUTE),
        })),
      );
    const refused = await resend(user);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(MESSAGES.verificationMailLimit);
  });
});

describe('reminder e-mails', () => {
  it('wait for the address to be verified: none goes to an unverified address', async () => {
    const user = await registerUser(file.app);
    const call = reminderCallerFor(file.app, user);
    const first = new Date(Date.now() + 10 * MINUTE);
    await addReminder(call, { title: 'Pay rent', date: first.toISOString() });
    await file.app.reminderDelivery.run(first);
    expect((await mailsTo(user.email)).filter((mail) => mail.subject.startsWith('Pay rent'))).toEqual([]);

    await openLink(await verificationToken(user.email));
    const second = new Date(Date.now() + 20 * MINUTE);
    await addReminder(call, { title: 'Pay gas', date: second.toISOString() });
    await file.app.reminderDelivery.run(second);
    const mailed = (await mailsTo(user.email)).map((mail) => mail.subject);
    expect(mailed.filter((subject) => subject.startsWith('Pay'))).toEqual([
      expect.stringMatching(/^Pay gas/),
    ]);
  });

  it(`are at most ${REMINDER_MAILS_PER_DAY} a day to one person`, async () => {
    const user = await registerUser(file.app);
    await markEmailVerified(file, file.testDb.database, user);
    const when = new Date(Date.now() + 30 * MINUTE);
    await db()
      .insert(reminders)
      .values(
        Array.from({ length: REMINDER_MAILS_PER_DAY + 5 }, (_, index) => ({
          userId: user.userId,
          title: `Bill ${index}`,
          startsAt: when,
          nextDeliveryAt: when,
        })),
      );
    const counts = await file.app.reminderDelivery.run(when);
    expect(counts).toMatchObject({ sent: REMINDER_MAILS_PER_DAY, skipped: 5 });
    expect(await mailsTo(user.email)).toHaveLength(REMINDER_MAILS_PER_DAY);
  });
});

describe('reminders per person', () => {
  it(`are at most ${REMINDERS_MAX_PER_USER}`, async () => {
    const user = await registerUser(file.app);
    const call = reminderCallerFor(file.app, user);
    const later = new Date(Date.now() + 86_400_000);
    await db()
      .insert(reminders)
      .values(
        Array.from({ length: REMINDERS_MAX_PER_USER - 1 }, (_, index) => ({
          userId: user.userId,
          title: `Kept ${index}`,
          startsAt: later,
        })),
      );
    const last = await call('POST', '/', { title: 'The last one', date: later.toISOString() });
    expect(last.statusCode).toBe(201);
    const over = await call('POST', '/', { title: 'One too many', date: later.toISOString() });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ success: false, message: MESSAGES.reminderLimitReached });
    const [row] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(reminders)
      .where(eq(reminders.userId, user.userId));
    expect(row?.n).toBe(REMINDERS_MAX_PER_USER);
    expect(await db().select().from(users).where(eq(users.id, user.userId))).toHaveLength(1);
  });
});
