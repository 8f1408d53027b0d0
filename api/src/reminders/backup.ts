// The reminders' part of the account export and restore (users/ownership.ts and users/restore.ts gather every
// domain's): the reminders and their e-mail preference. The linked calendar is told of each reminder that goes
// and each that comes.
import { asc, eq } from 'drizzle-orm';
import type { CheckedBackup } from '@moneta/shared/contract';
import { queueCalendarSync } from '../calendar/queue';
import type { Db } from '../db/client';
import { firstOccurrenceFrom } from './occurrences';
import { reminders } from './schema';
import { reminderPreferences, saveReminderPreferences } from './settings';

/** The export's sections of the user's reminders, in order. */
export const reminderSections = {
  reminders: (db: Db, user: { id: string }) =>
    db
      .select({
        id: reminders.id,
        title: reminders.title,
        description: reminders.description,
        startsAt: reminders.startsAt,
        timeZone: reminders.timeZone,
        repeat: reminders.repeat,
        createdAt: reminders.createdAt,
        updatedAt: reminders.updatedAt,
      })
      .from(reminders)
      .where(eq(reminders.userId, user.id))
      .orderBy(asc(reminders.startsAt), asc(reminders.id)),
  reminderPreferences: (db: Db, user: { id: string }) => reminderPreferences(db, user.id),
};

/** Replaces the user's reminders and their e-mail preference with the backup's. */
export async function restoreReminders(
  tx: Db,
  userId: string,
  backup: CheckedBackup,
  now: Date,
): Promise<void> {
  const gone = await tx
    .delete(reminders)
    .where(eq(reminders.userId, userId))
    .returning({ id: reminders.id, eventId: reminders.calendarEventId });
  for (const reminder of gone) await queueCalendarSync(tx, userId, reminder.id, 'delete', reminder.eventId);
  for (const reminder of backup.reminders) {
    const schedule = {
      startsAt: new Date(reminder.startsAt),
      timeZone: reminder.timeZone,
      repeat: reminder.repeat,
    };
    const [row] = await tx
      .insert(reminders)
      .values({
        userId,
        title: reminder.title,
        description: reminder.description,
        ...schedule,
        // Occurrences already past are not e-mailed again: they were (or were not) when they fell due.
        nextDeliveryAt: firstOccurrenceFrom(schedule, now),
        createdAt: new Date(reminder.createdAt),
        updatedAt: new Date(reminder.updatedAt),
      })
      .returning({ id: reminders.id });
    if (row) await queueCalendarSync(tx, userId, row.id, 'upsert');
  }
  await saveReminderPreferences(tx, userId, backup.reminderPreferences);
}
