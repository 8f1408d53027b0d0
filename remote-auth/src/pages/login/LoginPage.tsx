import { login, type LoginInput } from '@moneta/shared';
import { useMutation } from '@moneta/shared/query';
import { Link, useNavigate } from '@moneta/shared/router';
import { Alert, Button, Flex, Typography, errorMessage } from '@moneta/shared/ui';
import { Form, Input, zodRule, LockOutlined, MailOutlined } from '@moneta/shared/ui/form';
import { AuthCard } from '../../components/AuthCard';
import { lazySchema } from '../../components/formSchemas';
import { clearEditedFieldErrors } from '../../components/formErrors';
import { PasswordInput } from '../../components/PasswordInput';
import { useAuthT } from '../../i18n';

const loginSchema = lazySchema('loginSchema');

export default function LoginPage() {
  const t = useAuthT();
  const navigate = useNavigate();
  const [form] = Form.useForm<LoginInput>();
  // The attempt's error stays with this screen: a new visit, of this screen or the other, starts clean.
  const submit = useMutation({ mutationFn: login, onSuccess: () => navigate('/dashboard') });
  const loading = submit.isPending;
  const error = submit.error ? errorMessage(submit.error, 'Login failed') : null;

  const onValuesChange = (changed: Partial<LoginInput>) => {
    clearEditedFieldErrors(form, changed);
    if (submit.error) submit.reset();
  };

  const onFinish = async (values: LoginInput) => {
    const input = (await loginSchema()).safeParse(values);
    if (!input.success) return;
    submit.mutate(input.data);
  };

  return (
    <AuthCard title={t('Login')} subtitle={t('Welcome back! Sign in to your account.')}>
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
        <Form.Item label={t('Email')} name="email" rules={[zodRule(loginSchema, 'email')]}>
          <Input inputMode="email" autoComplete="email" prefix={<MailOutlined aria-hidden />} />
        </Form.Item>
        <Form.Item
          label={t('Password')}
          name="password"
          rules={[zodRule(loginSchema, 'password')]}
          style={{ marginBottom: 8 }}
        >
          <PasswordInput autoComplete="current-password" prefix={<LockOutlined aria-hidden />} />
        </Form.Item>
        <Flex justify="end" style={{ marginBottom: 24 }}>
          <Link to="/resetpassword">{t('Forgot password?')}</Link>
        </Flex>
        <Button type="primary" htmlType="submit" block loading={loading}>
          {loading ? t('Logging in...') : t('Login')}
        </Button>
      </Form>
      <Typography.Paragraph style={{ margin: '24px 0 0', textAlign: 'center' }}>
        {t("Don't have an account?")} <Link to="/signup">{t('Sign Up')}</Link>
      </Typography.Paragraph>
    </AuthCard>
  );
}
