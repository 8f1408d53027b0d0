import { useState } from 'react';
import { errorMessage, transactionsApi } from '@moneta/shared';
import { Alert, Button, ErrorAlert, Flex, Typography } from '@moneta/shared/ui';
import { DeleteOutlined, Modal } from '@moneta/shared/ui/dashboard';
import { useTransactionsT } from '../../i18n';

interface BulkDeleteBarProps {
  selectedIds: string[];
  onClear: () => void;
  onDeleted: (deletedCount: number) => void;
}

/** 'N selected' with 'Delete selected', which asks first and states how many go (issue 3). */
export function BulkDeleteBar({ selectedIds, onClear, onDeleted }: BulkDeleteBarProps) {
  const t = useTransactionsT();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const count = selectedIds.length;
  if (count === 0 && !confirming) return null;

  const confirm = async () => {
    setDeleting(true);
    setError(null);
    let deletedCount: number;
    try {
      ({ deletedCount } = await transactionsApi.bulkDelete(selectedIds));
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to delete transactions'));
      return;
    } finally {
      setDeleting(false);
    }
    setConfirming(false);
    onDeleted(deletedCount);
  };

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
        confirmLoading={deleting}
        onOk={() => void confirm()}
        onCancel={() => setConfirming(false)}
        afterClose={() => setError(null)}
      >
        <Flex vertical gap="small">
          <ErrorAlert message={error} />
          <Typography.Text>
            {t('Are you sure you want to delete the {{count, number}} selected transactions?', { count })}
          </Typography.Text>
          <Typography.Text type="secondary">{t('This action cannot be undone.')}</Typography.Text>
        </Flex>
      </Modal>
    </>
  );
}
