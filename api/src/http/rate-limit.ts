// Limits before work (docs/security-limits.md). @fastify/rate-limit counts requests, in memory or, with REDIS_URL,
// in Redis shared by every instance; its per-route limits are given by rateLimited(). The routes that check a
// password or a reset code are marked with passwordLimited() and get, on request (before the body is read), one
// budget per address shared by all of them and their own per-route limit; after the body is parsed but before it
// is validated, the slow-down of the account whose password they check. Only a PasswordRejected failure counts
// toward the account; a success forgets its failures.
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import { MESSAGES } from '@moneta/shared/contract';
import type { FieldError, ServerMessage } from '@moneta/shared/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { Redis } from 'ioredis';
import { sha256 } from '../lib/secrets';
import type { Config } from '../config';
import { AppError, tooManyRequests } from './errors';
import { memoryFailureStore, redisFailureStore, type FailureStore } from './failure-store';

/** How a password route is limited. */
export interface PasswordLimit {
  /** The route's own limit (RATE_LIMIT_MAX per RATE_LIMIT_WINDOW_MS): per address, or per address and e-mail. */
  routeKey: 'address' | 'address+email';
  /** The account whose failed password checks the route counts: the body's e-mail, or the signed-in user. */
  account?: 'email' | 'user';
}

declare module 'fastify' {
  interface FastifyContextConfig {
    passwordLimit?: PasswordLimit;
  }
}

/**
 * A wrong password (or current password): the answer of the check, counted toward the account's slow-down by a
 * route marked with passwordLimited().
 */
export class PasswordRejected extends AppError {}

export const passwordRejected = (status: 400 | 401, message: ServerMessage, errors?: FieldError[]) =>
  new PasswordRejected(status, message, errors);

/** The requests whose right password is only half of the proof: their account's failures are not forgotten. */
const halfProved = new WeakSet<FastifyRequest>();

/**
 * Marks a right password that still waits for its second factor: the account's count of failures stands until
 * the second step succeeds, so that wrong codes cannot be tried without end between right passwords.
 */
export function secondFactorPending(request: FastifyRequest): void {
  halfProved.add(request);
}

/** The route `config` of a route that checks a password or a reset code. */
export function passwordLimited(limit: PasswordLimit): { passwordLimit: PasswordLimit } {
  return { passwordLimit: limit };
}

/**
 * The route `config` of another limited route; the key defaults to the client address. It runs on request, before
 * the body is read; when the shared store fails, the route is served unlimited rather than refused.
 */
export function rateLimited(
  config: Config,
  keyGenerator?: (request: FastifyRequest) => string,
): { rateLimit: RateLimitOptions } {
  return {
    rateLimit: {
      max: config.rateLimit.max,
      timeWindow: config.rateLimit.windowMs,
      hook: 'onRequest',
      skipOnError: true,
      ...(keyGenerator ? { keyGenerator } : {}),
    },
  };
}

/**
 * The `email` of a parsed (not yet validated) JSON body as the routes normalise it (trimmed, lower-cased: padding
 * or capitals give no new key), or ''. Keys made of it are hashed, so a long value costs no memory.
 */
export function bodyEmail(request: FastifyRequest): string {
  const body: unknown = request.body;
  if (typeof body !== 'object' || body === null || !('email' in body)) return '';
  return typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/** Refuses the request with 429 and Retry-After once the limiter's count is past its maximum. */
async function enforce(limiter: Limiter, request: FastifyRequest): Promise<void> {
  let result: Awaited<ReturnType<Limiter>>;
  try {
    result = await limiter(request);
  } catch (error) {
    throw storeUnavailable(request, error);
  }
  if (!result.isAllowed && result.isExceeded) {
    throw tooManyRequests(MESSAGES.tooManyRequests, {
      'retry-after': String(Math.max(1, result.ttlInSeconds)),
    });
  }
}

/** A store that cannot count refuses the password routes (503), so that its outage opens no door. */
function storeUnavailable(request: FastifyRequest, error: unknown): AppError {
  request.log.error(
    { code: error instanceof Error ? error.name : 'unknown' },
    'rate limit store unavailable',
  );
  return new AppError(503, MESSAGES.serviceUnavailable);
}

function connectRedis(app: FastifyInstance, url: string): Redis {
  // Bounded like every database call: an unreachable Redis answers within a second or two, never hangs a request.
  const redis = new Redis(url, { connectTimeout: 1000, commandTimeout: 1000, maxRetriesPerRequest: 1 });
  let warned = false;
  redis.on('error', (error: Error) => {
    if (!warned) app.log.warn({ code: error.name }, 'redis unavailable: password routes answer 503');
    warned = true;
  });
  redis.on('ready', () => {
    warned = false;
  });
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  return redis;
}

function hooksOf<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** Registers @fastify/rate-limit and the limits of the routes marked with passwordLimited(). */
export async function registerRateLimits(app: FastifyInstance, config: Config): Promise<void> {
  const redis = config.redisUrl ? connectRedis(app, config.redisUrl) : undefined;
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError(429, MESSAGES.tooManyRequests),
    ...(redis ? { redis, nameSpace: 'moneta-rate-limit-' } : {}),
  });
  const failures: FailureStore = redis
    ? redisFailureStore(redis, config.rateLimit.account)
    : memoryFailureStore(config.rateLimit.account);
  const addressBudget = app.createRateLimit({
    max: config.rateLimit.address.max,
    timeWindow: config.rateLimit.address.windowMs,
    keyGenerator: (request) => `password-routes:${request.ip}`,
  });
  /** The account key each request was checked under, for counting its outcome. */
  const accountKeys = new WeakMap<FastifyRequest, string>();

  function accountKey(request: FastifyRequest, account: PasswordLimit['account']): string | undefined {
    if (account === 'user') return request.auth ? `user:${request.auth.userId}` : undefined;
    const email = account === 'email' ? bodyEmail(request) : '';
    return email ? `email:${sha256(email)}` : undefined;
  }

  app.addHook('onRoute', (route: RouteOptions) => {
    const limit = route.config?.passwordLimit;
    if (!limit) return;
    const routeName = `${String(route.method)} ${route.url}`;
    const perRoute = app.createRateLimit({
      max: config.rateLimit.max,
      timeWindow: config.rateLimit.windowMs,
      keyGenerator: (request) =>
        limit.routeKey === 'address'
          ? `route:${routeName}:${request.ip}`
          : `route:${routeName}:${sha256(`${request.ip}|${bodyEmail(request)}`)}`,
    });

    // First of the route's own hooks: nothing of the request is read or checked before its address is counted.
    route.onRequest = [
      async function addressLimit(request: FastifyRequest) {
        await enforce(addressBudget, request);
        if (limit.routeKey === 'address') await enforce(perRoute, request);
      },
      ...hooksOf(route.onRequest),
    ];

    // After parsing, for the e-mail of the key, and before validation: a body that fails it still counts.
    route.preValidation = [
      async function accountLimit(request: FastifyRequest) {
        if (limit.routeKey === 'address+email') await enforce(perRoute, request);
        const key = accountKey(request, limit.account);
        if (key === undefined) return;
        let waitMs: number;
        try {
          waitMs = await failures.admit(key);
        } catch (error) {
          throw storeUnavailable(request, error);
        }
        if (waitMs > 0) {
          throw tooManyRequests(MESSAGES.tooManyRequests, {
            'retry-after': String(Math.ceil(waitMs / 1000)),
          });
        }
        accountKeys.set(request, key);
      },
      ...hooksOf(route.preValidation),
    ];

    if (!limit.account) return;
    route.onError = [
      ...hooksOf(route.onError),
      async function countFailure(request: FastifyRequest, _reply: FastifyReply, error: Error) {
        const key = accountKeys.get(request);
        if (key === undefined || !(error instanceof PasswordRejected)) return;
        await failures.failed(key).catch((storeError: unknown) => {
          storeUnavailable(request, storeError);
        });
      },
    ];
    route.onSend = [
      ...hooksOf(route.onSend),
      async function forgetFailures(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
        const key = accountKeys.get(request);
        if (key !== undefined && reply.statusCode < 400 && !halfProved.has(request)) {
          await failures.succeeded(key).catch((storeError: unknown) => {
            storeUnavailable(request, storeError);
          });
        }
        return payload;
      },
    ];
  });
}
