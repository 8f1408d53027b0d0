// The reminders' query keys, and what a change of a reminder makes stale.
import type { ReminderWindow } from './endpoints';

export const remindersKeys = {
  all: ['reminders'] as const,
  /** Every window's list. */
  lists: () => ['reminders', 'list'] as const,
  list: (window: ReminderWindow) => ['reminders', 'list', window] as const,
  preferences: () => ['reminders', 'preferences'] as const,
  feed: () => ['reminders', 'feed'] as const,
  calendarLink: () => ['reminders', 'calendar-link'] as const,
};

/** What a created, edited or deleted reminder makes stale: the reminder lists of every window, nothing else. */
export const REMINDER_CHANGES = [remindersKeys.lists()] as const;
