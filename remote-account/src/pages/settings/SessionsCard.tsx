import { localeAtom, useSharedAtom, type ActiveSession, type FailureMessage } from '@moneta/shared';
import { Button, Card, ErrorAlert, Flex, Skeleton, errorMessage } from '@moneta/shared/ui';
import { App, Empty, LogoutOutlined } from '@moneta/shared/ui/dashboard';
import { useAccountT } from '../../i18n';
import { SessionItem } from './SessionItem';
import { useSessions } from './useSessions';
import { settingsApi, useSessionChange } from '@moneta/shared/account';

/** Active Sessions. */
export function SessionsCard() {
  const t = useAccountT();
  const { message, modal } = App.useApp();
  const { language } = useSharedAtom(localeAtom);
  const { sessions, loading, loadError, reload } = useSessions();
  // A failed sign-out refetches too: the session may have ended meanwhile, and the list then says so.
  const endOne = useSessionChange({
    mutationFn: (session: ActiveSession) => settingsApi.endSession(session.id),
    onSuccess: () => void message.success(t('Session signed out')),
    onError: () => void reload(),
  });
  const endAll = useSessionChange({
    mutationFn: () => settingsApi.endAllSessions(),
    onSuccess: () => void message.success(t('All other sessions were signed out')),
    onError: () => void reload(),
  });

  const others = sessions?.filter((session) => !session.current) ?? [];
  const endingId = endOne.isPending ? (endOne.variables?.id ?? null) : null;
  const endingAll = endAll.isPending;
  const busy = endingAll || endingId !== null;
  let actionError: FailureMessage | null = null;
  if (endOne.error) actionError = errorMessage(endOne.error, 'Failed to terminate session');
  if (endAll.error) actionError = errorMessage(endAll.error, 'Failed to terminate all sessions');
  const dismissActionError = () => {
    endOne.reset();
    endAll.reset();
  };

  const confirmSignOutAll = () => {
    modal.confirm({
      title: t('Sign Out All'),
      content: t('Sign out of every other session? Those devices will need to log in again.'),
      okText: t('Sign Out All'),
      okButtonProps: { danger: true },
      cancelText: t('Cancel'),
      // The dialog's button spins until the answer; a failure shows in the card's banner.
      onOk: () => {
        endOne.reset();
        return endAll.mutateAsync().catch(() => undefined);
      },
    });
  };

  let body;
  if (sessions === null) {
    body = loading ? <Skeleton active paragraph={{ rows: 2 }} /> : null;
  } else {
    body = (
      <>
        <Flex
          component="ul"
          vertical
          aria-label={t('Active Sessions')}
          aria-busy={loading}
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {sessions.map((session, index) => (
            <SessionItem
              key={session.id}
              session={session}
              divided={index > 0}
              language={language}
              ending={endingId === session.id}
              disabled={busy && endingId !== session.id}
              onSignOut={(target) => {
                endAll.reset();
                endOne.mutate(target);
              }}
            />
          ))}
        </Flex>
        {others.length === 0 && (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('No other active sessions')} />
        )}
      </>
    );
  }

  return (
    <Card
      title={t('Active Sessions')}
      extra={
        <Button
          danger
          icon={<LogoutOutlined aria-hidden />}
          loading={endingAll}
          disabled={others.length === 0 || (busy && !endingAll)}
          onClick={confirmSignOutAll}
        >
          {t('Sign Out All')}
        </Button>
      }
    >
      <Flex vertical gap="middle">
        <ErrorAlert
          message={loadError}
          action={
            <Button size="small" onClick={() => void reload()}>
              {t('Retry')}
            </Button>
          }
        />
        <ErrorAlert message={actionError} onClose={dismissActionError} />
        {body}
      </Flex>
    </Card>
  );
}
