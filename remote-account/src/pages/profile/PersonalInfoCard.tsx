import { useState } from 'react';
import { userAtom, useSharedAtom } from '@moneta/shared';
import { Button, Card, ErrorAlert, Flex, errorMessage } from '@moneta/shared/ui';
import { Descriptions } from '@moneta/shared/ui/display';
import { EditOutlined } from '@moneta/shared/ui/dashboard';
import { useAccountT } from '../../i18n';
import { EmailVerification } from './EmailVerification';
import { ProfileForm } from './ProfileForm';
import { useProfile } from '@moneta/shared/account';

/**
 * Personal Information: a read-only view that toggles to an edit form. The profile is
 * a query whose answer is merged into userAtom, which the view and the navbar's greeting read.
 */
export function PersonalInfoCard() {
  const t = useAccountT();
  const user = useSharedAtom(userAtom);
  const [editing, setEditing] = useState(false);
  const fetched = useProfile();
  const [dismissedFetchError, setDismissedFetchError] = useState<Error | null>(null);
  const fetchError =
    fetched.error && fetched.error !== dismissedFetchError
      ? errorMessage(fetched.error, 'Failed to fetch profile')
      : null;

  return (
    <Card
      title={t('Personal Information')}
      style={{ height: '100%' }}
      extra={
        editing ? null : (
          <Button icon={<EditOutlined aria-hidden />} onClick={() => setEditing(true)}>
            {t('Edit')}
          </Button>
        )
      }
    >
      <Flex vertical gap="middle">
        <ErrorAlert message={fetchError} onClose={() => setDismissedFetchError(fetched.error)} />
        <EmailVerification user={user} />
        {editing ? (
          <ProfileForm user={user} onDone={() => setEditing(false)} />
        ) : (
          <Descriptions
            column={1}
            items={[
              { key: 'username', label: t('Username'), children: user?.username },
              { key: 'email', label: t('Email'), children: user?.email },
            ]}
          />
        )}
      </Flex>
    </Card>
  );
}
