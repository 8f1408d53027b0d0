import { useT } from '@moneta/shared';

/** The fallback while a page's code loads: antd-free, so it can stand in for any route. */
export function PageSpinner() {
  const t = useT();
  return (
    <div className="page-spinner" role="status" aria-label={t('Loading page')}>
      <span className="spinner" aria-hidden="true" />
    </div>
  );
}
