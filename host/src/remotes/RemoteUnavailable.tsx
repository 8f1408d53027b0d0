import { useState } from 'react';
import { type RegistryKey } from '@moneta/shared';
import { useHostT } from '../i18n';
import { Button, Flex, Typography } from '@moneta/shared/ui';
import { useServerFrameHandover } from '../frame/serverFrame';
import { WarningIcon } from '../shell/icons';

interface Props {
  section: RegistryKey;
  onRetry: () => Promise<void>;
}

/**
 * The panel shown in place of a section whose remote could not be loaded: on the core facade alone, which every
 * page with a remote loads (antd's Result would bring its three illustrations to every sign-in page).
 */
export default function RemoteUnavailable({ section, onRetry }: Props) {
  const t = useHostT();
  const [retrying, setRetrying] = useState(false);
  useServerFrameHandover();
  return (
    <Flex
      vertical
      align="center"
      gap="middle"
      role="alert"
      style={{ padding: '48px 24px', textAlign: 'center' }}
    >
      <WarningIcon className="remote-unavailable-icon" />
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('{{section}} is unavailable', { section: t(section) })}
      </Typography.Title>
      <Typography.Text type="secondary">
        {t('This section could not be loaded. The rest of Moneta keeps working; please try again.')}
      </Typography.Text>
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
    </Flex>
  );
}
