import { useMutation } from '@moneta/shared/query';
import { Button, ErrorAlert, Flex, errorMessage } from '@moneta/shared/ui';
import { App, DownloadOutlined } from '@moneta/shared/ui/dashboard';
import { useAccountT } from '../../i18n';
import { settingsApi } from '@moneta/shared/account';

/** Downloads the user's data as JSON. */
export function ExportDataButton() {
  const t = useAccountT();
  const { message } = App.useApp();
  // A download changes nothing on the server: a mutation for its pending and error states, invalidating none.
  const exportData = useMutation({
    mutationFn: () => settingsApi.exportData(),
    onSuccess: () => void message.success(t('Your data has been downloaded.')),
  });

  return (
    <Flex vertical gap="small" align="flex-start">
      <ErrorAlert
        message={exportData.error && errorMessage(exportData.error, 'Failed to export user data')}
        onClose={exportData.reset}
      />
      <Button
        icon={<DownloadOutlined aria-hidden />}
        loading={exportData.isPending}
        onClick={() => exportData.mutate()}
      >
        {t('Download my data')}
      </Button>
    </Flex>
  );
}
