// argon2id password hashing at the cost the caller gives (the server's: config.ts, PASSWORD_HASHING).
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { PasswordHashing } from '../config';

export function hashPassword(password: string, hashing: Readonly<PasswordHashing>): Promise<string> {
  const { memoryCost, timeCost, parallelism } = hashing;
  return hash(password, { memoryCost, timeCost, parallelism });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** One throw-away hash per cost, made at the first login for an unknown e-mail. */
const dummyHashes = new Map<string, Promise<string>>();

/**
 * Verifies against a throw-away hash of the same cost as the real ones, so that a login for an unknown e-mail
 * takes about as long as one with a wrong password and the answer time does not tell which e-mails have
 * accounts.
 */
export async function verifyAgainstDummy(
  password: string,
  hashing: Readonly<PasswordHashing>,
): Promise<false> {
  const cost = `${hashing.memoryCost},${hashing.timeCost},${hashing.parallelism}`;
  let dummyHash = dummyHashes.get(cost);
  if (!dummyHash) {
    dummyHash = hashPassword(randomBytes(16).toString('hex'), hashing);
    dummyHashes.set(cost, dummyHash);
  }
  await verifyPassword(await dummyHash, password);
  return false;
}
