import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { rrulestr } from 'rrule';
import { MESSAGES, occurrenceDate, type Reminder, type ReminderFeed } from '@moneta/shared/contract';
import { feedIdOfToken, feedToken } from '../src/reminders/feed';
import { occurrenceAt } from '../src/reminders/occurrences';
import { dataOf, failureOf } from './goal-fixtures';
import { createTestApp, registerUser, TEST_JWT_SECRET, useTestApp, type UserCaller } from './helpers';
import { addReminder, reminderCallerFor } from './reminder-fixtures';

const file = useTestApp();
const NEW_YORK = 'America/New_York';
const PARIS = 'Europe/Paris';

async function newCaller(): Promise<UserCaller> {
  return reminderCallerFor(file.app, await registerUser(file.app));
}

async function feedOf(call: UserCaller, method: 'GET' | 'POST' | 'DELETE' = 'GET'): Promise<string | null> {
  const response = await call(method, '/feed');
  expect(response.statusCode).toBe(200);
  return dataOf<ReminderFeed>(response).url;
}

/** Fetches a feed address as a calendar app does: no credentials but the address. */
async function fetchFeed(url: string, app: FastifyInstance = file.app) {
  const { pathname, search } = new URL(url);
  return app.inject({ method: 'GET', url: `${pathname}${search}` });
}

/** The feed parsed by ical.js, its zones registered so that the events' times and repeats resolve. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
  return { calendar, events };
}

interface Occurrence {
  /** The wall-clock time in the event's zone, YYYY-MM-DDTHH:MM:SS. */
  wall: string;
  instant: string;
}

const occurrenceOf = (time: ICAL.Time): Occurrence => ({
  wall: time.toString(),
  instant: time.toJSDate().toISOString(),
});

/** The first `count` occurrences ical.js expands from the event. */
function expandWithIcalJs(event: ICAL.Event, count: number): Occurrence[] {
  const iterator = event.iterator();
  const found: Occurrence[] = [];
  for (let next = iterator.next(); next && found.length < count; next = iterator.next()) {
    found.push(occurrenceOf(next));
  }
  return found;
}

/**
 * The first `count` occurrences of the event's RRULE as rrule (python-dateutil's reading of RFC 5545) expands
 * it from the wall-clock time of DTSTART, each read in the event's zone by ical.js. ical.js 2.2.1 ignores
 * BYSETPOS in a monthly rule (kewisch/ical.js#960), which a reminder on the 29th or 30th uses.
 */
function expandWithRrule(event: ICAL.Event, count: number): Occurrence[] {
  const start = event.startDate;
  const floating = `${start.toString().replace(/[-:]/g, '')}Z`;
  const rule = String(event.component.getFirstPropertyValue('rrule'));
  return rrulestr(`DTSTART:${floating}\nRRULE:${rule}`)
    .all((_, index) => index < count)
    .map((date) => {
      const wall = ICAL.Time.fromDateTimeString(date.toISOString().slice(0, 19));
      wall.zone = start.zone;
      return occurrenceOf(wall);
    });
}

const eventTitled = (events: ICAL.Event[], title: string): ICAL.Event => {
  const found = events.find((event) => event.summary === title);
  if (!found) throw new Error(`no event ${title}`);
  return found;
};

describe('the feed address', () => {
  it('is off until turned on, then shown again, and a new one revokes the old', async () => {
    const call = await newCaller();
    expect(await feedOf(call)).toBeNull();
    const url = await feedOf(call, 'POST');
    expect(url).toMatch(/^http:\/\/localhost:8080\/api\/reminders\/calendar\.ics\?token=[A-Za-z0-9_-]{64}$/);
    expect(await feedOf(call)).toBe(url);

    const renewed = await feedOf(call, 'POST');
    expect(renewed).not.toBe(url);
    expect((await fetchFeed(url ?? '')).statusCode).toBe(404);
    expect((await fetchFeed(renewed ?? '')).statusCode).toBe(200);

    const revoked = await call('DELETE', '/feed');
    expect(revoked.json()).toEqual({
      success: true,
      message: MESSAGES.reminderFeedRevoked,
      data: { url: null },
    });
    expect(await feedOf(call)).toBeNull();
    const gone = await fetchFeed(renewed ?? '');
    expect(gone.statusCode).toBe(404);
    expect(failureOf(gone).message).toBe(MESSAGES.notFound);
  });

  it('needs a token made with this server secret for a current feed', async () => {
    const call = await newCaller();
    const url = new URL((await feedOf(call, 'POST')) ?? '');
    const token = url.searchParams.get('token') ?? '';
    const feedId = feedIdOfToken(new TextEncoder().encode(TEST_JWT_SECRET), token);
    expect(feedId).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));
    const forged = feedToken(
      new TextEncoder().encode('another-secret-another-secret-0123456789'),
      feedId ?? '',
    );
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const query of [
      '',
      '?token=',
      '?token=abc',
      `?token=${forged}`,
      `?token=${flipped}`,
      `?token=${token}x`,
    ]) {
      const response = await file.app.inject({ method: 'GET', url: `/api/reminders/calendar.ics${query}` });
      expect([query, response.statusCode]).toEqual([query, 404]);
    }
  });
});

describe('the feed rate limit', () => {
  it('is per address, so that one feed fetched too often does not hold back another', async () => {
    const { app: limited } = await createTestApp(file.testDb.database, { RATE_LIMIT_MAX: '2' });
    try {
      const [one, two] = [await newCaller(), await newCaller()];
      const urls = [(await feedOf(one, 'POST')) ?? '', (await feedOf(two, 'POST')) ?? ''];
      const statuses = [];
      for (const url of [urls[0], urls[0], urls[0], urls[1]]) {
        statuses.push((await fetchFeed(url ?? '', limited)).statusCode);
      }
      expect(statuses).toEqual([200, 200, 429, 200]);
    } finally {
      await limited.close();
    }
  });
});

describe('the feed', () => {
  it('is valid iCalendar with one event per reminder of its user only', async () => {
    const call = await newCaller();
    const other = await newCaller();
    await addReminder(other, { title: 'Not theirs', date: '2031-05-01T09:00:00Z' });
    const once = await addReminder(
      call,
      { title: 'Dentist', date: '2031-05-02T13:15:00Z' },
      { timezone: PARIS },
    );
    const monthly = await addReminder(
      call,
      { title: 'Card bill', date: '2031-01-31T14:00:00Z', repeat: 'monthly' },
      { timezone: NEW_YORK },
    );
    const response = await fetchFeed((await feedOf(call, 'POST')) ?? '');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body.endsWith('\r\n')).toBe(true);
    expect(response.body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);

    const { calendar, events } = parse(response.body);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toEqual(expect.any(String));
    expect(calendar.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toEqual(expect.any(String));
    expect(
      calendar.getAllSubcomponents('vtimezone').map((zone) => zone.getFirstPropertyValue('tzid')),
    ).toEqual([NEW_YORK, PARIS]);
    expect(events.map((event) => [event.uid, event.summary])).toEqual([
      [`${monthly._id}@localhost:8080`, 'Card bill'],
      [`${once._id}@localhost:8080`, 'Dentist'],
    ]);
    const dentist = eventTitled(events, 'Dentist');
    expect(dentist.isRecurring()).toBe(false);
    expect(dentist.startDate.toString()).toBe('2031-05-02T15:15:00');
    expect(dentist.startDate.toJSDate().toISOString()).toBe('2031-05-02T13:15:00.000Z');
    expect(dentist.component.getFirstPropertyValue('dtstamp')).toBeTruthy();
  });

  it("repeats as RRULEs that a parser expands to the API's own occurrences", async () => {
    const call = await newCaller();
    const reminders: Reminder[] = [
      await addReminder(
        call,
        { title: 'Card bill', date: '2031-01-31T14:00:00Z', repeat: 'monthly' },
        { timezone: NEW_YORK },
      ),
      await addReminder(
        call,
        { title: 'Gym', date: '2031-03-16T08:00:00Z', repeat: 'weekly' },
        { timezone: PARIS },
      ),
      await addReminder(
        call,
        { title: 'Leap day', date: '2032-02-29T12:00:00Z', repeat: 'yearly' },
        { timezone: 'UTC' },
      ),
      await addReminder(
        call,
        { title: 'On the 30th', date: '2031-01-30T10:00:00Z', repeat: 'monthly' },
        { timezone: 'UTC' },
      ),
      await addReminder(
        call,
        { title: 'Past midnight in Paris', date: '2031-01-30T23:30:00Z', repeat: 'monthly' },
        { timezone: PARIS },
      ),
    ];
    const { events } = parse((await fetchFeed((await feedOf(call, 'POST')) ?? '')).body);
    for (const reminder of reminders) {
      const event = eventTitled(events, reminder.title);
      expect(event.startDate.toJSDate().toISOString()).toBe(new Date(reminder.date).toISOString());
      const schedule = {
        startsAt: new Date(reminder.date),
        timeZone: event.startDate.zone.tzid,
        repeat: reminder.repeat,
      };
      const firstDate = event.startDate.toString().slice(0, 10);
      const expected = Array.from({ length: 14 }, (_, n) => ({
        date: occurrenceDate(firstDate, reminder.repeat, n),
        instant: occurrenceAt(schedule, n).toISOString(),
      }));
      const read = (occurrences: Occurrence[]) =>
        occurrences.map(({ wall, instant }) => ({ date: wall.slice(0, 10), instant }));
      expect([reminder.title, read(expandWithRrule(event, 14))]).toEqual([reminder.title, expected]);
      const rule = String(event.component.getFirstPropertyValue('rrule'));
      if (!rule.includes('BYSETPOS')) {
        expect([reminder.title, read(expandWithIcalJs(event, 14))]).toEqual([reminder.title, expected]);
      }
    }
    expect(expandWithRrule(eventTitled(events, 'Card bill'), 4).map(({ wall }) => wall)).toEqual([
      '2031-01-31T09:00:00',
      '2031-02-28T09:00:00',
      '2031-03-31T09:00:00',
      '2031-04-30T09:00:00',
    ]);
    expect(expandWithRrule(eventTitled(events, 'On the 30th'), 3).map(({ wall }) => wall)).toEqual([
      '2031-01-30T10:00:00',
      '2031-02-28T10:00:00',
      '2031-03-30T10:00:00',
    ]);
  });

  it('escapes text and folds long lines', async () => {
    const call = await newCaller();
    const title = 'Rent; flat 4, "B" \\ front door';
    const description = `Line one\nLine two; with, commas\\and a backslash. ${'Ünïcödé € 😀 '.repeat(12)}`;
    await addReminder(call, { title, description, date: '2031-05-02T13:15:00Z' });
    const body = (await fetchFeed((await feedOf(call, 'POST')) ?? '')).body;
    expect(body).toContain('SUMMARY:Rent\\; flat 4\\, "B" \\\\ front door');
    expect(body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const [event] = parse(body).events;
    expect(event?.summary).toBe(title);
    expect(event?.description).toBe(description.trim());
  });
});
