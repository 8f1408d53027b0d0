// Sessions and their refresh tokens; the second factor (authenticator and recovery codes); the security events.
import { bigint, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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

/**
 * A person's authenticator secret, encrypted (lib/tokenCipher.ts). Two-factor is on once `enabledAt` is set; a
 * row without it is a setup waiting for its first code. `lastStep` is the newest 30-second step whose code was
 * accepted: a code of that step or an older one is refused, so that a code seen over a shoulder works once.
 */
export const twoFactorSecrets = pgTable('two_factor_secrets', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  enabledAt: timestamptz('enabled_at'),
  lastStep: bigint('last_step', { mode: 'number' }).notNull().default(0),
  lastUsedAt: timestamptz('last_used_at'),
});

/** One-time recovery codes, kept only as keyed hashes; a used one keeps its row until new codes replace them. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    usedAt: timestamptz('used_at'),
  },
  (table) => [index('recovery_codes_user_id_idx').on(table.userId)],
);

/** What happened to an account's sign-in, with the device it came from: listed on the Settings screen. */
export const securityEvents = pgTable(
  'security_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    device: text('device').notNull().default('Unknown device'),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (table) => [index('security_events_user_id_at_idx').on(table.userId, table.at)],
);
