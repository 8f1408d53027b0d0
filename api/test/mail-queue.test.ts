// SMTP down: password-reset codes and password-changed notices are queued in the database with the
// change they tell of, sent in the background, retried while the SMTP server is down, sent once by one of
// several instances, dropped unsent when they expire, and logged without an address or a code.
import { MESSAGES } from '@moneta/shared/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { passwordResets, queuedMails } from '../src/db/schema';
import {
  bearer,
  createTestApp,
  createTestDatabase,
  login,
  mailedCode,
  markEmailVerified,
  openSecondConnection,
  PASSWORD,
  registerUser,
  setCookie,
  type RecordingMailer,
  type TestDatabase,
} from './helpers';

const MINUTE = 60_000;
const NEW_PASSWORD = 'Fresh4$pass';

interface Instance {
  app: FastifyInstance;
  mailer: RecordingMailer;
  /** On PostgreSQL, the instance's own pool. */
  database?: Database;
}

const lines: string[] = [];
/** Every address and code of this file, none of which may reach the log. */
const secrets: string[] = [];
let testDb: TestDatabase;
let main: Instance;
const others: Instance[] = [];

/** An API instance on the file's database, logging into `lines`: on PostgreSQL with its own pool. */
async function startInstance(ownPool: boolean): Promise<Instance> {
  const database = ownPool ? await openSecondConnection(testDb.database) : undefined;
  const { app, mailer } = await createTestApp(
    database ?? testDb.database,
    { LOG_LEVEL: 'info' },
    {
      write: (line) => lines.push(line),
    },
  );
  await app.ready();
  return { app, mailer, ...(database ? { database } : {}) };
}

async function stop(instance: Instance) {
  await instance.app.close();
  await instance.database?.close();
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  main = await startInstance(false);
});

afterEach(async () => {
  main.mailer.down = false;
  main.mailer.sent.length = 0;
  await Promise.all(others.splice(0).map(stop));
});

afterAll(async () => {
  await stop(main);
  await testDb.dispose();
});

/** The log entries with the message `msg`. */
const logged = (msg: string): Array<Record<string, unknown>> =>
  lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === msg);
const queued = () => testDb.database.db.select().from(queuedMails);
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE);

async function newUser(instance: Instance = main) {
  const user = await registerUser(instance.app);
  // Its verification mail is email-verification.test.ts's: these tests count the other mails.
  await markEmailVerified(instance, testDb.database, user);
  secrets.push(user.email);
  return user;
}

function sendOtp(email: string, app = main.app) {
  return app.inject({ method: 'POST', url: '/api/reset/sendotp', payload: { email } });
}

/** Steps 2 and 3 of the reset with the code that was mailed: the answer of the last step. */
async function resetWith(email: string, code: string) {
  const verified = await main.app.inject({
    method: 'POST',
    url: '/api/reset/verifyotp',
    payload: { email, code, otp: code },
  });
  return main.app.inject({
    method: 'POST',
    url: '/api/reset/setnewpassword',
    payload: { newPassword: NEW_PASSWORD },
    cookies: { moneta_reset: setCookie(verified, 'moneta_reset')?.value ?? '' },
  });
}

/** The code mailed to `email` by the instance, noted as a secret of the log. */
async function codeMailed(email: string, instance = main) {
  const code = await mailedCode(instance, email);
  secrets.push(code);
  return code;
}

describe('with the SMTP server down', () => {
  it('answers a reset request as usual, mails the code once SMTP is back, and the code resets the password', async () => {
    const user = await newUser();
    main.mailer.down = true;
    const sent = await sendOtp(user.email);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toBe(MESSAGES.codeSent);

    // The send started by the request failed; the mail waits a minute for its next try.
    expect(await main.app.mailQueue.run()).toEqual({ sent: 0, failed: 0, dropped: 0 });
    const [mail] = await queued();
    expect(mail).toMatchObject({ kind: 'reset-code', recipient: user.email, attempts: 1, leasedUntil: null });
    expect(mail?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
    expect(main.mailer.sent).toEqual([]);

    main.mailer.down = false;
    expect(await main.app.mailQueue.run(inMinutes(1))).toEqual({ sent: 1, failed: 0, dropped: 0 });
    const code = await codeMailed(user.email);
    // Sent mail is deleted: its text holds the code.
    expect(await queued()).toEqual([]);

    expect((await resetWith(user.email, code)).statusCode).toBe(200);
    expect((await login(main.app, user.email, NEW_PASSWORD)).statusCode).toBe(200);
    await main.app.mailQueue.run();
    expect(main.mailer.lastTo(user.email)?.subject).toBe('Your Moneta password was changed');
  });

  it('keeps the password-changed notice until SMTP is back', async () => {
    const user = await newUser();
    main.mailer.down = true;
    const changed = await main.app.inject({
      method: 'PUT',
      url: '/api/auth/updatePassword',
      headers: bearer(user.accessToken),
      payload: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    await main.app.mailQueue.run();
    expect(await queued()).toEqual([expect.objectContaining({ kind: 'password-changed', attempts: 1 })]);

    // Still down a minute later: tried again, then two minutes after that.
    expect(await main.app.mailQueue.run(inMinutes(1))).toMatchObject({ sent: 0, failed: 1 });
    main.mailer.down = false;
    expect(await main.app.mailQueue.run(inMinutes(2))).toMatchObject({ sent: 0, failed: 0 });
    expect(await main.app.mailQueue.run(inMinutes(3))).toMatchObject({ sent: 1, failed: 0 });
    expect(main.mailer.sent.map((mail) => [mail.to, mail.subject])).toEqual([
      [user.email, 'Your Moneta password was changed'],
    ]);
    expect(await queued()).toEqual([]);
  });

  it('sends only the newest code when a new one was asked for meanwhile', async () => {
    const user = await newUser();
    main.mailer.down = true;
    await sendOtp(user.email);
    await main.app.mailQueue.run();
    // Past the 60 seconds between two requests.
    await testDb.database.db
      .update(passwordResets)
      .set({ sentAt: sql`${passwordResets.sentAt} - interval '61 seconds'` })
      .where(eq(passwordResets.email, user.email));
    expect((await sendOtp(user.email)).statusCode).toBe(200);
    await main.app.mailQueue.run();
    main.mailer.down = false;
    await main.app.mailQueue.run(inMinutes(1));
    expect(main.mailer.sent).toHaveLength(1);
    expect((await resetWith(user.email, await codeMailed(user.email))).statusCode).toBe(200);
    await main.app.mailQueue.run();
  });

  it('drops a reset code mail unsent once the code has expired', async () => {
    const user = await newUser();
    main.mailer.down = true;
    await sendOtp(user.email);
    await main.app.mailQueue.run();
    const [mail] = await queued();
    main.mailer.down = false;
    expect(await main.app.mailQueue.run(inMinutes(10))).toEqual({ sent: 0, failed: 0, dropped: 1 });
    expect(main.mailer.sent).toEqual([]);
    expect(await queued()).toEqual([]);
    expect(logged('mail expired unsent')).toContainEqual(
      expect.objectContaining({ mailId: mail?.id, kind: 'reset-code' }),
    );
  });
});

describe('across instances', () => {
  it('sends, after a restart, what the stopped instance left', async () => {
    const old = await startInstance(true);
    const user = await newUser(old);
    old.mailer.down = true;
    expect((await sendOtp(user.email, old.app)).statusCode).toBe(200);
    await old.app.mailQueue.run();
    await stop(old);

    const restarted = await startInstance(true);
    others.push(restarted);
    await restarted.app.mailQueue.run(inMinutes(1));
    expect(old.mailer.sent).toEqual([]);
    expect((await resetWith(user.email, await codeMailed(user.email, restarted))).statusCode).toBe(200);
    await main.app.mailQueue.run();
  });

  it('sends each mail once with two instances running at once', async () => {
    const count = 12;
    main.mailer.down = true;
    const users = [];
    for (let index = 0; index < count; index += 1) {
      const user = await newUser();
      await sendOtp(user.email);
      users.push(user);
    }
    await main.app.mailQueue.run();
    main.mailer.down = false;
    const second = await startInstance(true);
    others.push(second);

    const later = inMinutes(1);
    await Promise.all(
      [main, second].flatMap(({ app }) => [app.mailQueue.run(later), app.mailQueue.run(later)]),
    );
    const sent = [...main.mailer.sent, ...second.mailer.sent].map((mail) => mail.to);
    expect(sent).toHaveLength(count);
    expect(new Set(sent)).toEqual(new Set(users.map((user) => user.email)));
    for (const user of users)
      secrets.push(await codeMailed(user.email, main.mailer.lastTo(user.email) ? main : second));
    expect(await queued()).toEqual([]);
  });
});

test('the log names failed, sent and dropped mails by id and kind, never by address or code', () => {
  const log = lines.join('\n');
  expect(logged('mail send failed, will retry')).toContainEqual({
    ...logged('mail send failed, will retry')[0],
    mailId: expect.any(String),
    kind: 'reset-code',
    attempts: 1,
    code: 'ECONNECTION',
  });
  expect(logged('mail expired unsent')).toHaveLength(1);
  expect(secrets.length).toBeGreaterThan(10);
  for (const secret of secrets) expect(log).not.toMatch(standingAlone(secret));
});

/**
 * The secret as a whole word: a six-digit code may well occur inside a timestamp, a pid or a response
 * time of the log without being the code.
 */
function standingAlone(secret: string) {
  return new RegExp(`(?<![\\w.])${secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w])`);
}
