import { useEffect, useRef, useState } from 'react';
import {
  preferencesAtom,
  userAtom,
  RECURRING_FREQUENCIES,
  SPLIT,
  TRANSACTION_TYPES,
  useSharedAtom,
  type EditableTransaction,
  type FailureMessage,
  type OutboxEntry,
  type Transaction,
  type TransactionInput,
} from '@moneta/shared';
import {
  changedElsewhere,
  discardOutboxEntry,
  invalidateChanged,
  newIdempotencyKey,
  QUEUED,
  savedBefore,
  sendOrQueue,
  useQueryClient,
  type Queued,
} from '@moneta/shared/query';
import { VersionChoice } from '@moneta/shared/outbox';
import { applyFieldErrors, Form, Input } from '@moneta/shared/ui/form';
import { Button, ErrorAlert, Flex, errorMessage } from '@moneta/shared/ui';
import { Select } from '@moneta/shared/ui/controls';
import { Checkbox, InputNumber, Radio } from '@moneta/shared/ui/fields';
import { Col, Modal, Row } from '@moneta/shared/ui/dashboard';
import { DatePicker, type Dayjs } from '@moneta/shared/ui/date';
import { useCategoryPicker } from '@moneta/shared/categories';
import { useTransactionChange } from '../domains/transactions/hooks';
import { TRANSACTION_CHANGES } from '../domains/transactions/keys';
import { useAccountOptions } from './accountOptions';
import { useEditorT } from './i18n';
import { lastAccountOf, rememberLastAccount } from './lastAccount';
import { RecurringRuleInfo } from './RecurringRuleInfo';
import { SplitParts } from './SplitParts';
import { TagSelect } from './TagSelect';
import { TransactionVersion } from './TransactionVersion';
import {
  endDateRule,
  firstParts,
  FORM_FIELDS,
  FREQUENCY_LABELS,
  initialValues,
  inputRule,
  toInput,
  toRecurringInput,
  type TransactionFormValues,
} from './transactionForm';

/** 'queued': kept on this device, to be sent once the server can be reached. */
export type SaveOutcome = 'created' | 'updated' | 'queued';

export interface TransactionFormModalProps {
  open: boolean;
  /** The transaction being edited (never a transfer's row: those change with their transfer); null to add one. */
  transaction: EditableTransaction | null;
  /** A refused offline create to correct: its values fill the form, and a save replaces it. */
  draft?: OutboxEntry | null;
  onCancel: () => void;
  afterClose: () => void;
  /**
   * Saved: the page closes the modal and says so (the list refetches: the save invalidates it). `sent`: the
   * values saved, as the request carried them.
   */
  onSaved: (outcome: SaveOutcome, sent: TransactionInput) => void;
}

/**
 * The Add Transaction modal that doubles as Edit. Loaded on first open (./editor.tsx):
 * it brings the date picker, dayjs and zod.
 */
export default function TransactionFormModal({
  open,
  transaction,
  afterClose,
  ...handlers
}: TransactionFormModalProps) {
  const t = useEditorT();
  return (
    <Modal
      open={open}
      title={transaction ? t('Edit Transaction') : t('Add Transaction')}
      footer={null}
      width={600}
      destroyOnHidden
      mask={{ closable: false }}
      onCancel={handlers.onCancel}
      afterClose={afterClose}
    >
      <TransactionForm transaction={transaction} {...handlers} />
    </Modal>
  );
}

function TransactionForm({
  transaction,
  draft,
  onCancel,
  onSaved,
}: Omit<TransactionFormModalProps, 'open' | 'afterClose'>) {
  const t = useEditorT();
  const { currency } = useSharedAtom(preferencesAtom);
  const user = useSharedAtom(userAtom);
  const [form] = Form.useForm<TransactionFormValues>();
  const [error, setError] = useState<FailureMessage | null>(null);
  const [ruleStopped, setRuleStopped] = useState(false);
  // The edit was refused: the transaction changed elsewhere since the form opened. Both versions are shown.
  const [conflict, setConflict] = useState<{ theirs: Transaction; values: TransactionFormValues } | null>(
    null,
  );
  const client = useQueryClient();
  // One key per opening: a retry after a failure, a timeout or a second click creates the transaction once, and
  // so does the outbox, which keeps the save when the server cannot be reached.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const correcting =
    draft?.write.domain === 'transactions' && draft.write.action === 'create' ? draft.write : undefined;
  const type = Form.useWatch('type', form) ?? transaction?.type ?? 'Expense';
  const recurring = Form.useWatch('recurring', form) ?? false;
  const split = (Form.useWatch('category', form) ?? transaction?.category) === SPLIT;
  const activeRule = Boolean(transaction?.recurring?.nextDate) && !ruleStopped;
  const accounts = useAccountChoice(transaction?.accountId ?? correcting?.body.accountId, user?._id);
  const isNew = !transaction && !correcting;
  useEffect(() => {
    // The list may arrive after the form opened: a new transaction then starts in the last account used.
    if (isNew && accounts.startIn && !form.isFieldTouched('accountId')) {
      form.setFieldValue('accountId', accounts.startIn);
    }
  }, [isNew, accounts.startIn, form]);

  // A new transaction whose recurring rule then failed is saved already: the next try updates it instead.
  const created = useRef<Transaction | null>(null);

  // The rule travels with the transaction, in the outbox too: sent again there, the create answers the
  // transaction it made the first time, then the rule is set on it.
  const saveTransaction = useTransactionChange({
    mutationFn: ({ values, version }: { values: TransactionFormValues; version?: string }) => {
      const body = toInput(values);
      const rule = values.recurring && !activeRule ? toRecurringInput(values) : undefined;
      const target = transaction ?? created.current;
      return sendOrQueue<Transaction>(
        target
          ? {
              domain: 'transactions',
              action: 'update',
              id: target._id,
              body,
              recurring: rule,
              version: version ?? target.updatedAt,
            }
          : { domain: 'transactions', action: 'create', body, recurring: rule },
        idempotencyKey,
      );
    },
  });

  /** Saves `values`; `version`: the one the person chose to overwrite, after a refused edit. */
  const save = async (values: TransactionFormValues, version?: string) => {
    setError(null);
    setConflict(null);
    let result: Transaction | Queued;
    try {
      result = await saveTransaction.mutateAsync({ values, version });
    } catch (failure) {
      const theirs = changedElsewhere<Transaction>(failure);
      if (theirs) {
        setConflict({ theirs, values });
        return;
      }
      created.current ??= savedBefore(failure);
      applyFieldErrors(form, failure, FORM_FIELDS, t);
      setError(errorMessage(failure, 'Failed to save transaction'));
      return;
    }
    if (draft) void discardOutboxEntry(draft.key);
    rememberLastAccount(user?._id, values.accountId);
    form.resetFields();
    onSaved(result === QUEUED ? 'queued' : transaction ? 'updated' : 'created', toInput(values));
  };

  const typeOptions = TRANSACTION_TYPES.map((value) => ({ value, label: t(value) }));
  // The categories it has now stay offered though hidden since, so that an edit shows them as they are.
  const source = correcting?.body ?? transaction;
  const partsNow = (source?.splits ?? []).map((part) => part.category);
  const categories = useCategoryPicker(t, {
    type,
    keep: [source?.category === SPLIT ? undefined : source?.category, ...partsNow],
  });
  const categoryOptions = categories.loading
    ? []
    : [...categories.options, { value: SPLIT, label: t('Split across categories') }];
  const frequencyOptions = RECURRING_FREQUENCIES.map((value) => ({
    value,
    label: t(FREQUENCY_LABELS[value]),
  }));

  return (
    <Flex vertical gap="middle">
      <ErrorAlert message={error} onClose={() => setError(null)} />
      {conflict ? (
        <VersionChoice
          record="transaction"
          theirs={<TransactionVersion values={conflict.theirs} other={toInput(conflict.values)} />}
          mine={<TransactionVersion values={toInput(conflict.values)} other={conflict.theirs} />}
          keeping={saveTransaction.isPending}
          onKeepTheirs={() => {
            invalidateChanged(client, TRANSACTION_CHANGES);
            onCancel();
          }}
          onKeepMine={() => void save(conflict.values, conflict.theirs.updatedAt)}
        />
      ) : null}
      <Form<TransactionFormValues>
        form={form}
        name="transaction"
        layout="vertical"
        requiredMark={false}
        initialValues={initialValues(transaction, correcting, accounts.startIn)}
        onValuesChange={(changed: Partial<TransactionFormValues>) => {
          // changing the type clears the chosen category, and a split's parts, which are the type's.
          if ('type' in changed) form.setFieldsValue({ category: undefined, splits: [] });
          if (changed.category === SPLIT && form.getFieldValue('splits').length === 0)
            form.setFieldValue('splits', firstParts(form.getFieldValue('amount')));
        }}
        onFinish={(values) => void save(values)}
      >
        <Form.Item label={t('Type')} name="type" rules={[inputRule('type')]}>
          <Radio.Group options={typeOptions} optionType="button" buttonStyle="solid" aria-label={t('Type')} />
        </Form.Item>
        <Form.Item label={t('Title')} name="description" rules={[inputRule('description')]}>
          <Input autoComplete="off" maxLength={200} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item label={t('Amount')} name="amount" rules={[inputRule('amount')]}>
              <InputNumber<number> min={0.01} step={0.01} prefix={currency} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label={t('Category')} name="category" rules={[inputRule('category')]}>
              <Select
                {...categories.selectProps}
                options={categoryOptions}
                notFoundContent={categories.loading ? t('Loading categories...') : undefined}
                // A few dozen options at most: all rendered, so the last one ("Split") is found by search and by
                // tests alike.
                virtual={false}
                placeholder={t('Select a category')}
                showSearch={{ optionFilterProp: 'label' }}
              />
            </Form.Item>
          </Col>
        </Row>
        {split ? <SplitParts type={type} keep={partsNow} /> : null}
        {accounts.options.length > 1 ? (
          <Row gutter={16} align="bottom">
            <Col xs={24} sm={16}>
              <Form.Item label={t('Account')} name="accountId" rules={[inputRule('accountId')]}>
                <Select options={accounts.options} placeholder={t('Select an account')} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={8}>
              <Form.Item name="cleared" valuePropName="checked">
                <Checkbox>{t('Cleared')}</Checkbox>
              </Form.Item>
            </Col>
          </Row>
        ) : null}
        <Form.Item label={t('Date')} name="date" rules={[inputRule('date')]}>
          <DatePicker style={{ width: '100%' }} allowClear={false} />
        </Form.Item>
        <Form.Item label={t('Description')} name="notes" rules={[inputRule('notes')]}>
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
        <Form.Item label={t('Tags')} name="tags" rules={[inputRule('tags')]}>
          <TagSelect aria-label={t('Tags')} />
        </Form.Item>
        {activeRule && transaction ? (
          <RecurringRuleInfo
            transaction={transaction}
            onStopped={() => setRuleStopped(true)}
            onError={setError}
          />
        ) : (
          <>
            <Form.Item name="recurring" valuePropName="checked" style={{ marginBottom: recurring ? 12 : 24 }}>
              <Checkbox>{t('Make this recurring')}</Checkbox>
            </Form.Item>
            {recurring ? (
              <Row gutter={16}>
                <Col xs={24} sm={12}>
                  <Form.Item label={t('Frequency')} name="frequency">
                    <Select options={frequencyOptions} />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12}>
                  <Form.Item
                    label={t('End date (optional)')}
                    name="endDate"
                    dependencies={['date']}
                    rules={[endDateRule]}
                  >
                    <DatePicker
                      style={{ width: '100%' }}
                      disabledDate={(day: Dayjs) => {
                        const date: Dayjs | null = form.getFieldValue('date');
                        return date ? day.isBefore(date, 'day') : false;
                      }}
                    />
                  </Form.Item>
                </Col>
              </Row>
            ) : null}
          </>
        )}
        <Flex justify="end" gap="small">
          <Button onClick={onCancel}>{t('Cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={saveTransaction.isPending}>
            {transaction ? t('Save Changes') : t('Add Transaction')}
          </Button>
        </Flex>
      </Form>
    </Flex>
  );
}

/**
 * The accounts a transaction can be put in: the open ones, and its own even once closed. `startIn`: where a new
 * one starts, the account last saved to on this device while it is open, else the first open one.
 */
function useAccountChoice(current: string | undefined, userId: string | undefined) {
  const { open, options } = useAccountOptions([current]);
  const remembered = lastAccountOf(userId);
  return {
    options,
    startIn: open.find((account) => account._id === remembered)?._id ?? open[0]?._id,
  };
}
