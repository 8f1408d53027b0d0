// Reading and writing one user's reminders. Every query is scoped by user_id: another user's reminder reads as
// unknown. Each write also sets when the reminder is next e-mailed (next_delivery_at) and queues the change
// for the linked calendar, in the same transaction, so neither can be lost or sent for a change that failed.
import { and, asc, count, eq, gte, inArray, isNull, lt, ne, or } from 'drizzle-orm';
import {
  MESSAGES,
  REMINDERS_MAX_PER_USER,
  type Reminder,
  type ReminderFields,
} from '@moneta/shared/contract';
import { queueCalendarSync } from '../calendar/queue';
import type { Db } from '../db/client';
import { conflict, invalidField, notFound } from '../http/errors';
import { lockPerson } from '../users/users';
import { onceForKey } from '../http/idempotency';
import { todayInZone, wallClockIn } from '../http/timeZone';
import { assertCurrent, nextVersion, type MadeFrom } from '../http/versions';
import { scheduleOf, toReminder } from './mapping';
import { firstOccurrenceFrom, isOccurrence } from './occurrences';
import { reminderDeliveries, reminders, type ReminderRow } from './schema';

/** A reminder's fields as stored: the date as an instant, with the zone its repeats keep their time in. */
export interface ReminderValues {
  title: string;
  description: string;
  startsAt: Date;
  timeZone: string;
  repeat: ReminderRow['repeat'];
}

export function reminderValues(fields: ReminderFields, timeZone: string): ReminderValues {
  return {
    title: fields.title,
    description: fields.description,
    startsAt: new Date(fields.date),
    timeZone,
    repeat: fields.repeat,
  };
}

/** The instants a calendar shows: [from, to). */
export interface ReminderWindow {
  from: Date;
  to: Date;
}

/**
 * The user's reminders, earliest first; with a window, those with an occurrence that can fall in it: a
 * one-off inside it, a repeating one started before its end.
 */
export async function listReminderRows(
  db: Db,
  userId: string,
  window?: ReminderWindow,
): Promise<ReminderRow[]> {
  return db
    .select()
    .from(reminders)
    .where(
      and(
        eq(reminders.userId, userId),
        window === undefined
          ? undefined
          : or(
              and(
                eq(reminders.repeat, 'none'),
                gte(reminders.startsAt, window.from),
                lt(reminders.startsAt, window.to),
              ),
              and(ne(reminders.repeat, 'none'), lt(reminders.startsAt, window.to)),
            ),
      ),
    )
    .orderBy(asc(reminders.startsAt), asc(reminders.id));
}

export async function listReminders(db: Db, userId: string, window?: ReminderWindow): Promise<Reminder[]> {
  return (await listReminderRows(db, userId, window)).map(toReminder);
}

/** The user's reminder, its row locked until the transaction `tx` ends; 404 when the user has no such one. */
async function lockReminder(tx: Db, userId: string, id: string): Promise<ReminderRow> {
  const [row] = await tx
    .select()
    .from(reminders)
    .where(and(eq(reminders.id, id), eq(reminders.userId, userId)))
    .for('update');
  if (!row) throw notFound(MESSAGES.reminderNotFound);
  return row;
}

/** A new reminder may not fall on a day before today, both read in the person's zone. */
function assertNotPast(values: ReminderValues, now: Date): void {
  if (wallClockIn(values.timeZone, values.startsAt).date < todayInZone(values.timeZone, now)) {
    throw invalidField('date', MESSAGES.reminderPastDate);
  }
}

export interface CreateOutcome {
  reminder: Reminder;
  /** True when the answer is an earlier request's, replayed for its Idempotency-Key (../http/idempotency.ts). */
  replayed: boolean;
}

/**
 * Refuses a reminder over REMINDERS_MAX_PER_USER: each one can mail, so their number is bounded. The user's row
 * is locked first, so that two creates at once cannot both take the last place.
 */
async function assertRoomForOne(tx: Db, userId: string): Promise<void> {
  await lockPerson(tx, userId);
  const [row] = await tx.select({ n: count() }).from(reminders).where(eq(reminders.userId, userId));
  if ((row?.n ?? 0) >= REMINDERS_MAX_PER_USER) throw conflict(MESSAGES.reminderLimitReached);
}

/** Creates a reminder, once per Idempotency-Key (../http/idempotency.ts). */
export async function createReminder(
  db: Db,
  userId: string,
  values: ReminderValues,
  now: Date,
  idempotencyKey?: string,
): Promise<CreateOutcome> {
  const { answer, replayed } = await onceForKey(
    db,
    {
      userId,
      key: idempotencyKey,
      write: 'reminders.create',
      asked: [values.title, values.startsAt.getTime(), values.description, values.repeat],
    },
    async (tx) => {
      assertNotPast(values, now);
      await assertRoomForOne(tx, userId);
      const [row] = await tx
        .insert(reminders)
        .values({ userId, ...values, nextDeliveryAt: firstOccurrenceFrom(values, now) })
        .returning();
      if (!row) throw new Error('reminder insert returned no row');
      await queueCalendarSync(tx, userId, row.id, 'upsert');
      return toReminder(row);
    },
  );
  return { reminder: answer, replayed };
}

/**
 * Replaces the reminder's fields; a past date is allowed. The next e-mail follows the new
 * schedule: the first occurrence from now, or from the occurrence that was due but not yet queued, so that an
 * edit made as it fell due does not skip it. Queued, unsent e-mails of occurrences that no longer exist go.
 * Refused (412) when the reminder is no longer the version the change was made from.
 */
export async function updateReminder(
  db: Db,
  userId: string,
  id: string,
  values: ReminderValues,
  now: Date,
  basedOn: MadeFrom = null,
): Promise<Reminder> {
  return db.transaction(async (tx) => {
    const current = await lockReminder(tx, userId, id);
    await assertCurrent(basedOn, current.updatedAt, () => toReminder(current));
    const from =
      current.nextDeliveryAt !== null && current.nextDeliveryAt < now ? current.nextDeliveryAt : now;
    const [row] = await tx
      .update(reminders)
      .set({
        ...values,
        nextDeliveryAt: firstOccurrenceFrom(values, from),
        updatedAt: nextVersion(reminders.updatedAt),
      })
      .where(eq(reminders.id, current.id))
      .returning();
    if (!row) throw notFound(MESSAGES.reminderNotFound);
    const unsent = await tx
      .select({ occursAt: reminderDeliveries.occursAt })
      .from(reminderDeliveries)
      .where(and(eq(reminderDeliveries.reminderId, row.id), isNull(reminderDeliveries.sentAt)));
    const gone = unsent
      .map((delivery) => delivery.occursAt)
      .filter((at) => !isOccurrence(scheduleOf(row), at));
    if (gone.length > 0) {
      await tx
        .delete(reminderDeliveries)
        .where(and(eq(reminderDeliveries.reminderId, row.id), inArray(reminderDeliveries.occursAt, gone)));
    }
    await queueCalendarSync(tx, userId, row.id, 'upsert');
    return toReminder(row);
  });
}

/** Deletes the user's reminder, with its unsent e-mails (cascade); answers it as it was. */
export async function deleteReminder(db: Db, userId: string, id: string): Promise<Reminder> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(reminders)
      .where(and(eq(reminders.id, id), eq(reminders.userId, userId)))
      .returning();
    if (!row) throw notFound(MESSAGES.reminderNotFound);
    await queueCalendarSync(tx, userId, row.id, 'delete', row.calendarEventId);
    return toReminder(row);
  });
}
