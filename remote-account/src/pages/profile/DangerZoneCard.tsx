import { useState } from 'react';
import { Button, Card, Flex, Typography } from '@moneta/shared/ui';
import { DeleteOutlined, Modal, WarningOutlined } from '@moneta/shared/ui/dashboard';
import { useAccountT } from '../../i18n';
import { DeleteAccountForm } from './DeleteAccountForm';

// antd 6 exposes its tokens as CSS variables, so the red follows the light and dark themes.
const DANGER_COLOR = 'var(--ant-color-error)';

/** Danger Zone: 'Delete My Account' opens the confirmation modal. */
export function DangerZoneCard() {
  const t = useAccountT();
  const [open, setOpen] = useState(false);

  return (
    <Card
      title={
        <Typography.Text type="danger" strong>
          <WarningOutlined aria-hidden /> {t('Danger Zone')}
        </Typography.Text>
      }
      style={{ borderColor: DANGER_COLOR }}
    >
      <Flex justify="space-between" align="center" gap="middle" wrap>
        <Typography.Text>
          {t('Deleting your account removes your profile and all of your financial data for good.')}
        </Typography.Text>
        <Button danger icon={<DeleteOutlined aria-hidden />} onClick={() => setOpen(true)}>
          {t('Delete My Account')}
        </Button>
      </Flex>
      <Modal
        open={open}
        title={t('Delete My Account')}
        footer={null}
        destroyOnHidden
        onCancel={() => setOpen(false)}
      >
        <DeleteAccountForm onCancel={() => setOpen(false)} />
      </Modal>
    </Card>
  );
}
