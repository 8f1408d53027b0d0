// Opaque random tokens and the hashes they are stored as: the database keeps no token a reader could use.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, base64url: a refresh token or a reset-session token. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

/** A keyed hash, for short secrets such as the 6-digit reset code (a bare SHA-256 is trivially reversed). */
export function keyedHash(secret: Uint8Array, value: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
