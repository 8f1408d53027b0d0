// Reminder e-mails: each occurrence of each reminder is e-mailed once, at its time, whichever API
// instance runs the delivery, however often, and across restarts.
//
// Step 1 queues: reminders whose next_delivery_at has come are claimed with FOR UPDATE SKIP LOCKED (two
// instances share them rather than wait), each due occurrence becomes a reminder_deliveries row (its primary
// key makes it one row however often it is inserted) and next_delivery_at moves to the following occurrence,
// in one transaction.
// Step 2 sends: due unsent deliveries are claimed the same way and leased (attempts + 1, next_attempt_at a
// lease ahead) in a short transaction; the mail is sent outside it, so that no lock (and, on PGlite, no
// connection) is held while an SMTP server answers; then sent_at is set. A failed send is tried again after
// 1 minute, then 2, 4, ... at most 6 hours apart, and given up after DELIVERY_MAX_ATTEMPTS. Only a crash
// between the SMTP server's acceptance and sent_at being written can send one twice (after the lease).
// A deleted reminder's deliveries go with it (cascade), so nothing is sent for it afterwards; a user who
// turned reminder e-mails off, or whose address is not verified, has each delivery marked sent without a mail,
// and so has a user past REMINDER_MAILS_PER_DAY: Moneta mails only addresses that asked for it, and not
// without bound.
import { and, asc, count, eq, gt, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { REMINDERS_PAGE_PATH } from '@moneta/shared/contract';
import type { Db } from '../db/client';
import { wallClockIn } from '../http/timeZone';
import type { Mailer } from '../mail';
import { retryDelayMs, startPeriodicTask, type PeriodicTask } from '../periodic';
import { reminderMail } from '../users/mailTemplates';
import { users } from '../users/schema';
import { scheduleOf } from './mapping';
import { occurrenceAfter } from './occurrences';
import { reminderDeliveries, reminderSettings, reminders } from './schema';

/** Reminders claimed, or deliveries sent, per transaction. */
const BATCH_SIZE = 50;
/** Occurrences one reminder may queue in one run: after a long outage a reminder catches up over runs. */
export const MAX_OCCURRENCES_PER_RUN = 100;
export const DELIVERY_MAX_ATTEMPTS = 10;
/** How long a claimed delivery is its sender's before another may take it (the sender may have crashed). */
export const DELIVERY_LEASE_MS = 15 * 60_000;
const LAST_ERROR_MAX_LENGTH = 500;
/** Reminder e-mails one person may be sent in 24 hours; the rest of the day's are marked sent unmailed. */
export const REMINDER_MAILS_PER_DAY = 100;
const DAY_MS = 24 * 3_600_000;

export interface DeliveryContext {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The app's public origin, for the link in each e-mail. */
  publicOrigin: string;
}

export interface DeliveryCounts {
  queued: number;
  sent: number;
  /**
   * Marked sent without a mail: the user turned reminder e-mails off, has not verified the address, or was
   * sent REMINDER_MAILS_PER_DAY already.
   */
  skipped: number;
  failed: number;
}

const NOTHING: DeliveryCounts = { queued: 0, sent: 0, skipped: 0, failed: 0 };

/** Step 1: queues every occurrence due by `now`; returns how many deliveries it added. */
export async function queueDueOccurrences(db: Db, now: Date): Promise<number> {
  let queued = 0;
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(reminders)
        .where(lte(reminders.nextDeliveryAt, now))
        .orderBy(asc(reminders.nextDeliveryAt), asc(reminders.id))
        .limit(BATCH_SIZE)
        .for('update', { skipLocked: true });
      for (const reminder of due) {
        const occurrences: Date[] = [];
        let next = reminder.nextDeliveryAt;
        while (next !== null && next <= now && occurrences.length < MAX_OCCURRENCES_PER_RUN) {
          occurrences.push(next);
          next = occurrenceAfter(scheduleOf(reminder), next);
        }
        const added = await tx
          .insert(reminderDeliveries)
          .values(occurrences.map((occursAt) => ({ reminderId: reminder.id, occursAt, nextAttemptAt: now })))
          .onConflictDoNothing()
          .returning({ occursAt: reminderDeliveries.occursAt });
        queued += added.length;
        await tx.update(reminders).set({ nextDeliveryAt: next }).where(eq(reminders.id, reminder.id));
      }
      return due.length;
    });
    // A reminder still due after its run has moved on: the next batch picks it up again.
    if (claimed < BATCH_SIZE) return queued;
  }
}

type DeliveryKey = { reminderId: string; occursAt: Date };

const deliveryIs = (key: DeliveryKey) =>
  and(eq(reminderDeliveries.reminderId, key.reminderId), eq(reminderDeliveries.occursAt, key.occursAt));
const anyOf = (keys: DeliveryKey[]) => or(...keys.map(deliveryIs));

/**
 * The reminder e-mails sent to each of `userIds` in the 24 hours before `now`. A delivery that was mailed was
 * claimed (attempts > 0); one marked sent unmailed never was.
 */
async function mailedToday(tx: Db, userIds: string[], now: Date): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await tx
    .select({ userId: reminders.userId, n: count() })
    .from(reminderDeliveries)
    .innerJoin(reminders, eq(reminders.id, reminderDeliveries.reminderId))
    .where(
      and(
        inArray(reminders.userId, userIds),
        gt(reminderDeliveries.attempts, 0),
        gte(reminderDeliveries.sentAt, new Date(now.getTime() - DAY_MS)),
      ),
    )
    .groupBy(reminders.userId);
  return new Map(rows.map((row) => [row.userId, row.n]));
}

/**
 * Claims up to a batch of due deliveries; those that must not be mailed (e-mails off, address unverified, the
 * day's allowance spent) are marked sent at once.
 */
async function claimDueDeliveries(db: Db, now: Date) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        userId: reminders.userId,
        emailVerifiedAt: users.emailVerifiedAt,
        reminderId: reminderDeliveries.reminderId,
        occursAt: reminderDeliveries.occursAt,
        attempts: reminderDeliveries.attempts,
        title: reminders.title,
        description: reminders.description,
        timeZone: reminders.timeZone,
        email: users.email,
        language: users.language,
        emails: reminderSettings.emails,
      })
      .from(reminderDeliveries)
      .innerJoin(reminders, eq(reminders.id, reminderDeliveries.reminderId))
      .innerJoin(users, eq(users.id, reminders.userId))
      .leftJoin(reminderSettings, eq(reminderSettings.userId, reminders.userId))
      .where(
        and(
          isNull(reminderDeliveries.sentAt),
          lte(reminderDeliveries.nextAttemptAt, now),
          lt(reminderDeliveries.attempts, DELIVERY_MAX_ATTEMPTS),
        ),
      )
      .orderBy(asc(reminderDeliveries.nextAttemptAt))
      .limit(BATCH_SIZE)
      .for('update', { of: reminderDeliveries, skipLocked: true });
    // No settings row means the default: e-mails on.
    const wanted = due.filter((delivery) => delivery.emails !== false && delivery.emailVerifiedAt !== null);
    const allowance = await mailedToday(tx, [...new Set(wanted.map((delivery) => delivery.userId))], now);
    const toSend = wanted.filter((delivery) => {
      const sent = allowance.get(delivery.userId) ?? 0;
      allowance.set(delivery.userId, sent + 1);
      return sent < REMINDER_MAILS_PER_DAY;
    });
    const skipped = due.filter((delivery) => !toSend.includes(delivery));
    if (skipped.length > 0) {
      await tx.update(reminderDeliveries).set({ sentAt: now }).where(anyOf(skipped));
    }
    if (toSend.length > 0) {
      await tx
        .update(reminderDeliveries)
        .set({
          attempts: sql`${reminderDeliveries.attempts} + 1`,
          nextAttemptAt: new Date(now.getTime() + DELIVERY_LEASE_MS),
        })
        .where(anyOf(toSend));
    }
    return { claimed: due.length, skipped: skipped.length, toSend };
  });
}

type Claimed = Awaited<ReturnType<typeof claimDueDeliveries>>['toSend'][number];

/** Sends one claimed delivery; true when the SMTP server took it. */
async function send(ctx: DeliveryContext, delivery: Claimed, now: Date): Promise<boolean> {
  const wall = wallClockIn(delivery.timeZone, delivery.occursAt);
  try {
    await ctx.mailer.send(
      reminderMail(delivery.email, delivery.language, {
        title: delivery.title,
        description: delivery.description,
        when: `${wall.date} ${wall.time.slice(0, 5)}`,
        occursAt: delivery.occursAt,
        timeZone: delivery.timeZone,
        link: `${ctx.publicOrigin}${REMINDERS_PAGE_PATH}`,
      }),
    );
  } catch (error) {
    const attempts = delivery.attempts + 1;
    const message = error instanceof Error ? error.message : String(error);
    await ctx.db
      .update(reminderDeliveries)
      .set({
        lastError: message.slice(0, LAST_ERROR_MAX_LENGTH),
        nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
      })
      .where(deliveryIs(delivery));
    // By its reminder and attempt only: an SMTP error may quote the address, which logs never carry.
    const fields = { reminderId: delivery.reminderId, occursAt: delivery.occursAt, attempts };
    if (attempts >= DELIVERY_MAX_ATTEMPTS) ctx.log.error(fields, 'reminder e-mail: given up');
    else ctx.log.warn(fields, 'reminder e-mail: send failed, will retry');
    return false;
  }
  await ctx.db
    .update(reminderDeliveries)
    .set({ sentAt: now, lastError: null })
    .where(and(deliveryIs(delivery), isNull(reminderDeliveries.sentAt)));
  return true;
}

/** Step 2: sends every delivery due by `now`. */
export async function sendDueDeliveries(
  ctx: DeliveryContext,
  now: Date,
): Promise<Omit<DeliveryCounts, 'queued'>> {
  const counts = { sent: 0, skipped: 0, failed: 0 };
  for (;;) {
    const { claimed, skipped, toSend } = await claimDueDeliveries(ctx.db, now);
    counts.skipped += skipped;
    for (const delivery of toSend) {
      if (await send(ctx, delivery, now)) counts.sent += 1;
      else counts.failed += 1;
    }
    // Each claimed delivery is sent, leased or waiting for its retry now: the next batch holds others.
    if (claimed < BATCH_SIZE) return counts;
  }
}

/** One run of both steps, as if it were `now`. */
export async function deliverDueReminders(
  ctx: DeliveryContext,
  now: Date = new Date(),
): Promise<DeliveryCounts> {
  const queued = await queueDueOccurrences(ctx.db, now);
  return { queued, ...(await sendDueDeliveries(ctx, now)) };
}

export type ReminderDelivery = PeriodicTask<DeliveryCounts>;

/** Runs the delivery now and every `intervalMs`. */
export function startReminderDelivery(ctx: DeliveryContext, intervalMs: number): ReminderDelivery {
  const deliver = async () => {
    const counts = await deliverDueReminders(ctx);
    if (counts.sent + counts.failed > 0) ctx.log.info(counts, 'reminder e-mails');
    return counts;
  };
  return startPeriodicTask('reminder e-mails', intervalMs, deliver, NOTHING, ctx.log);
}
