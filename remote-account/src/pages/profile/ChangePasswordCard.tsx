import { useState } from 'react';
import { type ChangePasswordInput, type FailureMessage } from '@moneta/shared';
import { changePasswordSchema } from '@moneta/shared/forms';
import { useMutation } from '@moneta/shared/query';
import { applyFieldErrors, Form, Input, zodRule, LockOutlined } from '@moneta/shared/ui/form';
import { Button, Card, ErrorAlert, Flex, errorMessage } from '@moneta/shared/ui';
import { App } from '@moneta/shared/ui/dashboard';
import { useAccountT } from '../../i18n';
import { useSignOutLocally } from './useSignOutLocally';
import { authApi } from '@moneta/shared/account';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/**
 * How long the success message shows before the local sign-out. Signing out leaves the antd frame (/ has
 * none), which takes the message with it, so it would otherwise never be seen.
 */
export const PASSWORD_CHANGED_NOTICE_MS = 1500;

/** Change Password: success logs out locally and goes to /. */
export function ChangePasswordCard() {
  const t = useAccountT();
  const { message } = App.useApp();
  const [form] = Form.useForm<ChangePasswordInput>();
  const signOutLocally = useSignOutLocally();
  const [error, setError] = useState<FailureMessage | null>(null);
  const changePassword = useMutation({
    mutationFn: (values: ChangePasswordInput) => authApi.updatePassword(values),
    onMutate: () => setError(null),
    // A failure that names its fields shows under them instead of in the banner.
    onError: (failure) => {
      if (!applyFieldErrors(form, failure, FIELDS, t)) {
        setError(errorMessage(failure, 'Password update failed. Please try again.'));
      }
    },
    onSuccess: () => {
      void message.success(t('Password updated successfully. Please log in again.'));
      setTimeout(signOutLocally, PASSWORD_CHANGED_NOTICE_MS);
    },
  });
  // The form stays busy after a success, until the local sign-out: the server has revoked every session.
  const changing = changePassword.isPending || changePassword.isSuccess;

  return (
    <Card title={t('Change Password')} style={{ height: '100%' }}>
      <Flex vertical gap="middle">
        <ErrorAlert message={error} onClose={() => setError(null)} />
        <Form<ChangePasswordInput>
          form={form}
          name="change-password"
          layout="vertical"
          requiredMark={false}
          onFinish={(values) => changePassword.mutate(values)}
        >
          <Form.Item
            label={t('Current Password')}
            name="currentPassword"
            rules={[zodRule(changePasswordSchema, 'currentPassword')]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item
            label={t('New Password')}
            name="newPassword"
            dependencies={['currentPassword']}
            rules={[zodRule(changePasswordSchema, 'newPassword')]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            label={t('Confirm New Password')}
            name="confirmPassword"
            dependencies={['newPassword']}
            rules={[zodRule(changePasswordSchema, 'confirmPassword')]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" icon={<LockOutlined aria-hidden />} loading={changing}>
            {changing ? t('Changing...') : t('Change Password')}
          </Button>
        </Form>
      </Flex>
    </Card>
  );
}
