// The reminders' hooks for the screens: the reads with their keys, and the change hooks that make stale what a
// change of a reminder, or of the calendar link, does.
import { changeOf, skipToken, useQuery } from '@moneta/shared/query';
import { calendarLinkApi, remindersApi } from './api';
import type { ReminderWindow } from './endpoints';
import { REMINDER_CHANGES, remindersKeys } from './keys';

/** The reminders due in `window`; without one, none is asked for yet. */
export const useReminderList = (window: ReminderWindow | null) =>
  useQuery({
    queryKey: window ? remindersKeys.list(window) : remindersKeys.lists(),
    queryFn: window ? () => remindersApi.list(window) : skipToken,
  });

export const useReminderPreferences = () =>
  useQuery({ queryKey: remindersKeys.preferences(), queryFn: remindersApi.preferences });

export const useReminderFeed = () => useQuery({ queryKey: remindersKeys.feed(), queryFn: remindersApi.feed });

export const useCalendarLinkStatus = () =>
  useQuery({ queryKey: remindersKeys.calendarLink(), queryFn: calendarLinkApi.status });

/** A created, edited or deleted reminder. */
export const useReminderChange = changeOf(REMINDER_CHANGES);

/** The calendar service linked or unlinked. */
export const useCalendarLinkChange = changeOf([remindersKeys.calendarLink()]);
