// Work the server does on its own: creating due recurring occurrences and, on PGlite, what autovacuum would do.
// Both start once the app is ready and stop in preClose, while the database is still open.
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { startPgliteMaintenance, type Maintenance } from './db/maintenance';
import { startRecurringScheduler, type RecurringScheduler } from './transactions/recurring';

declare module 'fastify' {
  interface FastifyInstance {
    /** The recurring-occurrence materializer (tests run it on demand). */
    recurring: Pick<RecurringScheduler, 'run'>;
  }
}

export function registerBackgroundJobs(app: FastifyInstance, config: Config, database: Database): void {
  let scheduler: RecurringScheduler | undefined;
  let maintenance: Maintenance | undefined;
  app.decorate('recurring', { run: () => scheduler?.run() ?? Promise.resolve(0) });
  app.addHook('onReady', async () => {
    scheduler = startRecurringScheduler(database.db, config.recurringIntervalMs, app.log);
    if (database.kind === 'pglite') maintenance = startPgliteMaintenance(database.db, app.log);
  });
  app.addHook('preClose', async () => {
    await Promise.all([scheduler?.stop(), maintenance?.stop()]);
  });
}
