import type { FinancialHealth, HealthComponent } from '@moneta/shared';
import { Flex, Typography } from '@moneta/shared/ui';
import { Tag, theme } from '@moneta/shared/ui/dashboard';
import { Progress } from '@moneta/shared/ui/display';
import { useAnalyticsT } from '../../../i18n';
import { AnalyticsCard } from '../AnalyticsCard';
import { progressColor } from '../goalTone';
import type { Answer } from '../status';
import { useFormat } from '../useFormat';

const RATING_COLORS: Record<FinancialHealth['rating'], string> = {
  Excellent: 'success',
  Good: 'processing',
  Fair: 'warning',
  'Needs attention': 'error',
};

/** A component's name and what it measured, in the person's language (the API's `detail` is English). */
function useComponentText() {
  const t = useAnalyticsT();
  const format = useFormat();
  return (component: HealthComponent): { name: string; detail: string } => {
    switch (component.key) {
      case 'savingsRate':
        return {
          name: t('Savings rate'),
          detail: t('{{rate}} of your income saved in this period', {
            rate: format.percent(component.value),
          }),
        };
      case 'expenseStability':
        // The coefficient of variation (standard deviation over mean) of the monthly expenses, as a percent.
        return {
          name: t('Expense stability'),
          detail: t('Monthly expenses vary by {{variation}} around their average', {
            variation: format.percent(component.value * 100),
          }),
        };
      case 'emergencyFund':
        return {
          name: t('Emergency fund'),
          detail: t('Your savings goals hold {{count, number}} months of your average expenses', {
            count: component.value,
          }),
        };
      case 'budgetAdherence':
        return {
          name: t('Budget adherence'),
          detail: t('{{percent}} of budgeted categories stayed within budget in the last whole month', {
            percent: format.percent(component.value),
          }),
        };
    }
  };
}

/**
 * The financial-health score of the period (GET /advanced/financial-health), 0-100 with its rating, and each of
 * its components with its own score as a small bar and what it measured.
 */
export function FinancialHealthCard({ answer }: { answer: Answer<FinancialHealth> }) {
  const t = useAnalyticsT();
  const format = useFormat();
  const { token } = theme.useToken();
  const textOf = useComponentText();
  return (
    <AnalyticsCard
      title={t('Financial Health')}
      heading={4}
      answer={answer}
      isEmpty={(data) => data.components.length === 0}
      emptyText={t('Not enough figures yet for a score')}
    >
      {(data) => (
        <Flex vertical gap="middle">
          <Flex align="center" gap="middle">
            <Progress
              type="circle"
              size={72}
              percent={data.score}
              strokeColor={progressColor(data.score, token)}
              format={() => format.count(data.score)}
              aria-label={t('Financial health score')}
            />
            <Flex vertical gap={4}>
              <Typography.Text type="secondary">{t('Score out of 100')}</Typography.Text>
              <span>
                <Tag color={RATING_COLORS[data.rating]}>{t(data.rating)}</Tag>
              </span>
            </Flex>
          </Flex>
          <Flex vertical gap="small" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {data.components.map((component) => {
              const { name, detail } = textOf(component);
              return (
                <li key={component.key} aria-label={name}>
                  <Flex justify="space-between" gap="small">
                    <Typography.Text strong>{name}</Typography.Text>
                    <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                      {t('{{score}}/100', { score: format.count(component.score) })}
                    </Typography.Text>
                  </Flex>
                  <Progress
                    percent={component.score}
                    strokeColor={progressColor(component.score, token)}
                    showInfo={false}
                    size={{ height: 4 }}
                    aria-label={t('{{name}} score', { name })}
                    style={{ margin: 0 }}
                  />
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {detail}
                  </Typography.Text>
                </li>
              );
            })}
          </Flex>
        </Flex>
      )}
    </AnalyticsCard>
  );
}
