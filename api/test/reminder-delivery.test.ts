import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { REMINDERS_PAGE_PATH, type ReminderInput } from '@moneta/shared/contract';
import type { Database } from '../src/db/client';
import { reminderDeliveries, reminders } from '../src/db/schema';
import type { MailMessage } from '../src/mail';
import { retryDelayMs } from '../src/periodic';
import { DELIVERY_MAX_ATTEMPTS } from '../src/reminders/delivery';
import {
  bearer,
  createTestApp,
  markEmailVerified,
  openSecondConnection,
  registerUser,
  useTestApp,
  type RecordingMailer,
  type UserCaller,
} from './helpers';
import { addReminder, editReminder, reminderCallerFor } from './reminder-fixtures';

const file = useTestApp();
const db = () => file.testDb.database.db;
const MINUTE = 60_000;
const DAY = 86_400_000;
const PARIS = 'Europe/Paris';

interface User {
  call: UserCaller;
  email: string;
}

async function newUser(app: FastifyInstance = file.app): Promise<User> {
  const user = await registerUser(app);
  // Reminders are mailed only to a verified address (email-verification.test.ts).
  await markEmailVerified({ app, mailer: file.mailer }, file.testDb.database, user);
  return { call: reminderCallerFor(app, user), email: user.email };
}

/** The subjects of the mails sent to `email` by the given apps' mailers, in order. */
const mailsTo = (email: string, mailers: RecordingMailer[] = [file.mailer]): MailMessage[] =>
  mailers.flatMap((mailer) => mailer.sent.filter((message) => message.to === email));

const at = (iso: string) => new Date(iso);
const plus = (instant: Date, ms: number) => new Date(instant.getTime() + ms);
const run = (now: Date, app: FastifyInstance = file.app) => app.reminderDelivery.run(now);

async function deliveriesOf(reminderId: string) {
  return db()
    .select()
    .from(reminderDeliveries)
    .where(eq(reminderDeliveries.reminderId, reminderId))
    .orderBy(reminderDeliveries.occursAt);
}

/** Makes the mailer refuse mail to `email` the next `times` times (every time when omitted), as a failing SMTP server. */
function failMailTo(mailer: RecordingMailer, email: string, times = Infinity) {
  const send = mailer.send.bind(mailer);
  let failures = 0;
  return jest.spyOn(mailer, 'send').mockImplementation(async (message) => {
    if (message.to === email && failures < times) {
      failures += 1;
      throw new Error('421 4.3.0 Service not available, try again later');
    }
    await send(message);
  });
}

afterEach(async () => {
  jest.restoreAllMocks();
  // Each test's reminders go, so that a later test's run, further in time, does not send them too.
  await db().delete(reminders);
});

describe('retryDelayMs', () => {
  it('doubles from one minute up to six hours', () => {
    expect([1, 2, 3, 4, 9, 10, 20].map(retryDelayMs)).toEqual([
      MINUTE,
      2 * MINUTE,
      4 * MINUTE,
      8 * MINUTE,
      256 * MINUTE,
      6 * 60 * MINUTE,
      6 * 60 * MINUTE,
    ]);
  });
});

describe('delivery', () => {
  it('e-mails a reminder once, at its time, with its title, its time in its zone and the link', async () => {
    const user = await newUser();
    const when = at('2031-03-10T08:00:00Z'); // 09:00 in Paris
    const reminder = await addReminder(
      user.call,
      { title: 'Pay rent', date: when.toISOString(), description: 'Flat 4, ref 77' },
      { timezone: PARIS },
    );
    await run(plus(when, -MINUTE));
    expect(mailsTo(user.email)).toEqual([]);

    await run(when);
    expect(mailsTo(user.email)).toEqual([
      {
        to: user.email,
        subject: 'Pay rent · 2031-03-10 09:00',
        text: expect.stringContaining('Monday, March 10, 2031 at 9:00 AM (Europe/Paris)'),
      },
    ]);
    const [mail] = mailsTo(user.email);
    expect(mail?.text).toContain('Flat 4, ref 77');
    expect(mail?.text).toContain(`http://localhost:8080${REMINDERS_PAGE_PATH}`);

    await run(plus(when, DAY));
    expect(mailsTo(user.email)).toHaveLength(1);
    expect(await deliveriesOf(reminder._id)).toEqual([
      expect.objectContaining({ occursAt: when, attempts: 1, sentAt: when, lastError: null }),
    ]);
    const [row] = await db().select().from(reminders).where(eq(reminders.id, reminder._id));
    expect(row?.nextDeliveryAt).toBeNull();
  });

  it("writes the mail in the person's language", async () => {
    const registered = await registerUser(file.app);
    await markEmailVerified(file, file.testDb.database, registered);
    const patched = await file.app.inject({
      method: 'PATCH',
      url: '/api/settings/preferences',
      headers: bearer(registered.accessToken),
      payload: { language: 'fr' },
    });
    expect(patched.statusCode).toBe(200);
    const when = at('2031-03-10T08:00:00Z');
    await addReminder(
      reminderCallerFor(file.app, registered),
      { title: 'Loyer', date: when.toISOString(), description: '' },
      { timezone: PARIS },
    );
    await run(when);
    const [mail] = mailsTo(registered.email);
    expect(mail?.subject).toBe('Loyer · 2031-03-10 09:00');
    expect(mail?.text).toContain('lundi 10 mars 2031 à 09:00 (Europe/Paris)');
    expect(mail?.text).toContain(
      `Vos rappels dans Moneta\u00a0: http://localhost:8080${REMINDERS_PAGE_PATH}`,
    );
  });

  it('e-mails each occurrence of a repeating reminder, catching up after an outage, at its wall-clock time', async () => {
    const user = await newUser();
    // Sunday 22 March 2031, 09:00 in Paris; clocks go forward on the 30th.
    await addReminder(
      user.call,
      { title: 'Gym fee', date: '2031-03-23T08:00:00Z', repeat: 'weekly' },
      { timezone: PARIS },
    );
    await run(at('2031-04-07T00:00:00Z'));
    expect(mailsTo(user.email).map((mail) => mail.subject)).toEqual([
      'Gym fee · 2031-03-23 09:00',
      'Gym fee · 2031-03-30 09:00',
      'Gym fee · 2031-04-06 09:00',
    ]);
    await run(at('2031-04-13T06:59:00Z'));
    expect(mailsTo(user.email)).toHaveLength(3);
    await run(at('2031-04-13T07:00:00Z'));
    expect(mailsTo(user.email)).toHaveLength(4);
  });

  it('falls on the last day of shorter months for a monthly reminder on the 31st', async () => {
    const user = await newUser();
    await addReminder(user.call, { title: 'Card bill', date: '2031-01-31T12:00:00Z', repeat: 'monthly' });
    await run(at('2031-05-01T00:00:00Z'));
    expect(mailsTo(user.email).map((mail) => mail.subject)).toEqual([
      'Card bill · 2031-01-31 12:00',
      'Card bill · 2031-02-28 12:00',
      'Card bill · 2031-03-31 12:00',
      'Card bill · 2031-04-30 12:00',
    ]);
  });
});

describe('exactly once', () => {
  let second: { app: FastifyInstance; mailer: RecordingMailer; database?: Database } | undefined;

  afterEach(async () => {
    await second?.app.close();
    await second?.database?.close();
    second = undefined;
  });

  /** Another API instance on the same database: on PostgreSQL with its own pool, as a second server has. */
  async function startInstance() {
    const database = await openSecondConnection(file.testDb.database);
    const { app, mailer } = await createTestApp(database ?? file.testDb.database);
    await app.ready();
    return { app, mailer, ...(database ? { database } : {}) };
  }

  it('sends each occurrence once with two instances running at once, and across a restart', async () => {
    const user = await newUser();
    const first = at('2031-06-02T07:00:00Z');
    // More reminders than one batch claims, all due at once.
    const count = 60;
    for (let index = 0; index < count; index += 1) {
      const input: ReminderInput = { title: `Bill ${index}`, date: first.toISOString(), repeat: 'weekly' };
      await addReminder(user.call, input);
    }
    second = await startInstance();
    const instances = () => [file.app, second?.app ?? file.app];
    const mailers = () => [file.mailer, second?.mailer ?? file.mailer];

    await Promise.all(instances().flatMap((app) => [run(first, app), run(first, app)]));
    const firstRound = mailsTo(user.email, mailers());
    expect(firstRound).toHaveLength(count);
    expect(new Set(firstRound.map((mail) => mail.subject)).size).toBe(count);
    // A restart: the second instance stops, a new one starts, and the week's occurrences are sent once.
    const stopped = second;
    await stopped.app.close();
    await stopped.database?.close();
    second = await startInstance();
    const nextWeek = plus(first, 7 * DAY);
    await Promise.all(instances().flatMap((app) => [run(nextWeek, app), run(nextWeek, app)]));
    await run(plus(nextWeek, 1000));
    const all = mailsTo(user.email, [file.mailer, stopped.mailer, second.mailer]);
    expect(all).toHaveLength(2 * count);
    expect(new Set(all.map((mail) => mail.subject)).size).toBe(2 * count);
  });
});

describe('failures', () => {
  it('retries a failed send after a minute, then two, four, ...', async () => {
    const user = await newUser();
    const when = at('2031-07-01T09:00:00Z');
    const reminder = await addReminder(user.call, { title: 'Loan', date: when.toISOString() });
    failMailTo(file.mailer, user.email, 3);

    await run(when);
    expect(await deliveriesOf(reminder._id)).toEqual([
      expect.objectContaining({
        attempts: 1,
        sentAt: null,
        nextAttemptAt: plus(when, MINUTE),
        lastError: expect.stringContaining('Service not available'),
      }),
    ]);
    await run(plus(when, MINUTE - 1));
    expect((await deliveriesOf(reminder._id))[0]?.attempts).toBe(1);
    await run(plus(when, MINUTE));
    expect((await deliveriesOf(reminder._id))[0]).toMatchObject({
      attempts: 2,
      nextAttemptAt: plus(when, 3 * MINUTE),
    });
    await run(plus(when, 3 * MINUTE));
    expect((await deliveriesOf(reminder._id))[0]).toMatchObject({
      attempts: 3,
      nextAttemptAt: plus(when, 7 * MINUTE),
    });
    expect(mailsTo(user.email)).toEqual([]);

    await run(plus(when, 7 * MINUTE));
    expect(mailsTo(user.email)).toHaveLength(1);
    expect((await deliveriesOf(reminder._id))[0]).toMatchObject({
      attempts: 4,
      sentAt: plus(when, 7 * MINUTE),
      lastError: null,
    });
    await run(plus(when, DAY));
    expect(mailsTo(user.email)).toHaveLength(1);
  });

  it(`gives up after ${DELIVERY_MAX_ATTEMPTS} attempts`, async () => {
    const user = await newUser();
    const when = at('2031-07-05T09:00:00Z');
    const reminder = await addReminder(user.call, { title: 'Lost cause', date: when.toISOString() });
    const send = failMailTo(file.mailer, user.email);
    let now = when;
    for (let attempt = 1; attempt <= DELIVERY_MAX_ATTEMPTS; attempt += 1) {
      await run(now);
      now = plus(now, retryDelayMs(attempt));
    }
    const tries = () => send.mock.calls.filter(([message]) => message.to === user.email).length;
    expect(tries()).toBe(DELIVERY_MAX_ATTEMPTS);
    await run(plus(now, 30 * DAY));
    expect(tries()).toBe(DELIVERY_MAX_ATTEMPTS);
    expect((await deliveriesOf(reminder._id))[0]).toMatchObject({
      attempts: DELIVERY_MAX_ATTEMPTS,
      sentAt: null,
    });
  });
});

describe('what is not sent', () => {
  it('never sends a deleted reminder, before its time or while its send is being retried', async () => {
    const user = await newUser();
    const when = at('2031-08-01T09:00:00Z');
    const early = await addReminder(user.call, { title: 'Deleted early', date: when.toISOString() });
    const retried = await addReminder(user.call, {
      title: 'Deleted while retried',
      date: when.toISOString(),
    });
    await user.call('DELETE', `/${early._id}`);
    failMailTo(file.mailer, user.email, 1);
    await run(when);
    expect(await deliveriesOf(retried._id)).toHaveLength(1);
    await user.call('DELETE', `/${retried._id}`);
    expect(await deliveriesOf(retried._id)).toEqual([]);
    await run(plus(when, DAY));
    expect(mailsTo(user.email)).toEqual([]);
  });

  it('sends nothing to a user who turned reminder e-mails off, and resumes when turned on', async () => {
    const user = await newUser();
    await user.call('PUT', '/preferences', { emails: false });
    const first = at('2031-09-01T09:00:00Z');
    const reminder = await addReminder(user.call, {
      title: 'Quiet',
      date: first.toISOString(),
      repeat: 'weekly',
    });
    await run(first);
    expect(mailsTo(user.email)).toEqual([]);
    // Marked sent without a mail: turning e-mails on later does not send the old occurrence.
    expect(await deliveriesOf(reminder._id)).toEqual([
      expect.objectContaining({ sentAt: first, attempts: 0 }),
    ]);
    await user.call('PUT', '/preferences', { emails: true });
    await run(plus(first, 7 * DAY));
    expect(mailsTo(user.email).map((mail) => mail.subject)).toEqual(['Quiet · 2031-09-08 09:00']);
  });
});

describe('editing', () => {
  it('moves the next e-mail to the new time and drops a queued one whose occurrence is gone', async () => {
    const user = await newUser();
    const when = at('2031-10-01T09:00:00Z');
    const reminder = await addReminder(user.call, { title: 'Moved', date: when.toISOString() });
    failMailTo(file.mailer, user.email, 1);
    await run(when);
    expect(await deliveriesOf(reminder._id)).toHaveLength(1);

    const moved = plus(when, 30 * MINUTE);
    await editReminder(user.call, reminder._id, { title: 'Moved', date: moved.toISOString() });
    expect(await deliveriesOf(reminder._id)).toEqual([]);
    await run(plus(when, DAY));
    expect(mailsTo(user.email).map((mail) => mail.subject)).toEqual(['Moved · 2031-10-01 09:30']);
  });

  it('keeps a queued e-mail whose occurrence is still there, and sends it with the new title', async () => {
    const user = await newUser();
    const when = at('2031-10-05T09:00:00Z');
    const reminder = await addReminder(user.call, {
      title: 'Old title',
      date: when.toISOString(),
      repeat: 'monthly',
    });
    failMailTo(file.mailer, user.email, 1);
    await run(when);
    await editReminder(user.call, reminder._id, {
      title: 'New title',
      date: when.toISOString(),
      repeat: 'monthly',
    });
    await run(plus(when, MINUTE));
    expect(mailsTo(user.email).map((mail) => mail.subject)).toEqual(['New title · 2031-10-05 09:00']);
  });
});
