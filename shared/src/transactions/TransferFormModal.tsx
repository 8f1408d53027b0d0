import { useState } from 'react';
import {
  localDay,
  NOTES_MAX_LENGTH,
  preferencesAtom,
  TITLE_MAX_LENGTH,
  userAtom,
  useSharedAtom,
  type FailureMessage,
  type MoneyAccount,
  type OutboxEntry,
  type Transfer,
  type TransferRow,
  type TransferInput,
} from '@moneta/shared';
import { transferInputSchema } from '@moneta/shared/forms';
import { discardOutboxEntry, newIdempotencyKey, QUEUED, sendOrQueue } from '@moneta/shared/query';
import { Button, ErrorAlert, Flex, MESSAGES, errorMessage } from '@moneta/shared/ui';
import { Select } from '@moneta/shared/ui/controls';
import { Col, LoadingBlock, Modal, Popconfirm, Row, type DialogFrame } from '@moneta/shared/ui/dashboard';
import { DatePicker, dayjs, type Dayjs } from '@moneta/shared/ui/date';
import { InputNumber } from '@moneta/shared/ui/fields';
import { applyFieldErrors, Form, Input, zodRule } from '@moneta/shared/ui/form';
import { useTransactionChange } from '../domains/transactions/hooks';
import { useTransfer } from '../domains/transfers/hooks';
import { useAccountOptions } from './accountOptions';
import { DELETE_TRANSFER_QUESTION } from './DeleteTransferModal';
import { useEditorT } from './i18n';
import { lastAccountOf } from './lastAccount';

/** What the screen says once the dialog is done: the server's words for it. */
export type TransferDone =
  typeof MESSAGES.transferCreated | typeof MESSAGES.transferUpdated | typeof MESSAGES.transferDeleted;

export interface TransferFormModalProps extends DialogFrame {
  /** One of the rows of the transfer to edit; null to make one. */
  row: TransferRow | null;
  /** A refused offline transfer to correct: its values fill the new form, and a save replaces it. */
  draft?: OutboxEntry | null;
  onCancel: () => void;
  /**
   * Made, changed or deleted: the screen closes the dialog and says so (the save invalidates what it changed).
   * `queued`: kept on this device, to be sent once the server can be reached.
   */
  onDone: (message: TransferDone, queued: boolean) => void;
}

type Handlers = Pick<TransferFormModalProps, 'onCancel' | 'onDone'>;

/** The request's own values: the date as YYYY-MM-DD, so the contract's schema checks the form as it is. */
type TransferValues = Omit<TransferInput, 'amount'> & { amount: number | null };

const FIELDS = ['fromAccountId', 'toAccountId', 'amount', 'date', 'description', 'notes'] as const;
const DAY_FORMAT = 'YYYY-MM-DD';

/**
 * The transfer dialog: money moved from one of the person's accounts to another, made, edited or deleted as one
 * (its two rows change together). Loaded on first open (./editor.tsx): it brings the date picker and zod.
 */
export default function TransferFormModal({
  open,
  row,
  draft,
  afterClose,
  ...handlers
}: TransferFormModalProps) {
  const t = useEditorT();
  return (
    <Modal
      open={open}
      title={row ? t('Edit transfer') : t('New transfer')}
      footer={null}
      width={560}
      destroyOnHidden
      mask={{ closable: false }}
      onCancel={handlers.onCancel}
      afterClose={afterClose}
    >
      {row ? (
        <SavedTransfer row={row} {...handlers} />
      ) : (
        <TransferForm transfer={null} draft={draft} {...handlers} />
      )}
    </Modal>
  );
}

/**
 * An edit starts from the transfer as the server has it now; offline, from the row it was opened on, which
 * tells both accounts, the amount and the texts.
 */
function SavedTransfer({ row, ...handlers }: Handlers & { row: TransferRow }) {
  const t = useEditorT();
  // Once its deletion is asked, the transfer is not read again (the deletion's refresh would find it gone).
  const [deleting, setDeleting] = useState(false);
  const { data, error, fetchStatus } = useTransfer(row.transferId, !deleting);
  const shown = data ?? (fetchStatus === 'paused' ? transferOfRow(row) : undefined);
  if (shown) return <TransferForm transfer={shown} onDeleting={setDeleting} {...handlers} />;
  if (error) return <ErrorAlert message={errorMessage(error, 'Failed to load transfer')} />;
  return <LoadingBlock text={t('Loading transfer...')} />;
}

/**
 * The values of the transfer edited or corrected; a new transfer leaves the account last used on this device
 * (else the first open one) for the next open one.
 */
function initialValues(
  transfer: TransferInput | null,
  open: MoneyAccount[],
  from: string | undefined,
  title: string,
) {
  if (transfer) {
    const { fromAccountId, toAccountId, amount, date, description = '', notes = '' } = transfer;
    return { fromAccountId, toAccountId, amount, date, description, notes };
  }
  const fromAccountId = open.find((account) => account._id === from)?._id ?? open[0]?._id ?? '';
  const toAccountId = open.find((account) => account._id !== fromAccountId)?._id ?? '';
  return { fromAccountId, toAccountId, amount: null, date: localDay(), description: title, notes: '' };
}

/** What the form shows of a saved transfer. */
type ShownTransfer = Pick<
  Transfer,
  '_id' | 'fromAccountId' | 'toAccountId' | 'amount' | 'date' | 'description' | 'notes'
>;

/** The transfer of one of its rows: the money left the account of the negative row. */
function transferOfRow(row: TransferRow): ShownTransfer {
  const out = row.amount < 0;
  return {
    _id: row.transferId,
    fromAccountId: out ? row.accountId : row.transferAccountId,
    toAccountId: out ? row.transferAccountId : row.accountId,
    amount: Math.abs(row.amount),
    date: row.date,
    description: row.description,
    notes: row.notes,
  };
}

interface TransferFormProps extends Handlers {
  transfer: ShownTransfer | null;
  draft?: OutboxEntry | null;
  /** The transfer's deletion was asked (true), or failed (false). */
  onDeleting?: (deleting: boolean) => void;
}

function TransferForm({ transfer, draft, onDeleting, onCancel, onDone }: TransferFormProps) {
  const t = useEditorT();
  const { currency } = useSharedAtom(preferencesAtom);
  const user = useSharedAtom(userAtom);
  const correcting =
    draft?.write.domain === 'transfers' && draft.write.action === 'create' ? draft.write.body : null;
  // What the form starts from: the transfer edited, or the refused one corrected.
  const shown = transfer ?? correcting;
  const accounts = useAccountOptions([shown?.fromAccountId, shown?.toAccountId]);
  const [form] = Form.useForm<TransferValues>();
  const [failure, setFailure] = useState<FailureMessage | null>(null);
  // One key per opening: a retry after a failure, a timeout or a second click moves the money once, and so does
  // the outbox, which keeps the save when the server cannot be reached.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const save = useTransactionChange({
    mutationFn: (input: TransferInput) =>
      sendOrQueue<Transfer>(
        transfer
          ? { domain: 'transfers', action: 'update', id: transfer._id, body: input }
          : { domain: 'transfers', action: 'create', body: input },
        idempotencyKey,
      ),
    onSuccess: (result) => {
      if (draft) void discardOutboxEntry(draft.key);
      onDone(transfer ? MESSAGES.transferUpdated : MESSAGES.transferCreated, result === QUEUED);
    },
    onError: (error) => {
      if (!applyFieldErrors(form, error, FIELDS, t))
        setFailure(errorMessage(error, 'Failed to save transfer'));
    },
  });
  const remove = useTransactionChange({
    mutationFn: ({ _id, description, fromAccountId, toAccountId }: ShownTransfer) =>
      sendOrQueue({
        domain: 'transfers',
        action: 'delete',
        id: _id,
        title: description,
        fromAccountId,
        toAccountId,
      }),
    onMutate: () => onDeleting?.(true),
    onSuccess: (result) => onDone(MESSAGES.transferDeleted, result === QUEUED),
    onError: (error) => {
      onDeleting?.(false);
      setFailure(errorMessage(error, 'Failed to delete transfer'));
    },
  });
  const submit = ({ amount, ...values }: TransferValues) => {
    setFailure(null);
    save.mutate({ ...values, amount: amount ?? Number.NaN });
  };
  const rule = (field: (typeof FIELDS)[number]) => [zodRule(transferInputSchema, field)];

  if (!accounts.loaded) return <LoadingBlock text={t('Loading transfer...')} />;
  return (
    <Flex vertical gap="middle">
      <ErrorAlert message={failure} onClose={() => setFailure(null)} />
      <Form<TransferValues>
        form={form}
        name="transfer"
        layout="vertical"
        requiredMark={false}
        initialValues={initialValues(shown, accounts.open, lastAccountOf(user?._id), t('Transfer'))}
        onFinish={submit}
      >
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item label={t('From account')} name="fromAccountId" rules={rule('fromAccountId')}>
              <Select options={accounts.options} placeholder={t('Select an account')} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              label={t('To account')}
              name="toAccountId"
              dependencies={['fromAccountId']}
              rules={rule('toAccountId')}
            >
              <Select options={accounts.options} placeholder={t('Select an account')} />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item label={t('Amount')} name="amount" rules={rule('amount')}>
              <InputNumber<number> min={0.01} step={0.01} prefix={currency} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              label={t('Date')}
              name="date"
              rules={rule('date')}
              getValueProps={(value: string) => ({ value: value ? dayjs(value, DAY_FORMAT) : null })}
              normalize={(day: Dayjs | null) => day?.format(DAY_FORMAT) ?? ''}
            >
              <DatePicker style={{ width: '100%' }} allowClear={false} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label={t('Title')} name="description" rules={rule('description')}>
          <Input autoComplete="off" maxLength={TITLE_MAX_LENGTH} />
        </Form.Item>
        <Form.Item label={t('Description')} name="notes" rules={rule('notes')}>
          <Input.TextArea rows={3} maxLength={NOTES_MAX_LENGTH} />
        </Form.Item>
        <Flex justify="end" gap="small" wrap>
          {transfer ? (
            <Popconfirm
              title={t(DELETE_TRANSFER_QUESTION)}
              okText={t('Delete')}
              okButtonProps={{ danger: true }}
              cancelText={t('Cancel')}
              onConfirm={() => remove.mutate(transfer)}
            >
              <Button danger loading={remove.isPending} style={{ marginInlineEnd: 'auto' }}>
                {t('Delete')}
              </Button>
            </Popconfirm>
          ) : null}
          <Button onClick={onCancel}>{t('Cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {transfer ? t('Save Changes') : t('Make transfer')}
          </Button>
        </Flex>
      </Form>
    </Flex>
  );
}
