import { useState } from 'react';
import type { Transaction } from '@moneta/shared';
import { QUEUED, sendOrQueue, transactionsKeys, useChange } from '@moneta/shared/query';
import { ErrorAlert, Flex, Typography, errorMessage } from '@moneta/shared/ui';
import { Modal } from '@moneta/shared/ui/dashboard';
import { useEditorT } from './i18n';

interface DeleteConfirmModalProps {
  /** The transaction to delete; null while closed. */
  transaction: Transaction | null;
  onCancel: () => void;
  /** `queued`: kept on this device, to be sent once the server can be reached. */
  onDeleted: (queued: boolean) => void;
}

/** The delete confirmation, with its two sentences word for word. */
export function DeleteConfirmModal({ transaction, onCancel, onDeleted }: DeleteConfirmModalProps) {
  const t = useEditorT();
  const remove = useChange({
    mutationFn: ({ _id, description }: Transaction) =>
      sendOrQueue({ domain: 'transactions', action: 'delete', id: _id, title: description }),
    invalidates: [transactionsKeys.all],
    onSuccess: (result) => onDeleted(result === QUEUED),
  });
  // Kept through the closing animation, so the text does not vanish while the modal fades.
  const [shown, setShown] = useState<Transaction | null>(transaction);
  if (transaction && transaction !== shown) setShown(transaction);

  return (
    <Modal
      open={transaction !== null}
      title={t('Delete Transaction')}
      okText={t('Delete')}
      okButtonProps={{ danger: true }}
      cancelText={t('Cancel')}
      confirmLoading={remove.isPending}
      onOk={() => transaction && remove.mutate(transaction)}
      onCancel={onCancel}
      afterClose={() => {
        setShown(null);
        remove.reset();
      }}
    >
      <Flex vertical gap="small">
        <ErrorAlert message={remove.error && errorMessage(remove.error, 'Failed to delete transaction')} />
        <Typography.Text>{t('Are you sure you want to delete this transaction?')}</Typography.Text>
        {shown ? <Typography.Text strong>{shown.description}</Typography.Text> : null}
        <Typography.Text type="secondary">{t('This action cannot be undone.')}</Typography.Text>
      </Flex>
    </Modal>
  );
}
