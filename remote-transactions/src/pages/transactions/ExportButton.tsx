import { useState } from 'react';
import { transactionsApi, type TransactionFilters, type FailureMessage } from '@moneta/shared';
import { Button, Flex, errorMessage } from '@moneta/shared/ui';
import { Progress } from '@moneta/shared/ui/flow';
import { App, DownloadOutlined } from '@moneta/shared/ui/dashboard';
import { useMutation } from '@moneta/shared/query';
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
  onError: (message: FailureMessage | null) => void;
}

/** 'Export CSV' of the current filters: the server streams the file; the button shows its progress. */
export function ExportButton({ filters, onError }: ExportButtonProps) {
  const t = useTransactionsT();
  const { message } = App.useApp();
  // The share received, when the server announces the size (a streamed export often does not).
  const [progress, setProgress] = useState(0);
  // A download changes nothing on the server: a mutation for its pending and error states, invalidating none.
  const exportCsv = useMutation({
    mutationFn: async (exported: TransactionFilters) => {
      try {
        return await transactionsApi.exportCsv(exported, setProgress);
      } catch (failure) {
        throw await readableFailure(failure);
      }
    },
    onMutate: () => {
      setProgress(0);
      onError(null);
    },
    onSuccess: (fileName) => void message.success(t('Exported {{fileName}}', { fileName })),
    onError: (failure) => onError(errorMessage(failure, 'Failed to export transactions')),
  });
  const exporting = exportCsv.isPending;

  return (
    <Flex align="center" gap="small">
      <Button
        icon={<DownloadOutlined aria-hidden />}
        loading={exporting}
        onClick={() => exportCsv.mutate(filters)}
      >
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
