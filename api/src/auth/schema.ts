// Sessions and their refresh tokens; the second factor (authenticator and recovery codes); passkeys and their
// ceremonies; the security events.
import { bigint, boolean, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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

/**
 * A person's passkeys (WebAuthn credentials): the public key the authenticator made, its signature counter and
 * transports, and the name the person gave it. The public key is no secret: it only checks signatures.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The credential's id as the browser names it, base64url. */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    backedUp: boolean('backed_up').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastUsedAt: timestamptz('last_used_at'),
  },
  (table) => [
    uniqueIndex('passkeys_credential_id_idx').on(table.credentialId),
    index('passkeys_user_id_idx').on(table.userId),
  ],
);

export type PasskeyRow = typeof passkeys.$inferSelect;

/**
 * A WebAuthn ceremony the server started: the challenge its answer must sign, used once and for a few minutes.
 * A registration belongs to its person; a sign-in to nobody yet (the passkey names its owner).
 */
export const webauthnCeremonies = pgTable('webauthn_ceremonies', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose', { enum: ['register', 'sign-in'] }).notNull(),
  challenge: text('challenge').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
