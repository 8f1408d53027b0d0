// The link to a person's calendar service: the linked account, the pending authorisations and the
// queue of event changes to send.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../db/columns';
import { sessions } from '../auth/schema';
import { users } from '../users/schema';

/** A linked calendar account. The tokens are encrypted at rest (AES-256-GCM, key from configuration). */
export const calendarLinks = pgTable('calendar_links', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  accessTokenEncrypted: text('access_token_encrypted').notNull(),
  refreshTokenEncrypted: text('refresh_token_encrypted'),
  accessTokenExpiresAt: timestamptz('access_token_expires_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/**
 * An authorisation in progress: the SHA-256 of its random `state`, bound to the session that started it, with
 * its PKCE verifier. Deleted when used (single use) and worthless after expires_at.
 */
export const calendarLinkStates = pgTable(
  'calendar_link_states',
  {
    stateHash: text('state_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    codeVerifier: text('code_verifier').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [index('calendar_link_states_user_idx').on(table.userId)],
);

/**
 * A reminder's event change waiting to reach the calendar service: one row per reminder (a newer change
 * replaces the pending one), no foreign key to reminders so that a deletion can still be sent.
 */
export const calendarSyncJobs = pgTable(
  'calendar_sync_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reminderId: uuid('reminder_id').notNull(),
    action: text('action').$type<'upsert' | 'delete'>().notNull(),
    /** The event to delete (the reminder row is gone by then). */
    eventId: text('event_id'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
  },
  (table) => [
    uniqueIndex('calendar_sync_jobs_reminder_key').on(table.reminderId),
    index('calendar_sync_jobs_due_idx').on(table.nextAttemptAt),
    check('calendar_sync_jobs_action_known', sql`${table.action} in ('upsert', 'delete')`),
  ],
);
