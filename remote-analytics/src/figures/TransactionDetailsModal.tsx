import { useState } from 'react';
import type { Transaction } from '@moneta/shared';
import { Button, Typography } from '@moneta/shared/ui';
import { Descriptions } from '@moneta/shared/ui/display';
import { Modal } from '@moneta/shared/ui/dashboard';
import { TransactionAmount, useDateText } from '@moneta/shared/transactions';
import { useAnalyticsT } from '../i18n';

interface TransactionDetailsModalProps {
  /** The transaction shown; null while closed. */
  transaction: Transaction | null;
  onClose: () => void;
}

/** View Details of the recent transactions' row menu: every field of one transaction. */
export function TransactionDetailsModal({ transaction, onClose }: TransactionDetailsModalProps) {
  const t = useAnalyticsT();
  const dateText = useDateText();
  // Kept through the closing animation, so the fields do not vanish while the modal fades.
  const [shown, setShown] = useState<Transaction | null>(transaction);
  if (transaction && transaction !== shown) setShown(transaction);

  return (
    <Modal
      open={transaction !== null}
      title={t('Transaction Details')}
      onCancel={onClose}
      afterClose={() => setShown(null)}
      footer={<Button onClick={onClose}>{t('Close')}</Button>}
    >
      {shown ? (
        <Descriptions
          size="small"
          column={1}
          bordered
          items={[
            { key: 'title', label: t('Title'), children: shown.description },
            {
              key: 'amount',
              label: t('Amount'),
              children: <TransactionAmount transaction={shown} />,
            },
            { key: 'type', label: t('Type'), children: t(shown.type) },
            { key: 'category', label: t('Category'), children: t(shown.category) },
            { key: 'date', label: t('Date'), children: dateText(shown.date) },
            {
              key: 'notes',
              label: t('Description'),
              children: shown.notes || (
                <Typography.Text type="secondary">{t('No description')}</Typography.Text>
              ),
            },
          ]}
        />
      ) : null}
    </Modal>
  );
}
