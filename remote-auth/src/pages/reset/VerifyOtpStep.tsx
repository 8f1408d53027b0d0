import { useRef, useState } from 'react';
import { type FailureMessage } from '@moneta/shared';
import { verifyOtpSchema } from '@moneta/shared/forms';
import { useMutation } from '@moneta/shared/query';
import { Alert, Button, Flex, Typography, errorMessage, isServerMessage } from '@moneta/shared/ui';
import { useAuthT } from '../../i18n';
import { EMPTY_OTP, OtpInput, type OtpInputHandle } from './OtpInput';
import { useSendCode, type PasswordResetFlow } from './usePasswordReset';

/** Step 2: the six-digit code, checked as soon as it is complete. Errors appear in a red alert. */
export function VerifyOtpStep({ flow }: { flow: PasswordResetFlow }) {
  const t = useAuthT();
  const { state, secondsLeft } = flow;
  const [digits, setDigits] = useState<readonly string[]>(EMPTY_OTP);
  const verify = useMutation({ mutationFn: flow.verifyCode });
  const resend = useSendCode(flow);
  // A code the schema refuses never reaches the server; its message shows like the server's.
  const [invalid, setInvalid] = useState<FailureMessage | null>(null);
  const otp = useRef<OtpInputHandle>(null);
  // On a verified code the flow moves to step 3 and this step unmounts.
  const verifying = verify.isPending;
  const resending = resend.isPending;
  const loading = verifying || resending;

  let error = invalid;
  if (verify.error) error = errorMessage(verify.error, 'Failed to verify reset code');
  if (resend.error) error = errorMessage(resend.error, 'Failed to send password reset email');
  const clearError = () => {
    setInvalid(null);
    verify.reset();
    resend.reset();
  };

  const onDigitsChange = (next: string[]) => {
    setDigits(next);
    clearError();
  };

  const check = (code: string) => {
    const input = verifyOtpSchema.safeParse({ email: state.email, code });
    if (!input.success) {
      const message = input.error.issues[0]?.message;
      setInvalid(isServerMessage(message) ? message : 'Failed to verify reset code');
      return;
    }
    clearError();
    setDigits(EMPTY_OTP);
    verify.mutate(input.data.code);
  };

  const sendAgain = () => {
    clearError();
    setDigits(EMPTY_OTP);
    resend.mutate(state.email);
  };

  const clear = () => {
    setDigits(EMPTY_OTP);
    clearError();
    otp.current?.focus(0);
  };

  const resendLabel =
    secondsLeft > 0 ? t('Resend OTP in {{seconds}}s', { seconds: secondsLeft }) : t('Resend OTP');

  return (
    <Flex vertical gap={20}>
      <Typography.Paragraph type="secondary" style={{ margin: 0, textAlign: 'center' }}>
        {t('Enter the 6-digit code sent to {{email}}.', { email: state.email })}
      </Typography.Paragraph>
      {error && <Alert type="error" showIcon title={t(error)} />}
      <OtpInput ref={otp} value={digits} onChange={onDigitsChange} onComplete={check} disabled={loading} />
      {verifying && (
        <Typography.Text type="secondary" style={{ textAlign: 'center' }} role="status">
          {t('Verifying...')}
        </Typography.Text>
      )}
      <Flex justify="center" align="center" wrap gap={4}>
        <Typography.Text type="secondary">{t("Didn't receive the code?")}</Typography.Text>
        <Button
          type="link"
          onClick={sendAgain}
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
