import { useT } from '@moneta/shared';

/** The fallback while a page's code loads. */
export function PageSpinner() {
  const t = useT();
  return (
    <div className="page-spinner" role="status" aria-label={t('Loading page')}>
      <div className="spinner" aria-hidden="true" />
    </div>
  );
}
