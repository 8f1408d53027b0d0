// The outgoing-mail queue: each mail a request causes is written here, in the
// request's transaction, and sent from here, so that an SMTP server that is down delays it but never loses it.
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../db/columns';

export const MAIL_KINDS = [
  'reset-code',
  'password-changed',
  'verify-email',
  'email-changed',
  'email-in-use',
  'sign-in-method',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * One row per mail not yet sent; a sent mail's row is deleted, as its text may hold a one-time code. Not tied to
 * a user row: a password-changed notice still goes out if the account is deleted meanwhile.
 */
export const queuedMails = pgTable(
  'queued_mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: MAIL_KINDS }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    /** Until when the instance that claimed it is sending it; null when no one is. */
    leasedUntil: timestamptz('leased_until'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** When the mail is worthless (its code has expired) and is dropped unsent. */
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [
    index('queued_mails_next_attempt_at_idx').on(table.nextAttemptAt),
    index('queued_mails_recipient_idx').on(table.recipient),
  ],
);
