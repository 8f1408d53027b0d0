import { offlineSessionAtom, localeAtom, useSharedAtom } from '@moneta/shared';
import { useHostT } from '../i18n';
import { useShownDataFetchedAt } from '@moneta/shared/query';
import { Alert } from '@moneta/shared/ui';
import { useOnline } from '../pwa/useOnline';

/**
 * Offline, or started without a network, the dashboard shows its screens' last saved data, and says from when;
 * on a screen with nothing saved yet, that only saved data can be shown (the screen says what is missing).
 */
export function OfflineDataNote() {
  const t = useHostT();
  const online = useOnline();
  const offlineSession = useSharedAtom(offlineSessionAtom);
  const { language } = useSharedAtom(localeAtom);
  const fetchedAt = useShownDataFetchedAt();
  if (online && !offlineSession) return null;
  const title =
    fetchedAt === null
      ? t('Offline: only data saved on this device can be shown')
      : t('Offline: showing your data as saved on {{time}}', {
          time: new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
            fetchedAt,
          ),
        });
  return <Alert type="info" showIcon title={title} style={{ marginBottom: 16 }} />;
}
