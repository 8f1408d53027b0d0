// Access tokens (HS256 JWT, 15 minutes). The opaque refresh and reset tokens, stored only as SHA-256 hashes, are
// made by lib/secrets.ts.
import { jwtVerify, SignJWT } from 'jose';

const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'moneta';

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

export function signAccessToken(secret: Uint8Array, claims: AccessClaims): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(secret);
}

export interface VerifiedAccessToken {
  claims: AccessClaims;
  /** When the token stops being valid, in ms since the epoch. */
  expiresAt: number;
}

/** The claims of a valid, unexpired token and its expiry, or null. */
export async function verifyAccessTokenExpiry(
  secret: Uint8Array,
  token: string,
): Promise<VerifiedAccessToken | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], issuer: ISSUER });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    if (typeof payload.exp !== 'number') return null;
    return { claims: { userId: payload.sub, sessionId: payload.sid }, expiresAt: payload.exp * 1000 };
  } catch {
    return null;
  }
}

/** The claims of a valid, unexpired token, or null. */
export async function verifyAccessToken(secret: Uint8Array, token: string): Promise<AccessClaims | null> {
  return (await verifyAccessTokenExpiry(secret, token))?.claims ?? null;
}
