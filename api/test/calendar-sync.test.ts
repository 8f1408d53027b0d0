// The calendar sync (calendar/sync.ts) against the local fake provider: queued reminder changes become
// created, updated and deleted events with the right bodies, failures are retried with back-off, an expired
// access token is refreshed, a revoked grant unlinks, and a reminder's save never waits for the provider.
// The worker is run directly with the `now` of each step: no sleeps.
import { eq } from 'drizzle-orm';
import type { Reminder } from '@moneta/shared/contract';
import { queueCalendarSync } from '../src/calendar/queue';
import { eventIdOf } from '../src/calendar/event';
import { accessTokenContext } from '../src/calendar/link';
import { retryDelayMs, syncCalendarEvents } from '../src/calendar/sync';
import { decryptToken } from '../src/lib/tokenCipher';
import { calendarLinks, calendarSyncJobs, reminders } from '../src/db/schema';
import {
  insertReminder,
  linkCalendar,
  TOKEN_KEY,
  useCalendarTestApp,
  type ReminderValues,
} from './calendar-fixtures';
import { startFakeCalendarProvider } from './fakeCalendarProvider';
import { dataOf } from './goal-fixtures';
import { openSecondConnection, registerUser, userCallerFor } from './helpers';

const file = useCalendarTestApp();

const db = () => file.testDb.database.db;

beforeEach(async () => {
  // Each test sees only its own changes.
  await db().delete(calendarSyncJobs);
  file.provider.failEvents(0);
  file.provider.failTokens(0);
  file.provider.duringEventRequests(undefined);
  file.provider.eventRequests.length = 0;
  file.provider.tokenGrants.length = 0;
});

/**
 * A millisecond ahead: the database stamps a queued job in microseconds and a JS date is whole milliseconds, so
 * a job queued in the same millisecond as `new Date()` would still be a few microseconds in its future.
 */
const justAfterNow = () => new Date(Date.now() + 1);
const sync = (now = justAfterNow(), database = db()) =>
  syncCalendarEvents(database, file.calendar, file.app.log, now);

/** A signed-up user with a linked calendar (linking queues nothing: no reminders yet). */
async function linkedUser() {
  const user = await registerUser(file.app);
  await linkCalendar(file.app, user.accessToken);
  file.provider.tokenGrants.length = 0;
  return user;
}

/** A reminder saved as the reminders API does: the row and its queued event change. */
async function saveReminder(userId: string, values: ReminderValues = {}) {
  const reminder = await insertReminder(db(), userId, values);
  await queueCalendarSync(db(), userId, reminder.id, 'upsert');
  return reminder;
}

async function jobOf(reminderId: string) {
  const [job] = await db().select().from(calendarSyncJobs).where(eq(calendarSyncJobs.reminderId, reminderId));
  return job;
}

async function reminderRow(id: string) {
  const [row] = await db().select().from(reminders).where(eq(reminders.id, id));
  return row;
}

describe('sending changes', () => {
  it('creates the event of a new reminder, with its title, times, zone and a pop-up', async () => {
    const user = await linkedUser();
    const reminder = await saveReminder(user.userId, {
      title: 'Pay electricity bill',
      description: 'Account 42',
      // 09:30 in Paris, on summer time (UTC+2).
      startsAt: new Date('2030-07-10T07:30:00Z'),
      timeZone: 'Europe/Paris',
    });

    expect(await sync()).toMatchObject({ sent: 1, failed: 0 });
    const eventId = eventIdOf(reminder.id);
    expect(eventId).toMatch(/^[0-9a-v]{32}$/);
    expect(file.provider.events.get(eventId)).toEqual({
      id: eventId,
      summary: 'Pay electricity bill',
      description: 'Account 42',
      start: { dateTime: '2030-07-10T09:30:00', timeZone: 'Europe/Paris' },
      end: { dateTime: '2030-07-10T10:00:00', timeZone: 'Europe/Paris' },
      status: 'confirmed',
      reminders: { useDefault: false, overrides: [{ method: 'popup', minutes: 0 }] },
    });
    expect((await reminderRow(reminder.id))?.calendarEventId).toBe(eventId);
    expect(await jobOf(reminder.id)).toBeUndefined();
    expect(await sync()).toMatchObject({ sent: 0 });
  });

  it('updates the event of an edited reminder, with the repeat as an RRULE', async () => {
    const user = await linkedUser();
    const reminder = await saveReminder(user.userId, { title: 'Rent' });
    await sync();
    await db()
      .update(reminders)
      .set({ title: 'Rent (new flat)', startsAt: new Date('2030-01-31T08:00:00Z'), repeat: 'monthly' })
      .where(eq(reminders.id, reminder.id));
    await queueCalendarSync(db(), user.userId, reminder.id, 'upsert');

    expect(await sync()).toMatchObject({ sent: 1 });
    const eventId = eventIdOf(reminder.id);
    expect(file.provider.eventRequests.at(-1)).toEqual({ method: 'PUT', path: `/events/${eventId}` });
    expect(file.provider.events.get(eventId)).toMatchObject({
      summary: 'Rent (new flat)',
      start: { dateTime: '2030-01-31T08:00:00', timeZone: 'UTC' },
      // The 31st, or the last day of a shorter month, as the contract's occurrenceDate.
      recurrence: ['RRULE:FREQ=MONTHLY;BYMONTHDAY=-1'],
    });
  });

  it('writes weekly, yearly and 29 February repeats', async () => {
    const user = await linkedUser();
    const weekly = await saveReminder(user.userId, { repeat: 'weekly' });
    const yearly = await saveReminder(user.userId, { repeat: 'yearly' });
    const leap = await saveReminder(user.userId, {
      repeat: 'yearly',
      startsAt: new Date('2032-02-29T12:00:00Z'),
    });
    const monthly = await saveReminder(user.userId, { repeat: 'monthly' });
    await sync();
    const rule = (id: string) => file.provider.events.get(eventIdOf(id))?.recurrence;
    expect(rule(weekly.id)).toEqual(['RRULE:FREQ=WEEKLY']);
    expect(rule(yearly.id)).toEqual(['RRULE:FREQ=YEARLY']);
    expect(rule(leap.id)).toEqual(['RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1']);
    expect(rule(monthly.id)).toEqual(['RRULE:FREQ=MONTHLY;BYMONTHDAY=15']);
  });

  it('deletes the event of a deleted reminder, and an event already gone is done too', async () => {
    const user = await linkedUser();
    const reminder = await saveReminder(user.userId);
    await sync();
    const eventId = eventIdOf(reminder.id);
    await db().delete(reminders).where(eq(reminders.id, reminder.id));
    await queueCalendarSync(db(), user.userId, reminder.id, 'delete', eventId);
    expect(await sync()).toMatchObject({ sent: 1 });
    expect(file.provider.events.has(eventId)).toBe(false);

    await queueCalendarSync(db(), user.userId, reminder.id, 'delete', eventId);
    expect(await sync()).toMatchObject({ sent: 1, failed: 0 });
    expect(file.provider.eventRequests.at(-1)).toEqual({ method: 'DELETE', path: `/events/${eventId}` });
    expect(await jobOf(reminder.id)).toBeUndefined();
  });

  it('deletes the event by its derived id when the reminder went before its event id was stored', async () => {
    const user = await linkedUser();
    const reminder = await saveReminder(user.userId);
    await sync();
    await db().delete(reminders).where(eq(reminders.id, reminder.id));
    await queueCalendarSync(db(), user.userId, reminder.id, 'delete');
    await sync();
    expect(file.provider.events.has(eventIdOf(reminder.id))).toBe(false);
  });

  it('drops a change whose reminder was deleted since, without calling the provider', async () => {
    const user = await linkedUser();
    const reminder = await saveReminder(user.userId);
    await db().delete(reminders).where(eq(reminders.id, reminder.id));
    expect(await sync()).toMatchObject({ sent: 0, dropped: 1 });
    expect(file.provider.eventRequests).toEqual([]);
    expect(await jobOf(reminder.id)).toBeUndefined();
  });

  it('updates rather than copies an event created by an attempt whose answer was lost', async () => {
    const user = await linkedUser();
    const reminder = await saveReminder(user.userId, { title: 'Insurance' });
    const eventId = eventIdOf(reminder.id);
    file.provider.events.set(eventId, { id: eventId, summary: 'Insurance (first attempt)' });
    await sync();
    expect(file.provider.eventRequests.map((request) => request.method)).toEqual(['POST', 'PUT']);
    expect(file.provider.events.get(eventId)).toMatchObject({ summary: 'Insurance' });
    expect((await reminderRow(reminder.id))?.calendarEventId).toBe(eventId);
  });

  it('keeps a change made while the previous one was being sent, and sends it next', async () => {
    const user = await linkedUser();
    const reminder = await saveReminder(user.userId, { title: 'Water bill' });
    file.provider.duringEventRequests(async () => {
      file.provider.duringEventRequests(undefined);
      await db()
        .update(reminders)
        .set({ title: 'Water bill (new amount)' })
        .where(eq(reminders.id, reminder.id));
      await queueCalendarSync(db(), user.userId, reminder.id, 'upsert');
    });
    const start = justAfterNow();
    expect(await sync(start)).toMatchObject({ sent: 1 });
    expect(file.provider.events.get(eventIdOf(reminder.id))).toMatchObject({ summary: 'Water bill' });
    expect(await jobOf(reminder.id)).toMatchObject({ action: 'upsert', attempts: 0 });

    await sync(new Date(start.getTime() + 1000));
    expect(file.provider.events.get(eventIdOf(reminder.id))).toMatchObject({
      summary: 'Water bill (new amount)',
    });
    expect(await jobOf(reminder.id)).toBeUndefined();
  });

  it('creates the event again when it was deleted in the calendar app', async () => {
    const user = await linkedUser();
    const reminder = await saveReminder(user.userId);
    await sync();
    file.provider.events.delete(eventIdOf(reminder.id));
    await queueCalendarSync(db(), user.userId, reminder.id, 'upsert');
    await sync();
    expect(file.provider.eventRequests.slice(-2).map((request) => request.method)).toEqual(['PUT', 'POST']);
    expect(file.provider.events.has(eventIdOf(reminder.id))).toBe(true);
  });
});

describe('failures', () => {
  it('retries with exponential back-off while the provider fails', async () => {
    const user = await linkedUser();
    const reminder = await saveReminder(user.userId);
    const start = justAfterNow();
    file.provider.failEvents(2, 503);

    expect(await sync(start)).toMatchObject({ sent: 0, failed: 1 });
    let job = await jobOf(reminder.id);
    expect(job).toMatchObject({ attempts: 1, lastError: 'event update answered 503' });
    expect(job?.nextAttemptAt.getTime()).toBe(start.getTime() + retryDelayMs(1));
    // Not due again before its time.
    expect(await sync(new Date(start.getTime() + retryDelayMs(1) - 1000))).toMatchObject({ failed: 0 });

    const second = new Date(start.getTime() + retryDelayMs(1));
    expect(await sync(second)).toMatchObject({ failed: 1 });
    job = await jobOf(reminder.id);
    expect(job?.attempts).toBe(2);
    expect(job?.nextAttemptAt.getTime()).toBe(second.getTime() + retryDelayMs(2));
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));

    expect(await sync(new Date(second.getTime() + retryDelayMs(2)))).toMatchObject({ sent: 1 });
    expect(await jobOf(reminder.id)).toBeUndefined();
    expect(file.provider.events.has(eventIdOf(reminder.id))).toBe(true);
  });

  it('caps the back-off at six hours', () => {
    expect(retryDelayMs(1)).toBe(60_000);
    expect(retryDelayMs(30)).toBe(6 * 60 * 60_000);
  });

  it('refreshes an access token that has expired, and stores the new one encrypted', async () => {
    const user = await linkedUser();
    const [before] = await db().select().from(calendarLinks).where(eq(calendarLinks.userId, user.userId));
    await saveReminder(user.userId);
    // Two hours on, the hour-long access token has expired.
    const later = new Date(Date.now() + 2 * 60 * 60_000);
    file.provider.expireAccessTokens();

    expect(await sync(later)).toMatchObject({ sent: 1 });
    expect(file.provider.tokenGrants).toEqual(['refresh_token']);
    const [after] = await db().select().from(calendarLinks).where(eq(calendarLinks.userId, user.userId));
    const token = (row: typeof after) =>
      decryptToken(TOKEN_KEY, row?.accessTokenEncrypted ?? '', accessTokenContext(user.userId));
    expect(token(after)).not.toBe(token(before));
    expect(after?.accessTokenExpiresAt?.getTime()).toBe(later.getTime() + 3600_000);
  });

  it('refreshes once when the provider refuses an access token it still dates as valid', async () => {
    const user = await linkedUser();
    const reminder = await saveReminder(user.userId);
    file.provider.expireAccessTokens();
    expect(await sync()).toMatchObject({ sent: 1 });
    expect(file.provider.tokenGrants).toEqual(['refresh_token']);
    expect(file.provider.eventRequests.map((request) => request.method)).toEqual(['POST', 'POST']);
    expect(file.provider.events.has(eventIdOf(reminder.id))).toBe(true);
  });

  it('unlinks when the grant was revoked', async () => {
    const user = await linkedUser();
    await saveReminder(user.userId);
    await saveReminder(user.userId);
    file.provider.revokeGrants();
    expect(await sync()).toMatchObject({ sent: 0, unlinked: 1 });
    expect(await db().select().from(calendarLinks).where(eq(calendarLinks.userId, user.userId))).toEqual([]);
    expect(
      await db().select().from(calendarSyncJobs).where(eq(calendarSyncJobs.userId, user.userId)),
    ).toEqual([]);
  });

  it('retries, keeping the link, when the token endpoint is down', async () => {
    const user = await linkedUser();
    const first = await saveReminder(user.userId, { title: 'First' });
    const second = await saveReminder(user.userId, { title: 'Second' });
    file.provider.failTokens(1, 503);
    // The access token has expired: the first job's refresh fails, the second job's works.
    const summary = await sync(new Date(Date.now() + 2 * 60 * 60_000));
    expect(summary).toMatchObject({ sent: 1, failed: 1, unlinked: 0 });
    const failed = [await jobOf(first.id), await jobOf(second.id)].filter((job) => job !== undefined);
    expect(failed).toEqual([
      expect.objectContaining({ attempts: 1, lastError: 'token endpoint answered 503 server_error' }),
    ]);
    expect(await db().select().from(calendarLinks).where(eq(calendarLinks.userId, user.userId))).toHaveLength(
      1,
    );
  });

  it('saves, edits and deletes reminders while the provider is down: the changes wait in the queue', async () => {
    const user = await linkedUser();
    const call = userCallerFor(file.app, '/api/reminders', user);
    await file.provider.stop();
    try {
      const created = await call('POST', '', {
        title: 'Offline provider',
        date: '2031-05-01T09:00:00+02:00',
      });
      expect(created.statusCode).toBe(201);
      const reminder = dataOf<Reminder>(created);
      expect(await jobOf(reminder._id)).toMatchObject({ action: 'upsert', attempts: 0 });
      const edited = await call('PUT', `/${reminder._id}`, {
        title: 'Edited',
        date: '2031-05-02T09:00:00+02:00',
      });
      expect(edited.statusCode).toBe(200);

      expect(await sync()).toMatchObject({ failed: 1 });
      expect((await jobOf(reminder._id))?.lastError).toMatch(/^calendar service unreachable \(\w+\)$/);
      expect((await call('DELETE', `/${reminder._id}`)).statusCode).toBe(200);
      expect(await jobOf(reminder._id)).toMatchObject({ action: 'delete', attempts: 0 });
    } finally {
      file.provider = await startFakeCalendarProvider(Number(new URL(file.provider.url).port));
    }
  });
});

describe('several instances', () => {
  it('sends each change once when two workers run at the same time', async () => {
    const user = await linkedUser();
    const saved = await Promise.all(
      Array.from({ length: 30 }, (_, index) => saveReminder(user.userId, { title: `Bill ${index}` })),
    );
    const second = await openSecondConnection(file.testDb.database);
    try {
      const results = await Promise.all([sync(), sync(justAfterNow(), second?.db ?? db())]);
      expect(results.reduce((total, result) => total + result.sent, 0)).toBe(saved.length);
      const posts = file.provider.eventRequests.filter((request) => request.method === 'POST');
      expect(posts).toHaveLength(saved.length);
      expect(saved.every((reminder) => file.provider.events.has(eventIdOf(reminder.id)))).toBe(true);
    } finally {
      await second?.close();
    }
  });
});
