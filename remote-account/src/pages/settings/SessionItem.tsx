import { Button, Flex, Typography } from '@moneta/shared/ui';
import { Divider } from '@moneta/shared/ui/display';
import { LaptopOutlined, LogoutOutlined, Tag } from '@moneta/shared/ui/dashboard';
import type { ActiveSession, Language } from '@moneta/shared';
import { formatDateTime } from '../../format';
import { useAccountT } from '../../i18n';

interface SessionItemProps {
  session: ActiveSession;
  /** Draws the separator above every item but the first. */
  divided: boolean;
  language: Language;
  ending: boolean;
  disabled: boolean;
  onSignOut: (session: ActiveSession) => void;
}

/** One session: device, dates, the current-session tag, and Sign Out for every other session. */
export function SessionItem({ session, divided, language, ending, disabled, onSignOut }: SessionItemProps) {
  const t = useAccountT();
  return (
    <li>
      {divided && <Divider style={{ margin: '12px 0' }} />}
      <Flex gap="middle" align="start">
        <LaptopOutlined aria-hidden style={{ fontSize: 20, marginTop: 4 }} />
        {/* The button wraps under the text on a phone, aligned with it rather than with the icon. */}
        <Flex justify="space-between" align="center" gap="small" wrap style={{ flex: 1, minWidth: 0 }}>
          <Flex vertical style={{ minWidth: 0, flex: '1 1 240px' }}>
            <Flex gap="small" align="center" wrap>
              <Typography.Text strong title={session.userAgent} style={{ overflowWrap: 'anywhere' }}>
                {session.device}
              </Typography.Text>
              {session.current && <Tag color="success">{t('Current session')}</Tag>}
            </Flex>
            <Typography.Text type="secondary">
              {t('Created: {{date}}', { date: formatDateTime(session.createdAt, language) })}
            </Typography.Text>
            <Typography.Text type="secondary">
              {t('Last active: {{date}}', { date: formatDateTime(session.lastUsedAt, language) })}
            </Typography.Text>
          </Flex>
          {!session.current && (
            <Button
              icon={<LogoutOutlined aria-hidden />}
              loading={ending}
              disabled={disabled}
              aria-label={t('Sign Out {{device}}', { device: session.device })}
              onClick={() => onSignOut(session)}
            >
              {t('Sign Out')}
            </Button>
          )}
        </Flex>
      </Flex>
    </li>
  );
}
