// Reminders, their e-mail deliveries and the private calendar feed.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { ReminderRepeat } from '@moneta/shared/contract';
import { timestamptz } from '../db/columns';
import { users } from '../users/schema';

/**
 * A reminder. starts_at is its first (or only) occurrence; time_zone is the IANA zone of the person who set
 * it, in which a repeat keeps its wall-clock time. next_delivery_at is the next occurrence not yet queued for
 * e-mail (null when none is left); the delivery scheduler moves it on.
 */
export const reminders = pgTable(
  'reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startsAt: timestamptz('starts_at').notNull(),
    timeZone: text('time_zone').notNull().default('UTC'),
    repeat: text('repeat').$type<ReminderRepeat>().notNull().default('none'),
    nextDeliveryAt: timestamptz('next_delivery_at'),
    /** The linked calendar's event for this reminder, once the sync has created it. */
    calendarEventId: text('calendar_event_id'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('reminders_user_starts_at_idx').on(table.userId, table.startsAt, table.id),
    index('reminders_next_delivery_idx')
      .on(table.nextDeliveryAt)
      .where(sql`${table.nextDeliveryAt} is not null`),
    check('reminders_repeat_known', sql`${table.repeat} in ('none', 'weekly', 'monthly', 'yearly')`),
  ],
);

/**
 * One e-mail of one occurrence. The primary key makes an occurrence queued at most once; a row is claimed
 * with FOR UPDATE SKIP LOCKED, so two instances never send it both. Deleting the reminder deletes its
 * unsent rows (cascade), so nothing is sent for it afterwards.
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    reminderId: uuid('reminder_id')
      .notNull()
      .references(() => reminders.id, { onDelete: 'cascade' }),
    occursAt: timestamptz('occurs_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull(),
    sentAt: timestamptz('sent_at'),
    lastError: text('last_error'),
  },
  (table) => [
    primaryKey({ columns: [table.reminderId, table.occursAt] }),
    index('reminder_deliveries_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null`),
  ],
);

/** Per-user reminder settings: e-mails on or off, and the private feed's current id (null: no feed). */
export const reminderSettings = pgTable('reminder_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emails: boolean('emails').notNull().default(true),
  /** Random; the feed's token is derived from it with the server's secret, so regenerating revokes the old. */
  feedId: uuid('feed_id').unique(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export type ReminderRow = typeof reminders.$inferSelect;
