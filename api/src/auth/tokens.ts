// Access tokens (HS256 JWT, 15 minutes) and the sign-in's second-step challenge. The opaque refresh and reset
// tokens, stored only as SHA-256 hashes, are made by lib/secrets.ts.
import { jwtVerify, SignJWT } from 'jose';

const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'moneta';
const CHALLENGE_AUDIENCE = 'moneta-two-factor';

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
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || payload.aud !== undefined)
      return null;
    if (typeof payload.exp !== 'number') return null;
    return { claims: { userId: payload.sub, sessionId: payload.sid }, expiresAt: payload.exp * 1000 };
  } catch {
    return null;
  }
}

/**
 * The sign-in's second-step challenge: the password of `userId` was right. Signed like the access tokens but for
 * another audience, so that neither passes for the other.
 */
export function signChallengeToken(secret: Uint8Array, userId: string, ttlSeconds: number): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(CHALLENGE_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(secret);
}

/** The user of a valid, unexpired challenge, or null. */
export async function verifyChallengeToken(secret: Uint8Array, token: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: CHALLENGE_AUDIENCE,
    });
    return typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}

/** The claims of a valid, unexpired token, or null. */
export async function verifyAccessToken(secret: Uint8Array, token: string): Promise<AccessClaims | null> {
  return (await verifyAccessTokenExpiry(secret, token))?.claims ?? null;
}
