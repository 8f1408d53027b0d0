// Fixtures for the calendar link and sync tests: an app configured against the fake provider, the link's
// browser round trip (POST /api/google, the provider's consent, the callback with the binding cookie), and
// reminders written straight to the table.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { CalendarLinkStart, ReminderRepeat } from '@moneta/shared/contract';
import { CALENDAR_LINK_COOKIE } from '../src/auth/cookies';
import type { CalendarConfig } from '../src/config';
import type { Db } from '../src/db/client';
import { reminders } from '../src/db/schema';
import { startFakeCalendarProvider, type FakeCalendarProvider } from './fakeCalendarProvider';
import { bearer, cookieValue, createTestApp, createTestDatabase, type TestDatabase } from './helpers';

/** Moneta's token key in these tests. */
export const TOKEN_KEY = randomBytes(32);

/** The configuration of an app linked to `provider`; the background sync ticks only at start. */
export function calendarEnv(provider: FakeCalendarProvider): Record<string, string> {
  return {
    ...provider.env,
    CALENDAR_TOKEN_KEY: TOKEN_KEY.toString('base64'),
    CALENDAR_SYNC_INTERVAL_MS: '2147483647',
  };
}

export interface CalendarTestFile {
  testDb: TestDatabase;
  provider: FakeCalendarProvider;
  /** An app configured against `provider`. */
  app: FastifyInstance;
  calendar: CalendarConfig;
}

/** The database, fake provider and app of a test file: created before its first test, closed after its last. */
export function useCalendarTestApp(): CalendarTestFile {
  const file = {} as CalendarTestFile;
  beforeAll(async () => {
    file.testDb = await createTestDatabase();
    file.provider = await startFakeCalendarProvider();
    const { app, config } = await createTestApp(file.testDb.database, calendarEnv(file.provider));
    if (!config.calendar) throw new Error('calendar not configured');
    file.app = app;
    file.calendar = config.calendar;
  });
  afterAll(async () => {
    await file.app.close();
    await file.provider.stop();
    await file.testDb.dispose();
  });
  return file;
}

export interface StartedLink {
  /** The provider's authorisation page. */
  url: URL;
  /** The binding cookie's value. */
  binding: string;
}

export async function startLink(app: FastifyInstance, accessToken: string): Promise<StartedLink> {
  const response = await app.inject({ method: 'POST', url: '/api/google', headers: bearer(accessToken) });
  if (response.statusCode !== 200)
    throw new Error(`POST /api/google: ${response.statusCode} ${response.body}`);
  const binding = cookieValue(response, CALENDAR_LINK_COOKIE);
  if (!binding) throw new Error('POST /api/google set no binding cookie');
  return { url: new URL(response.json<{ data: CalendarLinkStart }>().data.url), binding };
}

/** The browser at the provider's page: where the provider sends it back (the callback, with code and state). */
export async function consent(url: URL): Promise<URL> {
  const response = await fetch(url, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (response.status !== 302 || !location) throw new Error(`authorisation answered ${response.status}`);
  return new URL(location);
}

/** The browser at the callback with its binding cookie (if any): the googleConnected value it lands with. */
export async function callback(app: FastifyInstance, at: URL, binding?: string): Promise<string | null> {
  const response = await app.inject({
    method: 'GET',
    url: `${at.pathname}${at.search}`,
    cookies: binding === undefined ? {} : { [CALENDAR_LINK_COOKIE]: binding },
  });
  if (response.statusCode !== 302)
    throw new Error(`callback answered ${response.statusCode} ${response.body}`);
  const landing = new URL(String(response.headers.location), 'http://moneta');
  if (landing.pathname !== '/dashboard/reminders') throw new Error(`callback led to ${landing.pathname}`);
  return landing.searchParams.get('googleConnected');
}

/** Links the user's calendar through the whole flow. */
export async function linkCalendar(app: FastifyInstance, accessToken: string): Promise<void> {
  const started = await startLink(app, accessToken);
  const connected = await callback(app, await consent(started.url), started.binding);
  if (connected !== 'true') throw new Error(`linking failed: googleConnected=${String(connected)}`);
}

export interface ReminderValues {
  title?: string;
  description?: string;
  startsAt?: Date;
  timeZone?: string;
  repeat?: ReminderRepeat;
}

export async function insertReminder(db: Db, userId: string, values: ReminderValues = {}) {
  const [row] = await db
    .insert(reminders)
    .values({
      userId,
      title: values.title ?? 'Pay electricity bill',
      description: values.description ?? '',
      startsAt: values.startsAt ?? new Date('2030-01-15T04:00:00Z'),
      timeZone: values.timeZone ?? 'UTC',
      repeat: values.repeat ?? 'none',
    })
    .returning();
  if (!row) throw new Error('reminder insert returned no row');
  return row;
}
