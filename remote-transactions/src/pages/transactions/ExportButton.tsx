import { useState } from 'react';
import { errorMessage, transactionsApi, type TransactionFilters } from '@moneta/shared';
import { Button, Flex } from '@moneta/shared/ui';
import { Progress } from '@moneta/shared/ui/flow';
import { App, DownloadOutlined } from '@moneta/shared/ui/dashboard';
import { useTransactionsT } from '../../i18n';

function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Unreadable response'));
    reader.readAsText(blob);
  });
}

/**
 * A failed download's body arrives as a Blob (the request asked for one), which errorMessage cannot read:
 * parse it back into the JSON envelope so the server's message shows.
 */
async function readableFailure(failure: unknown): Promise<unknown> {
  const response = (failure as { response?: { data?: unknown } } | null)?.response;
  if (response && response.data instanceof Blob) {
    try {
      response.data = JSON.parse(await readText(response.data)) as unknown;
    } catch {
      response.data = undefined;
    }
  }
  return failure;
}

interface ExportButtonProps {
  filters: TransactionFilters;
  onError: (message: string | null) => void;
}

/** 'Export CSV' of the current filters: the server streams the file; the button shows its progress. */
export function ExportButton({ filters, onError }: ExportButtonProps) {
  const t = useTransactionsT();
  const { message } = App.useApp();
  const [exporting, setExporting] = useState(false);
  // The share received, when the server announces the size (a streamed export often does not).
  const [progress, setProgress] = useState(0);

  const exportCsv = async () => {
    setExporting(true);
    setProgress(0);
    onError(null);
    try {
      const fileName = await transactionsApi.exportCsv(filters, setProgress);
      void message.success(t('Exported {{fileName}}', { fileName }));
    } catch (failure) {
      onError(errorMessage(await readableFailure(failure), 'Failed to export transactions'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Flex align="center" gap="small">
      <Button icon={<DownloadOutlined aria-hidden />} loading={exporting} onClick={() => void exportCsv()}>
        {exporting ? t('Exporting...') : t('Export CSV')}
      </Button>
      {exporting && progress > 0 ? (
        <Progress
          type="circle"
          size={24}
          percent={Math.round(progress * 100)}
          aria-label={t('Export progress')}
        />
      ) : null}
    </Flex>
  );
}
