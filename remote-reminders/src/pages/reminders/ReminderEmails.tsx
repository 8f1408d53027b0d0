import { authApi, userAtom, useSharedAtom, type FailureMessage } from '@moneta/shared';
import { remindersApi, remindersKeys, useReminderPreferences } from '@moneta/shared/reminders';
import { useMutation, useQueryClient } from '@moneta/shared/query';
import { Alert, Button, Card, Flex, MESSAGES, Typography, errorMessage } from '@moneta/shared/ui';
import { Switch } from '@moneta/shared/ui/dashboard';
import { useRemindersT } from '../../i18n';

interface ReminderEmailsProps {
  onStart: () => void;
  onError: (message: FailureMessage) => void;
}

const LABEL_ID = 'reminder-emails-label';

/**
 * Each reminder is also e-mailed at its time, unless the person turns that off, and
 * only once the address is verified: until then the card says so and offers to mail the link again.
 */
export function ReminderEmails({ onStart, onError }: ReminderEmailsProps) {
  const t = useRemindersT();
  const client = useQueryClient();
  const user = useSharedAtom(userAtom);
  const resend = useMutation({
    mutationFn: authApi.resendVerification,
    onMutate: onStart,
    onError: (error) => onError(errorMessage(error, 'Failed to send the verification e-mail')),
  });
  const preferences = useReminderPreferences();
  const save = useMutation({
    mutationFn: (emails: boolean) => remindersApi.setPreferences({ emails }),
    onMutate: onStart,
    onSuccess: (saved) => client.setQueryData(remindersKeys.preferences(), saved),
    onError: (error) => onError(errorMessage(error, 'Failed to update reminder e-mails')),
  });
  // While a change is on its way the switch shows the asked-for state; a failure puts the saved one back.
  const emails = save.isPending ? save.variables : preferences.data?.emails;
  return (
    <Card size="small" title={t('Reminder e-mails')}>
      <Flex vertical gap="small">
        <Flex justify="space-between" align="center" gap="middle">
          <Typography.Text id={LABEL_ID}>{t('Email me each reminder')}</Typography.Text>
          <Switch
            aria-labelledby={LABEL_ID}
            checked={emails ?? false}
            disabled={emails === undefined}
            loading={save.isPending || preferences.isPending}
            onChange={(checked) => save.mutate(checked)}
          />
        </Flex>
        <Typography.Text type="secondary">
          {t('Sent to your address at the reminder’s time.')}
        </Typography.Text>
        {user?.emailVerified === false ? (
          <Alert
            type="warning"
            showIcon
            title={t('Reminder e-mails wait until you verify your e-mail address.')}
            description={
              // The button sits below the text rather than beside it, which leaves a phone's width to the text.
              <Flex vertical gap="small" align="flex-start">
                {resend.isSuccess
                  ? t(MESSAGES.verificationSent)
                  : t('Open the link we sent to your address.')}
                <Button
                  size="small"
                  onClick={() => resend.mutate()}
                  loading={resend.isPending}
                  disabled={resend.isSuccess}
                >
                  {t('Send the link again')}
                </Button>
              </Flex>
            }
          />
        ) : null}
      </Flex>
    </Card>
  );
}
