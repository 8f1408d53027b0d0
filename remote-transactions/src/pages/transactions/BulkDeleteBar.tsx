import { useState } from 'react';
import type { FailureMessage } from '@moneta/shared';
import { Alert, Button, ErrorAlert, Flex, Typography, errorMessage } from '@moneta/shared/ui';
import { DeleteOutlined, Modal } from '@moneta/shared/ui/dashboard';
import { useTransactionsT } from '../../i18n';
import { transactionsApi, useTransactionChange } from '@moneta/shared/transactions';

interface BulkDeleteBarProps {
  selectedIds: string[];
  /** Offers to mark the selection cleared or not: only once the person keeps several accounts. */
  clearable: boolean;
  onClear: () => void;
  onDeleted: (deletedCount: number) => void;
  onMarked: (updatedCount: number, cleared: boolean) => void;
  onMarkFailed: (failure: FailureMessage) => void;
}

/**
 * 'N selected' with 'Delete selected', which asks first and states how many go, and, with several accounts,
 * 'Mark cleared' and 'Mark uncleared'.
 */
export function BulkDeleteBar({
  selectedIds,
  clearable,
  onClear,
  onDeleted,
  onMarked,
  onMarkFailed,
}: BulkDeleteBarProps) {
  const t = useTransactionsT();
  const [confirming, setConfirming] = useState(false);
  const bulkDelete = useTransactionChange({
    mutationFn: (ids: string[]) => transactionsApi.bulkDelete(ids),
    onSuccess: ({ deletedCount }) => {
      setConfirming(false);
      onDeleted(deletedCount);
    },
  });
  const mark = useTransactionChange({
    mutationFn: (cleared: boolean) => transactionsApi.bulkClear(selectedIds, cleared),
    onSuccess: ({ updatedCount }, cleared) => onMarked(updatedCount, cleared),
    onError: (error) => onMarkFailed(errorMessage(error, 'Failed to update transactions')),
  });
  const count = selectedIds.length;
  if (count === 0 && !confirming) return null;

  return (
    <>
      <Alert
        type="info"
        title={
          <Flex justify="space-between" align="center" gap="small" wrap>
            <Typography.Text strong role="status">
              {t('{{count, number}} selected', { count })}
            </Typography.Text>
            <Flex gap="small" wrap>
              <Button size="small" onClick={onClear}>
                {t('Clear selection')}
              </Button>
              {clearable ? (
                <>
                  <Button
                    size="small"
                    loading={mark.isPending && mark.variables}
                    disabled={mark.isPending}
                    onClick={() => mark.mutate(true)}
                  >
                    {t('Mark cleared')}
                  </Button>
                  <Button
                    size="small"
                    loading={mark.isPending && !mark.variables}
                    disabled={mark.isPending}
                    onClick={() => mark.mutate(false)}
                  >
                    {t('Mark uncleared')}
                  </Button>
                </>
              ) : null}
              <Button
                size="small"
                danger
                type="primary"
                icon={<DeleteOutlined aria-hidden />}
                onClick={() => setConfirming(true)}
              >
                {t('Delete selected')}
              </Button>
            </Flex>
          </Flex>
        }
      />
      <Modal
        open={confirming}
        title={t('Delete {{count, number}} transactions?', { count })}
        okText={t('Delete')}
        okButtonProps={{ danger: true }}
        cancelText={t('Cancel')}
        confirmLoading={bulkDelete.isPending}
        onOk={() => bulkDelete.mutate(selectedIds)}
        onCancel={() => setConfirming(false)}
        afterClose={bulkDelete.reset}
      >
        <Flex vertical gap="small">
          <ErrorAlert
            message={bulkDelete.error && errorMessage(bulkDelete.error, 'Failed to delete transactions')}
          />
          <Typography.Text>
            {t('Are you sure you want to delete the {{count, number}} selected transactions?', { count })}
          </Typography.Text>
          <Typography.Text type="secondary">{t('This action cannot be undone.')}</Typography.Text>
        </Flex>
      </Modal>
    </>
  );
}
