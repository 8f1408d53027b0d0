import { lazy, Suspense, useState } from 'react';
import { type TransactionFilters, type FailureMessage } from '@moneta/shared';
import { Button, Flex, errorMessage } from '@moneta/shared/ui';
import { App, DownloadOutlined } from '@moneta/shared/ui/dashboard';
import { useMutation } from '@moneta/shared/query';
import { useTransactionsT } from '../../i18n';
import { transactionsApi } from '@moneta/shared/transactions';

const ExportProgress = lazy(() => import(/* webpackChunkName: "export-progress" */ './ExportProgress'));

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
    mutationFn: (exported: TransactionFilters) => transactionsApi.exportCsv(exported, setProgress),
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
        <Suspense fallback={null}>
          <ExportProgress share={progress} />
        </Suspense>
      ) : null}
    </Flex>
  );
}
