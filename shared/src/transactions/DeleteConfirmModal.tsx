import type { Transaction } from '@moneta/shared';
import { QUEUED, sendOrQueue } from '@moneta/shared/query';
import { ErrorAlert, Flex, Typography, errorMessage } from '@moneta/shared/ui';
import { Modal, type DialogFrame } from '@moneta/shared/ui/dashboard';
import { useTransactionChange } from '../domains/transactions/hooks';
import { useEditorT } from './i18n';

interface DeleteConfirmModalProps extends DialogFrame {
  transaction: Transaction;
  onCancel: () => void;
  /** `queued`: kept on this device, to be sent once the server can be reached. */
  onDeleted: (queued: boolean) => void;
}

/** The delete confirmation, with its two sentences word for word. */
export function DeleteConfirmModal({
  open,
  transaction,
  onCancel,
  afterClose,
  onDeleted,
}: DeleteConfirmModalProps) {
  const t = useEditorT();
  const remove = useTransactionChange({
    mutationFn: ({ _id, description }: Transaction) =>
      sendOrQueue({ domain: 'transactions', action: 'delete', id: _id, title: description }),
    onSuccess: (result) => onDeleted(result === QUEUED),
  });

  return (
    <Modal
      open={open}
      title={t('Delete Transaction')}
      okText={t('Delete')}
      okButtonProps={{ danger: true }}
      cancelText={t('Cancel')}
      confirmLoading={remove.isPending}
      onOk={() => remove.mutate(transaction)}
      onCancel={onCancel}
      afterClose={afterClose}
    >
      <Flex vertical gap="small">
        <ErrorAlert message={remove.error && errorMessage(remove.error, 'Failed to delete transaction')} />
        <Typography.Text>{t('Are you sure you want to delete this transaction?')}</Typography.Text>
        <Typography.Text strong>{transaction.description}</Typography.Text>
        <Typography.Text type="secondary">{t('This action cannot be undone.')}</Typography.Text>
      </Flex>
    </Modal>
  );
}
