import { useRef, useState, type ReactNode } from 'react';
import {
  isCalendarDate,
  localDay,
  preferencesAtom,
  useSharedAtom,
  type Failure,
  type MoneyAccount,
  type ReconcileInput,
} from '@moneta/shared';
import { reconcileInputSchema } from '@moneta/shared/forms';
import { Button, ErrorAlert, Flex, Typography } from '@moneta/shared/ui';
import { Col, Modal, Row, type DialogFrame } from '@moneta/shared/ui/dashboard';
import { DatePicker, dayjs, type Dayjs } from '@moneta/shared/ui/date';
import { InputNumber } from '@moneta/shared/ui/fields';
import { applyFieldErrors, Form, zodRule } from '@moneta/shared/ui/form';
import {
  moneyAccountsApi,
  useDateText,
  useReconciliation,
  useTransactionChange,
} from '@moneta/shared/transactions';
import { accountFailure } from './failure';
import { useAccountsT } from './i18n';
import { Money } from './Money';

interface ReconcileModalProps extends DialogFrame {
  account: MoneyAccount;
  onCancel: () => void;
  /** Reconciled: the page closes the modal and says so. */
  onReconciled: () => void;
}

/** The form's values as the person leaves them: a balance not typed yet is none. */
interface StatementValues {
  statementDate: string;
  statementBalance?: number | null;
}

const FIELDS = ['statementDate', 'statementBalance'] as const;
const DAY_FORMAT = 'YYYY-MM-DD';

/** a - b to the cent: the figures are decimals of at most two places, whose binary sums drift. */
const centsApart = (a: number, b: number) => (Math.round(a * 100) - Math.round(b * 100)) / 100;

/** Reconcile an account to a bank statement. Loaded on first open: it brings the date picker and zod. */
export default function ReconcileModal({ open, account, afterClose, ...handlers }: ReconcileModalProps) {
  const t = useAccountsT();
  return (
    <Modal
      open={open}
      title={t('Reconcile {{name}}', { name: account.name })}
      footer={null}
      width={520}
      destroyOnHidden
      mask={{ closable: false }}
      onCancel={handlers.onCancel}
      afterClose={afterClose}
    >
      <ReconcileForm account={account} {...handlers} />
    </Modal>
  );
}

/** A label and its figure under the fields. */
function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex justify="space-between" gap="small" wrap>
      <dt>
        <Typography.Text type="secondary">{label}</Typography.Text>
      </dt>
      <dd style={{ margin: 0 }}>{children}</dd>
    </Flex>
  );
}

function ReconcileForm({
  account,
  onCancel,
  onReconciled,
}: Omit<ReconcileModalProps, 'open' | 'afterClose'>) {
  const t = useAccountsT();
  const dateText = useDateText();
  const { currency } = useSharedAtom(preferencesAtom);
  const [form] = Form.useForm<StatementValues>();
  const [failure, setFailure] = useState<Failure | null>(null);
  const statementDate = Form.useWatch('statementDate', form) ?? '';
  const statementBalance = Form.useWatch('statementBalance', form);
  const day = isCalendarDate(statementDate) ? statementDate : null;
  const cleared = useReconciliation(account._id, day);
  const clearedBalance = day !== null && cleared.data?.date === day ? cleared.data.clearedBalance : null;
  const difference =
    clearedBalance === null || typeof statementBalance !== 'number'
      ? null
      : centsApart(statementBalance, clearedBalance);

  // Reconciling changes the transactions too (they are locked), not the accounts alone.
  const reconcile = useTransactionChange({
    mutationFn: (input: ReconcileInput) => moneyAccountsApi.reconcile(account._id, input),
    onSuccess: onReconciled,
    onError: (error) => {
      if (!applyFieldErrors(form, error, FIELDS, t)) setFailure(accountFailure(error));
    },
  });
  const sending = useRef(false);
  const submit = ({ statementDate: date, statementBalance: balance }: StatementValues) => {
    if (sending.current || typeof balance !== 'number') return;
    sending.current = true;
    setFailure(null);
    reconcile.mutate(
      { statementDate: date, statementBalance: balance },
      { onSettled: () => void (sending.current = false) },
    );
  };
  const rule = (field: (typeof FIELDS)[number]) => [zodRule(reconcileInputSchema, field)];
  const readFailure = cleared.error ? accountFailure(cleared.error) : null;

  return (
    <Flex vertical gap="middle">
      <ErrorAlert
        message={failure?.message ?? null}
        values={failure?.values}
        onClose={() => setFailure(null)}
      />
      {/* Stays while the figure is missing: without it nothing can be reconciled. */}
      <ErrorAlert message={readFailure?.message ?? null} values={readFailure?.values} />
      <Typography.Text type="secondary">
        {t(
          'Enter the date and closing balance of your bank statement. Reconciling locks the cleared transactions up to that date.',
        )}
      </Typography.Text>
      <Form<StatementValues>
        form={form}
        name="reconcile"
        layout="vertical"
        requiredMark={false}
        initialValues={{ statementDate: localDay() }}
        onFinish={submit}
      >
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              label={t('Statement date')}
              name="statementDate"
              rules={rule('statementDate')}
              getValueProps={(value: string) => ({ value: value ? dayjs(value, DAY_FORMAT) : null })}
              normalize={(picked: Dayjs | null) => picked?.format(DAY_FORMAT) ?? ''}
            >
              <DatePicker style={{ width: '100%' }} allowClear={false} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              label={t('Statement closing balance')}
              name="statementBalance"
              rules={rule('statementBalance')}
            >
              <InputNumber<number> step={0.01} prefix={currency} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Flex vertical gap={4} component="dl" style={{ margin: '0 0 16px' }} aria-live="polite">
          <Line label={t('Cleared balance on {{date}}', { date: dateText(day) })}>
            {clearedBalance !== null ? (
              <Money amount={clearedBalance} />
            ) : cleared.isFetching ? (
              <Typography.Text type="secondary">{t('Loading...')}</Typography.Text>
            ) : null}
          </Line>
          {/* A dash until there is a difference, so that the figure's place is never blank. */}
          <Line label={t('Difference to explain')}>
            {difference === null ? '–' : <Money amount={difference} strong />}
          </Line>
        </Flex>
        <Flex justify="end" gap="small">
          <Button onClick={onCancel}>{t('Cancel')}</Button>
          <Button type="primary" htmlType="submit" disabled={difference !== 0} loading={reconcile.isPending}>
            {t('Reconcile')}
          </Button>
        </Flex>
      </Form>
    </Flex>
  );
}
