// The guard's two checks, kept between a client's requests: under load each cost more than a list page's own
// query (docs/decisions/0009-transaction-pages.md). A token's signature is verified once, its claims then
// kept until it expires; a session found standing is trusted for a few seconds. Ending a session (sign-out,
// revocation, a password change or reset, account deletion, a reused refresh token) forgets the user's kept
// sessions once its write has committed, so this instance refuses them from the next request on, and tells
// the other instances sharing the PostgreSQL database, which forget them as they hear it. An instance keeps
// sessions only while it can hear: on PGlite, which one process owns, always; on PostgreSQL while its
// listening connection stands.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../db/client';
import { LruCache } from '../lib/lruCache';
import { isSessionActive } from './sessions';
import { verifyAccessTokenExpiry, type AccessClaims, type VerifiedAccessToken } from './tokens';

/** Verified tokens kept per secret: a client reuses its token for every call of its 15 minutes. */
const TOKENS_KEPT = 10_000;
/** Sessions kept per database. */
const SESSIONS_KEPT = 10_000;
/**
 * How long a session found standing is trusted without reading it again: the longest another instance can
 * miss its end, should its notification be lost with the connection before the connection is seen lost.
 */
export const SESSION_KEPT_MS = 5_000;
/** The PostgreSQL channel on which an instance says a user's sessions ended; the payload is the user's id. */
export const SESSIONS_ENDED_CHANNEL = 'moneta_sessions_ended';

const verifiedTokens = new WeakMap<Uint8Array, LruCache<VerifiedAccessToken>>();

/** The claims of a valid, unexpired token, or null; a token's verification is kept until it expires. */
export async function tokenClaims(secret: Uint8Array, token: string): Promise<AccessClaims | null> {
  let tokens = verifiedTokens.get(secret);
  if (!tokens) {
    tokens = new LruCache<VerifiedAccessToken>(TOKENS_KEPT);
    verifiedTokens.set(secret, tokens);
  }
  const known = tokens.get(token);
  if (known) {
    if (Date.now() < known.expiresAt) return known.claims;
    tokens.delete(token);
    return null;
  }
  const verified = await verifyAccessTokenExpiry(secret, token);
  if (!verified) return null;
  tokens.set(token, verified);
  return verified.claims;
}

interface KeptSession {
  userId: string;
  /** Until when it is trusted, in ms since the epoch. */
  until: number;
}

interface SessionState {
  /** Whether sessions may be kept: only while every end of one is heard. */
  keep: boolean;
  /** By session id, oldest first. */
  kept: Map<string, KeptSession>;
  /** Moves whenever sessions are forgotten: a read begun before then may have seen them standing. */
  generation: number;
}

// One state per database: tests run several apps in one process, each on its own database.
const sessionStates = new WeakMap<Db, SessionState>();

function sessionStateOf(db: Db): SessionState {
  let state = sessionStates.get(db);
  if (!state) {
    state = { keep: false, kept: new Map(), generation: 0 };
    sessionStates.set(db, state);
  }
  return state;
}

/** True when the claims' session still stands: read from the database, or found so less than 5 s ago. */
export async function sessionStands(db: Db, claims: AccessClaims): Promise<boolean> {
  const state = sessionStateOf(db);
  const now = Date.now();
  const known = state.kept.get(claims.sessionId);
  if (known && known.userId === claims.userId && now < known.until) return true;
  const generation = state.generation;
  const active = await isSessionActive(db, claims.userId, claims.sessionId);
  if (active && state.keep && state.generation === generation) {
    state.kept.delete(claims.sessionId);
    state.kept.set(claims.sessionId, { userId: claims.userId, until: now + SESSION_KEPT_MS });
    if (state.kept.size > SESSIONS_KEPT) {
      const oldest = state.kept.keys().next();
      if (!oldest.done) state.kept.delete(oldest.value);
    }
  }
  return active;
}

function forget(state: SessionState, userId?: string): void {
  state.generation += 1;
  if (userId === undefined) {
    state.kept.clear();
    return;
  }
  for (const [sessionId, session] of state.kept) {
    if (session.userId === userId) state.kept.delete(sessionId);
  }
}

/**
 * Forgets the user's kept sessions here and tells the other instances: called with the app's database (not a
 * transaction) once a write that ends any of them has committed.
 */
export async function sessionsEnded(db: Db, userId: string): Promise<void> {
  forget(sessionStateOf(db), userId);
  // The session has ended whatever happens to the notice: should it fail, the others keep it at most 5 s more.
  await db.execute(sql`select pg_notify(${SESSIONS_ENDED_CHANNEL}, ${userId})`).catch(() => undefined);
}

/**
 * Lets the guard keep sessions on this database: at once on PGlite, and on PostgreSQL while the notices of
 * sessions ended elsewhere are heard. stop() when the app closes.
 */
export function keepSessionChecks(database: Database, log: FastifyBaseLogger): { stop(): Promise<void> } {
  const state = sessionStateOf(database.db);
  const keep = (heard: boolean) => {
    if (state.keep === heard) return;
    state.keep = heard;
    forget(state);
  };
  if (!database.listen) {
    keep(true);
    return { stop: async () => keep(false) };
  }
  let lostOnce = false;
  const listener = database.listen(SESSIONS_ENDED_CHANNEL, {
    notified: (userId) => forget(state, userId),
    listening: (heard) => {
      keep(heard);
      if (!heard && !lostOnce) {
        lostOnce = true;
        log.warn('not hearing ended sessions: every request reads its session until heard again');
      }
      if (heard && lostOnce) log.info('hearing ended sessions again');
    },
  });
  return {
    stop: async () => {
      keep(false);
      await listener.stop();
    },
  };
}
