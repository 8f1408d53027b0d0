import { LOCALE_BY_LANGUAGE, localeAtom, useSharedAtom, type ImportRecord } from '@moneta/shared';
import { ErrorAlert, Flex, Typography, errorMessage } from '@moneta/shared/ui';
import { App, Modal, type DialogFrame } from '@moneta/shared/ui/dashboard';
import { transactionsApi, useTransactionChange } from '@moneta/shared/transactions';
import { useTransactionsT } from '../../../i18n';

interface UndoImportDialogProps extends DialogFrame {
  record: ImportRecord;
  onClose: () => void;
}

/** The confirmation of 'Undo last import': names the file and its rows, then deletes exactly those rows. */
export default function UndoImportDialog({ record, open, afterClose, onClose }: UndoImportDialogProps) {
  const t = useTransactionsT();
  const { message } = App.useApp();
  const { language } = useSharedAtom(localeAtom);
  const undo = useTransactionChange({
    mutationFn: (undone: ImportRecord) => transactionsApi.undoImport(undone.importId),
    onSuccess: ({ deletedCount }) => {
      onClose();
      void message.success(
        t('Import undone: deleted {{count, number}} transactions.', { count: deletedCount }),
      );
    },
  });
  const importedOn = new Intl.DateTimeFormat(LOCALE_BY_LANGUAGE[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(record.createdAt));

  return (
    <Modal
      open={open}
      title={t('Undo last import')}
      okText={t('Undo import')}
      okButtonProps={{ danger: true }}
      cancelText={t('Cancel')}
      confirmLoading={undo.isPending}
      onOk={() => undo.mutate(record)}
      onCancel={onClose}
      afterClose={afterClose}
    >
      <Flex vertical gap="small">
        <ErrorAlert message={undo.error && errorMessage(undo.error, 'Failed to undo the import')} />
        <Typography.Text>
          {t('Undo the import of {{fileName}}? This deletes the {{count, number}} transactions it added.', {
            fileName: record.fileName,
            count: record.rowCount,
          })}
        </Typography.Text>
        <Typography.Text type="secondary">
          {t('Imported on {{date}}.', { date: importedOn })} {t('This action cannot be undone.')}
        </Typography.Text>
      </Flex>
    </Modal>
  );
}
