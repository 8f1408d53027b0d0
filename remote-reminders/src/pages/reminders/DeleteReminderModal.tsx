import { formatDate, localeAtom, useSharedAtom } from '@moneta/shared';
import type { Reminder } from '@moneta/shared/reminders';
import { QUEUED, sendOrQueue } from '@moneta/shared/query';
import { ErrorAlert, Flex, Typography, errorMessage } from '@moneta/shared/ui';
import { Modal } from '@moneta/shared/ui/dashboard';
import { useRemindersT } from '../../i18n';
import type { Occurrence } from './occurrences';
import { REMINDER_WRITES } from './useReminders';
import { useReminderChange } from '@moneta/shared/reminders';

interface DeleteReminderModalProps {
  open: boolean;
  occurrence: Occurrence;
  /** The delete starts: the screen's error goes. */
  onStart: () => void;
  onCancel: () => void;
  afterClose: () => void;
  /** `queued`: kept on this device, to be sent once the server can be reached. */
  onDeleted: (queued: boolean) => void;
}

/** Confirm Delete, the small modal over the details: confirming deletes and closes both. */
export function DeleteReminderModal({
  open,
  occurrence,
  onStart,
  onCancel,
  afterClose,
  onDeleted,
}: DeleteReminderModalProps) {
  const t = useRemindersT();
  const { language } = useSharedAtom(localeAtom);
  const { reminder, start } = occurrence;
  const remove = useReminderChange({
    mutationKey: REMINDER_WRITES,
    mutationFn: ({ _id, title }: Reminder) =>
      sendOrQueue({ domain: 'reminders', action: 'delete', id: _id, title }),
    onMutate: onStart,
    onSuccess: (result) => onDeleted(result === QUEUED),
  });
  return (
    <Modal
      open={open}
      title={t('Confirm Delete')}
      width={400}
      okText={t('Delete Reminder')}
      okButtonProps={{ danger: true, disabled: remove.isPending }}
      cancelText={t('Cancel')}
      confirmLoading={remove.isPending}
      onOk={() => !remove.isPending && remove.mutate(reminder)}
      onCancel={onCancel}
      afterClose={() => {
        remove.reset();
        afterClose();
      }}
    >
      <Flex vertical gap="small">
        <ErrorAlert message={remove.error && errorMessage(remove.error, 'Failed to delete reminder')} />
        <Typography.Text>{t('Are you sure you want to delete this reminder?')}</Typography.Text>
        <Flex vertical>
          <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
            {reminder.title}
          </Typography.Text>
          <Typography.Text type="secondary">{formatDate(start, language, 'dateTime')}</Typography.Text>
        </Flex>
        {reminder.repeat === 'none' ? null : (
          <Typography.Text type="secondary">{t('Every repeat of it is deleted too.')}</Typography.Text>
        )}
        <Typography.Text type="danger">{t('This action cannot be undone.')}</Typography.Text>
      </Flex>
    </Modal>
  );
}
