// The users table: the account and its preferences.
import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DEFAULT_PREFERENCES, type Currency, type Language, type Theme } from '@moneta/shared/contract';
import { timestamptz } from '../db/columns';

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

export type UserRow = typeof users.$inferSelect;
