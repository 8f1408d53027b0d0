import { useId, useState } from 'react';
import type { FailureMessage } from '@moneta/shared';
import { loginTwoFactorSchema } from '@moneta/shared/forms';
import { useMutation } from '@moneta/shared/query';
import { loginWithCode, SECOND_FACTOR_MAX_LENGTH } from '@moneta/shared/security';
import { Alert, Button, Flex, Typography, answerStatus, errorMessage, fieldErrors } from '@moneta/shared/ui';
import { Form, Input, zodRule } from '@moneta/shared/ui/form';
import { clearEditedFieldErrors } from '../../components/formErrors';
import { useAuthT } from '../../i18n';

interface CodeValues {
  code: string;
}

interface TwoFactorStepProps {
  /** The address the password was accepted for, sent again: the server counts attempts per address. */
  email: string;
  challenge: string;
  onSignedIn: () => void;
  onBack: () => void;
  /** The challenge ran out: the password has to be proved again, with this message. */
  onExpired: (message: FailureMessage) => void;
}

/**
 * The sign-in's second step, for an account with two-factor on: the authenticator's code, or a recovery code.
 * Either is accepted whichever the field asks for; the switch only changes the label and the keyboard phones
 * show (digits for the authenticator's code). A refused code shows under the field, other failures above it.
 */
export function TwoFactorStep({ email, challenge, onSignedIn, onBack, onExpired }: TwoFactorStepProps) {
  const t = useAuthT();
  const [form] = Form.useForm<CodeValues>();
  const [recovery, setRecovery] = useState(false);
  const instructionId = useId();
  const verify = useMutation({
    mutationFn: loginWithCode,
    onSuccess: onSignedIn,
    onError: (error) => {
      if (answerStatus(error) === 401) {
        onExpired(errorMessage(error, 'Login failed'));
        return;
      }
      const message = fieldErrors(error).code;
      if (message) form.setFields([{ name: 'code', errors: [t(message)] }]);
    },
  });
  const verifying = verify.isPending;
  const error =
    verify.error && !fieldErrors(verify.error).code ? errorMessage(verify.error, 'Login failed') : null;

  const onValuesChange = (changed: Partial<CodeValues>) => {
    clearEditedFieldErrors(form, changed);
    if (verify.error) verify.reset();
  };

  const onFinish = ({ code }: CodeValues) => {
    const input = loginTwoFactorSchema.safeParse({ email, challenge, code });
    if (input.success) verify.mutate(input.data);
  };

  // Back in the field, emptied for the other kind of code, a screen reader reads its new label.
  const switchKind = () => {
    setRecovery((shown) => !shown);
    form.setFields([{ name: 'code', value: '', errors: [] }]);
    if (verify.error) verify.reset();
    form.getFieldInstance('code')?.focus();
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      // Checked when sent only: leaving the empty field for the switch or 'Back' is no mistake.
      validateTrigger={[]}
      onValuesChange={onValuesChange}
      onFinish={onFinish}
      disabled={verifying}
      size="large"
    >
      <Typography.Paragraph id={instructionId} type="secondary" style={{ textAlign: 'center' }}>
        {recovery
          ? t('Enter one of your recovery codes.')
          : t('Enter the 6-digit code from your authenticator app.')}
      </Typography.Paragraph>
      {error && <Alert type="error" showIcon title={t(error)} style={{ marginBottom: 16 }} />}
      <Form.Item
        label={recovery ? t('Recovery code') : t('Authentication code')}
        name="code"
        rules={[zodRule(loginTwoFactorSchema, 'code')]}
        style={{ marginBottom: 8 }}
      >
        <Input
          // The step appears in place of the password: the focus goes where the person types next.
          autoFocus
          autoComplete={recovery ? 'off' : 'one-time-code'}
          inputMode={recovery ? 'text' : 'numeric'}
          autoCapitalize="none"
          spellCheck={false}
          maxLength={SECOND_FACTOR_MAX_LENGTH}
          aria-describedby={instructionId}
        />
      </Form.Item>
      <Flex justify="end" style={{ marginBottom: 24 }}>
        <Button type="link" onClick={switchKind} style={{ paddingInline: 0 }}>
          {recovery ? t('Use your authenticator app instead') : t('Use a recovery code instead')}
        </Button>
      </Flex>
      <Flex gap={12} wrap>
        <Button onClick={onBack} style={{ flex: '1 1 120px' }}>
          {t('Back')}
        </Button>
        <Button type="primary" htmlType="submit" loading={verifying} style={{ flex: '2 1 180px' }}>
          {verifying ? t('Verifying...') : t('Verify')}
        </Button>
      </Flex>
    </Form>
  );
}
