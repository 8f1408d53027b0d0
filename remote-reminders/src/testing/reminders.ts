// This remote's test helpers: reminders as the API returns them, and the page's calls mocked with them. The
// helpers every app shares (renderPage, signIn, apiError...) are in @moneta/shared/testing.
import {
  calendarLinkApi,
  remindersApi,
  type CalendarLinkStatus,
  type Reminder,
  type ReminderFeed,
  REMINDERS_PAGE_PATH,
} from '@moneta/shared/reminders';

let nextId = 1;

export function aReminder(overrides: Partial<Reminder> = {}): Reminder {
  const id = `reminder-${nextId++}`;
  return {
    _id: id,
    title: `Reminder ${id}`,
    date: '2025-06-20T09:30:00.000Z',
    description: '',
    repeat: 'none',
    createdAt: '2025-06-01T10:00:00.000Z',
    updatedAt: '2025-06-01T10:00:00.000Z',
    ...overrides,
  };
}

export interface ScreenAnswers {
  reminders?: Reminder[];
  link?: CalendarLinkStatus;
  emails?: boolean;
  feed?: ReminderFeed;
}

/** Every call the screen makes on opening, answered: by default no reminders, a configured unlinked calendar. */
export function mockScreen({
  reminders = [],
  link = { configured: true, linked: false },
  emails = true,
  feed = { url: null },
}: ScreenAnswers = {}) {
  return {
    list: jest.spyOn(remindersApi, 'list').mockResolvedValue(reminders),
    status: jest.spyOn(calendarLinkApi, 'status').mockResolvedValue(link),
    preferences: jest.spyOn(remindersApi, 'preferences').mockResolvedValue({ emails }),
    feed: jest.spyOn(remindersApi, 'feed').mockResolvedValue(feed),
  };
}

/** The tests' today: Sunday 15 June 2025, noon, in the local time zone. */
export const TODAY = new Date(2025, 5, 15, 12, 0, 0);

/** The reminders page at its address, signed in. */
export const PAGE_PATH = REMINDERS_PAGE_PATH;
