import { useRef, useState } from 'react';
import {
  localDay,
  preferencesAtom,
  useSharedAtom,
  type AccountKind,
  type Failure,
  type MoneyAccount,
  type MoneyAccountInput,
  type OutboxEntry,
} from '@moneta/shared';
import { moneyAccountInputSchema } from '@moneta/shared/forms';
import { discardOutboxEntry, newIdempotencyKey, QUEUED, sendOrQueue } from '@moneta/shared/query';
import { Button, ErrorAlert, Flex, MESSAGES } from '@moneta/shared/ui';
import { Select } from '@moneta/shared/ui/controls';
import { Col, Modal, Row, type DialogFrame } from '@moneta/shared/ui/dashboard';
import { DatePicker, dayjs, type Dayjs } from '@moneta/shared/ui/date';
import { InputNumber } from '@moneta/shared/ui/fields';
import { applyFieldErrors, Form, Input, zodRule } from '@moneta/shared/ui/form';
import { ACCOUNT_KINDS, ACCOUNT_NAME_MAX_LENGTH, useMoneyAccountChange } from '@moneta/shared/transactions';
import { accountFailure } from './failure';
import { useAccountsT } from './i18n';

/** What the page announces once the form is saved: the server's words for it. */
export type SavedMessage = typeof MESSAGES.moneyAccountAdded | typeof MESSAGES.moneyAccountUpdated;

interface AccountFormModalProps extends DialogFrame {
  /** The account being edited; null to add one. */
  account: MoneyAccount | null;
  /** A refused offline create to correct: its values fill the form, and a save replaces it. */
  draft?: OutboxEntry;
  onCancel: () => void;
  /**
   * Saved: the page closes the modal and says so (the list refetches: the save invalidates it).
   * `queued`: kept on this device, to be sent once the server can be reached.
   */
  onSaved: (message: SavedMessage, queued: boolean) => void;
}

const FIELDS = ['name', 'kind', 'openingBalance', 'openingDate'] as const;
const DAY_FORMAT = 'YYYY-MM-DD';

/** The account edited, or the refused one corrected; a new one is a current account opened today, empty. */
function initialValues(account: MoneyAccountInput | null): MoneyAccountInput {
  if (!account) return { name: '', kind: 'Current', openingBalance: 0, openingDate: localDay() };
  const { name, kind, openingBalance = 0, openingDate } = account;
  return { name, kind, openingBalance, openingDate };
}

/** The Add / Edit account modal. Loaded on first open: it brings the date picker and zod. */
export default function AccountFormModal({ open, account, afterClose, ...handlers }: AccountFormModalProps) {
  const t = useAccountsT();
  return (
    <Modal
      open={open}
      title={account ? t('Edit account') : t('Add account')}
      footer={null}
      width={520}
      destroyOnHidden
      mask={{ closable: false }}
      onCancel={handlers.onCancel}
      afterClose={afterClose}
    >
      <AccountForm account={account} {...handlers} />
    </Modal>
  );
}

function AccountForm({
  account,
  draft,
  onCancel,
  onSaved,
}: Omit<AccountFormModalProps, 'open' | 'afterClose'>) {
  const t = useAccountsT();
  const { currency } = useSharedAtom(preferencesAtom);
  // The form holds the request's own values (the date as YYYY-MM-DD), so the contract's schema checks it as is.
  const [form] = Form.useForm<MoneyAccountInput>();
  const [failure, setFailure] = useState<Failure | null>(null);
  // One key per opening: a retry after a failure or a timeout adds the account once, and so does the outbox,
  // which keeps the save when the server cannot be reached.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const correcting =
    draft?.write.domain === 'moneyAccounts' && draft.write.action === 'create' ? draft.write.body : null;
  const save = useMoneyAccountChange({
    mutationFn: (input: MoneyAccountInput) =>
      sendOrQueue<MoneyAccount>(
        account
          ? { domain: 'moneyAccounts', action: 'update', id: account._id, body: input }
          : { domain: 'moneyAccounts', action: 'create', body: input },
        idempotencyKey,
      ),
    onSuccess: (result) => {
      if (draft) void discardOutboxEntry(draft.key);
      onSaved(account ? MESSAGES.moneyAccountUpdated : MESSAGES.moneyAccountAdded, result === QUEUED);
    },
    onError: (error) => {
      if (!applyFieldErrors(form, error, FIELDS, t)) setFailure(accountFailure(error));
    },
  });
  // A second click can land before the disabled button renders: one save at a time, so no account is made twice.
  const saving = useRef(false);
  const submit = (input: MoneyAccountInput) => {
    if (saving.current) return;
    saving.current = true;
    setFailure(null);
    save.mutate(input, { onSettled: () => void (saving.current = false) });
  };
  const rule = (field: (typeof FIELDS)[number]) => [zodRule(moneyAccountInputSchema, field)];

  return (
    <Flex vertical gap="middle">
      <ErrorAlert
        message={failure?.message ?? null}
        values={failure?.values}
        onClose={() => setFailure(null)}
      />
      <Form<MoneyAccountInput>
        form={form}
        name="account"
        layout="vertical"
        requiredMark={false}
        initialValues={initialValues(account ?? correcting)}
        onFinish={submit}
      >
        <Form.Item label={t('Name')} name="name" rules={rule('name')}>
          <Input autoComplete="off" maxLength={ACCOUNT_NAME_MAX_LENGTH} />
        </Form.Item>
        <Form.Item label={t('Kind')} name="kind" rules={rule('kind')}>
          <Select<AccountKind> options={ACCOUNT_KINDS.map((kind) => ({ value: kind, label: t(kind) }))} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              label={t('Opening balance')}
              name="openingBalance"
              rules={rule('openingBalance')}
              // An emptied field is no opening balance: 0, as the schema's default says.
              normalize={(value: number | null) => value ?? undefined}
            >
              <InputNumber<number> step={0.01} prefix={currency} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              label={t('Opening date')}
              name="openingDate"
              rules={rule('openingDate')}
              getValueProps={(value: string) => ({ value: value ? dayjs(value, DAY_FORMAT) : null })}
              normalize={(day: Dayjs | null) => day?.format(DAY_FORMAT) ?? ''}
            >
              <DatePicker style={{ width: '100%' }} allowClear={false} />
            </Form.Item>
          </Col>
        </Row>
        <Flex justify="end" gap="small">
          <Button onClick={onCancel}>{t('Cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {account ? t('Save changes') : t('Add account')}
          </Button>
        </Flex>
      </Form>
    </Flex>
  );
}
