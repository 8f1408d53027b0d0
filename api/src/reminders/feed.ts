// The private calendar feed's address. Its token is derived from the feed's random id and the server's secret,
// base64url(id bytes + HMAC-SHA256(key, id bytes)): the database holds only the id, so a copy of it does not
// open anyone's feed, yet the address can be shown again. Giving the feed a new id revokes the old address.
// The key is derived from the JWT secret (HKDF, its own label), so rotating that secret revokes every feed.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config';

export const REMINDERS_PREFIX = '/api/reminders';
export const FEED_ROUTE = '/calendar.ics';
export const FEED_TOKEN_PARAM = 'token';

const ID_BYTES = 16;
const MAC_BYTES = 32;
const KEY_LABEL = 'moneta reminder feed token';

function feedKey(secret: Uint8Array): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, new Uint8Array(0), KEY_LABEL, MAC_BYTES));
}

const macOf = (secret: Uint8Array, id: Buffer) => createHmac('sha256', feedKey(secret)).update(id).digest();

export function feedToken(secret: Uint8Array, feedId: string): string {
  const id = Buffer.from(feedId.replaceAll('-', ''), 'hex');
  return Buffer.concat([id, macOf(secret, id)]).toString('base64url');
}

/** The feed id a token names, when the token is well-formed and was made with this server's secret. */
export function feedIdOfToken(secret: Uint8Array, token: string): string | undefined {
  const bytes = Buffer.from(token, 'base64url');
  // Decoding skips what is not base64url: only the token as this server writes it is taken.
  if (bytes.length !== ID_BYTES + MAC_BYTES || bytes.toString('base64url') !== token) return undefined;
  const id = bytes.subarray(0, ID_BYTES);
  if (!timingSafeEqual(bytes.subarray(ID_BYTES), macOf(secret, id))) return undefined;
  const hex = id.toString('hex');
  return [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20)].join('-');
}

/** The feed's public address, or null when the feed is off. */
export function feedUrl(config: Config, feedId: string | null): string | null {
  if (feedId === null) return null;
  const url = new URL(`${REMINDERS_PREFIX}${FEED_ROUTE}`, config.publicOrigin);
  url.searchParams.set(FEED_TOKEN_PARAM, feedToken(config.jwtSecret, feedId));
  return url.toString();
}
