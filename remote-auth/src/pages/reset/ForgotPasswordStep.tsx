import { useState } from 'react';
import { Link } from '@moneta/shared/router';
import { Button, Typography, errorMessage, fieldErrors } from '@moneta/shared/ui';
import { Form, Input, zodRule, MailOutlined } from '@moneta/shared/ui/form';
import { clearEditedFieldErrors } from '../../components/formErrors';
import { lazySchema } from '../../components/formSchemas';
import { useAuthT } from '../../i18n';
import { useSendCode, type PasswordResetFlow } from './usePasswordReset';

const resetEmailSchema = lazySchema('resetEmailSchema');

interface EmailValues {
  email: string;
}

/** Step 1: the e-mail that receives the code. Errors, the server's too, appear under the email field. */
export function ForgotPasswordStep({ flow }: { flow: PasswordResetFlow }) {
  const t = useAuthT();
  const [form] = Form.useForm<EmailValues>();
  // Kept from onValuesChange rather than Form.useWatch, which reports a macrotask late.
  const [email, setEmail] = useState(flow.state.email);
  const send = useSendCode(flow, (error) => {
    const message = fieldErrors(error).email ?? errorMessage(error, 'Failed to send password reset email');
    form.setFields([{ name: 'email', errors: [t(message)] }]);
  });
  // On success the flow moves to step 2 and this step unmounts.
  const sending = send.isPending;

  const onValuesChange = (changed: Partial<EmailValues>, values: EmailValues) => {
    setEmail(values.email ?? '');
    clearEditedFieldErrors(form, changed);
    if (flow.state.passwordResetSuccess) flow.dismissSuccess();
  };

  const onFinish = async (values: EmailValues) => {
    const input = (await resetEmailSchema()).safeParse(values);
    if (!input.success) return;
    send.mutate(input.data.email);
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      validateTrigger="onBlur"
      initialValues={{ email: flow.state.email }}
      onValuesChange={onValuesChange}
      onFinish={onFinish}
      disabled={sending}
      size="large"
    >
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
        {t('Enter the email of your account and we will send you a one-time code.')}
      </Typography.Paragraph>
      <Form.Item label={t('Email')} name="email" rules={[zodRule(resetEmailSchema, 'email')]}>
        <Input inputMode="email" autoComplete="email" prefix={<MailOutlined aria-hidden />} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={sending} disabled={!email.trim()}>
        {sending ? t('Sending...') : t('Send OTP')}
      </Button>
      <Typography.Paragraph style={{ margin: '24px 0 0', textAlign: 'center' }}>
        <Link to="/login">{t('Back to Login')}</Link>
      </Typography.Paragraph>
    </Form>
  );
}
