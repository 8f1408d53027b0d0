import type { FailureMessage, Transaction } from '@moneta/shared';
import { Button, Card, Flex, Typography, errorMessage } from '@moneta/shared/ui';
import { App } from '@moneta/shared/ui/dashboard';
import { Descriptions } from '@moneta/shared/ui/display';
import { transactionsApi } from '../domains/transactions/api';
import { useTransactionChange } from '../domains/transactions/hooks';
import { useEditorT } from './i18n';
import { useDateText } from './TransactionText';
import { FREQUENCY_LABELS } from './transactionForm';

interface RecurringRuleInfoProps {
  transaction: Transaction;
  onStopped: () => void;
  onError: (message: FailureMessage) => void;
}

/** The recurring rule of the transaction being edited, with the control that stops it. */
export function RecurringRuleInfo({ transaction, onStopped, onError }: RecurringRuleInfoProps) {
  const t = useEditorT();
  const { message } = App.useApp();
  const day = useDateText();
  const stop = useTransactionChange({
    mutationFn: (id: string) => transactionsApi.stopRecurring(id),
    onSuccess: () => {
      void message.success(t('The recurring transaction was stopped.'));
      onStopped();
    },
    onError: (failure) => onError(errorMessage(failure, 'Failed to stop the recurring transaction')),
  });
  const rule = transaction.recurring;
  if (!rule) return null;

  return (
    <Card size="small" title={t('Recurring')} style={{ marginBottom: 16 }}>
      <Flex vertical gap="small">
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'frequency', label: t('Frequency'), children: t(FREQUENCY_LABELS[rule.frequency]) },
            { key: 'next', label: t('Next date'), children: day(rule.nextDate) },
            {
              key: 'end',
              label: t('End date'),
              children: rule.endDate ? day(rule.endDate) : t('No end date'),
            },
          ]}
        />
        <Typography.Text type="secondary">
          {t('Stopping keeps the transactions already created and creates no more.')}
        </Typography.Text>
        <div>
          <Button danger loading={stop.isPending} onClick={() => stop.mutate(transaction._id)}>
            {t('Stop recurring')}
          </Button>
        </div>
      </Flex>
    </Card>
  );
}
