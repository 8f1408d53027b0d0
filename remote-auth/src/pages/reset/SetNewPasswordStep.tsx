import { useState } from 'react';
import { setNewPasswordFormSchema } from '@moneta/shared/forms';
import { useMutation } from '@moneta/shared/query';
import { Alert, Button, Flex, Typography, errorMessage } from '@moneta/shared/ui';
import { Form, zodRule, LockOutlined } from '@moneta/shared/ui/form';
import { clearEditedFieldErrors, revalidateConfirmation } from '../../components/formErrors';
import { PasswordInput } from '../../components/PasswordInput';
import { useAuthT } from '../../i18n';
import { PasswordStrength } from './PasswordStrength';
import type { PasswordResetFlow } from './usePasswordReset';

interface NewPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

const EMPTY_VALUES: NewPasswordValues = { newPassword: '', confirmPassword: '' };

/** Step 3: the new password, with its strength and unmet rules. Errors appear as a general alert. */
export function SetNewPasswordStep({ flow }: { flow: PasswordResetFlow }) {
  const t = useAuthT();
  const [form] = Form.useForm<NewPasswordValues>();
  // Kept from onValuesChange rather than Form.useWatch, which reports a macrotask late.
  const [{ newPassword, confirmPassword }, setValues] = useState<NewPasswordValues>(EMPTY_VALUES);
  const save = useMutation({ mutationFn: flow.saveNewPassword });
  const saving = save.isPending;
  const error = save.error ? t(errorMessage(save.error, 'Failed to reset password')) : null;
  const done = flow.state.passwordResetSuccess;

  const onValuesChange = (changed: Partial<NewPasswordValues>, values: Partial<NewPasswordValues>) => {
    setValues({ newPassword: values.newPassword ?? '', confirmPassword: values.confirmPassword ?? '' });
    clearEditedFieldErrors(form, changed);
    revalidateConfirmation(form, changed, 'newPassword', 'confirmPassword');
    if ('confirmPassword' in changed && changed.confirmPassword) {
      form.validateFields(['confirmPassword']).catch(() => undefined);
    }
    if (save.isError) save.reset();
  };

  const onFinish = (values: NewPasswordValues) => save.mutate(values.newPassword);

  const matches = confirmPassword !== '' && confirmPassword === newPassword;

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      validateTrigger="onBlur"
      onValuesChange={onValuesChange}
      onFinish={onFinish}
      disabled={saving || done}
      size="large"
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form.Item
        label={t('New Password')}
        name="newPassword"
        rules={[zodRule(setNewPasswordFormSchema, 'newPassword')]}
        style={{ marginBottom: 12 }}
      >
        <PasswordInput
          autoComplete="new-password"
          prefix={<LockOutlined aria-hidden />}
          toggleLabel={t('Show new password')}
        />
      </Form.Item>
      <PasswordStrength password={newPassword} />
      <Form.Item
        label={t('Confirm Password')}
        name="confirmPassword"
        rules={[zodRule(setNewPasswordFormSchema, 'confirmPassword')]}
        extra={matches && <Typography.Text type="success">{t('Passwords match')}</Typography.Text>}
      >
        <PasswordInput
          autoComplete="new-password"
          prefix={<LockOutlined aria-hidden />}
          toggleLabel={t('Show confirm password')}
        />
      </Form.Item>
      <Flex gap={12} wrap>
        <Button onClick={flow.goBack} disabled={saving || done} style={{ flex: '1 1 120px' }}>
          {t('Back')}
        </Button>
        <Button type="primary" htmlType="submit" loading={saving} style={{ flex: '2 1 180px' }}>
          {saving ? t('Resetting...') : t('Reset Password')}
        </Button>
      </Flex>
    </Form>
  );
}
