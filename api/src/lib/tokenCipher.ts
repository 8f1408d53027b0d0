// Secrets at rest (the calendar service's tokens, the authenticator secrets): AES-256-GCM with a random IV per
// value and a key from configuration, so that a copy of the database alone gives access to nothing.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Names the format, so that another one can be read alongside it one day. */
const VERSION = 'v1';

/**
 * Encrypts `token`; `context` (user id and which token) is authenticated with it, so that a value moved to
 * another row or column no longer decrypts. The result is `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */
export function encryptToken(key: Buffer, token: string, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context));
  const ciphertext = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The token, or throws when the value was altered, moved, or encrypted under another key. */
export function decryptToken(key: Buffer, stored: string, context: string): string {
  const [version, iv, tag, ciphertext, ...rest] = stored.split('.');
  if (
    version !== VERSION ||
    iv === undefined ||
    tag === undefined ||
    ciphertext === undefined ||
    rest.length
  ) {
    throw new Error('unreadable stored token');
  }
  const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'), {
    authTagLength: TAG_BYTES,
  });
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}
