// Work the server does on its own: creating due recurring occurrences, e-mailing due reminders, sending the
// queued mail (reset codes, password-changed notices), sending reminders' event changes to the linked calendars
// (when the calendar link is configured), removing expired Idempotency-Keys and, on PGlite, what autovacuum would
// do. All start once the app is
// ready and stop in preClose, while the database is still open.
import type { FastifyInstance } from 'fastify';
import { startCalendarSync, type CalendarSyncScheduler } from './calendar/sync';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { startPgliteMaintenance, type Maintenance } from './db/maintenance';
import { IDEMPOTENCY_KEY_PURGE_INTERVAL_MS, purgeExpiredKeys } from './http/idempotency';
import type { MailCounts } from './mailQueue/queue';
import { startPeriodicTask, type PeriodicTask } from './periodic';
import {
  deliverDueReminders,
  startReminderDelivery,
  type DeliveryContext,
  type DeliveryCounts,
  type ReminderDelivery,
} from './reminders/delivery';
import { startRecurringScheduler, type RecurringScheduler } from './transactions/recurring';

declare module 'fastify' {
  interface FastifyInstance {
    /** The recurring-occurrence materializer (tests run it on demand). */
    recurring: Pick<RecurringScheduler, 'run'>;
    /** One run of the reminder e-mails, as if it were `now` (tests run it on demand). */
    reminderDelivery: { run(now?: Date): Promise<DeliveryCounts> };
    /** One run of the queued mail after any in progress, as if it were `now` (tests run it on demand). */
    mailQueue: { run(now?: Date): Promise<MailCounts> };
    /** One removal of the expired Idempotency-Keys (tests run it on demand). */
    idempotencyKeyPurge: { run(): Promise<number> };
  }
}

export function registerBackgroundJobs(
  app: FastifyInstance,
  ctx: AppContext,
  database: Database,
  /** Settles once a database that was not reachable at start is ready; null when it is ready now. */
  databaseReady: Promise<void> | null,
): void {
  const { config } = ctx;
  const delivery: DeliveryContext = { ...ctx, log: app.log, publicOrigin: config.publicOrigin };
  let scheduler: RecurringScheduler | undefined;
  let reminderDelivery: ReminderDelivery | undefined;
  let maintenance: Maintenance | undefined;
  let calendarSync: CalendarSyncScheduler | undefined;
  let keyPurge: PeriodicTask<number> | undefined;
  app.decorate('recurring', { run: () => scheduler?.run() ?? Promise.resolve(0) });
  app.decorate('reminderDelivery', { run: (now?: Date) => deliverDueReminders(delivery, now) });
  app.decorate('mailQueue', { run: (now?: Date) => ctx.mailQueue.run(now) });
  app.decorate('idempotencyKeyPurge', { run: () => purgeExpiredKeys(database.jobs) });
  let closing = false;
  const start = () => {
    if (closing) return;
    scheduler = startRecurringScheduler(database.jobs, config.recurringIntervalMs, app.log);
    reminderDelivery = startReminderDelivery(delivery, config.reminderDeliveryIntervalMs);
    ctx.mailQueue.start(config.mailQueueIntervalMs);
    if (config.calendar) calendarSync = startCalendarSync(database.jobs, config.calendar, app.log);
    // Not at start: the keys an upgrade has just moved are left to the first hour, and a restart loop does not
    // scan the table each time.
    keyPurge = startPeriodicTask(
      'idempotency-key purge',
      IDEMPOTENCY_KEY_PURGE_INTERVAL_MS,
      () => purgeExpiredKeys(database.jobs),
      0,
      app.log,
      'after-interval',
    );
    if (database.kind === 'pglite') maintenance = startPgliteMaintenance(database.jobs, app.log);
  };
  // Once the app is ready, and a PostgreSQL that was not reachable at start has appeared.
  app.addHook('onReady', async () => {
    if (databaseReady) void databaseReady.then(start, () => undefined);
    else start();
  });
  app.addHook('preClose', async () => {
    closing = true;
    await Promise.all([
      scheduler?.stop(),
      reminderDelivery?.stop(),
      ctx.mailQueue.stop(),
      calendarSync?.stop(),
      maintenance?.stop(),
      keyPurge?.stop(),
    ]);
  });
}
