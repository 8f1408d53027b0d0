import { useRef, useState } from 'react';
import { verifyOtpSchema } from '@moneta/shared/forms';
import { Alert, Button, Flex, Typography } from '@moneta/shared/ui';
import { useAuthT } from '../../i18n';
import { EMPTY_OTP, OtpInput, type OtpInputHandle } from './OtpInput';
import type { PasswordResetFlow } from './usePasswordReset';

/** Step 2: the six-digit code, checked as soon as it is complete. Errors appear in a red alert. */
export function VerifyOtpStep({ flow }: { flow: PasswordResetFlow }) {
  const t = useAuthT();
  const { state, secondsLeft } = flow;
  const [digits, setDigits] = useState<readonly string[]>(EMPTY_OTP);
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const otp = useRef<OtpInputHandle>(null);
  const loading = verifying || resending;

  const onDigitsChange = (next: string[]) => {
    setDigits(next);
    setError(null);
  };

  const verify = async (code: string) => {
    const input = verifyOtpSchema.safeParse({ email: state.email, code });
    if (!input.success) {
      setError(t(input.error.issues[0]?.message ?? 'Failed to verify reset code'));
      return;
    }
    setError(null);
    setVerifying(true);
    setDigits(EMPTY_OTP);
    const result = await flow.verifyCode(input.data.code);
    // On success the flow moves to step 3 and this step unmounts.
    if (!result.ok) {
      setVerifying(false);
      setError(t(result.error));
    }
  };

  const resend = async () => {
    setError(null);
    setResending(true);
    setDigits(EMPTY_OTP);
    const result = await flow.sendCode(state.email);
    setResending(false);
    if (!result.ok) setError(t(result.error));
  };

  const clear = () => {
    setDigits(EMPTY_OTP);
    setError(null);
    otp.current?.focus(0);
  };

  const resendLabel =
    secondsLeft > 0 ? t('Resend OTP in {{seconds}}s', { seconds: secondsLeft }) : t('Resend OTP');

  return (
    <Flex vertical gap={20}>
      <Typography.Paragraph type="secondary" style={{ margin: 0, textAlign: 'center' }}>
        {t('Enter the 6-digit code sent to {{email}}.', { email: state.email })}
      </Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} />}
      <OtpInput ref={otp} value={digits} onChange={onDigitsChange} onComplete={verify} disabled={loading} />
      {verifying && (
        <Typography.Text type="secondary" style={{ textAlign: 'center' }} role="status">
          {t('Verifying...')}
        </Typography.Text>
      )}
      <Flex justify="center" align="center" wrap gap={4}>
        <Typography.Text type="secondary">{t("Didn't receive the code?")}</Typography.Text>
        <Button
          type="link"
          onClick={resend}
          loading={resending}
          disabled={!state.resendAllowed || verifying}
          style={{ paddingInline: 4 }}
        >
          {resendLabel}
        </Button>
      </Flex>
      <Flex gap={12}>
        <Button size="large" onClick={flow.goBack} disabled={loading} style={{ flex: 1 }}>
          {t('Change email')}
        </Button>
        <Button size="large" onClick={clear} disabled={loading} style={{ flex: 1 }}>
          {t('Clear OTP')}
        </Button>
      </Flex>
    </Flex>
  );
}
