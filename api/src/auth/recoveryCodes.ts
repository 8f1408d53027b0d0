// Recovery codes: ten one-time codes for the day the authenticator is lost. Only their keyed hashes are stored
// (the key is the two-factor key of the environment), so a copy of the database cannot be tried offline.
import { randomInt } from 'node:crypto';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import {
  formatRecoveryCode,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
} from '@moneta/shared/contract';
import type { Db } from '../db/client';
import { keyedHash } from '../lib/secrets';
import { recoveryCodes } from './schema';

function newCode(): string {
  let code = '';
  for (let index = 0; index < RECOVERY_CODE_LENGTH; index += 1) {
    code += RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)];
  }
  return code;
}

/** A code's hash is bound to its owner: the same code of two people has two hashes. */
const codeHash = (key: Buffer, userId: string, normalized: string) =>
  keyedHash(key, `${userId}:${normalized}`);

/** Replaces the person's codes with new ones; returns them as shown (`abcde-fghjk`), the only time they are. */
export async function replaceRecoveryCodes(db: Db, key: Buffer, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: codeHash(key, userId, code) })));
  return codes.map(formatRecoveryCode);
}

/** Uses a normalised code once: true when it was one of the person's unused codes, now used. */
export async function useRecoveryCode(
  db: Db,
  key: Buffer,
  userId: string,
  normalized: string,
): Promise<boolean> {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash(key, userId, normalized)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}

export async function recoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.left ?? 0;
}

export async function dropRecoveryCodes(db: Db, userId: string): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}
