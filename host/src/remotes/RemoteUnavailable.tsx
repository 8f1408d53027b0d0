import { useState } from 'react';
import { useT, type RegistryKey } from '@moneta/shared';
import { Button } from '@moneta/shared/ui';
import { Result } from '@moneta/shared/ui/flow';

interface Props {
  section: RegistryKey;
  onRetry: () => Promise<void>;
}

/** The panel shown in place of a section whose remote could not be loaded. */
export default function RemoteUnavailable({ section, onRetry }: Props) {
  const t = useT();
  const [retrying, setRetrying] = useState(false);
  return (
    <Result
      status="warning"
      title={t('{{section}} is unavailable', { section: t(section) })}
      subTitle={t('This section could not be loaded. The rest of Moneta keeps working; please try again.')}
      extra={
        <Button
          type="primary"
          loading={retrying}
          onClick={async () => {
            setRetrying(true);
            await onRetry();
            setRetrying(false);
          }}
        >
          {t('Retry')}
        </Button>
      }
    />
  );
}
