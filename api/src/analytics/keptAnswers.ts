// The signed-in analytics calls keep their answers per user until the data they read changes (changesCache.ts):
// a dashboard opened again, refetched on focus, on another device or asked in a batch costs one read of the
// user's change versions instead of its figures' statements. An answer depends on the call (its path and
// query, or a POST's body), the person's time zone (which month an instant falls in) and their today.
import type { FastifyRequest } from 'fastify';
import { authOf } from '../auth/guard';
import type { Db } from '../db/client';
import { timeZoneOf, todayIn } from '../http/timeZone';
import { ANSWERS_KEPT, changesCache } from './changesCache';
import type { ChangeDomain } from '@moneta/shared/contract';

type Cache = ReturnType<typeof changesCache<unknown>>;

/**
 * `kept(request, domains, compute, call?)`: the answer to the request's call while the user's data of
 * `domains` is unchanged, else `compute()`'s. `call` names the call when its URL does not (a POST's body).
 */
export function keptAnswers(db: Db) {
  // One cache per set of domains, so that a write to goals leaves the answers that read transactions only.
  const caches = new Map<string, Cache>();

  return function kept<V>(
    request: FastifyRequest,
    domains: readonly ChangeDomain[],
    compute: () => Promise<V>,
    call: string = request.url,
  ): Promise<V> {
    const name = domains.join('|');
    let cache = caches.get(name);
    if (!cache) {
      cache = changesCache<unknown>(ANSWERS_KEPT, domains);
      caches.set(name, cache);
    }
    return cache(
      db,
      authOf(request).userId,
      `${timeZoneOf(request.headers.timezone)}|${todayIn(request)}|${call}`,
      compute,
    ) as Promise<V>;
  };
}

export type KeptAnswers = ReturnType<typeof keptAnswers>;
