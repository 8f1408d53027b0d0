import { useT } from '@moneta/shared';

/** Shown instead of any route while the session is being restored (SPEC section 2). */
export function LoadingScreen() {
  const t = useT();
  return (
    <div className="loading-screen" role="status">
      <div className="spinner" aria-hidden="true" />
      <span>{t('Loading...')}</span>
    </div>
  );
}
