import { type FailureMessage } from '@moneta/shared';
import { remindersApi, remindersKeys, useReminderFeed } from '@moneta/shared/reminders';
import { useMutation, useQueryClient } from '@moneta/shared/query';
import { Button, Card, Flex, Typography, errorMessage } from '@moneta/shared/ui';
import { Popconfirm } from '@moneta/shared/ui/dashboard';
import { useRemindersT } from '../../i18n';

interface CalendarFeedProps {
  onStart: () => void;
  onError: (message: FailureMessage) => void;
}

/**
 * a private iCalendar address any calendar app can subscribe to. Turned on, it shows
 * with a copy button; a new address can replace it (the old one stops working), or it can be turned off.
 */
export function CalendarFeed({ onStart, onError }: CalendarFeedProps) {
  const t = useRemindersT();
  const client = useQueryClient();
  const feed = useReminderFeed();
  const fail = (error: Error) => onError(errorMessage(error, 'Failed to update the calendar feed'));
  const renew = useMutation({
    mutationFn: remindersApi.renewFeed,
    onMutate: onStart,
    onSuccess: (saved) => client.setQueryData(remindersKeys.feed(), saved),
    onError: fail,
  });
  const remove = useMutation({
    mutationFn: remindersApi.removeFeed,
    onMutate: onStart,
    onSuccess: () => client.setQueryData(remindersKeys.feed(), { url: null }),
    onError: fail,
  });
  const url = feed.data?.url ?? null;

  return (
    <Card size="small" title={t('Subscribe in your calendar app')}>
      <Flex vertical gap="small">
        <Typography.Text type="secondary">
          {t(
            'Your reminders in Apple Calendar, Outlook or any app that subscribes to a calendar by its address.',
          )}
        </Typography.Text>
        {url ? (
          <>
            <Typography.Text
              code
              ellipsis
              copyable={{ text: url, tooltips: [t('Copy link'), t('Copied')] }}
              aria-label={t('Calendar link')}
            >
              {url}
            </Typography.Text>
            <Flex gap="small" wrap>
              <Popconfirm
                title={t('Make a new link?')}
                description={t('The old link stops working.')}
                okText={t('Regenerate')}
                cancelText={t('Cancel')}
                onConfirm={() => renew.mutate()}
              >
                <Button size="small" loading={renew.isPending}>
                  {t('Regenerate')}
                </Button>
              </Popconfirm>
              <Popconfirm
                title={t('Turn off the calendar link?')}
                description={t('Calendar apps subscribed to it stop showing your reminders.')}
                okText={t('Turn off')}
                okButtonProps={{ danger: true }}
                cancelText={t('Cancel')}
                onConfirm={() => remove.mutate()}
              >
                <Button size="small" danger loading={remove.isPending}>
                  {t('Turn off')}
                </Button>
              </Popconfirm>
            </Flex>
          </>
        ) : (
          <Button
            disabled={feed.isPending}
            loading={renew.isPending}
            onClick={() => renew.mutate()}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('Get the link')}
          </Button>
        )}
      </Flex>
    </Card>
  );
}
