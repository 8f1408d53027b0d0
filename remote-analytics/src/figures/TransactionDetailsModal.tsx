import type { Transaction } from '@moneta/shared';
import { Button, Typography } from '@moneta/shared/ui';
import { Descriptions } from '@moneta/shared/ui/display';
import { Modal, type DialogFrame } from '@moneta/shared/ui/dashboard';
import { TransactionAmount, useCategoryText, useDateText } from '@moneta/shared/transactions';
import { useAnalyticsT } from '../i18n';

interface TransactionDetailsModalProps extends DialogFrame {
  transaction: Transaction;
  onClose: () => void;
}

/** View Details of the recent transactions' row menu: every field of one transaction. */
export function TransactionDetailsModal({
  open,
  transaction,
  onClose,
  afterClose,
}: TransactionDetailsModalProps) {
  const t = useAnalyticsT();
  const dateText = useDateText();
  // As the transactions' list writes it: a split names its parts.
  const categoryText = useCategoryText();

  return (
    <Modal
      open={open}
      title={t('Transaction Details')}
      onCancel={onClose}
      afterClose={afterClose}
      footer={<Button onClick={onClose}>{t('Close')}</Button>}
    >
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          { key: 'title', label: t('Title'), children: transaction.description },
          {
            key: 'amount',
            label: t('Amount'),
            children: <TransactionAmount transaction={transaction} />,
          },
          { key: 'type', label: t('Type'), children: t(transaction.type) },
          { key: 'category', label: t('Category'), children: categoryText(transaction) },
          { key: 'date', label: t('Date'), children: dateText(transaction.date) },
          {
            key: 'notes',
            label: t('Description'),
            children: transaction.notes || (
              <Typography.Text type="secondary">{t('No description')}</Typography.Text>
            ),
          },
        ]}
      />
    </Modal>
  );
}
