// The users table: the account and its preferences.
import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DEFAULT_PREFERENCES, type Currency, type Language, type Theme } from '@moneta/shared/contract';
import { timestamptz } from '../db/columns';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    /** Stored lower-cased; unique case-insensitively. */
    email: text('email').notNull(),
    /** When the person proved they read mail at `email`; null until then, and no reminder is mailed. */
    emailVerifiedAt: timestamptz('email_verified_at'),
    /**
     * The address a change of e-mail waits to have verified; `email` stays the account's until then. Not unique:
     * a change to an address someone else holds is accepted alike, so the answer does not tell who has an account.
     */
    pendingEmail: text('pending_email'),
    passwordHash: text('password_hash').notNull(),
    currency: text('currency').$type<Currency>().notNull().default(DEFAULT_PREFERENCES.currency),
    language: text('language').$type<Language>().notNull().default(DEFAULT_PREFERENCES.language),
    theme: text('theme').$type<Theme>().notNull().default(DEFAULT_PREFERENCES.theme),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`)],
);

export type UserRow = typeof users.$inferSelect;

export const EMAIL_TOKEN_PURPOSES = ['verify', 'undo-change'] as const;
export type EmailTokenPurpose = (typeof EMAIL_TOKEN_PURPOSES)[number];

/**
 * The single-use tokens of the links Moneta mails: 'verify' proves the person reads mail at `email` (the account's
 * address or its pending one); 'undo-change' restores `email`, the address a change replaced. Only the SHA-256
 * of each token is stored.
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: EMAIL_TOKEN_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (table) => [index('email_tokens_user_id_idx').on(table.userId, table.purpose, table.createdAt)],
);

export type EmailTokenRow = typeof emailTokens.$inferSelect;
