import { useState } from 'react';
import {
  errorMessage,
  preferencesAtom,
  settingsApi,
  useSharedAtom,
  type ActiveSession,
} from '@moneta/shared';
import { Button, Card, ErrorAlert, Flex, Skeleton } from '@moneta/shared/ui';
import { App, Empty, LogoutOutlined } from '@moneta/shared/ui/dashboard';
import { useAccountT } from '../../i18n';
import { SessionItem } from './SessionItem';
import { useSessions } from './useSessions';

/** Active Sessions (DESIGN section 7: the real sessions, and their sign-out buttons work). */
export function SessionsCard() {
  const t = useAccountT();
  const { message, modal } = App.useApp();
  const { language } = useSharedAtom(preferencesAtom);
  const { sessions, loading, loadError, reload } = useSessions();
  const [endingId, setEndingId] = useState<string | null>(null);
  const [endingAll, setEndingAll] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);

  const others = sessions?.filter((session) => !session.current) ?? [];
  const busy = endingAll || endingId !== null;

  const signOut = async (session: ActiveSession) => {
    setEndingId(session.id);
    setActionError(null);
    try {
      await settingsApi.endSession(session.id);
      void message.success(t('Session signed out'));
    } catch (error) {
      setActionError(errorMessage(error, 'Failed to terminate session'));
    } finally {
      setEndingId(null);
    }
    await reload();
  };

  const signOutAll = async () => {
    setEndingAll(true);
    setActionError(null);
    try {
      await settingsApi.endAllSessions();
      void message.success(t('All other sessions were signed out'));
    } catch (error) {
      setActionError(errorMessage(error, 'Failed to terminate all sessions'));
    } finally {
      setEndingAll(false);
    }
    await reload();
  };

  const confirmSignOutAll = () => {
    modal.confirm({
      title: t('Sign Out All'),
      content: t('Sign out of every other session? Those devices will need to log in again.'),
      okText: t('Sign Out All'),
      okButtonProps: { danger: true },
      cancelText: t('Cancel'),
      onOk: signOutAll,
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
              onSignOut={(target) => void signOut(target)}
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
        <ErrorAlert message={actionError} onClose={() => setActionError(null)} />
        {body}
      </Flex>
    </Card>
  );
}
