// Reading users and shaping them as the contract's User.
import { MESSAGES } from '@moneta/shared/contract';
import { eq, sql } from 'drizzle-orm';
import type { Preferences, User } from '@moneta/shared/contract';
import type { Db } from '../db/client';
import { users, type UserRow } from './schema';
import { notFound } from '../http/errors';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function preferencesOf(row: UserRow): Preferences {
  return { currency: row.currency, language: row.language, theme: row.theme };
}

export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    userId: row.id,
    username: row.username,
    email: row.email,
    emailVerified: row.emailVerifiedAt !== null,
    pendingEmail: row.pendingEmail,
    preferences: preferencesOf(row),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, normalizeEmail(email)));
  return row;
}

/** The token's user; a user deleted since the token was issued is answered 404. */
export async function getUser(db: Db, userId: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw notFound(MESSAGES.userNotFound);
  return row;
}

/** Updates the user's row and returns it; updated_at is always bumped. */
export async function updateUser(
  db: Db,
  userId: string,
  values: Partial<
    Pick<
      UserRow,
      | 'username'
      | 'email'
      | 'emailVerifiedAt'
      | 'pendingEmail'
      | 'passwordHash'
      | 'currency'
      | 'language'
      | 'theme'
    >
  >,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw notFound(MESSAGES.userNotFound);
  return row;
}

/**
 * Locks the person's row for the rest of the writing transaction: their counted and numbered records (rules,
 * categories, accounts, reminders, transactions against the quota) are written one write at a time.
 */
export async function lockPerson(tx: Db, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}
