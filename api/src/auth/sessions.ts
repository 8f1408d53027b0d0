// Sessions are refresh-token families: created at sign-in, rotated on every refresh, revoked at sign-out, on
// reuse of a rotated token (past a short grace), on a password change and from the Active Sessions card.
import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { ActiveSession } from '@moneta/shared/contract';
import type { Db } from '../db/client';
import { refreshTokens, sessions } from './schema';
import { REFRESH_TOKEN_TTL_SECONDS } from './cookies';
import { deviceLabel } from './device';
import { randomToken, sha256 } from '../lib/secrets';

const MAX_USER_AGENT_LENGTH = 512;
const sessionLifetime = sql`make_interval(secs => ${REFRESH_TOKEN_TTL_SECONDS})`;

export interface IssuedSession {
  sessionId: string;
  refreshToken: string;
}

function clientDetails(userAgent: string | undefined) {
  const agent = (userAgent ?? '').slice(0, MAX_USER_AGENT_LENGTH);
  return { userAgent: agent, device: deviceLabel(agent) };
}

async function issueRefreshToken(db: Db, sessionId: string): Promise<string> {
  const refreshToken = randomToken();
  await db.insert(refreshTokens).values({ tokenHash: sha256(refreshToken), sessionId });
  return refreshToken;
}

/** Sessions that can still be used: not revoked and used within the refresh-token lifetime. */
function isActive() {
  return and(isNull(sessions.revokedAt), gt(sessions.lastUsedAt, sql`now() - ${sessionLifetime}`));
}

export async function createSession(
  db: Db,
  userId: string,
  userAgent: string | undefined,
): Promise<IssuedSession> {
  return db.transaction(async (tx) => {
    // Sessions that have ended (revoked, or idle past the token lifetime) are pruned at each sign-in.
    await tx
      .delete(sessions)
      .where(
        and(
          eq(sessions.userId, userId),
          or(isNotNull(sessions.revokedAt), lte(sessions.lastUsedAt, sql`now() - ${sessionLifetime}`)),
        ),
      );
    const [session] = await tx
      .insert(sessions)
      .values({ userId, ...clientDetails(userAgent) })
      .returning({ id: sessions.id });
    if (!session) throw new Error('session insert returned no row');
    return { sessionId: session.id, refreshToken: await issueRefreshToken(tx, session.id) };
  });
}

export type RotationResult =
  | { ok: true; userId: string; sessionId: string; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'ended' }
  /** `userId`: whose session the reuse ended, if it still stood. */
  | { ok: false; reason: 'reused'; userId?: string };

/**
 * How long a used refresh token may be presented again. A refresh whose answer never reached the browser (the
 * page was left while it ran) rotated the token all the same, and the next page presents the old one; without
 * this window that would end the person's session. It admits the old token only while its successor is unused.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

/** Marks the session used and issues its next token; `ended` when the session was revoked meanwhile. */
async function continueSession(
  tx: Db,
  sessionId: string,
  userAgent: string | undefined,
): Promise<RotationResult> {
  const [session] = await tx
    .update(sessions)
    .set({ lastUsedAt: sql`now()`, ...clientDetails(userAgent) })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ userId: sessions.userId });
  if (!session) return { ok: false, reason: 'ended' };
  // A used token matters for reuse detection only while it could still have been valid.
  await tx
    .delete(refreshTokens)
    .where(
      and(
        eq(refreshTokens.sessionId, sessionId),
        isNotNull(refreshTokens.usedAt),
        lt(refreshTokens.createdAt, sql`now() - ${sessionLifetime}`),
      ),
    );
  return {
    ok: true,
    userId: session.userId,
    sessionId,
    refreshToken: await issueRefreshToken(tx, sessionId),
  };
}

/** True when `tokenHash` is its session's most recently used token: nothing issued after it was used yet. */
async function isLatestUsed(tx: Db, sessionId: string, tokenHash: string): Promise<boolean> {
  const [latest] = await tx
    .select({ tokenHash: refreshTokens.tokenHash })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.sessionId, sessionId), isNotNull(refreshTokens.usedAt)))
    .orderBy(desc(refreshTokens.usedAt))
    .limit(1);
  return latest?.tokenHash === tokenHash;
}

/**
 * Exchanges a refresh token for a new one in the same session. A token that was already used means it was
 * copied, and the whole session is revoked, unless it is presented again within the grace window above.
 */
export async function rotateRefreshToken(
  db: Db,
  presented: string,
  userAgent: string | undefined,
): Promise<RotationResult> {
  const tokenHash = sha256(presented);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(refreshTokens)
      // The process's clock, which the grace window below is measured by.
      .set({ usedAt: new Date() })
      .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
      .returning({ sessionId: refreshTokens.sessionId, createdAt: refreshTokens.createdAt });
    if (claimed) {
      if (claimed.createdAt.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000 < Date.now()) {
        return { ok: false, reason: 'ended' };
      }
      return continueSession(tx, claimed.sessionId, userAgent);
    }
    const [known] = await tx
      .select({ sessionId: refreshTokens.sessionId, usedAt: refreshTokens.usedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash));
    if (!known) return { ok: false, reason: 'unknown' };
    const withinGrace = known.usedAt !== null && known.usedAt.getTime() + REFRESH_REUSE_GRACE_MS > Date.now();
    if (withinGrace && (await isLatestUsed(tx, known.sessionId, tokenHash))) {
      return continueSession(tx, known.sessionId, userAgent);
    }
    const [revoked] = await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.id, known.sessionId), isNull(sessions.revokedAt)))
      .returning({ userId: sessions.userId });
    return { ok: false, reason: 'reused', ...(revoked ? { userId: revoked.userId } : {}) };
  });
}

/**
 * Revokes the session a refresh token belongs to (sign-out); unknown tokens are ignored. Answers the user whose
 * session it ended, if any.
 */
export async function revokeSessionOfRefreshToken(db: Db, presented: string): Promise<string | undefined> {
  const owner = db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(presented)));
  const [revoked] = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(inArray(sessions.id, owner), isNull(sessions.revokedAt)))
    .returning({ userId: sessions.userId });
  return revoked?.userId;
}

/** True when the access token's session still stands: ending a session takes effect at once. */
export async function isSessionActive(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isActive()));
  return row !== undefined;
}

/** The Active Sessions card's list, most recently used first; `currentSessionId` is the caller's own. */
export async function listActiveSessions(
  db: Db,
  userId: string,
  currentSessionId: string,
): Promise<ActiveSession[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isActive()))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
  return rows.map((row) => ({
    id: row.id,
    device: row.device,
    userAgent: row.userAgent,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    current: row.id === currentSessionId,
  }));
}

/** Revokes one of the user's sessions; false when the user has no such active session. */
export async function revokeSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isActive()))
    .returning({ id: sessions.id });
  return revoked.length > 0;
}

/** Revokes every active session of the user, except `keepSessionId` when given; answers how many. */
export async function revokeAllSessions(db: Db, userId: string, keepSessionId?: string): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isActive(),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return revoked.length;
}
