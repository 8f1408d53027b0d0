import { useEffect, useState } from 'react';
import { fetchProfile, userAtom, useSharedAtom } from '@moneta/shared';
import { Button, Card, ErrorAlert, Flex } from '@moneta/shared/ui';
import { Descriptions, EditOutlined } from '@moneta/shared/ui/dashboard';
import { useAccountT } from '../../i18n';
import { ProfileForm } from './ProfileForm';

/** Personal Information (SPEC section 2 "Profile"): a read-only view that toggles to an edit form. */
export function PersonalInfoCard() {
  const t = useAccountT();
  const user = useSharedAtom(userAtom);
  const [editing, setEditing] = useState(false);
  const [fetchError, setFetchError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    void fetchProfile().then((result) => {
      if (active && !result.ok) setFetchError(result.error);
    });
    return () => {
      active = false;
    };
  }, []);

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
        <ErrorAlert message={fetchError} onClose={() => setFetchError(null)} />
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
