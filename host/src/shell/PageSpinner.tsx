import { useHostT } from '../i18n';

/** The fallback while a page's code loads: antd-free, so it can stand in for any route. */
export function PageSpinner() {
  const t = useHostT();
  return (
    <div className="page-spinner" role="status" aria-label={t('Loading page')}>
      <span className="spinner" aria-hidden="true" />
    </div>
  );
}
