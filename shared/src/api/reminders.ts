import type {
  CalendarLinkStart,
  CalendarLinkStatus,
  Reminder,
  ReminderFeed,
  ReminderInput,
  ReminderPreferences,
} from '../contract/reminders';
import { unwrap } from './unwrap';
import { madeFrom, saved } from './versions';

// axios loads with the first call, not with the page.
const client = async () => (await import('./client')).apiClient;
const BASE = '/reminders';
const path = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** The instants a calendar shows, as ISO date-times with their offset; the API answers the reminders due in it. */
export interface ReminderWindow {
  from: string;
  to: string;
}

/** Reminders. */
export const remindersApi = {
  list: async (window?: ReminderWindow) =>
    unwrap<Reminder[]>(await (await client()).get(BASE, { params: window })),
  /**
   * `idempotencyKey` is made once per opening of the Add modal, so a retried save (a timeout, a second click)
   * creates the reminder once.
   */
  create: async (input: ReminderInput, idempotencyKey: string) =>
    unwrap<Reminder>(
      await (await client()).post(BASE, input, { headers: { 'Idempotency-Key': idempotencyKey } }),
    ),
  /** `version`: the updatedAt of the reminder the edit was made from; a newer one is not overwritten (412). */
  update: async (id: string, input: ReminderInput, version?: string) =>
    saved(unwrap<Reminder>(await (await client()).put(path(id), input, madeFrom(id, version)))),
  /** The answer may carry the reminder; the screen goes by the id it sent. */
  remove: async (id: string) => {
    await (await client()).delete(path(id));
  },
  preferences: async () => unwrap<ReminderPreferences>(await (await client()).get(`${BASE}/preferences`)),
  setPreferences: async (preferences: ReminderPreferences) =>
    unwrap<ReminderPreferences>(await (await client()).put(`${BASE}/preferences`, preferences)),
  feed: async () => unwrap<ReminderFeed>(await (await client()).get(`${BASE}/feed`)),
  /** Turns the iCalendar feed on, or gives it a new address: the old one stops working. */
  renewFeed: async () => unwrap<ReminderFeed>(await (await client()).post(`${BASE}/feed`)),
  removeFeed: async () => {
    await (await client()).delete(`${BASE}/feed`);
  },
};

/** The calendar service link. */
export const calendarLinkApi = {
  status: async () => unwrap<CalendarLinkStatus>(await (await client()).get('/google')),
  /** The provider's authorisation page, where the browser goes next. */
  start: async () => unwrap<CalendarLinkStart>(await (await client()).post('/google')),
  unlink: async () => {
    await (await client()).delete('/google');
  },
};
