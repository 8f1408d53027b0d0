import { type FailureMessage } from '@moneta/shared';
import { calendarLinkApi, useCalendarLinkChange, useCalendarLinkStatus } from '@moneta/shared/reminders';
import { useMutation } from '@moneta/shared/query';
import { Button, Flex, MESSAGES, Typography, errorMessage } from '@moneta/shared/ui';
import { CheckCircleFilled, Popconfirm, Tag } from '@moneta/shared/ui/dashboard';
import { useRemindersT } from '../../i18n';
import { leaveFor } from './navigation';

interface CalendarLinkProps {
  /** A request starts: the screen's error goes. */
  onStart: () => void;
  onError: (message: FailureMessage) => void;
}

/**
 * The header's calendar service control: connect, which leaves for the service's consent page
 * and comes back to this screen; once linked, the link's state and a way to undo it. When the server has no
 * service set up, the button is off and says why.
 */
export function CalendarLink({ onStart, onError }: CalendarLinkProps) {
  const t = useRemindersT();
  const status = useCalendarLinkStatus();
  const connect = useMutation({
    mutationFn: calendarLinkApi.start,
    onMutate: onStart,
    onSuccess: ({ url }) => leaveFor(url),
    onError: (error) => onError(errorMessage(error, 'Failed to connect Google Calendar.')),
  });
  const unlink = useCalendarLinkChange({
    mutationFn: calendarLinkApi.unlink,
    onMutate: onStart,
    onError: (error) => onError(errorMessage(error, 'Failed to disconnect Google Calendar')),
  });

  if (status.data?.linked) {
    return (
      <Flex align="center" gap="small" wrap>
        <Tag color="success" icon={<CheckCircleFilled aria-hidden />} style={{ marginInlineEnd: 0 }}>
          {t('Connected to Google Calendar')}
        </Tag>
        <Popconfirm
          title={t('Disconnect Google Calendar?')}
          description={t('Reminders stop being added to it.')}
          okText={t('Disconnect')}
          cancelText={t('Cancel')}
          onConfirm={() => unlink.mutate()}
        >
          <Button size="small" loading={unlink.isPending}>
            {t('Disconnect')}
          </Button>
        </Popconfirm>
      </Flex>
    );
  }

  const notConfigured = status.data?.configured === false;
  return (
    <Flex vertical align="end" gap={4}>
      <Button
        type="primary"
        disabled={notConfigured}
        loading={connect.isPending}
        aria-describedby={notConfigured ? 'calendar-not-configured' : undefined}
        onClick={() => connect.mutate()}
      >
        {t('Connect Google Calendar')}
      </Button>
      {notConfigured ? (
        <Typography.Text id="calendar-not-configured" type="secondary" style={{ textAlign: 'end' }}>
          {t(MESSAGES.calendarNotConfigured)}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
