import { useMemo, useState } from 'react';
import { remindersKeys, type ReminderWindow, useReminderList } from '@moneta/shared/reminders';
import { useIsMutating } from '@moneta/shared/query';
import { occurrencesIn, type Occurrence } from './occurrences';
import { withOffset } from './time';

/** The key the screen counts its reminders' creates, edits and deletes by. */
export const REMINDER_WRITES = remindersKeys.lists();

/** The window the grid shows, as instants and as the API's query. */
interface ShownWindow {
  from: Date;
  to: Date;
  query: ReminderWindow;
}

/**
 * the "reminder" state area for this screen: the reminders of the month the grid shows, asked for that
 * window only (the grid tells it on first render and after each move), each repeat expanded into its dates.
 */
export function useReminders() {
  const [shown, setShown] = useState<ShownWindow | null>(null);
  const result = useReminderList(shown ? shown.query : null);
  const occurrences = useMemo<Occurrence[]>(
    () => (shown && result.data ? occurrencesIn(result.data, shown.from, shown.to) : []),
    [result.data, shown],
  );
  const showWindow = (from: Date, to: Date) => {
    const query = { from: withOffset(from), to: withOffset(to) };
    setShown((current) =>
      current?.query.from === query.from && current.query.to === query.to ? current : { from, to, query },
    );
  };
  // any fetch, create, update or delete shows the screen as loading until it ends.
  const changing = useIsMutating({ mutationKey: REMINDER_WRITES }) > 0;
  return { occurrences, result, loading: result.isFetching || changing, showWindow };
}
