import type { TransferRow } from '@moneta/shared';
import { QUEUED, sendOrQueue } from '@moneta/shared/query';
import { ErrorAlert, Flex, Typography, errorMessage } from '@moneta/shared/ui';
import { Modal, type DialogFrame } from '@moneta/shared/ui/dashboard';
import { useTransactionChange } from '../domains/transactions/hooks';
import { useEditorT } from './i18n';

/** What deleting a transfer asks first, from a row of it or from its dialog. */
export const DELETE_TRANSFER_QUESTION = 'Delete this transfer? Both of its transactions will be deleted.';

interface DeleteTransferModalProps extends DialogFrame {
  /** One of the transfer's two rows: the one the person asked to delete. */
  row: TransferRow;
  onCancel: () => void;
  /** `queued`: kept on this device, to be sent once the server can be reached. */
  onDeleted: (queued: boolean) => void;
}

/** The accounts the row's transfer moved money between: a negative row is the one the money left. */
function accountsOf({ accountId, transferAccountId, amount }: TransferRow) {
  return amount < 0
    ? { fromAccountId: accountId, toAccountId: transferAccountId }
    : { fromAccountId: transferAccountId, toAccountId: accountId };
}

/** The confirmation of a transfer's deletion from one of its rows: both rows go. */
export function DeleteTransferModal({
  open,
  row,
  onCancel,
  afterClose,
  onDeleted,
}: DeleteTransferModalProps) {
  const t = useEditorT();
  const remove = useTransactionChange({
    mutationFn: () =>
      sendOrQueue({
        domain: 'transfers',
        action: 'delete',
        id: row.transferId,
        title: row.description,
        ...accountsOf(row),
      }),
    onSuccess: (result) => onDeleted(result === QUEUED),
  });
  return (
    <Modal
      open={open}
      title={t('Delete transfer')}
      okText={t('Delete')}
      okButtonProps={{ danger: true }}
      cancelText={t('Cancel')}
      confirmLoading={remove.isPending}
      onOk={() => remove.mutate()}
      onCancel={onCancel}
      afterClose={afterClose}
    >
      <Flex vertical gap="small">
        <ErrorAlert message={remove.error && errorMessage(remove.error, 'Failed to delete transfer')} />
        <Typography.Text>{t(DELETE_TRANSFER_QUESTION)}</Typography.Text>
        <Typography.Text strong>{row.description}</Typography.Text>
      </Flex>
    </Modal>
  );
}
