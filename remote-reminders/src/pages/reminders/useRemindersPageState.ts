import { useMemo } from 'react';
import { localDay, type OutboxEntry } from '@moneta/shared';
import { MESSAGES } from '@moneta/shared/ui';
import { useDialog } from '@moneta/shared/ui/dashboard';
import { useCalendarCallback } from './useCalendarCallback';
import { useLastError } from './lastError';
import type { Occurrence } from './occurrences';
import { useReminders } from './useReminders';

/** The add / edit form's subject: a day and the reminder edited (null to add one). */
export interface EditorTarget {
  day: string;
  reminder: Occurrence['reminder'] | null;
  /** A refused offline create being corrected. */
  draft?: OutboxEntry;
}

/** An occurrence's event id on the grid: the reminder's id and which of its repeats it is. */
const eventId = ({ reminder, index }: Occurrence) => `${reminder._id}#${index}`;

/** The reminders screen's state: the list and its events, the screen's error, the dialogs and the grid's clicks. */
export function useRemindersPageState() {
  const list = useReminders();
  const callback = useCalendarCallback();
  const error = useLastError(
    list.result.error,
    callback.failed ? 'Failed to connect Google Calendar.' : null,
  );
  const editor = useDialog<EditorTarget>();
  const details = useDialog<Occurrence>();
  const deleting = useDialog<Occurrence>();

  const events = useMemo(
    () =>
      list.occurrences.map((occurrence) => ({
        id: eventId(occurrence),
        title: occurrence.reminder.title,
        start: occurrence.start,
      })),
    [list.occurrences],
  );

  const addOn = (day: string) => {
    // "Today" is the browser's: a day before it cannot take a new reminder.
    if (day < localDay()) error.fail(MESSAGES.reminderPastDate);
    else editor.show({ day, reminder: null });
  };
  const showDetails = (id: string) => {
    const occurrence = list.occurrences.find((shown) => eventId(shown) === id);
    if (occurrence) details.show(occurrence);
  };
  // A refused new reminder reopens the form on its day, with what was typed.
  const correct = (draft: OutboxEntry) => {
    if (draft.write.domain !== 'reminders' || draft.write.action !== 'create') return;
    editor.show({ day: localDay(new Date(draft.write.body.date)), reminder: null, draft });
  };

  return { list, callback, error, editor, details, deleting, events, addOn, showDetails, correct };
}
