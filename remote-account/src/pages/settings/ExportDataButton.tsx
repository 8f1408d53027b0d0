import { useState } from 'react';
import { errorMessage, settingsApi } from '@moneta/shared';
import { Button, ErrorAlert, Flex } from '@moneta/shared/ui';
import { App, DownloadOutlined } from '@moneta/shared/ui/dashboard';
import { useAccountT } from '../../i18n';

/** Downloads the user's data as JSON (SPEC section 7: GET /settings/export). */
export function ExportDataButton() {
  const t = useAccountT();
  const { message } = App.useApp();
  const [exporting, setExporting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const exportData = async () => {
    setExporting(true);
    setError(null);
    try {
      await settingsApi.exportData();
      void message.success(t('Your data has been downloaded.'));
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to export user data'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Flex vertical gap="small" align="flex-start">
      <ErrorAlert message={error} onClose={() => setError(null)} />
      <Button icon={<DownloadOutlined aria-hidden />} loading={exporting} onClick={() => void exportData()}>
        {t('Download my data')}
      </Button>
    </Flex>
  );
}
