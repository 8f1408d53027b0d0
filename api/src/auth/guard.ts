// The bearer-token check: every user-scoped route reads the user from request.auth, never from the body.
import { randomBytes } from 'node:crypto';
import { MESSAGES } from '@moneta/shared/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { unauthorized } from '../http/errors';
import { BEARER_SECURITY } from '../http/openapi';
import { sessionStands, tokenClaims } from './accessChecks';
import type { AccessClaims } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AccessClaims | null;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * The calls a batch runs in this process for its caller (analytics/batch.ts) carry, instead of the token, a
 * one-time nonce of this header that stands for the caller's claims, already checked for the batch: each call
 * then skips the token's verification and the session's read. Nonces are 192 random bits, kept only in memory
 * and used once, so a client cannot make one up.
 */
export const LENT_AUTH_HEADER = 'x-moneta-lent-auth';
const lentClaims = new Map<string, AccessClaims>();

/** Lends the claims of a checked request to one call run by inject(); release() forgets an unused nonce. */
export function lendAuth(claims: AccessClaims): { nonce: string; release: () => void } {
  const nonce = randomBytes(24).toString('base64url');
  lentClaims.set(nonce, claims);
  return { nonce, release: () => lentClaims.delete(nonce) };
}

export function bearerToken(request: FastifyRequest): string | undefined {
  return BEARER.exec(request.headers.authorization ?? '')?.[1];
}

export function requireAuth(config: Config, db: Db): onRequestAsyncHookHandler {
  return async function authenticate(request: FastifyRequest, reply: FastifyReply) {
    const lent = request.headers[LENT_AUTH_HEADER];
    if (lent !== undefined) {
      const claims = typeof lent === 'string' ? lentClaims.get(lent) : undefined;
      if (!claims) throw unauthorized(MESSAGES.sessionExpired);
      lentClaims.delete(lent as string);
      signedInAs(request, reply, claims);
      return;
    }
    const token = bearerToken(request);
    if (!token) throw unauthorized(MESSAGES.authRequired);
    const claims = await tokenClaims(config.jwtSecret, token);
    if (!claims || !(await sessionStands(db, claims))) {
      throw unauthorized(MESSAGES.sessionExpired);
    }
    signedInAs(request, reply, claims);
  };
}

/** The request's user, and its log lines from here on carry the user's id (never the e-mail). */
function signedInAs(request: FastifyRequest, reply: FastifyReply, claims: AccessClaims): void {
  request.auth = claims;
  request.log = request.log.child({ userId: claims.userId });
  reply.log = request.log;
}

/**
 * Puts every route of `scope` behind requireAuth, run on request, before the body is read or validated, and
 * marks them signed-in in the API's description.
 */
export function signedInScope(scope: FastifyInstance, config: Config, db: Db): void {
  scope.addHook('onRequest', requireAuth(config, db));
  scope.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, security: BEARER_SECURITY };
  });
}

/** The signed-in user of a route guarded by requireAuth. */
export function authOf(request: FastifyRequest): AccessClaims {
  if (!request.auth) throw unauthorized(MESSAGES.authRequired);
  return request.auth;
}
