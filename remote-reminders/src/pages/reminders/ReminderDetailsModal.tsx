import { formatDate, localeAtom, useSharedAtom } from '@moneta/shared';
import { Button, Flex, Typography } from '@moneta/shared/ui';
import { DeleteOutlined, EditOutlined, Modal } from '@moneta/shared/ui/dashboard';
import { Descriptions } from '@moneta/shared/ui/display';
import { useRemindersT } from '../../i18n';
import type { Occurrence } from './occurrences';
import { REPEAT_LABELS } from './repeatLabels';

interface ReminderDetailsModalProps {
  open: boolean;
  /** The clicked reminder, on the date it was clicked at. */
  occurrence: Occurrence;
  onClose: () => void;
  afterClose: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** Reminder Details: title, Date, Time, and the repeat and note; Delete, Close, Edit. */
export function ReminderDetailsModal({
  open,
  occurrence: { reminder, start },
  onClose,
  afterClose,
  onEdit,
  onDelete,
}: ReminderDetailsModalProps) {
  const t = useRemindersT();
  const { language } = useSharedAtom(localeAtom);
  const items = [
    { key: 'date', label: t('Date'), children: formatDate(start, language, 'date') },
    { key: 'time', label: t('Time'), children: formatDate(start, language, 'time') },
    ...(reminder.repeat === 'none'
      ? []
      : [{ key: 'repeat', label: t('Repeat'), children: t(REPEAT_LABELS[reminder.repeat]) }]),
    ...(reminder.description
      ? [{ key: 'description', label: t('Description'), children: reminder.description }]
      : []),
  ];
  return (
    <Modal
      open={open}
      title={t('Reminder Details')}
      width={440}
      // The footer has its Close button; a second one in the corner would only repeat it.
      closable={false}
      onCancel={onClose}
      afterClose={afterClose}
      footer={
        <Flex justify="end" gap="small" wrap>
          <Button danger icon={<DeleteOutlined aria-hidden />} onClick={onDelete}>
            {t('Delete')}
          </Button>
          <Button onClick={onClose}>{t('Close')}</Button>
          <Button type="primary" icon={<EditOutlined aria-hidden />} onClick={onEdit}>
            {t('Edit')}
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap="middle">
        <Typography.Title level={4} style={{ margin: 0, overflowWrap: 'anywhere' }}>
          {reminder.title}
        </Typography.Title>
        <Descriptions column={1} size="small" items={items} />
      </Flex>
    </Modal>
  );
}
