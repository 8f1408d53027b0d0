import { useState } from 'react';
import { LOCALE_BY_LANGUAGE, localeAtom, useSharedAtom, type ImportRecord } from '@moneta/shared';
import { Button, ErrorAlert, Flex, Typography, errorMessage } from '@moneta/shared/ui';
import { App, Modal, UndoOutlined } from '@moneta/shared/ui/dashboard';
import { useTransactionsT } from '../../../i18n';
import { transactionsApi, useTransactionChange, useTransactionImports } from '@moneta/shared/transactions';

/** 'Undo last import': deletes exactly the rows of the newest import, after a confirmation. */
export function UndoImportButton() {
  const t = useTransactionsT();
  const { message } = App.useApp();
  const { language } = useSharedAtom(localeAtom);
  const [confirming, setConfirming] = useState(false);
  // Under the transactions key, so an import or an undo looks the newest import up again.
  const imports = useTransactionImports();
  const undo = useTransactionChange({
    mutationFn: (record: ImportRecord) => transactionsApi.undoImport(record.importId),
    onSuccess: ({ deletedCount }) => {
      setConfirming(false);
      void message.success(
        t('Import undone: deleted {{count, number}} transactions.', { count: deletedCount }),
      );
    },
  });

  // The control is an extra: when the list of imports cannot be read, it simply stays hidden.
  const latest = imports.isError ? null : (imports.data?.[0] ?? null);
  if (!latest) return null;

  const importedOn = new Intl.DateTimeFormat(LOCALE_BY_LANGUAGE[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(latest.createdAt));

  return (
    <>
      <Button icon={<UndoOutlined aria-hidden />} onClick={() => setConfirming(true)}>
        {t('Undo last import')}
      </Button>
      <Modal
        open={confirming}
        title={t('Undo last import')}
        okText={t('Undo import')}
        okButtonProps={{ danger: true }}
        cancelText={t('Cancel')}
        confirmLoading={undo.isPending}
        onOk={() => undo.mutate(latest)}
        onCancel={() => setConfirming(false)}
        afterClose={undo.reset}
      >
        <Flex vertical gap="small">
          <ErrorAlert message={undo.error && errorMessage(undo.error, 'Failed to undo the import')} />
          <Typography.Text>
            {t('Undo the import of {{fileName}}? This deletes the {{count, number}} transactions it added.', {
              fileName: latest.fileName,
              count: latest.rowCount,
            })}
          </Typography.Text>
          <Typography.Text type="secondary">
            {t('Imported on {{date}}.', { date: importedOn })} {t('This action cannot be undone.')}
          </Typography.Text>
        </Flex>
      </Modal>
    </>
  );
}
