import { analyticsApi, type AnalyticsExportType, type DatePeriod, type Failure } from '@moneta/shared';
import { useMutation } from '@moneta/shared/query';
import { analyticsFailure, Button } from '@moneta/shared/ui';
import { App, DownloadOutlined } from '@moneta/shared/ui/dashboard';
import { useAnalyticsT } from '../../i18n';

function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Unreadable response'));
    reader.readAsText(blob);
  });
}

/**
 * A failed download's body arrives as a Blob (the request asked for one), which analyticsFailure cannot read:
 * parse it back into the JSON envelope so that the server's message (a 422's) shows.
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

interface ExportRequest {
  type: AnalyticsExportType;
  period: DatePeriod;
}

interface ExportButtonProps extends ExportRequest {
  onFailure: (failure: Failure | null) => void;
}

/**
 * Export (DESIGN section 7): downloads the current tab's figures for the period as
 * analytics_{type}_{timestamp}.csv. The button shows the download under way; a failure shows as the screen's
 * banner, a success names the file.
 */
export function ExportButton({ type, period, onFailure }: ExportButtonProps) {
  const t = useAnalyticsT();
  const { message } = App.useApp();
  // A download changes nothing on the server: a mutation for its pending and error states, invalidating none.
  const download = useMutation({
    mutationFn: async (request: ExportRequest) => {
      try {
        return await analyticsApi.exportCsv(request.type, request.period);
      } catch (failure) {
        throw await readableFailure(failure);
      }
    },
    onMutate: () => onFailure(null),
    onSuccess: (fileName) => void message.success(t('Exported {{fileName}}', { fileName })),
    onError: (failure) => onFailure(analyticsFailure(failure)),
  });
  return (
    <Button
      icon={<DownloadOutlined aria-hidden />}
      loading={download.isPending}
      onClick={() => download.mutate({ type, period })}
    >
      {download.isPending ? t('Exporting...') : t('Export')}
    </Button>
  );
}
