import { lazy, Suspense, useState } from 'react';
import { login, type FailureMessage, type LoginInput } from '@moneta/shared';
import { useMutation } from '@moneta/shared/query';
import { Link, useNavigate } from '@moneta/shared/router';
import { Alert, Button, Flex, Skeleton, Typography, errorMessage } from '@moneta/shared/ui';
import { Form, Input, zodRule, LockOutlined, MailOutlined } from '@moneta/shared/ui/form';
import { AuthCard } from '../../components/AuthCard';
import { lazySchema } from '../../components/formSchemas';
import { clearEditedFieldErrors } from '../../components/formErrors';
import { PasswordInput } from '../../components/PasswordInput';
import { useAuthT } from '../../i18n';
import { usePasskeySignIn } from './usePasskeySignIn';

const loginSchema = lazySchema('loginSchema');

// Only accounts with two-factor on reach the code step: it loads then, and the screen's first load stays as it was.
const TwoFactorStep = lazy(() =>
  import(/* webpackChunkName: "login-two-factor" */ './TwoFactorStep').then((m) => ({
    default: m.TwoFactorStep,
  })),
);

/** The password was right for an account with two-factor on: the code step finishes the sign-in. */
interface PendingSignIn {
  email: string;
  challenge: string;
}

export default function LoginPage() {
  const t = useAuthT();
  const navigate = useNavigate();
  const [form] = Form.useForm<LoginInput>();
  const [pending, setPending] = useState<PendingSignIn | null>(null);
  // Back from the code step, the focus goes to the password: cleared, it is what to type next.
  const [returned, setReturned] = useState(false);
  // Why the code step sent the person back: its challenge expired.
  const [notice, setNotice] = useState<FailureMessage | null>(null);
  const toDashboard = () => navigate('/dashboard');
  // The attempt's error stays with this screen: a new visit, of this screen or the other, starts clean.
  const submit = useMutation({
    mutationFn: login,
    onSuccess: (answer, input) => {
      if (!answer) {
        toDashboard();
        return;
      }
      // The form keeps its values while the code step shows: 'Back' returns with the e-mail, not the password.
      form.setFieldValue('password', '');
      setPending({ email: input.email, challenge: answer.twoFactorChallenge });
    },
  });
  const passkey = usePasskeySignIn({
    onStart: () => {
      submit.reset();
      setNotice(null);
    },
    onSignedIn: toDashboard,
  });
  const loading = submit.isPending;
  const busy = loading || passkey.signingIn;
  const error = submit.error ? errorMessage(submit.error, 'Login failed') : (passkey.failure ?? notice);

  const backToPassword = (message: FailureMessage | null) => {
    setPending(null);
    setReturned(true);
    setNotice(message);
  };

  const onValuesChange = (changed: Partial<LoginInput>) => {
    clearEditedFieldErrors(form, changed);
    if (submit.error) submit.reset();
    setNotice(null);
    passkey.dismissFailure();
  };

  const onFinish = async (values: LoginInput) => {
    const input = (await loginSchema()).safeParse(values);
    if (!input.success) return;
    passkey.dismissFailure();
    submit.mutate(input.data);
  };

  if (pending) {
    return (
      <AuthCard title={t('Two-factor authentication')}>
        <Suspense fallback={<Skeleton active paragraph={{ rows: 2 }} />}>
          <TwoFactorStep
            email={pending.email}
            challenge={pending.challenge}
            onSignedIn={toDashboard}
            onBack={() => backToPassword(null)}
            onExpired={backToPassword}
          />
        </Suspense>
      </AuthCard>
    );
  }

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
        disabled={busy}
        size="large"
      >
        <Form.Item label={t('Email')} name="email" rules={[zodRule(loginSchema, 'email')]}>
          {/* "webauthn": the browser offers the account's passkeys among the field's suggestions. */}
          <Input
            inputMode="email"
            autoComplete="username webauthn"
            prefix={<MailOutlined aria-hidden />}
            onFocus={passkey.offerSuggestions}
          />
        </Form.Item>
        <Form.Item
          label={t('Password')}
          name="password"
          rules={[zodRule(loginSchema, 'password')]}
          style={{ marginBottom: 8 }}
        >
          <PasswordInput
            autoComplete="current-password"
            prefix={<LockOutlined aria-hidden />}
            autoFocus={returned}
          />
        </Form.Item>
        <Flex justify="end" style={{ marginBottom: 24 }}>
          <Link to="/resetpassword">{t('Forgot password?')}</Link>
        </Flex>
        <Button type="primary" htmlType="submit" block loading={loading}>
          {loading ? t('Logging in...') : t('Login')}
        </Button>
      </Form>
      <Button
        block
        size="large"
        style={{ marginTop: 12 }}
        loading={passkey.signingIn}
        disabled={loading}
        onClick={passkey.signIn}
      >
        {t('Sign in with a passkey')}
      </Button>
      <Typography.Paragraph style={{ margin: '24px 0 0', textAlign: 'center' }}>
        {t("Don't have an account?")} <Link to="/signup">{t('Sign Up')}</Link>
      </Typography.Paragraph>
    </AuthCard>
  );
}
