// The reminders domain, with the calendar service link: its API calls, query keys, hooks and what a change of a
// reminder makes stale.
export { calendarLinkApi, remindersApi } from './api';
export { calendarLinkEndpoints, remindersEndpoints, type ReminderWindow } from './endpoints';
export {
  useCalendarLinkChange,
  useCalendarLinkStatus,
  useReminderChange,
  useReminderFeed,
  useReminderList,
  useReminderPreferences,
} from './hooks';
export { REMINDER_CHANGES, remindersKeys } from './keys';
