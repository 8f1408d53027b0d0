// The bearer-token preHandler: every user-scoped route reads the user from request.auth, never from the body.
import { MESSAGES } from '@moneta/shared/contract';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { unauthorized } from '../http/errors';
import { isSessionActive } from './sessions';
import { verifyAccessToken, type AccessClaims } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AccessClaims | null;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

export function bearerToken(request: FastifyRequest): string | undefined {
  return BEARER.exec(request.headers.authorization ?? '')?.[1];
}

export function requireAuth(config: Config, db: Db): preHandlerAsyncHookHandler {
  return async function authenticate(request: FastifyRequest, _reply: FastifyReply) {
    const token = bearerToken(request);
    if (!token) throw unauthorized(MESSAGES.authRequired);
    const claims = await verifyAccessToken(config.jwtSecret, token);
    if (!claims || !(await isSessionActive(db, claims.userId, claims.sessionId))) {
      throw unauthorized(MESSAGES.sessionExpired);
    }
    request.auth = claims;
  };
}

/** The signed-in user of a route guarded by requireAuth. */
export function authOf(request: FastifyRequest): AccessClaims {
  if (!request.auth) throw unauthorized(MESSAGES.authRequired);
  return request.auth;
}
