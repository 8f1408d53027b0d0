import { type AnalyticsExportType, type DatePeriod, type Failure } from '@moneta/shared';
import { useMutation } from '@moneta/shared/query';
import { analyticsFailure, Button } from '@moneta/shared/ui';
import { App, DownloadOutlined } from '@moneta/shared/ui/dashboard';
import { useAnalyticsT } from '../../i18n';
import { analyticsApi } from '@moneta/shared/analytics';

interface ExportRequest {
  type: AnalyticsExportType;
  period: DatePeriod;
}

interface ExportButtonProps extends ExportRequest {
  onFailure: (failure: Failure | null) => void;
}

/**
 * Export: downloads the current tab's figures for the period as
 * analytics_{type}_{timestamp}.csv. The button shows the download under way; a failure shows as the screen's
 * banner, a success names the file.
 */
export function ExportButton({ type, period, onFailure }: ExportButtonProps) {
  const t = useAnalyticsT();
  const { message } = App.useApp();
  // A download changes nothing on the server: a mutation for its pending and error states, invalidating none.
  const download = useMutation({
    mutationFn: (request: ExportRequest) => analyticsApi.exportCsv(request.type, request.period),
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
