// Signing in and out: a session with its refresh token plus a short-lived access token, the
// refresh that rotates them, and sign-out. The routes carry the refresh token in its cookie.
import { MESSAGES } from '@moneta/shared/contract';
import type { AuthPayload } from '@moneta/shared/contract';
import type { PasswordHashing } from '../config';
import type { Db } from '../db/client';
import { passwordRejected } from '../http/rate-limit';
import type { UserRow } from '../users/schema';
import { findUserByEmail, getUser, toUser } from '../users/users';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import { sessionsEnded } from './accessChecks';
import { createSession, revokeSession, revokeSessionOfRefreshToken, rotateRefreshToken } from './sessions';
import { signAccessToken, verifyAccessToken, type AccessClaims } from './tokens';

export interface SignedIn {
  payload: AuthPayload;
  /** For the refresh cookie. */
  refreshToken: string;
}

/** The account of the e-mail when the password is its own; one answer for an unknown e-mail and a wrong password. */
export async function checkCredentials(
  db: Db,
  hashing: Readonly<PasswordHashing>,
  email: string,
  password: string,
): Promise<UserRow> {
  const user = await findUserByEmail(db, email);
  const valid = user
    ? await verifyPassword(user.passwordHash, password)
    : await verifyAgainstDummy(password, hashing);
  // Counted toward the e-mail's slow-down whether or not it has an account, so the limit tells nothing either.
  if (!user || !valid) throw passwordRejected(401, MESSAGES.invalidCredentials);
  return user;
}

/** Opens a session for the user. */
export async function openSession(
  db: Db,
  jwtSecret: Uint8Array,
  user: UserRow,
  userAgent: string | undefined,
): Promise<SignedIn> {
  const session = await createSession(db, user.id, userAgent);
  const accessToken = await signAccessToken(jwtSecret, { userId: user.id, sessionId: session.sessionId });
  return { payload: { user: toUser(user), accessToken }, refreshToken: session.refreshToken };
}

export type Refresh = ({ ok: true } & SignedIn) | { ok: false; reason: 'unknown' | 'reused' | 'ended' };

/** Rotates the refresh token and issues an access token for its session. */
export async function refreshSession(
  db: Db,
  jwtSecret: Uint8Array,
  presented: string,
  userAgent: string | undefined,
): Promise<Refresh> {
  const rotation = await rotateRefreshToken(db, presented, userAgent);
  if (!rotation.ok) {
    if (rotation.reason === 'reused' && rotation.userId) await sessionsEnded(db, rotation.userId);
    return { ok: false, reason: rotation.reason };
  }
  const user = await getUser(db, rotation.userId);
  const accessToken = await signAccessToken(jwtSecret, { userId: user.id, sessionId: rotation.sessionId });
  return { ok: true, payload: { user: toUser(user), accessToken }, refreshToken: rotation.refreshToken };
}

/** Ends the session of either token; a token that names no session is ignored. */
export async function signOut(
  db: Db,
  jwtSecret: Uint8Array,
  refreshToken: string | undefined,
  accessToken: string | undefined,
): Promise<void> {
  const ownerOfRefreshToken = refreshToken ? await revokeSessionOfRefreshToken(db, refreshToken) : undefined;
  if (ownerOfRefreshToken) await sessionsEnded(db, ownerOfRefreshToken);
  const claims = accessToken ? await verifyAccessToken(jwtSecret, accessToken) : null;
  if (claims && (await revokeSession(db, claims.userId, claims.sessionId)))
    await sessionsEnded(db, claims.userId);
}

/** A new access token for a session that still stands, with its user. */
export async function reissueAccessToken(
  db: Db,
  jwtSecret: Uint8Array,
  claims: AccessClaims,
): Promise<AuthPayload> {
  const user = await getUser(db, claims.userId);
  const accessToken = await signAccessToken(jwtSecret, claims);
  return { user: toUser(user), accessToken };
}
