// A background task run at start and then every interval (background.ts starts them): runs never overlap, a
// failed run is logged and the next tick tries again, and stop() waits for the run in progress.
import type { FastifyBaseLogger } from 'fastify';

const RETRY_BASE_MS = 60_000;
const RETRY_MAX_MS = 6 * 3_600_000;

/** The wait before the next try after `attempts` failed ones: 1 minute, doubled each time, at most 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
}

export interface PeriodicTask<T> {
  /** Runs the task after any run in progress, as if it were `now` when given; resolves with its result. */
  run(now?: Date): Promise<T>;
  stop(): Promise<void>;
}

/**
 * Starts `work` every `intervalMs`, and now unless `firstRun` is 'after-interval'; a tick is skipped while a run
 * is in progress.
 */
export function startPeriodicTask<T>(
  name: string,
  intervalMs: number,
  work: (now?: Date) => Promise<T>,
  /** The result of a run asked for after stop(), or of a failed run for the chain's next one. */
  idle: T,
  log: FastifyBaseLogger,
  firstRun: 'now' | 'after-interval' = 'now',
): PeriodicTask<T> {
  let chain: Promise<T> = Promise.resolve(idle);
  let running = false;
  let stopped = false;

  const run = (now?: Date): Promise<T> => {
    const next = chain.then(async () => {
      if (stopped) return idle;
      running = true;
      try {
        return await work(now);
      } finally {
        running = false;
      }
    });
    chain = next.catch((error: unknown) => {
      log.error({ err: error }, `${name}: run failed`);
      return idle;
    });
    return next;
  };

  const tick = () => {
    if (!running) void run().catch(() => undefined);
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  if (firstRun === 'now') tick();

  return {
    run,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await chain;
    },
  };
}
