import { useState } from 'react';
import { errorMessage, transactionsApi, type Transaction } from '@moneta/shared';
import { ErrorAlert, Flex, Typography } from '@moneta/shared/ui';
import { Modal } from '@moneta/shared/ui/dashboard';
import { useTransactionsT } from '../../i18n';

interface DeleteConfirmModalProps {
  /** The transaction to delete; null while closed. */
  transaction: Transaction | null;
  onCancel: () => void;
  onDeleted: () => void;
}

/** The delete confirmation of SPEC section 2, with its two sentences word for word. */
export function DeleteConfirmModal({ transaction, onCancel, onDeleted }: DeleteConfirmModalProps) {
  const t = useTransactionsT();
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Kept through the closing animation, so the text does not vanish while the modal fades.
  const [shown, setShown] = useState<Transaction | null>(transaction);
  if (transaction && transaction !== shown) setShown(transaction);

  const confirm = async () => {
    if (!transaction) return;
    setDeleting(true);
    setError(null);
    try {
      await transactionsApi.remove(transaction._id);
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to delete transaction'));
      return;
    } finally {
      setDeleting(false);
    }
    onDeleted();
  };

  return (
    <Modal
      open={transaction !== null}
      title={t('Delete Transaction')}
      okText={t('Delete')}
      okButtonProps={{ danger: true }}
      cancelText={t('Cancel')}
      confirmLoading={deleting}
      onOk={() => void confirm()}
      onCancel={onCancel}
      afterClose={() => {
        setShown(null);
        setError(null);
      }}
    >
      <Flex vertical gap="small">
        <ErrorAlert message={error} />
        <Typography.Text>{t('Are you sure you want to delete this transaction?')}</Typography.Text>
        {shown ? <Typography.Text strong>{shown.description}</Typography.Text> : null}
        <Typography.Text type="secondary">{t('This action cannot be undone.')}</Typography.Text>
      </Flex>
    </Modal>
  );
}
