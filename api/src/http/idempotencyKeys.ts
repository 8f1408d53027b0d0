// The Idempotency-Key table: one row per key a user's retryable write was made with (see ./idempotency.ts).
import { jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../db/columns';

/**
 * The key, the write it was used for (`endpoint`), a fingerprint of what that request asked, and the answer's
 * data, replayed to a retry. user_id has no foreign key: a claim would then take a share lock on the user's row,
 * which the creates that count a user's rows lock for update after their claim, and two such creates at once
 * would wait on each other. Account deletion removes the user's keys with their other rows.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id').notNull(),
    key: text('key').notNull(),
    endpoint: text('endpoint').notNull(),
    fingerprint: text('fingerprint').notNull(),
    answer: jsonb('answer').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);
