import { useHostT } from '../i18n';
import { BrandMark } from './icons';

/** Shown instead of any route while the session is being restored. */
export function LoadingScreen() {
  const t = useHostT();
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <div className="loading-screen-brand">
        <BrandMark />
        <span>{t('Moneta')}</span>
      </div>
      <div className="loading-screen-status">
        <span className="spinner" aria-hidden="true" />
        <span>{t('Loading...')}</span>
      </div>
    </div>
  );
}
