// The per-account slow-down of failed password checks (docs/security-limits.md). @fastify/rate-limit's stores
// only count up, while this limit counts failures alone, forgets them on a correct password and needs to be read
// before the password is checked: hence this small store, in memory by default and in Redis, next to the
// plugin's own counters, when several instances share it.
import type { Redis } from 'ioredis';
import { sha256 } from '../lib/secrets';

export interface FailureLimits {
  /** Failures allowed before the first wait. */
  failures: number;
  /** The first wait, doubled by each further failure up to maxDelayMs. */
  delayMs: number;
  maxDelayMs: number;
  /** How long failures are remembered after the last one or the end of the wait they caused. */
  windowMs: number;
}

export interface FailureStore {
  /**
   * How long the key must still wait, or 0 when a check may go ahead. Past the allowed failures, letting one go
   * ahead starts the next wait at once, so that parallel tries cannot all slip through the same opening.
   */
  admit(key: string): Promise<number>;
  failed(key: string): Promise<void>;
  succeeded(key: string): Promise<void>;
}

/** The wait after `failures` failures; 0 while they are within the allowance. */
export function waitAfter(limits: FailureLimits, failures: number): number {
  if (failures < limits.failures) return 0;
  return Math.min(limits.delayMs * 2 ** (failures - limits.failures), limits.maxDelayMs);
}

interface Entry {
  failures: number;
  lockedUntil: number;
  expiresAt: number;
}

/** Accounts whose failures one process keeps: an attacker cannot grow the map without bound. */
const MEMORY_ENTRIES = 100_000;

export function memoryFailureStore(limits: FailureLimits, now: () => number = Date.now): FailureStore {
  const entries = new Map<string, Entry>();

  function current(key: string, at: number): Entry | undefined {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= at) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Stores the entry as the newest, dropping the oldest ones past the cap. */
  function store(key: string, entry: Entry): void {
    entries.delete(key);
    entries.set(key, entry);
    for (const oldest of entries.keys()) {
      if (entries.size <= MEMORY_ENTRIES) break;
      entries.delete(oldest);
    }
  }

  return {
    async admit(key) {
      const at = now();
      const entry = current(key, at);
      if (!entry) return 0;
      if (at < entry.lockedUntil) return entry.lockedUntil - at;
      const wait = waitAfter(limits, entry.failures);
      if (wait > 0) store(key, { ...entry, lockedUntil: at + wait, expiresAt: at + wait + limits.windowMs });
      return 0;
    },
    async failed(key) {
      const at = now();
      const entry = current(key, at) ?? { failures: 0, lockedUntil: 0, expiresAt: 0 };
      const failures = entry.failures + 1;
      const wait = waitAfter(limits, failures);
      const lockedUntil = Math.max(entry.lockedUntil, wait > 0 ? at + wait : 0);
      store(key, { failures, lockedUntil, expiresAt: Math.max(lockedUntil, at) + limits.windowMs });
    },
    async succeeded(key) {
      entries.delete(key);
    },
  };
}

// The same rules as memoryFailureStore, run atomically in Redis on Redis's clock, so that every instance sees
// one count and one wait. ARGV: allowance, first wait, longest wait, memory (ms).
const REDIS_NOW = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local allowed, delay, maxDelay, window = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local function waitAfter(failures)
  if failures < allowed then return 0 end
  return math.floor(math.min(delay * 2 ^ (failures - allowed), maxDelay))
end
`;

const REDIS_ADMIT = `${REDIS_NOW}
local state = redis.call('HMGET', KEYS[1], 'failures', 'lockedUntil')
local failures = tonumber(state[1]) or 0
local lockedUntil = tonumber(state[2]) or 0
if now < lockedUntil then return lockedUntil - now end
local wait = waitAfter(failures)
if wait > 0 then
  redis.call('HSET', KEYS[1], 'lockedUntil', now + wait)
  redis.call('PEXPIRE', KEYS[1], wait + window)
end
return 0
`;

const REDIS_FAILED = `${REDIS_NOW}
local failures = redis.call('HINCRBY', KEYS[1], 'failures', 1)
local lockedUntil = tonumber(redis.call('HGET', KEYS[1], 'lockedUntil')) or 0
local wait = waitAfter(failures)
if wait > 0 and now + wait > lockedUntil then
  lockedUntil = now + wait
  redis.call('HSET', KEYS[1], 'lockedUntil', lockedUntil)
end
redis.call('PEXPIRE', KEYS[1], math.max(lockedUntil - now, 0) + window)
return failures
`;

const REDIS_PREFIX = 'moneta-password-failures:';

export function redisFailureStore(redis: Redis, limits: FailureLimits): FailureStore {
  const args = [limits.failures, limits.delayMs, limits.maxDelayMs, limits.windowMs];
  // The key names an account (an e-mail or a user id): Redis keeps only its hash.
  const keyOf = (key: string) => `${REDIS_PREFIX}${sha256(key)}`;
  return {
    async admit(key) {
      return Number(await redis.eval(REDIS_ADMIT, 1, keyOf(key), ...args));
    },
    async failed(key) {
      await redis.eval(REDIS_FAILED, 1, keyOf(key), ...args);
    },
    async succeeded(key) {
      await redis.del(keyOf(key));
    },
  };
}
