// A user's reminder settings: whether reminders are e-mailed, and the private calendar feed. A user without a
// reminder_settings row has the defaults: e-mails on, no feed.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { ReminderPreferences } from '@moneta/shared/contract';
import type { Db } from '../db/client';
import { reminderSettings } from './schema';

const DEFAULT_EMAILS = true;

export async function reminderPreferences(db: Db, userId: string): Promise<ReminderPreferences> {
  const [row] = await db
    .select({ emails: reminderSettings.emails })
    .from(reminderSettings)
    .where(eq(reminderSettings.userId, userId));
  return { emails: row?.emails ?? DEFAULT_EMAILS };
}

export async function saveReminderPreferences(
  db: Db,
  userId: string,
  preferences: ReminderPreferences,
): Promise<ReminderPreferences> {
  await db
    .insert(reminderSettings)
    .values({ userId, emails: preferences.emails })
    .onConflictDoUpdate({
      target: reminderSettings.userId,
      set: { emails: preferences.emails, updatedAt: sql`now()` },
    });
  return { emails: preferences.emails };
}

/** The user's current feed id, or null when the feed is off. */
export async function feedIdOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ feedId: reminderSettings.feedId })
    .from(reminderSettings)
    .where(eq(reminderSettings.userId, userId));
  return row?.feedId ?? null;
}

/** Sets the user's feed id: a new random one (which revokes the old), or null to turn the feed off. */
export async function setFeedId(db: Db, userId: string, on: boolean): Promise<string | null> {
  const feedId = on ? randomUUID() : null;
  await db
    .insert(reminderSettings)
    .values({ userId, feedId })
    .onConflictDoUpdate({ target: reminderSettings.userId, set: { feedId, updatedAt: sql`now()` } });
  return feedId;
}

/** The user whose feed has this id, if any. */
export async function feedOwner(db: Db, feedId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: reminderSettings.userId })
    .from(reminderSettings)
    .where(eq(reminderSettings.feedId, feedId));
  return row?.userId;
}
