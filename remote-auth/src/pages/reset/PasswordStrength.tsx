import { passwordScore, passwordStrength, PASSWORD_RULES, unmetPasswordRules } from '@moneta/shared';
import { Flex, Typography } from '@moneta/shared/ui';
import { Progress } from '@moneta/shared/ui/flow';
import { useAuthT } from '../../i18n';

// The bar takes the colours of antd's danger / warning / success text, so the bar and its label agree.
const STRENGTH_STYLE = {
  Weak: { color: '#ff4d4f', type: 'danger' },
  Medium: { color: '#faad14', type: 'warning' },
  Strong: { color: '#52c41a', type: 'success' },
} as const;

/** The strength meter and the list of unmet requirements. */
export function PasswordStrength({ password }: { password: string }) {
  const t = useAuthT();
  const strength = passwordStrength(password);
  const unmet = unmetPasswordRules(password);
  const style = STRENGTH_STYLE[strength];
  const percent = Math.round((passwordScore(password) / PASSWORD_RULES.length) * 100);

  return (
    <Flex vertical gap={4} style={{ marginBottom: 16 }}>
      {password && (
        <Flex align="center" gap={12}>
          <Progress
            percent={percent}
            showInfo={false}
            strokeColor={style.color}
            style={{ flex: 1, margin: 0 }}
            aria-label={t('Password strength')}
          />
          <Typography.Text type={style.type} strong style={{ minWidth: 64, textAlign: 'end' }}>
            {t(strength)}
          </Typography.Text>
        </Flex>
      )}
      {unmet.length > 0 && (
        <>
          <Typography.Text type="secondary" id="password-requirements">
            {t('Your password needs:')}
          </Typography.Text>
          <ul aria-labelledby="password-requirements" style={{ margin: 0, paddingInlineStart: 20 }}>
            {unmet.map((rule) => (
              <li key={rule.id}>
                <Typography.Text type="secondary">{t(rule.label)}</Typography.Text>
              </li>
            ))}
          </ul>
        </>
      )}
    </Flex>
  );
}
