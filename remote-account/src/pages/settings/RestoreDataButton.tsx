import { useState } from 'react';
import {
  BACKUP_COUNTED,
  backupCounts,
  readText,
  type BackupCounts,
  type FailureMessage,
} from '@moneta/shared';
import { Button, ErrorAlert, Flex, MESSAGES, Typography, errorMessage } from '@moneta/shared/ui';
import { App, Modal, UploadOutlined } from '@moneta/shared/ui/dashboard';
import { Upload } from '@moneta/shared/ui/upload';
import { useFreshProof } from '../../components/FreshProof';
import { useAccountT } from '../../i18n';
import { restoreBackup, useRestoreChange } from '@moneta/shared/account';

interface ChosenBackup {
  fileName: string;
  text: string;
  counts: BackupCounts;
}

/** Reads a chosen file as a backup; a file that is not one is refused here, before anything is sent. */
async function readBackup(file: File): Promise<ChosenBackup | null> {
  const text = await readText(file);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  const counts = backupCounts(parsed);
  return counts && { fileName: file.name, text, counts };
}

/**
 * Restore from a backup: the file 'Download my data' saved replaces the account's records and
 * preferences, once the person has seen what the file holds and confirmed.
 */
export function RestoreDataButton() {
  const t = useAccountT();
  const { message } = App.useApp();
  const [chosen, setChosen] = useState<ChosenBackup | null>(null);
  const [readError, setReadError] = useState<FailureMessage | null>(null);
  // A restore replaces every record: the server asks for the password first (a fresh proof).
  const { withProof, dialog } = useFreshProof();
  // Every screen's data is the backup's now; the preferences apply through restoreBackup.
  const restore = useRestoreChange({
    mutationFn: (backupJson: string) => withProof(() => restoreBackup(backupJson)),
    onSuccess: () => {
      setChosen(null);
      void message.success(t('Your data has been restored from the backup.'));
    },
  });

  const choose = async (file: File) => {
    restore.reset();
    try {
      const backup = await readBackup(file);
      setReadError(backup ? null : MESSAGES.backupNotMoneta);
      setChosen(backup);
    } catch {
      setReadError('Failed to read the file');
    }
  };

  const counted: Record<keyof BackupCounts, (count: number) => string> = {
    transactions: (count) => t('{{count, number}} transactions', { count }),
    recurringRules: (count) => t('{{count, number}} recurring transactions', { count }),
    goals: (count) => t('{{count, number}} goals', { count }),
    goalContributions: (count) => t('{{count, number}} contributions to goals', { count }),
    budgets: (count) => t('{{count, number}} budgets', { count }),
    reminders: (count) => t('{{count, number}} reminders', { count }),
  };
  return (
    <Flex vertical gap="small" align="flex-start" style={{ maxWidth: '100%' }}>
      {dialog}
      <ErrorAlert message={readError} onClose={() => setReadError(null)} />
      <Upload
        accept=".json,application/json"
        multiple={false}
        showUploadList={false}
        beforeUpload={(file) => {
          void choose(file);
          // The file is read here and sent as the restore's body, not to an upload URL.
          return false;
        }}
      >
        <Button icon={<UploadOutlined aria-hidden />}>{t('Restore from a backup')}</Button>
      </Upload>
      <Modal
        open={chosen !== null}
        title={t('Restore from a backup?')}
        okText={t('Restore')}
        cancelText={t('Cancel')}
        okButtonProps={{ danger: true }}
        confirmLoading={restore.isPending}
        cancelButtonProps={{ disabled: restore.isPending }}
        closable={!restore.isPending}
        mask={{ closable: false }}
        onOk={() => chosen && restore.mutate(chosen.text)}
        onCancel={() => {
          setChosen(null);
          restore.reset();
        }}
      >
        {chosen ? (
          <Flex vertical gap="small">
            {/* A long file name without spaces breaks rather than widening the dialog on a phone. */}
            <Typography.Paragraph style={{ marginBottom: 0, overflowWrap: 'anywhere' }}>
              {t(
                'This replaces your transactions, goals, budgets, reminders and preferences with those in {{fileName}}. Your profile, password and sessions stay as they are.',
                { fileName: chosen.fileName },
              )}
            </Typography.Paragraph>
            <Typography.Text strong>{t('The backup holds:')}</Typography.Text>
            <ul style={{ margin: 0 }}>
              {BACKUP_COUNTED.map((kind) => (
                <li key={kind}>{counted[kind](chosen.counts[kind])}</li>
              ))}
            </ul>
            {/* A refused file leaves the dialog open with the reason; nothing was changed. */}
            <ErrorAlert
              message={restore.error && errorMessage(restore.error, 'Failed to restore your data')}
              onClose={restore.reset}
            />
          </Flex>
        ) : null}
      </Modal>
    </Flex>
  );
}
