import type { ProfileInput, User } from '@moneta/shared';
import { profileSchema } from '@moneta/shared/forms';
import { Button, ErrorAlert, Flex, MESSAGES, errorMessage } from '@moneta/shared/ui';
import { Form, Input, zodRule } from '@moneta/shared/ui/form';
import { App } from '@moneta/shared/ui/dashboard';
import { useFreshProof } from '../../components/FreshProof';
import { useAccountT } from '../../i18n';
import { updateProfile, useProfileChange } from '@moneta/shared/account';

interface ProfileFormProps {
  user: User | null;
  onDone: () => void;
}

/** The edit mode of Personal Information; mounted afresh for each edit, so Cancel discards the edits. */
export function ProfileForm({ user, onDone }: ProfileFormProps) {
  const t = useAccountT();
  const { message } = App.useApp();
  // A new address asks for the password first (the server's fresh proof); the name alone does not.
  const { withProof, dialog } = useFreshProof();
  const save = useProfileChange({
    mutationFn: (values: ProfileInput) => withProof(() => updateProfile(values)),
    onSuccess: (saved) => {
      // A new address is the account's only once the link mailed to it is opened.
      if (saved.pendingEmail !== null && saved.pendingEmail !== user?.pendingEmail) {
        void message.info(t(MESSAGES.emailChangePending));
      } else {
        void message.success(t('Profile updated successfully'));
      }
      onDone();
    },
  });
  const saving = save.isPending;

  return (
    <Flex vertical gap="middle">
      {dialog}
      <ErrorAlert
        message={save.error && errorMessage(save.error, 'Failed to update profile')}
        onClose={save.reset}
      />
      <Form<ProfileInput>
        layout="vertical"
        name="profile"
        initialValues={{ username: user?.username ?? '', email: user?.email ?? '' }}
        onFinish={(values) => save.mutate(values)}
        requiredMark={false}
      >
        <Form.Item label={t('Username')} name="username" rules={[zodRule(profileSchema, 'username')]}>
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item label={t('Email')} name="email" rules={[zodRule(profileSchema, 'email')]}>
          <Input inputMode="email" autoComplete="email" />
        </Form.Item>
        <Flex gap="small" wrap>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('Save')}
          </Button>
          <Button onClick={onDone} disabled={saving}>
            {t('Cancel')}
          </Button>
        </Flex>
      </Form>
    </Flex>
  );
}
