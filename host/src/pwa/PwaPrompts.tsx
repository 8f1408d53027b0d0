import { useEffect, useState } from 'react';
import { useHostT } from '../i18n';
import { UPDATE_AVAILABLE_EVENT } from './constants';
import { dismissedRecently, install, isStandalone, rememberDismissal, useInstallable } from './installPrompt';
import { PromptCard } from './PromptCard';
import { useOnline } from './useOnline';
import './PwaPrompts.css';

const PRODUCT = 'Moneta';

/** A new version is waiting (the service worker's sw-update-available). */
function useUpdateAvailable(): boolean {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    const show = () => setAvailable(true);
    window.addEventListener(UPDATE_AVAILABLE_EVENT, show);
    return () => window.removeEventListener(UPDATE_AVAILABLE_EVENT, show);
  }, []);
  return available;
}

/**
 * The install card, the update prompt and the offline banner, over the page in a fixed
 * corner so that none of them moves the page. Part of the host's shell, so they show on every page, the public
 * ones included, without antd.
 */
export function PwaPrompts() {
  const t = useHostT();
  const online = useOnline();
  const installable = useInstallable();
  const updateAvailable = useUpdateAvailable();
  const [installDismissed, setInstallDismissed] = useState(() => dismissedRecently());
  const [installing, setInstalling] = useState(false);
  const [updateHidden, setUpdateHidden] = useState(false);
  const [updating, setUpdating] = useState(false);

  const showInstall = installable && !installDismissed && !isStandalone();
  const showUpdate = updateAvailable && !updateHidden;
  if (online && !showInstall && !showUpdate) return null;

  const dismissInstall = () => {
    rememberDismissal();
    setInstallDismissed(true);
  };
  const startInstall = () => {
    setInstalling(true);
    install()
      .catch(() => false)
      .finally(() => setInstalling(false));
  };
  const update = () => {
    setUpdating(true);
    // On success the page reloads into the new version; a failure leaves the prompt open to try again.
    import('./serviceWorker').then(({ applyUpdate }) => applyUpdate()).catch(() => setUpdating(false));
  };

  return (
    <div className="pwa-prompts">
      {online ? null : (
        <div className="pwa-offline" role="status">
          {t("You're offline. Some features may be limited.")}
        </div>
      )}
      {showUpdate ? (
        <PromptCard
          id="pwa-update-title"
          role="alertdialog"
          title={t('Update Available')}
          text={t('A new version with improvements is ready')}
          dismiss={{ label: t('Later'), onClick: () => setUpdateHidden(true) }}
          accept={{ label: updating ? t('Updating...') : t('Update Now'), busy: updating, onClick: update }}
        />
      ) : null}
      {showInstall ? (
        <PromptCard
          id="pwa-install-title"
          title={t('Install {{product}}', { product: PRODUCT })}
          text={t('Get quick access to {{product}}', { product: PRODUCT })}
          dismiss={{ label: t('Not Now'), onClick: dismissInstall }}
          accept={{
            label: installing ? t('Installing...') : t('Install App'),
            busy: installing,
            onClick: startInstall,
          }}
        />
      ) : null}
    </div>
  );
}
