import type { ReminderInput, ReminderPreferences } from '../../contract/reminders';
import { madeFrom, saved } from '../../api/versions';
import { apiClient, request } from '@moneta/shared';
import { calendarLinkEndpoints, remindersEndpoints as calls, type ReminderWindow } from './endpoints';

const byId = (id: string) => ({ path: { id } });

/** Reminders. */
export const remindersApi = {
  list: (window?: ReminderWindow) => request(apiClient, calls.list, { body: window }),
  /**
   * `idempotencyKey` is made once per opening of the Add modal, so a retried save (a timeout, a second click)
   * creates the reminder once.
   */
  create: (input: ReminderInput, idempotencyKey: string) =>
    request(apiClient, calls.create, { body: input, headers: { 'Idempotency-Key': idempotencyKey } }),
  /** `version`: the updatedAt of the reminder the edit was made from; a newer one is not overwritten (412). */
  update: async (id: string, input: ReminderInput, version?: string) =>
    saved(await request(apiClient, calls.update, { ...byId(id), body: input, ...madeFrom(id, version) })),
  /** The answer may carry the reminder; the screen goes by the id it sent. */
  remove: async (id: string) => {
    await request(apiClient, calls.remove, byId(id));
  },
  preferences: () => request(apiClient, calls.preferences),
  setPreferences: (preferences: ReminderPreferences) =>
    request(apiClient, calls.setPreferences, { body: preferences }),
  feed: () => request(apiClient, calls.feed),
  /** Turns the iCalendar feed on, or gives it a new address: the old one stops working. */
  renewFeed: () => request(apiClient, calls.renewFeed),
  removeFeed: async () => {
    await request(apiClient, calls.removeFeed);
  },
};

/** The calendar service link. */
export const calendarLinkApi = {
  status: () => request(apiClient, calendarLinkEndpoints.status),
  /** The provider's authorisation page, where the browser goes next. */
  start: () => request(apiClient, calendarLinkEndpoints.start),
  unlink: async () => {
    await request(apiClient, calendarLinkEndpoints.unlink);
  },
};
