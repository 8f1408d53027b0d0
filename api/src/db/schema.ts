// The one Drizzle schema, for PGlite and PostgreSQL alike (DESIGN section 4). Migrations live in api/drizzle.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DEFAULT_PREFERENCES, type Currency, type Language, type Theme } from '@moneta/shared/contract';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    /** Stored lower-cased; unique case-insensitively. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    currency: text('currency').$type<Currency>().notNull().default(DEFAULT_PREFERENCES.currency),
    language: text('language').$type<Language>().notNull().default(DEFAULT_PREFERENCES.language),
    theme: text('theme').$type<Theme>().notNull().default(DEFAULT_PREFERENCES.theme),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`)],
);

/** One row per refresh-token family: what the Active Sessions card lists. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent').notNull().default(''),
    device: text('device').notNull().default('Unknown device'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastUsedAt: timestamptz('last_used_at').notNull().defaultNow(),
    revokedAt: timestamptz('revoked_at'),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/** Only the SHA-256 of each refresh token is stored; a used token is kept to detect its reuse. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    usedAt: timestamptz('used_at'),
  },
  (table) => [index('refresh_tokens_session_id_idx').on(table.sessionId)],
);

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

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type PasswordResetRow = typeof passwordResets.$inferSelect;
