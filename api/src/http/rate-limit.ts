// Per-route limits for the auth, OTP and reset routes (@fastify/rate-limit is registered with global: false).
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** The route `config` of a limited route; the key defaults to the client IP. */
export function rateLimited(
  config: Config,
  keyGenerator?: (request: FastifyRequest) => string,
): { rateLimit: RateLimitOptions } {
  return {
    rateLimit: {
      max: config.rateLimit.max,
      timeWindow: config.rateLimit.windowMs,
      // After body parsing, so that a key can include a body field.
      hook: 'preHandler',
      ...(keyGenerator ? { keyGenerator } : {}),
    },
  };
}

/** The lower-cased `email` of a JSON body, or '' (for keys such as IP + e-mail). */
export function bodyEmail(request: FastifyRequest): string {
  const body: unknown = request.body;
  if (typeof body !== 'object' || body === null || !('email' in body)) return '';
  return typeof body.email === 'string' ? body.email.trim().toLowerCase().slice(0, 320) : '';
}
