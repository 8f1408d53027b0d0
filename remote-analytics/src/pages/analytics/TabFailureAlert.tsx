import { Button, ErrorAlert, ReloadOutlined } from '@moneta/shared/ui';
import { useAnalyticsT } from '../../i18n';
import type { TabFailure } from './queries';

/** A tab's failure banner, with Retry. */
export function TabFailureAlert({ failure }: { failure: TabFailure | null }) {
  const t = useAnalyticsT();
  return (
    <ErrorAlert
      message={failure?.message ?? null}
      values={failure?.values}
      action={
        failure ? (
          <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={failure.retry}>
            {t('Retry')}
          </Button>
        ) : undefined
      }
    />
  );
}
