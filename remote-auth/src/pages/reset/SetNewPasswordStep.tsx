import { useState } from 'react';
import { resetPasswordSchema, setNewPasswordFormSchema } from '@moneta/shared/forms';
import { useMutation } from '@moneta/shared/query';
import { SECOND_FACTOR_MAX_LENGTH } from '@moneta/shared/security';
import { Alert, Button, Flex, Typography, errorMessage, fieldErrors } from '@moneta/shared/ui';
import { Form, Input, zodRule, LockOutlined } from '@moneta/shared/ui/form';
import { clearEditedFieldErrors, revalidateConfirmation } from '../../components/formErrors';
import { PasswordInput } from '../../components/PasswordInput';
import { useAuthT } from '../../i18n';
import { PasswordStrength } from './PasswordStrength';
import type { PasswordResetFlow } from './usePasswordReset';

interface NewPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

/** With two-factor on, the code of the authenticator or a recovery code as well. */
type NewPasswordForm = NewPasswordValues & { code?: string };

const EMPTY_VALUES: NewPasswordValues = { newPassword: '', confirmPassword: '' };

/**
 * Step 3: the new password, with its strength and unmet rules, and for an account with two-factor on a code.
 * A refused code shows under its field; other errors appear as a general alert.
 */
export function SetNewPasswordStep({ flow }: { flow: PasswordResetFlow }) {
  const t = useAuthT();
  const { twoFactor } = flow;
  const [form] = Form.useForm<NewPasswordForm>();
  // Kept from onValuesChange rather than Form.useWatch, which reports a macrotask late.
  const [{ newPassword, confirmPassword }, setValues] = useState<NewPasswordValues>(EMPTY_VALUES);
  const refusedCode = (failure: Error | null) =>
    twoFactor && failure ? fieldErrors(failure).code : undefined;
  const save = useMutation({
    mutationFn: flow.saveNewPassword,
    onError: (failure) => {
      const message = refusedCode(failure);
      if (message) form.setFields([{ name: 'code', errors: [t(message)] }]);
    },
  });
  const saving = save.isPending;
  const error =
    save.error && !refusedCode(save.error) ? t(errorMessage(save.error, 'Failed to reset password')) : null;
  const done = flow.state.passwordResetSuccess;

  const onValuesChange = (changed: Partial<NewPasswordForm>, values: Partial<NewPasswordForm>) => {
    setValues({ newPassword: values.newPassword ?? '', confirmPassword: values.confirmPassword ?? '' });
    clearEditedFieldErrors(form, changed);
    revalidateConfirmation(form, changed, 'newPassword', 'confirmPassword');
    if ('confirmPassword' in changed && changed.confirmPassword) {
      form.validateFields(['confirmPassword']).catch(() => undefined);
    }
    if (save.isError) save.reset();
  };

  const onFinish = (values: NewPasswordForm) =>
    save.mutate(
      twoFactor
        ? { newPassword: values.newPassword, code: values.code }
        : { newPassword: values.newPassword },
    );

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
      {twoFactor && (
        <Form.Item
          label={t('Authentication code')}
          name="code"
          // '' rather than nothing: the contract's code is optional, and this form requires it.
          initialValue=""
          rules={[zodRule(resetPasswordSchema, 'code')]}
          extra={t('The code from your authenticator app, or a recovery code.')}
        >
          <Input
            autoComplete="one-time-code"
            inputMode="text"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={SECOND_FACTOR_MAX_LENGTH}
          />
        </Form.Item>
      )}
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
