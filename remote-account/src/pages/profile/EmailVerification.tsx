import { useState } from 'react';
import { type User } from '@moneta/shared';
import { useSearchParams } from '@moneta/shared/router';
import { Alert, Button, ErrorAlert, Flex, MESSAGES, errorMessage } from '@moneta/shared/ui';
import { App } from '@moneta/shared/ui/dashboard';
import { useAccountT } from '../../i18n';
import { authApi, useProfileChange } from '@moneta/shared/account';

/** The query parameter the verification link lands with: 1 when it verified the address, 0 when it was not valid. */
const LANDING_PARAM = 'emailVerified';

/**
 * What waits for a verified address: the outcome of a verification link just opened, an address change that
 * waits for its link, or an address never verified (no reminder is mailed to it), with a button that mails
 * the link again.
 */
export function EmailVerification({ user }: { user: User | null }) {
  const t = useAccountT();
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const landed = params.get(LANDING_PARAM);
  const [resent, setResent] = useState(false);
  const resend = useProfileChange({
    mutationFn: authApi.resendVerification,
    onSuccess: () => {
      setResent(true);
      void message.success(t(MESSAGES.verificationSent));
    },
  });
  const dismissLanding = () => {
    const next = new URLSearchParams(params);
    next.delete(LANDING_PARAM);
    setParams(next, { replace: true });
  };

  /** The text with the button below it rather than beside it, which leaves a phone's width to the text. */
  const withResend = (text: string) => (
    <Flex vertical gap="small" align="flex-start">
      {text}
      <Button size="small" onClick={() => resend.mutate()} loading={resend.isPending} disabled={resent}>
        {t('Send the link again')}
      </Button>
    </Flex>
  );
  // An older cached profile has no verification fields: nothing is said until the server's answer.
  const unverified = user?.emailVerified === false;
  const pending = user?.pendingEmail ?? null;

  return (
    <Flex vertical gap="small">
      {landed === '1' ? (
        <Alert
          type="success"
          showIcon
          closable={{ onClose: dismissLanding, 'aria-label': t('Dismiss') }}
          title={t('Your e-mail address is verified.')}
        />
      ) : null}
      {landed === '0' ? (
        <Alert
          type="error"
          showIcon
          closable={{ onClose: dismissLanding, 'aria-label': t('Dismiss') }}
          title={t('This verification link is not valid: it has expired or was already used.')}
        />
      ) : null}
      {pending !== null ? (
        <Alert
          type="info"
          showIcon
          title={
            <span style={{ overflowWrap: 'anywhere' }}>
              {t('Waiting for verification: {{email}}', { email: pending })}
            </span>
          }
          description={withResend(
            t(
              'Your address changes once you open the link we sent to the new address. Until then, your current address stays.',
            ),
          )}
        />
      ) : unverified ? (
        <Alert
          type="warning"
          showIcon
          title={t('Your e-mail address is not verified.')}
          description={withResend(
            t('Reminder e-mails wait until you open the link we sent to your address.'),
          )}
        />
      ) : null}
      <ErrorAlert
        message={resend.error && errorMessage(resend.error, 'Failed to send the verification e-mail')}
        onClose={resend.reset}
      />
    </Flex>
  );
}
