// The reminders API, with the calendar service link: every call's method, path and types, read by the client
// (./api.ts) and the API's routes.
import type {
  CalendarLinkStart,
  CalendarLinkStatus,
  Reminder,
  ReminderFeed,
  ReminderInput,
  ReminderPreferences,
} from '../../contract/reminders';
import { endpoint } from '../endpoint';

/** The instants a calendar shows, as ISO date-times with their offset; the API answers the reminders due in it. */
export interface ReminderWindow {
  from: string;
  to: string;
}

export const remindersEndpoints = {
  list: endpoint<Reminder[], ReminderWindow | undefined>('GET', '/reminders'),
  create: endpoint<Reminder, ReminderInput>('POST', '/reminders'),
  preferences: endpoint<ReminderPreferences>('GET', '/reminders/preferences'),
  setPreferences: endpoint<ReminderPreferences, ReminderPreferences>('PUT', '/reminders/preferences'),
  feed: endpoint<ReminderFeed>('GET', '/reminders/feed'),
  renewFeed: endpoint<ReminderFeed>('POST', '/reminders/feed'),
  removeFeed: endpoint('DELETE', '/reminders/feed'),
  update: endpoint<Reminder, ReminderInput>('PUT', '/reminders/:id'),
  remove: endpoint('DELETE', '/reminders/:id'),
} as const;

export const calendarLinkEndpoints = {
  status: endpoint<CalendarLinkStatus>('GET', '/google'),
  start: endpoint<CalendarLinkStart>('POST', '/google'),
  unlink: endpoint('DELETE', '/google'),
} as const;
