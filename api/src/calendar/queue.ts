// How a reminder's change reaches the linked calendar: the reminder's write queues it in its own transaction,
// and the calendar sync (calendar/sync.ts) sends it in the background, retrying, so a slow or failing calendar
// service never blocks or fails the local save.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export type CalendarSyncAction = 'upsert' | 'delete';

/**
 * Queues the reminder's event change when the user has a linked calendar, else does nothing. A newer change
 * replaces a pending one for the same reminder; a deletion keeps the event id it must delete.
 */
export async function queueCalendarSync(
  db: Db,
  userId: string,
  reminderId: string,
  action: CalendarSyncAction,
  eventId: string | null = null,
): Promise<void> {
  await db.execute(sql`
    insert into calendar_sync_jobs (user_id, reminder_id, action, event_id)
    select ${userId}, ${reminderId}, ${action}, ${eventId}
    where exists (select 1 from calendar_links where user_id = ${userId})
    on conflict (reminder_id) do update set
      action = excluded.action,
      event_id = coalesce(excluded.event_id, calendar_sync_jobs.event_id),
      attempts = 0,
      next_attempt_at = now(),
      last_error = null`);
}
