import { offlineSessionAtom, localeAtom, useSharedAtom } from '@moneta/shared';
import { useHostT } from '../i18n';
import { useShownDataFetchedAt } from '@moneta/shared/query';
import { Alert } from '@moneta/shared/ui';
import { useOnline } from '../pwa/useOnline';

/**
 * Offline, or started without a network, the dashboard shows its screens' last saved data (issue 11), and says
 * from when.
 */
export function OfflineDataNote() {
  const t = useHostT();
  const online = useOnline();
  const offlineSession = useSharedAtom(offlineSessionAtom);
  const { language } = useSharedAtom(localeAtom);
  const fetchedAt = useShownDataFetchedAt();
  if ((online && !offlineSession) || fetchedAt === null) return null;
  const time = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    fetchedAt,
  );
  return (
    <Alert
      type="info"
      showIcon
      title={t('Offline: showing your data as saved on {{time}}', { time })}
      style={{ marginBottom: 16 }}
    />
  );
}
