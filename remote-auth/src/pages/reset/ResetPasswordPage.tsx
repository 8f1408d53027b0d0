import { lazy, Suspense } from 'react';
import { Link } from '@moneta/shared/router';
import { Alert, Button, Flex, ReloadOutlined, Skeleton } from '@moneta/shared/ui';
import { Steps } from '@moneta/shared/ui/flow';
import { AuthCard } from '../../components/AuthCard';
import { useAuthT } from '../../i18n';
import { ForgotPasswordStep } from './ForgotPasswordStep';
import type { ResetStep } from './passwordResetState';
import { usePasswordReset } from './usePasswordReset';

// The code and new-password steps load when the person reaches them: with their schemas, and zod, which the
// e-mail step loads only with its first validation (the route's first-load JS).
const VerifyOtpStep = lazy(() =>
  import(/* webpackChunkName: "reset-verify" */ './VerifyOtpStep').then((m) => ({
    default: m.VerifyOtpStep,
  })),
);
const SetNewPasswordStep = lazy(() =>
  import(/* webpackChunkName: "reset-password" */ './SetNewPasswordStep').then((m) => ({
    default: m.SetNewPasswordStep,
  })),
);

/** Password reset in three steps. */
export default function ResetPasswordPage() {
  const t = useAuthT();
  const flow = usePasswordReset();
  const { currentStep, passwordResetSuccess } = flow.state;
  const titles: Record<ResetStep, string> = {
    1: t('Forgot Password'),
    2: t('Verify OTP'),
    3: t('Set New Password'),
  };

  return (
    <AuthCard title={titles[currentStep]}>
      <div
        role="group"
        aria-label={t('Step {{step}} of {{total}}', { step: currentStep, total: Object.keys(titles).length })}
      >
        <Steps
          size="small"
          responsive={false}
          titlePlacement="vertical"
          current={currentStep - 1}
          items={[{ title: t('Email') }, { title: t('Verify') }, { title: t('New Password') }]}
          style={{ marginBottom: 24 }}
        />
      </div>
      {passwordResetSuccess && (
        <Alert
          type="success"
          showIcon
          title={t('Password reset successfully! You can now login with your new password.')}
          description={<Link to="/login">{t('Go to Login')}</Link>}
          closable={{ onClose: flow.dismissSuccess, 'aria-label': t('Close') }}
          style={{ marginBottom: 16 }}
        />
      )}
      {currentStep === 1 && <ForgotPasswordStep flow={flow} />}
      <Suspense fallback={<Skeleton active paragraph={{ rows: 2 }} />}>
        {currentStep === 2 && <VerifyOtpStep flow={flow} />}
        {currentStep === 3 && <SetNewPasswordStep flow={flow} />}
      </Suspense>
      {currentStep > 1 && (
        <Flex justify="center" style={{ marginTop: 24 }}>
          <Button type="text" icon={<ReloadOutlined aria-hidden />} onClick={flow.restart}>
            {t('Reset Flow')}
          </Button>
        </Flex>
      )}
    </AuthCard>
  );
}
