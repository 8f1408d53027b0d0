import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  MESSAGES,
  REMINDER_TITLE_MAX_LENGTH,
  type Reminder,
  type ReminderPreferences,
} from '@moneta/shared/contract';
import { calendarLinks, calendarSyncJobs, reminders, reminderSettings } from '../src/db/schema';
import { pinClock, unpinClock } from './analytics-fixtures';
import { dataOf, failureOf } from './goal-fixtures';
import { bearer, deleteAccount, useTestApp, type UserCaller } from './helpers';
import {
  addReminder,
  daysFromNow,
  editReminder,
  newReminderCaller,
  reminderInput,
} from './reminder-fixtures';

const file = useTestApp();
const newCaller = () => newReminderCaller(file.app);
const db = () => file.testDb.database.db;

async function list(call: UserCaller, query = ''): Promise<Reminder[]> {
  const response = await call('GET', `/${query}`);
  expect(response.statusCode).toBe(200);
  return dataOf<Reminder[]>(response);
}

const titles = (items: Reminder[]) => items.map((item) => item.title);

function expectFieldError(response: Awaited<ReturnType<UserCaller>>, field: string, message: string) {
  expect(response.statusCode).toBe(422);
  expect(failureOf(response)).toEqual({ success: false, message, errors: [{ field, message }] });
}

describe('authentication', () => {
  const id = randomUUID();
  it.each([
    ['GET', '/'],
    ['POST', '/'],
    ['PUT', `/${id}`],
    ['DELETE', `/${id}`],
    ['GET', '/preferences'],
    ['PUT', '/preferences'],
    ['GET', '/feed'],
    ['POST', '/feed'],
    ['DELETE', '/feed'],
  ] as const)('%s %s needs a bearer token', async (method, path) => {
    const response = await file.app.inject({ method, url: `/api/reminders${path}` });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: MESSAGES.authRequired });
  });
});

describe('create', () => {
  it("answers 201 with the reminder, its date written in the person's zone", async () => {
    const call = await newCaller();
    const response = await call(
      'POST',
      '/',
      { title: 'Pay rent', date: '2031-12-01T08:30:00Z', description: 'Flat 4', repeat: 'monthly' },
      { timezone: 'Europe/Paris' },
    );
    expect(response.statusCode).toBe(201);
    const body = response.json<{ success: boolean; data: Reminder; message: string }>();
    expect(body).toEqual({
      success: true,
      message: MESSAGES.reminderCreated,
      data: {
        _id: expect.any(String),
        title: 'Pay rent',
        date: '2031-12-01T09:30:00.000+01:00',
        description: 'Flat 4',
        repeat: 'monthly',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    });
    expect(Date.parse(body.data.createdAt)).not.toBeNaN();
    const [row] = await db().select().from(reminders).where(eq(reminders.id, body.data._id));
    expect(row).toMatchObject({ userId: call.userId, timeZone: 'Europe/Paris' });
    expect(row?.nextDeliveryAt?.toISOString()).toBe('2031-12-01T08:30:00.000Z');
  });

  it('defaults the description and the repeat, and trims the title', async () => {
    const call = await newCaller();
    const created = await addReminder(call, { title: '  Call the bank \n' });
    expect(created).toMatchObject({ title: 'Call the bank', description: '', repeat: 'none' });
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['blank', '   '],
  ])('refuses a title that is %s', async (_name, title) => {
    const call = await newCaller();
    const response = await call('POST', '/', { ...reminderInput(), title });
    expectFieldError(response, 'title', MESSAGES.reminderTitleRequired);
  });

  it(`takes a title of ${REMINDER_TITLE_MAX_LENGTH} characters, not one more`, async () => {
    const call = await newCaller();
    const longest = 'x'.repeat(REMINDER_TITLE_MAX_LENGTH);
    expect((await addReminder(call, { title: ` ${longest} ` })).title).toBe(longest);
    const response = await call('POST', '/', reminderInput({ title: `${longest}x` }));
    expectFieldError(response, 'title', MESSAGES.reminderTitleTooLong);
  });

  it.each([
    ['not a date', 'next tuesday'],
    ['an impossible day', '2031-02-30T10:00:00Z'],
    ['a date without a time', '2031-12-01'],
    ['a time without an offset', '2031-12-01T09:30:00'],
    ['an impossible hour', '2031-12-01T24:30:00Z'],
  ])('refuses %s', async (_name, date) => {
    const call = await newCaller();
    expectFieldError(await call('POST', '/', reminderInput({ date })), 'date', MESSAGES.reminderDateInvalid);
  });

  it('refuses an unknown repeat', async () => {
    const call = await newCaller();
    const response = await call('POST', '/', { ...reminderInput(), repeat: 'daily' });
    expectFieldError(response, 'repeat', MESSAGES.reminderRepeatInvalid);
  });

  it('refuses yesterday', async () => {
    const call = await newCaller();
    expectFieldError(
      await call('POST', '/', reminderInput({ date: daysFromNow(-1) })),
      'date',
      MESSAGES.reminderPastDate,
    );
  });
});

describe("the past, read in the person's zone", () => {
  afterEach(unpinClock);

  it('east of UTC: just after midnight in Paris, yesterday there is refused though it is today in UTC', async () => {
    pinClock('2030-01-15T23:30:00Z'); // Paris: 16 January, 00:30
    const call = await newCaller();
    const lateYesterday = reminderInput({ date: '2030-01-15T23:50:00+01:00' });
    expectFieldError(
      await call('POST', '/', lateYesterday, { timezone: 'Europe/Paris' }),
      'date',
      MESSAGES.reminderPastDate,
    );
    expect((await call('POST', '/', lateYesterday, { timezone: 'UTC' })).statusCode).toBe(201);
    const earlyToday = reminderInput({ date: '2030-01-16T00:10:00+01:00' });
    expect((await call('POST', '/', earlyToday, { timezone: 'Europe/Paris' })).statusCode).toBe(201);
  });

  it('west of UTC: late evening in New York, its today is taken though it is yesterday in UTC', async () => {
    pinClock('2030-01-15T04:30:00Z'); // New York: 14 January, 23:30
    const call = await newCaller();
    const todayThere = reminderInput({ date: '2030-01-14T12:00:00-05:00' });
    expect((await call('POST', '/', todayThere, { timezone: 'America/New_York' })).statusCode).toBe(201);
    expectFieldError(
      await call('POST', '/', todayThere, { timezone: 'UTC' }),
      'date',
      MESSAGES.reminderPastDate,
    );
    const yesterdayThere = reminderInput({ date: '2030-01-13T23:00:00-05:00' });
    expectFieldError(
      await call('POST', '/', yesterdayThere, { timezone: 'America/New_York' }),
      'date',
      MESSAGES.reminderPastDate,
    );
  });
});

describe('update', () => {
  it('replaces the fields and allows a past date', async () => {
    const call = await newCaller();
    const created = await addReminder(call, { title: 'Water bill' });
    const lastWeek = daysFromNow(-7);
    const response = await call(
      'PUT',
      `/${created._id}`,
      { title: ' Water bill (paid) ', date: lastWeek, description: 'ref 42', repeat: 'yearly' },
      { timezone: 'Asia/Kolkata' },
    );
    expect(response.statusCode).toBe(200);
    const body = response.json<{ data: Reminder; message: string }>();
    expect(body.message).toBe(MESSAGES.reminderUpdated);
    expect(body.data).toMatchObject({
      _id: created._id,
      title: 'Water bill (paid)',
      description: 'ref 42',
      repeat: 'yearly',
      createdAt: created.createdAt,
    });
    expect(body.data.date).toMatch(/\+05:30$/);
    expect(Date.parse(body.data.date)).toBe(Date.parse(lastWeek));
    expect(Date.parse(body.data.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));
  });

  it('validates as create does', async () => {
    const call = await newCaller();
    const created = await addReminder(call);
    expectFieldError(
      await call('PUT', `/${created._id}`, reminderInput({ title: ' ' })),
      'title',
      MESSAGES.reminderTitleRequired,
    );
    expectFieldError(
      await call('PUT', `/${created._id}`, reminderInput({ date: '2031-12-01T09:30' })),
      'date',
      MESSAGES.reminderDateInvalid,
    );
  });
});

describe('delete', () => {
  it('answers the deleted reminder, which is gone', async () => {
    const call = await newCaller();
    const created = await addReminder(call);
    const response = await call('DELETE', `/${created._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: MESSAGES.reminderDeleted, data: created });
    expect(await list(call)).toEqual([]);
    const again = await call('DELETE', `/${created._id}`);
    expect(again.statusCode).toBe(404);
    expect(failureOf(again).message).toBe(MESSAGES.reminderNotFound);
  });
});

describe('list', () => {
  it("answers the user's reminders, earliest first", async () => {
    const call = await newCaller();
    await addReminder(call, { title: 'Later', date: daysFromNow(9) });
    await addReminder(call, { title: 'Sooner', date: daysFromNow(3) });
    expect(titles(await list(call))).toEqual(['Sooner', 'Later']);
  });

  it('answers, for a window, the reminders that can fall in it', async () => {
    const call = await newCaller();
    const window = { from: '2031-05-01T00:00:00+02:00', to: '2031-06-01T00:00:00+02:00' };
    await addReminder(call, { title: 'Before', date: '2031-04-30T23:59:59+02:00' });
    await addReminder(call, { title: 'At from', date: window.from });
    await addReminder(call, { title: 'Inside', date: '2031-05-15T09:00:00Z' });
    await addReminder(call, { title: 'At to', date: window.to });
    await addReminder(call, {
      title: 'Weekly since January',
      date: '2031-01-05T09:00:00Z',
      repeat: 'weekly',
    });
    await addReminder(call, { title: 'Yearly from June', date: '2031-06-01T09:00:00Z', repeat: 'yearly' });
    const query = `?from=${encodeURIComponent(window.from)}&to=${encodeURIComponent(window.to)}`;
    expect(titles(await list(call, query))).toEqual(['Weekly since January', 'At from', 'Inside']);
    expect(await list(call)).toHaveLength(6);
  });

  it.each([
    ['only from', '?from=2031-05-01T00:00:00Z'],
    ['only to', '?to=2031-05-01T00:00:00Z'],
    ['from after to', '?from=2031-06-01T00:00:00Z&to=2031-05-01T00:00:00Z'],
    ['a date without an offset', '?from=2031-05-01T00:00:00&to=2031-06-01T00:00:00Z'],
  ])('refuses a window with %s', async (_name, query) => {
    const call = await newCaller();
    const response = await call('GET', `/${query}`);
    expect(response.statusCode).toBe(422);
    expect(failureOf(response).message).toBe(MESSAGES.reminderWindowInvalid);
  });
});

describe('ownership', () => {
  it("another user's reminder is unknown", async () => {
    const owner = await newCaller();
    const other = await newCaller();
    const theirs = await addReminder(owner, { title: 'Private' });
    expect(await list(other)).toEqual([]);
    for (const response of [
      await other('PUT', `/${theirs._id}`, reminderInput()),
      await other('DELETE', `/${theirs._id}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(failureOf(response)).toEqual({ success: false, message: MESSAGES.reminderNotFound });
    }
    expect(titles(await list(owner))).toEqual(['Private']);
  });

  it.each(['not-a-uuid', '123', `${randomUUID()}x`])('answers a malformed id %s with 404', async (id) => {
    const call = await newCaller();
    for (const response of [await call('PUT', `/${id}`, reminderInput()), await call('DELETE', `/${id}`)]) {
      expect(response.statusCode).toBe(404);
      expect(failureOf(response).message).toBe(MESSAGES.reminderNotFound);
    }
  });
});

describe('preferences', () => {
  it('e-mails are on until turned off', async () => {
    const call = await newCaller();
    expect(dataOf<ReminderPreferences>(await call('GET', '/preferences'))).toEqual({ emails: true });
    const saved = await call('PUT', '/preferences', { emails: false });
    expect(saved.statusCode).toBe(200);
    expect(dataOf<ReminderPreferences>(saved)).toEqual({ emails: false });
    expect(dataOf<ReminderPreferences>(await call('GET', '/preferences'))).toEqual({ emails: false });
    await call('PUT', '/preferences', { emails: true });
    expect(dataOf<ReminderPreferences>(await call('GET', '/preferences'))).toEqual({ emails: true });
  });

  it('refuses anything but a boolean', async () => {
    const call = await newCaller();
    expectFieldError(
      await call('PUT', '/preferences', { emails: 'no' }),
      'emails',
      MESSAGES.reminderPreferenceInvalid,
    );
  });
});

describe('the linked calendar', () => {
  it('gets every create, update and delete queued, in the same transaction', async () => {
    const call = await newCaller();
    await db().insert(calendarLinks).values({ userId: call.userId, accessTokenEncrypted: 'sealed' });
    const created = await addReminder(call);
    const jobs = () =>
      db().select().from(calendarSyncJobs).where(eq(calendarSyncJobs.reminderId, created._id));
    expect(await jobs()).toEqual([expect.objectContaining({ action: 'upsert', userId: call.userId })]);
    await db().update(reminders).set({ calendarEventId: 'evt-1' }).where(eq(reminders.id, created._id));
    await editReminder(call, created._id, reminderInput({ title: 'Renamed' }));
    expect(await jobs()).toEqual([expect.objectContaining({ action: 'upsert' })]);
    await call('DELETE', `/${created._id}`);
    expect(await jobs()).toEqual([expect.objectContaining({ action: 'delete', eventId: 'evt-1' })]);
  });

  it('queues nothing for a user without one', async () => {
    const call = await newCaller();
    const created = await addReminder(call);
    expect(
      await db().select().from(calendarSyncJobs).where(eq(calendarSyncJobs.reminderId, created._id)),
    ).toEqual([]);
  });
});

describe("the user's data", () => {
  it('exports the reminders and the e-mail preference', async () => {
    const call = await newCaller();
    await call('PUT', '/preferences', { emails: false });
    const created = await addReminder(
      call,
      { title: 'Exported', repeat: 'weekly' },
      { timezone: 'Europe/Paris' },
    );
    const response = await file.app.inject({
      method: 'GET',
      url: '/api/settings/export',
      headers: bearer(call.accessToken),
    });
    const data = response.json<{ reminders: unknown[]; reminderPreferences: ReminderPreferences }>();
    expect(data.reminders).toEqual([
      {
        id: created._id,
        title: 'Exported',
        description: '',
        startsAt: new Date(created.date).toISOString(),
        timeZone: 'Europe/Paris',
        repeat: 'weekly',
        createdAt: created.createdAt,
        updatedAt: created.updatedAt,
      },
    ]);
    expect(data.reminderPreferences).toEqual({ emails: false });
  });

  it('goes with the account', async () => {
    const call = await newCaller();
    await call('POST', '/feed');
    const created = await addReminder(call);
    expect((await deleteAccount(file.app, call.accessToken)).statusCode).toBe(200);
    expect(await db().select().from(reminders).where(eq(reminders.id, created._id))).toEqual([]);
    expect(
      await db().select().from(reminderSettings).where(eq(reminderSettings.userId, call.userId)),
    ).toEqual([]);
  });
});
