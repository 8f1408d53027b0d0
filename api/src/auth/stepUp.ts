// Step-up: a change that could hand the account to someone else (its e-mail address, its password, a restore
// that replaces its data, its deletion) needs a fresh proof that the person at the keyboard is its owner, not
// only a valid access token, which may have been stolen. The proof is kept on the session row: POST
// /api/auth/reauthenticate (the password again) marks the caller's session proved now, and the guarded routes
// accept the session while that mark is younger than FRESH_PROOF_SECONDS. A later factor (a code, a passkey)
// is one more way to call markProved; the guarded routes do not change.
import { and, eq, gt, sql } from 'drizzle-orm';
import { MESSAGES } from '@moneta/shared/contract';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { authOf } from './guard';
import { sessions } from './schema';
import type { AccessClaims } from './tokens';

/** How long a proof stands: long enough to finish the change it was asked for. */
export const FRESH_PROOF_SECONDS = 5 * 60;

/**
 * The refusal of a guarded change without a fresh proof. Its message is the contract's, which the clients
 * recognise to ask for the password and retry; the header says the same to any other client, in the words of
 * RFC 9470 (OAuth 2.0 Step Up Authentication Challenge).
 */
export function freshProofRequired(): AppError {
  return new AppError(403, MESSAGES.freshProofRequired, undefined, {
    'www-authenticate': `Bearer error="insufficient_user_authentication", max_age=${FRESH_PROOF_SECONDS}`,
  });
}

/** Marks the session as proved now; called once the proof (the password) was checked. */
export async function markProved(db: Db, claims: AccessClaims): Promise<void> {
  await db
    .update(sessions)
    .set({ provedAt: sql`now()` })
    .where(and(eq(sessions.id, claims.sessionId), eq(sessions.userId, claims.userId)));
}

/** True when the session was proved within FRESH_PROOF_SECONDS. */
export async function hasFreshProof(db: Db, claims: AccessClaims): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, claims.sessionId),
        eq(sessions.userId, claims.userId),
        gt(sessions.provedAt, sql`now() - make_interval(secs => ${FRESH_PROOF_SECONDS})`),
      ),
    );
  return row !== undefined;
}

export async function assertFreshProof(db: Db, claims: AccessClaims): Promise<void> {
  if (!(await hasFreshProof(db, claims))) throw freshProofRequired();
}

/**
 * The guard of a route that always needs a fresh proof, run on request (after the signed-in check of its
 * scope), so that nothing of the body is read or parsed without it.
 */
export function requireFreshProof(db: Db): onRequestAsyncHookHandler {
  return async function freshProof(request: FastifyRequest, _reply: FastifyReply) {
    await assertFreshProof(db, authOf(request));
  };
}
