// Outgoing mail that must not be lost: a request queues its mail in its own transaction,
// answers without waiting for SMTP, and asks for a send at once; the queue's background run sends it, and tries
// a failed send again after 1 minute, then 2, 4, ... at most 6 hours apart, until the mail expires.
//
// The claim follows reminders/delivery.ts: a due mail is taken with FOR UPDATE SKIP LOCKED and leased (attempts
// + 1, leased_until ahead) in one statement, and sent outside any transaction, so that several instances on one
// PostgreSQL share the queue and each mail is sent once. Only a crash between the SMTP server's acceptance and
// the row's deletion can send one twice (after the lease). Mails are claimed one at a time: a lease then covers
// one send, however slow the SMTP server is to fail.
import { and, asc, eq, inArray, isNull, lte, gt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { codeOf } from '../http/logging';
import type { Mailer, MailMessage } from '../mail';
import { retryDelayMs, startPeriodicTask, type PeriodicTask } from '../periodic';
import { queuedMails, type MailKind } from './schema';

/** Longer than nodemailer's slowest failure (2 minutes to connect, 30 s for the greeting, 10 idle minutes). */
const LEASE_MS = 15 * 60_000;
/** How long a password-changed notice is worth sending. */
export const NOTICE_LIFETIME_MS = 3 * 24 * 3_600_000;

export interface MailQueueContext {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

export interface MailCounts {
  sent: number;
  failed: number;
  /** Expired before they could be sent. */
  dropped: number;
}

const NOTHING: MailCounts = { sent: 0, failed: 0, dropped: 0 };

/**
 * Queues a mail that is worthless after `expiresAt`. Called inside the transaction of the change the mail tells
 * of, it is sent if and only if that change is committed.
 */
export async function queueMail(
  db: Db,
  kind: MailKind,
  message: MailMessage,
  expiresAt: Date,
): Promise<void> {
  await db.insert(queuedMails).values({
    kind,
    recipient: message.to,
    subject: message.subject,
    text: message.text,
    expiresAt,
  });
}

/** Unsends the reset codes queued for `recipient`: a new code makes them useless. */
export async function dropQueuedResetCodes(db: Db, recipient: string): Promise<void> {
  await db
    .delete(queuedMails)
    .where(and(eq(queuedMails.kind, 'reset-code'), eq(queuedMails.recipient, recipient)));
}

const notLeased = (now: Date) => or(isNull(queuedMails.leasedUntil), lte(queuedMails.leasedUntil, now));

/** Drops the expired mails that no one is sending, logged by id and kind: never the address or the text. */
async function dropExpired({ db, log }: MailQueueContext, now: Date): Promise<number> {
  const dropped = await db
    .delete(queuedMails)
    .where(and(lte(queuedMails.expiresAt, now), notLeased(now)))
    .returning({ id: queuedMails.id, kind: queuedMails.kind });
  for (const mail of dropped) log.warn({ mailId: mail.id, kind: mail.kind }, 'mail expired unsent');
  return dropped.length;
}

/** Claims the next due mail for LEASE_MS, or undefined when none is due. */
async function claimNext(db: Db, now: Date) {
  const due = db
    .select({ id: queuedMails.id })
    .from(queuedMails)
    .where(and(lte(queuedMails.nextAttemptAt, now), gt(queuedMails.expiresAt, now), notLeased(now)))
    .orderBy(asc(queuedMails.nextAttemptAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [mail] = await db
    .update(queuedMails)
    .set({ attempts: sql`${queuedMails.attempts} + 1`, leasedUntil: new Date(now.getTime() + LEASE_MS) })
    .where(inArray(queuedMails.id, due))
    .returning();
  return mail;
}

type Claimed = NonNullable<Awaited<ReturnType<typeof claimNext>>>;

/** Sends one claimed mail and deletes it; on failure releases it for its next try. True when it was sent. */
async function send({ db, mailer, log }: MailQueueContext, mail: Claimed, now: Date): Promise<boolean> {
  try {
    await mailer.send({ to: mail.recipient, subject: mail.subject, text: mail.text });
  } catch (error) {
    await db
      .update(queuedMails)
      .set({ leasedUntil: null, nextAttemptAt: new Date(now.getTime() + retryDelayMs(mail.attempts)) })
      .where(eq(queuedMails.id, mail.id));
    // By its id, kind and error code only: an SMTP server's message may quote the address.
    const fields = {
      mailId: mail.id,
      kind: mail.kind,
      attempts: mail.attempts,
      code: error instanceof Error ? codeOf(error) : undefined,
    };
    log.warn(fields, 'mail send failed, will retry');
    return false;
  }
  await db.delete(queuedMails).where(eq(queuedMails.id, mail.id));
  return true;
}

/** One run, as if it were `now`: drops the expired mails and sends every due one. */
export async function sendQueuedMail(ctx: MailQueueContext, now: Date = new Date()): Promise<MailCounts> {
  const counts = { ...NOTHING, dropped: await dropExpired(ctx, now) };
  for (;;) {
    const mail = await claimNext(ctx.db, now);
    // A failed mail's next try is after `now`, so each due mail is tried once per run.
    if (!mail) return counts;
    if (await send(ctx, mail, now)) counts.sent += 1;
    else counts.failed += 1;
  }
}

export interface MailQueue {
  /** Sends what is queued soon, in the background: the caller does not wait for SMTP. */
  sendSoon(): void;
  /** One run after any in progress, as if it were `now` (tests run it on demand). */
  run(now?: Date): Promise<MailCounts>;
  /** Runs now and every `intervalMs`, for the retries and what an earlier process left. */
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

export function createMailQueue(ctx: MailQueueContext): MailQueue {
  let task: PeriodicTask<MailCounts> | undefined;
  /** A run has been asked for and has not started: it will see every mail queued before it was asked. */
  let runAsked = false;
  const work = async (now?: Date) => {
    runAsked = false;
    const counts = await sendQueuedMail(ctx, now);
    if (counts.sent + counts.failed + counts.dropped > 0) ctx.log.info(counts, 'queued mail');
    return counts;
  };
  return {
    sendSoon: () => {
      // Before start, the first run sends it.
      if (!task || runAsked) return;
      runAsked = true;
      void task.run().catch(() => undefined);
    },
    run: (now) => (task ? task.run(now) : sendQueuedMail(ctx, now)),
    start: (intervalMs) => {
      task = startPeriodicTask('queued mail', intervalMs, work, NOTHING, ctx.log);
    },
    stop: async () => task?.stop(),
  };
}
