// The codes of the password reset.
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../db/columns';
import { users } from '../users/schema';

/** One row per code sent; user_id is null when no account has the e-mail (the answer is the same). */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamptz('sent_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    verifiedAt: timestamptz('verified_at'),
    consumedAt: timestamptz('consumed_at'),
    resetTokenHash: text('reset_token_hash').unique(),
  },
  (table) => [
    index('password_resets_email_sent_at_idx').on(table.email, table.sentAt),
    index('password_resets_user_id_idx').on(table.userId),
  ],
);

export type PasswordResetRow = typeof passwordResets.$inferSelect;
