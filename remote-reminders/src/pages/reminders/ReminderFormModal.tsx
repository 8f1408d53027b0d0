import { useRef, useState } from 'react';
import { formatDate, localeAtom, useSharedAtom, type OutboxEntry } from '@moneta/shared';
import {
  DEFAULT_REMINDER_REPEAT,
  REMINDER_DESCRIPTION_MAX_LENGTH,
  REMINDER_REPEATS,
  REMINDER_TITLE_MAX_LENGTH,
  type Reminder,
  type ReminderInput,
  type ReminderRepeat,
  useReminderChange,
  REMINDER_CHANGES,
} from '@moneta/shared/reminders';
import {
  changedElsewhere,
  discardOutboxEntry,
  invalidateChanged,
  newIdempotencyKey,
  QUEUED,
  sendOrQueue,
  useQueryClient,
} from '@moneta/shared/query';
import { VersionChoice, VersionLines } from '@moneta/shared/outbox';
import { Button, ErrorAlert, Flex, Typography, errorMessage } from '@moneta/shared/ui';
import { Form, Input } from '@moneta/shared/ui/form';
import { InputNumber } from '@moneta/shared/ui/fields';
import { Select } from '@moneta/shared/ui/controls';
import { Modal } from '@moneta/shared/ui/dashboard';
import { useRemindersT } from '../../i18n';
import { REPEAT_LABELS } from './repeatLabels';
import { EMPTY_TIME, MERIDIEMS, dayStart, formTime, reminderDate, type FormTime } from './time';
import { REMINDER_WRITES } from './useReminders';

/** 'queued': kept on this device, to be sent once the server can be reached. */
export type SaveOutcome = 'created' | 'updated' | 'queued';

interface ReminderFormModalProps {
  open: boolean;
  /** The day (YYYY-MM-DD) the reminder is for: the clicked one, or the edited reminder's first. */
  day: string;
  /** The reminder being edited; null to add one. */
  reminder: Reminder | null;
  /** A refused offline create to correct: its values fill the form, and a save replaces it. */
  draft?: OutboxEntry;
  /** A save starts: the screen's error goes. */
  onStart: () => void;
  onCancel: () => void;
  afterClose: () => void;
  /** Saved: the page closes the modal and says so (the grid refetches: the save invalidates it). */
  onSaved: (outcome: SaveOutcome) => void;
}

interface ReminderFormValues extends FormTime {
  title: string;
  repeat: ReminderRepeat;
  description: string;
}

/** A reminder's lines, as both sides of a choice between versions show them. */
function useVersionLines(): (reminder: ReminderInput) => string[] {
  const t = useRemindersT();
  const { language } = useSharedAtom(localeAtom);
  return ({ title, date, repeat = DEFAULT_REMINDER_REPEAT, description = '' }) => [
    title,
    formatDate(new Date(date), language, 'dateTime'),
    t(REPEAT_LABELS[repeat]),
    description,
  ];
}

function initialValues(reminder: ReminderInput | null): ReminderFormValues {
  if (!reminder) return { title: '', ...EMPTY_TIME, repeat: DEFAULT_REMINDER_REPEAT, description: '' };
  const { title, repeat = DEFAULT_REMINDER_REPEAT, description = '' } = reminder;
  return { title, ...formTime(new Date(reminder.date)), repeat, description };
}

/** The Add / Edit Reminder modal, with the repeat and a note. */
export function ReminderFormModal({ open, reminder, afterClose, ...rest }: ReminderFormModalProps) {
  const t = useRemindersT();
  return (
    <Modal
      open={open}
      title={reminder ? t('Edit Reminder') : t('Add Reminder')}
      footer={null}
      width={480}
      // Cancel or close resets all modal state: the form mounts afresh on each opening.
      destroyOnHidden
      mask={{ closable: false }}
      onCancel={rest.onCancel}
      afterClose={afterClose}
    >
      <ReminderForm reminder={reminder} {...rest} />
    </Modal>
  );
}

function ReminderForm({
  day,
  reminder,
  draft,
  onStart,
  onCancel,
  onSaved,
}: Omit<ReminderFormModalProps, 'open' | 'afterClose'>) {
  const t = useRemindersT();
  const { language } = useSharedAtom(localeAtom);
  // One key per opening of the Add modal: a retry after a failure, a timeout or a second click creates the
  // reminder once.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const client = useQueryClient();
  const versionLines = useVersionLines();
  // `version`: the one the person chose to overwrite, after an edit refused as the reminder changed elsewhere.
  const save = useReminderChange({
    mutationKey: REMINDER_WRITES,
    mutationFn: ({ input, version }: { input: ReminderInput; version?: string }) =>
      sendOrQueue(
        reminder
          ? {
              domain: 'reminders',
              action: 'update',
              id: reminder._id,
              body: input,
              version: version ?? reminder.updatedAt,
            }
          : { domain: 'reminders', action: 'create', body: input },
        idempotencyKey,
      ),
    onMutate: onStart,
    onSuccess: (result) => {
      if (draft) void discardOutboxEntry(draft.key);
      onSaved(result === QUEUED ? 'queued' : reminder ? 'updated' : 'created');
    },
  });
  // A second click can land before the disabled button renders: one save at a time.
  const saving = useRef(false);
  const theirs = changedElsewhere<Reminder>(save.error);
  const mine = save.variables?.input;

  const submit = ({ title, repeat, description, ...time }: ReminderFormValues) => {
    // A blank title silently does nothing.
    if (saving.current || !title.trim()) return;
    saving.current = true;
    const input = {
      title: title.trim(),
      date: reminderDate(day, time),
      description: description.trim(),
      repeat,
    };
    save.mutate({ input }, { onSettled: () => void (saving.current = false) });
  };

  const meridiems = MERIDIEMS.map((value) => ({ value, label: t(value) }));
  const repeats = REMINDER_REPEATS.map((value) => ({ value, label: t(REPEAT_LABELS[value]) }));

  return (
    <Flex vertical gap="middle">
      <Typography.Text type="secondary">
        {t('For: {{date}}', { date: formatDate(dayStart(day), language, 'date') })}
      </Typography.Text>
      {theirs && mine ? (
        <VersionChoice
          record="reminder"
          theirs={<VersionLines lines={versionLines(theirs)} other={versionLines(mine)} />}
          mine={<VersionLines lines={versionLines(mine)} other={versionLines(theirs)} />}
          keeping={save.isPending}
          onKeepTheirs={() => {
            invalidateChanged(client, REMINDER_CHANGES);
            onCancel();
          }}
          onKeepMine={() => save.mutate({ input: mine, version: theirs.updatedAt })}
        />
      ) : (
        <ErrorAlert
          message={
            save.error &&
            errorMessage(save.error, reminder ? 'Failed to update reminder' : 'Failed to create reminder')
          }
        />
      )}
      <Form<ReminderFormValues>
        name="reminder"
        layout="vertical"
        requiredMark={false}
        initialValues={initialValues(
          reminder ??
            (draft?.write.domain === 'reminders' && draft.write.action === 'create'
              ? draft.write.body
              : null),
        )}
        onFinish={submit}
      >
        <Form.Item label={t('Reminder Title')} name="title">
          <Input
            autoComplete="off"
            maxLength={REMINDER_TITLE_MAX_LENGTH}
            placeholder={t('e.g. Pay electricity bill')}
          />
        </Form.Item>
        <Form.Item label={t('Time')}>
          <Flex gap="small" align="center" role="group" aria-label={t('Time')}>
            <Form.Item name="hour" noStyle>
              <InputNumber<number>
                aria-label={t('Hour')}
                placeholder={t('hh')}
                min={1}
                max={12}
                precision={0}
                style={{ width: 72 }}
              />
            </Form.Item>
            <span aria-hidden>:</span>
            <Form.Item name="minute" noStyle>
              <InputNumber<number>
                aria-label={t('Minute')}
                placeholder={t('mm')}
                min={0}
                max={59}
                precision={0}
                // 9:05, not 9:5; what the person is typing is left as typed.
                formatter={(value, { userTyping, input }) => {
                  const text = String(value ?? '');
                  return userTyping || text === '' ? input : text.padStart(2, '0');
                }}
                style={{ width: 72 }}
              />
            </Form.Item>
            <Form.Item name="meridiem" noStyle>
              <Select aria-label={t('AM/PM')} options={meridiems} style={{ width: 84 }} />
            </Form.Item>
          </Flex>
        </Form.Item>
        <Form.Item label={t('Repeat')} name="repeat">
          <Select options={repeats} />
        </Form.Item>
        <Form.Item label={t('Description (optional)')} name="description">
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={REMINDER_DESCRIPTION_MAX_LENGTH} />
        </Form.Item>
        <Flex justify="end" gap="small" wrap>
          <Button onClick={onCancel}>{t('Cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={save.isPending} disabled={save.isPending}>
            {reminder ? t('Update Reminder') : t('Save Reminder')}
          </Button>
        </Flex>
      </Form>
    </Flex>
  );
}
