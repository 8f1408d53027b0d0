import { useEffect, useState } from 'react';
import {
  errorMessage,
  LOCALE_BY_LANGUAGE,
  preferencesAtom,
  transactionsApi,
  useSharedAtom,
  type ImportRecord,
} from '@moneta/shared';
import { Button, ErrorAlert, Flex, Typography } from '@moneta/shared/ui';
import { App, Modal, UndoOutlined } from '@moneta/shared/ui/dashboard';
import { useTransactionsT } from '../../../i18n';

interface UndoImportButtonProps {
  /** Changes after each import, so the newest import is looked up again. */
  version: number;
  onUndone: () => void;
}

/** 'Undo last import': deletes exactly the rows of the newest import, after a confirmation (issue 3). */
export function UndoImportButton({ version, onUndone }: UndoImportButtonProps) {
  const t = useTransactionsT();
  const { message } = App.useApp();
  const { language } = useSharedAtom(preferencesAtom);
  const [latest, setLatest] = useState<ImportRecord | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [undoing, setUndoing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [undone, setUndone] = useState(0);

  useEffect(() => {
    let current = true;
    // The control is an extra: when the list of imports cannot be read, it simply stays hidden.
    transactionsApi.imports().then(
      (imports) => current && setLatest(imports[0] ?? null),
      () => current && setLatest(null),
    );
    return () => {
      current = false;
    };
  }, [version, undone]);

  if (!latest) return null;

  const undo = async () => {
    setUndoing(true);
    setError(null);
    let deletedCount: number;
    try {
      ({ deletedCount } = await transactionsApi.undoImport(latest.importId));
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to undo the import'));
      return;
    } finally {
      setUndoing(false);
    }
    setConfirming(false);
    setUndone((count) => count + 1);
    void message.success(
      t('Import undone: deleted {{count, number}} transactions.', { count: deletedCount }),
    );
    onUndone();
  };

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
        confirmLoading={undoing}
        onOk={() => void undo()}
        onCancel={() => setConfirming(false)}
        afterClose={() => setError(null)}
      >
        <Flex vertical gap="small">
          <ErrorAlert message={error} />
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
