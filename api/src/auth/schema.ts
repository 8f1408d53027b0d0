// Sessions and their refresh tokens.
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../db/columns';
import { users } from '../users/schema';

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
    /** When the person last proved themselves in this session (the password again): see stepUp.ts. */
    provedAt: timestamptz('proved_at'),
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
