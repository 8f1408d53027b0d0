import { useRef, useState } from 'react';
import {
  CONTRIBUTION_NOTE_MAX_LENGTH,
  formatMoney,
  localeAtom,
  remainingAmount,
  useSharedAtom,
  type ContributionInput,
  type FailureMessage,
  type Goal,
  type OutboxEntry,
} from '@moneta/shared';
import { discardOutboxEntry, newIdempotencyKey, QUEUED, sendOrQueue } from '@moneta/shared/query';
import { Button, ErrorAlert, Flex, Typography, errorMessage, MESSAGES } from '@moneta/shared/ui';
import { Form, Input } from '@moneta/shared/ui/form';
import { InputNumber } from '@moneta/shared/ui/fields';
import { Modal } from '@moneta/shared/ui/dashboard';
import { useGoalsT } from '../../i18n';
import { useGoalChange } from '@moneta/shared/goals';

interface AddFundsModalProps {
  open: boolean;
  goal: Goal;
  onCancel: () => void;
  afterClose: () => void;
  /** A refused offline contribution to correct: its values fill the form, and a save replaces it. */
  draft?: OutboxEntry;
  /**
   * Recorded, or `queued` on this device to be sent once the server can be reached: the page closes the modal
   * and says so (the save invalidates the goals).
   */
  onAdded: (queued: boolean) => void;
}

const MIN_AMOUNT = 0.01;

interface FundsValues {
  amount: number | null;
  note: string;
}

/** Add Funds: an amount from 0.01 up to what is left to save, and an optional note. */
export default function AddFundsModal({
  open,
  goal,
  draft,
  onCancel,
  afterClose,
  onAdded,
}: AddFundsModalProps) {
  const t = useGoalsT();
  return (
    <Modal
      open={open}
      title={t('Add Funds')}
      footer={null}
      width={440}
      destroyOnHidden
      mask={{ closable: false }}
      onCancel={onCancel}
      afterClose={afterClose}
    >
      <AddFundsForm goal={goal} draft={draft} onCancel={onCancel} onAdded={onAdded} />
    </Modal>
  );
}

function AddFundsForm({
  goal,
  draft,
  onCancel,
  onAdded,
}: Pick<AddFundsModalProps, 'goal' | 'draft' | 'onCancel' | 'onAdded'>) {
  const t = useGoalsT();
  const { currency, language } = useSharedAtom(localeAtom);
  const [form] = Form.useForm<FundsValues>();
  const [problem, setProblem] = useState<FailureMessage | null>(null);
  // One key per submission, made when the modal opens (the form mounts with it): a retry after a failure, a
  // timeout or a second click sends the same key, so the API records the contribution once. A new key only
  // after a success, for the next submission.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const remaining = remainingAmount(goal);

  const contribute = useGoalChange({
    mutationFn: (input: ContributionInput) =>
      sendOrQueue(
        { domain: 'goals', action: 'contribute', id: goal._id, body: input, title: goal.name },
        idempotencyKey,
      ),
    onSuccess: (result) => {
      if (draft) void discardOutboxEntry(draft.key);
      setIdempotencyKey(newIdempotencyKey());
      form.resetFields();
      onAdded(result === QUEUED);
    },
    onError: (error) => setProblem(errorMessage(error, 'Failed to add contribution')),
  });

  // A second click can land before the disabled button renders: only one request at a time.
  const sending = useRef(false);

  const submit = ({ amount, note }: FundsValues) => {
    if (sending.current) return;
    // An empty or non-positive amount silently does nothing.
    if (amount === null || amount === undefined || !(amount > 0)) return;
    const cents = Math.round(amount * 100) / 100;
    if (cents > remaining) {
      setProblem(MESSAGES.contributionTooLarge);
      return;
    }
    setProblem(null);
    sending.current = true;
    contribute.mutate(
      { amount: cents, note: note?.trim() ?? '' },
      { onSettled: () => void (sending.current = false) },
    );
  };

  const money = (amount: number) => formatMoney(amount, currency, language);

  return (
    <Flex vertical gap="middle">
      <Flex vertical gap={2}>
        <Typography.Text strong>{goal.name}</Typography.Text>
        <Typography.Text type="secondary">
          {t('{{saved}} of {{target}}', { saved: money(goal.savedAmount), target: money(goal.targetAmount) })}
        </Typography.Text>
        <Typography.Text type="secondary">
          {t('Remaining: {{amount}}', { amount: money(remaining) })}
        </Typography.Text>
      </Flex>
      <ErrorAlert message={problem} onClose={() => setProblem(null)} />
      <Form<FundsValues>
        form={form}
        name="add-funds"
        layout="vertical"
        requiredMark={false}
        initialValues={
          draft?.write.domain === 'goals'
            ? { amount: draft.write.body.amount, note: draft.write.body.note ?? '' }
            : { amount: null, note: '' }
        }
        onFinish={submit}
      >
        <Form.Item label={t('Amount')} name="amount">
          {/* The bounds are announced, not enforced by the input: antd would silently turn 0 into 0.01 or 800
              into the 750 left on blur, and send that. The submission checks them instead. */}
          <InputNumber<number>
            aria-valuemin={MIN_AMOUNT}
            aria-valuemax={remaining}
            step={MIN_AMOUNT}
            precision={2}
            prefix={currency}
            style={{ width: '100%' }}
            autoFocus
          />
        </Form.Item>
        <Form.Item label={t('Note (optional)')} name="note">
          <Input autoComplete="off" maxLength={CONTRIBUTION_NOTE_MAX_LENGTH} />
        </Form.Item>
        <Flex justify="end" gap="small" wrap>
          <Button onClick={onCancel}>{t('Cancel')}</Button>
          <Button
            type="primary"
            htmlType="submit"
            loading={contribute.isPending}
            disabled={contribute.isPending}
          >
            {t('Add Funds')}
          </Button>
        </Flex>
      </Form>
    </Flex>
  );
}
