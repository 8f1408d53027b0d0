import { useId, type ReactNode, type RefObject } from 'react';
import type { Language, SecurityOverview } from '@moneta/shared';
import { RECOVERY_CODE_COUNT } from '@moneta/shared/security';
import { Button, Flex, Typography } from '@moneta/shared/ui';
import { CheckCircleFilled, theme } from '@moneta/shared/ui/dashboard';
import { Divider } from '@moneta/shared/ui/display';
import { formatDateTime } from '../../../format';
import { useAccountT } from '../../../i18n';
import type { SecurityAction } from './useSecurityActions';

interface MethodProps {
  name: string;
  /** The lines under the name: its status, its last use. */
  children: ReactNode;
  action?: ReactNode;
  divided?: boolean;
}

function Method({ name, children, action, divided = false }: MethodProps) {
  return (
    <li>
      {divided && <Divider style={{ margin: '12px 0' }} />}
      {/* The button wraps under the text on a phone. */}
      <Flex justify="space-between" align="center" gap="small" wrap>
        <Flex vertical style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Typography.Text strong>{name}</Typography.Text>
          {children}
        </Flex>
        {action}
      </Flex>
    </li>
  );
}

interface SignInMethodsProps {
  overview: SecurityOverview;
  language: Language;
  /** The change under way: its button spins, the others wait. */
  pending: SecurityAction | null;
  onAction: (action: SecurityAction) => void;
  /** The authenticator's button and the recovery codes', which get the focus back when their dialog closes. */
  buttons: { app: RefObject<HTMLButtonElement | null>; codes: RefObject<HTMLButtonElement | null> };
}

/** The password, the authenticator app and, with the app on, the recovery codes: status, last use, actions. */
export function SignInMethods({ overview, language, pending, onAction, buttons }: SignInMethodsProps) {
  const t = useAccountT();
  const { token } = theme.useToken();
  const headingId = useId();
  const { password, twoFactor } = overview;
  const lastUsed = (at: string | null) =>
    at ? t('Last used: {{date}}', { date: formatDateTime(at, language) }) : t('Last used: never');
  const button = (
    action: SecurityAction,
    label: string,
    ref: RefObject<HTMLButtonElement | null>,
    danger = false,
  ) => (
    <Button
      ref={ref}
      danger={danger}
      loading={pending === action}
      disabled={pending !== null && pending !== action}
      onClick={() => onAction(action)}
    >
      {label}
    </Button>
  );

  return (
    <Flex component="section" vertical gap="small" aria-labelledby={headingId}>
      <Typography.Title level={4} id={headingId} style={{ margin: 0, fontSize: 15 }}>
        {t('Sign-in methods')}
      </Typography.Title>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        <Method name={t('Password')}>
          <Typography.Text type="secondary">{lastUsed(password.lastUsedAt)}</Typography.Text>
        </Method>
        <Method
          divided
          name={t('Authenticator app')}
          // One button that changes its word, so that the focus stays on it when two-factor turns on or off.
          action={
            twoFactor.enabled
              ? button('turnOff', t('Turn off'), buttons.app, true)
              : button('setUp', t('Set up'), buttons.app)
          }
        >
          {twoFactor.enabled ? (
            <>
              <Typography.Text>
                <CheckCircleFilled aria-hidden style={{ color: token.colorSuccess, marginInlineEnd: 6 }} />
                {twoFactor.enabledAt
                  ? t('On since {{date}}', { date: formatDateTime(twoFactor.enabledAt, language) })
                  : t('On')}
              </Typography.Text>
              <Typography.Text type="secondary">{lastUsed(twoFactor.lastUsedAt)}</Typography.Text>
            </>
          ) : (
            <Typography.Text>{t('Off')}</Typography.Text>
          )}
        </Method>
        {twoFactor.enabled && (
          <Method
            divided
            name={t('Recovery codes')}
            action={button('newCodes', t('Create new codes'), buttons.codes)}
          >
            <Typography.Text type="secondary">
              {t('{{count, number}} of {{total, number}} left', {
                count: twoFactor.recoveryCodesLeft,
                total: RECOVERY_CODE_COUNT,
              })}
            </Typography.Text>
          </Method>
        )}
      </ul>
    </Flex>
  );
}
