// Sends the queued event changes (calendar_sync_jobs, written by each reminder's save: queue.ts) to the linked
// calendars. Due jobs are claimed with FOR UPDATE SKIP LOCKED in a short transaction that leases them (moves
// next_attempt_at past the time a job takes), and the provider is called outside any transaction: two
// instances never send one job both, and a slow provider never holds a database connection or a reminder's
// save. A job is deleted after success only if no newer change replaced it meanwhile (the lease is intact);
// a failure is retried with exponential back-off. A link whose grant is revoked is removed.
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { CalendarConfig } from '../config';
import type { Db } from '../db/client';
import { startPeriodicTask, type PeriodicTask } from '../periodic';
import { reminders } from '../reminders/schema';
import { eventIdOf, eventOf } from './event';
import { accessTokenContext, refreshTokenContext, unlinkCalendar } from './link';
import { eventRequest, ProviderError, refreshAccessToken, type EventAnswer } from './provider';
import { calendarLinks, calendarSyncJobs } from './schema';
import { decryptToken, encryptToken } from '../lib/tokenCipher';

const JOBS_PER_BATCH = 20;
/** Longer than a job can take (a token refresh and two event calls, 10 s each at most). */
const LEASE_MS = 5 * 60_000;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 6 * 60 * 60_000;
/** An access token this close to its expiry is refreshed first, rather than fail half-way. */
const EXPIRY_MARGIN_MS = 60_000;

type SyncJob = typeof calendarSyncJobs.$inferSelect;

/** The wait before attempt `attempts + 1`: 1 minute, doubling, at most 6 hours, never given up. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(attempts - 1, 0), LONGEST_RETRY_MS);
}

/** The link can no longer be used (revoked grant, refused token, unreadable stored token). */
class BrokenLinkError extends Error {
  override name = 'BrokenLinkError';
}

const isDone = (answer: EventAnswer) => answer.status >= 200 && answer.status < 300;
const isGone = (answer: EventAnswer) => answer.status === 404 || answer.status === 410;

function failure(what: string, answer: EventAnswer): ProviderError {
  return new ProviderError(`${what} answered ${answer.status}`, answer.status);
}

/** One user's link during a run: its tokens decrypted once, refreshed successfully at most once per run. */
class LinkSession {
  private refreshed = false;

  private constructor(
    private readonly db: Db,
    private readonly config: CalendarConfig,
    readonly userId: string,
    private accessToken: string,
    private readonly refreshToken: string | undefined,
    private expiresAt: Date | null,
  ) {}

  /** The user's link, or undefined when there is none (unlinked since the job was queued). */
  static async open(db: Db, config: CalendarConfig, userId: string): Promise<LinkSession | undefined> {
    const [row] = await db.select().from(calendarLinks).where(eq(calendarLinks.userId, userId));
    if (!row) return undefined;
    try {
      return new LinkSession(
        db,
        config,
        userId,
        decryptToken(config.tokenKey, row.accessTokenEncrypted, accessTokenContext(userId)),
        row.refreshTokenEncrypted === null
          ? undefined
          : decryptToken(config.tokenKey, row.refreshTokenEncrypted, refreshTokenContext(userId)),
        row.accessTokenExpiresAt,
      );
    } catch {
      throw new BrokenLinkError('stored tokens unreadable (CALENDAR_TOKEN_KEY changed?)');
    }
  }

  private async refresh(now: Date): Promise<void> {
    if (this.refreshed || this.refreshToken === undefined) {
      throw new BrokenLinkError('access token refused and no refresh possible');
    }
    const tokens = await refreshAccessToken(this.config, this.refreshToken, now).catch((error: unknown) => {
      if (error instanceof ProviderError && error.revoked) throw new BrokenLinkError('grant revoked');
      throw error;
    });
    // Only a refresh that worked counts: after a failed one (the token endpoint down), the next job tries again.
    this.refreshed = true;
    const { tokenKey } = this.config;
    this.accessToken = tokens.accessToken;
    this.expiresAt = tokens.expiresAt ?? null;
    await this.db
      .update(calendarLinks)
      .set({
        accessTokenEncrypted: encryptToken(tokenKey, tokens.accessToken, accessTokenContext(this.userId)),
        accessTokenExpiresAt: this.expiresAt,
        ...(tokens.refreshToken === undefined
          ? {}
          : {
              refreshTokenEncrypted: encryptToken(
                tokenKey,
                tokens.refreshToken,
                refreshTokenContext(this.userId),
              ),
            }),
        updatedAt: now,
      })
      .where(eq(calendarLinks.userId, this.userId));
  }

  /** Calls the events API with a valid access token: refreshed when expiring, or once after a 401. */
  async call(now: Date, request: (accessToken: string) => Promise<EventAnswer>): Promise<EventAnswer> {
    if (this.expiresAt !== null && this.expiresAt.getTime() - EXPIRY_MARGIN_MS <= now.getTime()) {
      await this.refresh(now);
    }
    const answer = await request(this.accessToken);
    if (answer.status !== 401) return answer;
    await this.refresh(now);
    const retried = await request(this.accessToken);
    if (retried.status === 401) throw new BrokenLinkError('access token refused after a refresh');
    return retried;
  }
}

type Outcome = 'sent' | 'dropped';

async function sendDeletion(
  config: CalendarConfig,
  link: LinkSession,
  job: SyncJob,
  now: Date,
): Promise<Outcome> {
  // No event id: the reminder was deleted before its event's creation was known to have succeeded; the
  // derived id finds that event if it exists.
  const eventId = job.eventId ?? eventIdOf(job.reminderId);
  const answer = await link.call(now, (token) => eventRequest(config, token, 'DELETE', eventId));
  if (!isDone(answer) && !isGone(answer)) throw failure('event deletion', answer);
  return 'sent';
}

async function sendUpsert(
  db: Db,
  config: CalendarConfig,
  link: LinkSession,
  job: SyncJob,
  now: Date,
): Promise<Outcome> {
  const [reminder] = await db
    .select()
    .from(reminders)
    .where(and(eq(reminders.id, job.reminderId), eq(reminders.userId, job.userId)));
  // Deleted since: its deletion queued (or will queue) the event's removal.
  if (!reminder) return 'dropped';
  const event = eventOf(reminder);
  const put = (eventId: string) =>
    link.call(now, (token) => eventRequest(config, token, 'PUT', eventId, event));
  const create = async (eventId: string) => {
    const answer = await link.call(now, (token) =>
      eventRequest(config, token, 'POST', undefined, { ...event, id: eventId }),
    );
    // Created by an earlier attempt whose answer was lost, or before an unlink and relink: update it.
    return answer.status === 409 ? put(eventId) : answer;
  };
  let eventId = reminder.calendarEventId;
  let answer = eventId === null ? undefined : await put(eventId);
  // Never created, or deleted in the calendar app since: (re)created.
  if (eventId === null || answer === undefined || isGone(answer)) {
    eventId = eventIdOf(reminder.id);
    answer = await create(eventId);
  }
  if (!isDone(answer)) throw failure('event update', answer);
  const savedId = answer.id ?? eventId;
  await db
    .update(reminders)
    .set({ calendarEventId: savedId })
    .where(and(eq(reminders.id, reminder.id), sql`${reminders.calendarEventId} is distinct from ${savedId}`));
  return 'sent';
}

/** Claims up to a batch of due jobs, leasing them until `leaseUntil`. */
function claimDueJobs(db: Db, now: Date, leaseUntil: Date): Promise<SyncJob[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(calendarSyncJobs)
      .where(lte(calendarSyncJobs.nextAttemptAt, now))
      .orderBy(asc(calendarSyncJobs.nextAttemptAt))
      .limit(JOBS_PER_BATCH)
      .for('update', { skipLocked: true });
    if (due.length > 0) {
      await tx
        .update(calendarSyncJobs)
        .set({ nextAttemptAt: leaseUntil })
        .where(
          inArray(
            calendarSyncJobs.id,
            due.map((job) => job.id),
          ),
        );
    }
    return due;
  });
}

/** The job, as long as it still holds this run's lease (a newer change resets next_attempt_at). */
const leased = (job: SyncJob, leaseUntil: Date) =>
  and(eq(calendarSyncJobs.id, job.id), eq(calendarSyncJobs.nextAttemptAt, leaseUntil));

export interface SyncSummary {
  sent: number;
  dropped: number;
  failed: number;
  unlinked: number;
}

const NOTHING_SYNCED: SyncSummary = { sent: 0, dropped: 0, failed: 0, unlinked: 0 };

/** Sends every job due at `now`; answers what became of them. */
export async function syncCalendarEvents(
  db: Db,
  config: CalendarConfig,
  log: FastifyBaseLogger,
  now: Date = new Date(),
): Promise<SyncSummary> {
  const summary: SyncSummary = { ...NOTHING_SYNCED };
  const links = new Map<string, Promise<LinkSession | undefined>>();
  const leaseUntil = new Date(now.getTime() + LEASE_MS);
  for (;;) {
    const jobs = await claimDueJobs(db, now, leaseUntil);
    for (const job of jobs) {
      try {
        let link = links.get(job.userId);
        if (!link) {
          link = LinkSession.open(db, config, job.userId);
          links.set(job.userId, link);
        }
        const session = await link;
        const outcome: Outcome = !session
          ? 'dropped'
          : job.action === 'delete'
            ? await sendDeletion(config, session, job, now)
            : await sendUpsert(db, config, session, job, now);
        summary[outcome] += 1;
        await db.delete(calendarSyncJobs).where(leased(job, leaseUntil));
      } catch (error) {
        if (error instanceof BrokenLinkError) {
          log.warn({ reason: error.message }, 'calendar link broken: unlinked');
          links.set(job.userId, Promise.resolve(undefined));
          await unlinkCalendar(db, job.userId);
          summary.unlinked += 1;
          continue;
        }
        const attempts = job.attempts + 1;
        const lastError = error instanceof ProviderError ? error.message : 'unexpected error';
        if (!(error instanceof ProviderError)) log.error({ err: error }, 'calendar sync: job failed');
        summary.failed += 1;
        await db
          .update(calendarSyncJobs)
          .set({ attempts, lastError, nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)) })
          .where(leased(job, leaseUntil));
      }
    }
    if (jobs.length < JOBS_PER_BATCH) return summary;
  }
}

export type CalendarSyncScheduler = PeriodicTask<SyncSummary>;

/** Sends due event changes now and every CALENDAR_SYNC_INTERVAL_MS. */
export function startCalendarSync(
  db: Db,
  config: CalendarConfig,
  log: FastifyBaseLogger,
): CalendarSyncScheduler {
  const sync = async () => {
    const summary = await syncCalendarEvents(db, config, log);
    if (summary.sent + summary.failed + summary.unlinked > 0) log.info(summary, 'calendar events synced');
    return summary;
  };
  return startPeriodicTask('calendar sync', config.syncIntervalMs, sync, { ...NOTHING_SYNCED }, log);
}
