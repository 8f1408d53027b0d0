import type { TwoFactorSetup } from '@moneta/shared';
import { normalizeSecondFactor, secondFactorKind, TOTP_DIGITS } from '@moneta/shared/security';
import { Button, Flex, MESSAGES, Typography } from '@moneta/shared/ui';
import { Form, Input, type FormInstance, type FormRule } from '@moneta/shared/ui/form';
import { useAccountT } from '../../../i18n';
import { AuthenticatorQrCode } from './AuthenticatorQrCode';
import { useCopy } from './useCopy';

export interface CodeValues {
  code: string;
}

/** The secret as the apps ask for it when typed: groups of four, easier to read out and to check. */
const groupsOfFour = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

interface ScanStepProps {
  setup: TwoFactorSetup;
  form: FormInstance<CodeValues>;
  onSubmit: (values: CodeValues) => void;
}

/** The setup's first step: the QR code (or its key) for the app, then the code the app shows. */
export function ScanStep({ setup, form, onSubmit }: ScanStepProps) {
  const t = useAccountT();
  const copy = useCopy();
  const codeRule: FormRule = {
    validator: (_, value: string | undefined) =>
      secondFactorKind(normalizeSecondFactor(value ?? '')) === 'totp'
        ? Promise.resolve()
        : Promise.reject(new Error(t(MESSAGES.authenticatorCodeInvalid))),
  };

  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t(MESSAGES.twoFactorSetupStarted)}</Typography.Paragraph>
      <Flex justify="center">
        <AuthenticatorQrCode value={setup.uri} size={200} label={t('QR code for your authenticator app')} />
      </Flex>
      <Flex vertical gap="small" align="flex-start">
        <Typography.Text>{t('If you cannot scan it, enter this key in the app:')}</Typography.Text>
        <Flex gap="small" align="center" wrap>
          <Typography.Text code style={{ fontSize: 16, overflowWrap: 'anywhere' }}>
            {groupsOfFour(setup.secret)}
          </Typography.Text>
          <Button onClick={() => void copy(setup.secret)}>{t('Copy')}</Button>
        </Flex>
      </Flex>
      <Form<CodeValues>
        form={form}
        name="two-factor-setup"
        layout="vertical"
        requiredMark={false}
        onFinish={onSubmit}
      >
        <Form.Item
          label={t('{{digits}}-digit code', { digits: TOTP_DIGITS })}
          name="code"
          rules={[codeRule]}
          style={{ marginBottom: 0 }}
        >
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            spellCheck={false}
            style={{ maxWidth: 200 }}
          />
        </Form.Item>
      </Form>
    </Flex>
  );
}
