// Starting without a reachable PostgreSQL: the API listens at once, answers 503 (health included)
// and migrates the database as soon as it appears, instead of exiting with a stack trace.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './client';
import { isDatabaseUnavailable } from './errors';

export const DATABASE_RETRY_MS = 5000;

/** host:port of a connection string, without its credentials, for the log. */
export function databaseTarget(connectionString: string): string {
  const url = new URL(connectionString);
  return `${url.hostname || 'localhost'}:${url.port || '5432'}`;
}

/**
 * Migrates the database once it can be reached: each failed attempt logs one line and waits `retryMs`. Any
 * other failure (a migration that does not apply) rejects. Stops when `stopped()` turns true.
 */
export async function migrateWhenReachable(
  database: Database,
  migrationsFolder: string,
  options: { log: FastifyBaseLogger; target: string; retryMs?: number; stopped: () => boolean },
): Promise<void> {
  const retryMs = options.retryMs ?? DATABASE_RETRY_MS;
  while (!options.stopped()) {
    try {
      await database.migrate(migrationsFolder);
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      options.log.warn(`database not reachable at ${options.target}, retrying in ${retryMs / 1000}s`);
      await new Promise((resolve) => setTimeout(resolve, retryMs));
    }
  }
}
