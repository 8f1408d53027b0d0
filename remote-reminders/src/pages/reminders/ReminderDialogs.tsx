import { localDay } from '@moneta/shared';
import { MESSAGES } from '@moneta/shared/ui';
import { useAnnounce, type Dialog } from '@moneta/shared/ui/dashboard';
import { useRemindersT } from '../../i18n';
import type { Occurrence } from './occurrences';
import { DeleteReminderModal, ReminderDetailsModal, ReminderFormModal } from './reminderModals';
import type { EditorTarget } from './useRemindersPageState';

interface ReminderDialogsProps {
  editor: Dialog<EditorTarget>;
  details: Dialog<Occurrence>;
  deleting: Dialog<Occurrence>;
  /** A save or delete starts: the screen's error goes. */
  onStart: () => void;
}

/** The reminders screen's dialogs: add or edit, details, and the delete confirmation over the details. */
export function ReminderDialogs({ editor, details, deleting, onStart }: ReminderDialogsProps) {
  const t = useRemindersT();
  const announce = useAnnounce();
  return (
    <>
      {editor.render(({ day, reminder, draft }, frame) => (
        <ReminderFormModal
          {...frame}
          day={day}
          reminder={reminder}
          draft={draft}
          onStart={onStart}
          onCancel={editor.close}
          onSaved={(outcome) => {
            editor.close();
            announce(
              t(outcome === 'created' ? MESSAGES.reminderCreated : MESSAGES.reminderUpdated),
              outcome === 'queued',
            );
          }}
        />
      ))}
      {details.render((occurrence, frame) => (
        <ReminderDetailsModal
          {...frame}
          occurrence={occurrence}
          onClose={details.close}
          onEdit={() => {
            details.close();
            editor.show({ day: localDay(new Date(occurrence.reminder.date)), reminder: occurrence.reminder });
          }}
          onDelete={() => deleting.show(occurrence)}
        />
      ))}
      {deleting.render((occurrence, frame) => (
        <DeleteReminderModal
          {...frame}
          occurrence={occurrence}
          onStart={onStart}
          onCancel={deleting.close}
          onDeleted={(queued) => {
            deleting.close();
            details.close();
            announce(t(MESSAGES.reminderDeleted), queued);
          }}
        />
      ))}
    </>
  );
}
