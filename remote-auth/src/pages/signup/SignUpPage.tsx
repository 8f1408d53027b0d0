import { register, type SignUpFormInput } from '@moneta/shared';
import { useMutation } from '@moneta/shared/query';
import { Link, useNavigate } from '@moneta/shared/router';
import { Alert, Button, Typography, UserOutlined, errorMessage } from '@moneta/shared/ui';
import { Form, Input, zodRule, LockOutlined, MailOutlined } from '@moneta/shared/ui/form';
import { AuthCard } from '../../components/AuthCard';
import { lazySchema } from '../../components/formSchemas';
import { clearEditedFieldErrors, revalidateConfirmation } from '../../components/formErrors';
import { PasswordInput } from '../../components/PasswordInput';
import { useAuthT } from '../../i18n';

const registerSchema = lazySchema('registerSchema');
const signUpFormSchema = lazySchema('signUpFormSchema');

export default function SignUpPage() {
  const t = useAuthT();
  const navigate = useNavigate();
  const [form] = Form.useForm<SignUpFormInput>();
  // The attempt's error stays with this screen: a new visit, of this screen or the other, starts clean.
  const submit = useMutation({ mutationFn: register, onSuccess: () => navigate('/dashboard') });
  const loading = submit.isPending;
  const error = submit.error ? errorMessage(submit.error, 'Registration failed') : null;

  const onValuesChange = (changed: Partial<SignUpFormInput>) => {
    clearEditedFieldErrors(form, changed);
    revalidateConfirmation(form, changed, 'password', 'confirmPassword');
    if (submit.error) submit.reset();
  };

  const onFinish = async (values: SignUpFormInput) => {
    const input = (await registerSchema()).safeParse(values);
    if (!input.success) return;
    submit.mutate(input.data);
  };

  const rule = (field: keyof SignUpFormInput) => [zodRule(signUpFormSchema, field)];

  return (
    <AuthCard title={t('Sign Up')} subtitle={t('Create your account to start tracking your finances.')}>
      {error && <Alert type="error" showIcon title={t(error)} style={{ marginBottom: 16 }} />}
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        validateTrigger="onBlur"
        onValuesChange={onValuesChange}
        onFinish={onFinish}
        disabled={loading}
        size="large"
      >
        <Form.Item label={t('Username')} name="username" rules={rule('username')}>
          <Input autoComplete="username" prefix={<UserOutlined aria-hidden />} />
        </Form.Item>
        <Form.Item label={t('Email')} name="email" rules={rule('email')}>
          <Input inputMode="email" autoComplete="email" prefix={<MailOutlined aria-hidden />} />
        </Form.Item>
        <Form.Item label={t('Password')} name="password" rules={rule('password')}>
          <PasswordInput autoComplete="new-password" prefix={<LockOutlined aria-hidden />} />
        </Form.Item>
        <Form.Item label={t('Confirm Password')} name="confirmPassword" rules={rule('confirmPassword')}>
          <PasswordInput
            autoComplete="new-password"
            prefix={<LockOutlined aria-hidden />}
            toggleLabel={t('Show confirm password')}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={loading} style={{ marginTop: 8 }}>
          {loading ? t('Signing up...') : t('Sign Up')}
        </Button>
      </Form>
      <Typography.Paragraph style={{ margin: '24px 0 0', textAlign: 'center' }}>
        {t('Already have an account?')} <Link to="/login">{t('Login')}</Link>
      </Typography.Paragraph>
    </AuthCard>
  );
}
