import type { GoalsProgress } from '@moneta/shared';
import { Link } from '@moneta/shared/router';
import { Flex, Typography } from '@moneta/shared/ui';
import { theme } from '@moneta/shared/ui/dashboard';
import { Progress } from '@moneta/shared/ui/display';
import { useAnalyticsT } from '../../i18n';
import { AnalyticsCard } from './AnalyticsCard';
import { progressColor } from './goalTone';
import type { Answer } from './status';
import { useFormat } from './useFormat';

/** How many goals the Overview lists; the Goals tab and screen list them all. */
export const OVERVIEW_GOALS = 5;

/** Overview: a progress bar per goal, soonest target date first (GET /goals/progress). */
export function GoalsProgressCard({ answer }: { answer: Answer<GoalsProgress> }) {
  const t = useAnalyticsT();
  const format = useFormat();
  const { token } = theme.useToken();
  return (
    <AnalyticsCard
      title={t('Goals Progress')}
      extra={<Link to="/dashboard/goals">{t('View All')}</Link>}
      answer={answer}
      isEmpty={(data) => data.goals.length === 0}
      emptyText={t('No goals yet')}
    >
      {(data) => (
        <Flex vertical gap="middle" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {data.goals.slice(0, OVERVIEW_GOALS).map((goal) => (
            <li key={goal._id}>
              <Flex justify="space-between" gap="small" wrap>
                <Typography.Text strong>{goal.name}</Typography.Text>
                <Typography.Text type="secondary">
                  {t('{{saved}} of {{target}}', {
                    saved: format.money(goal.savedAmount),
                    target: format.money(goal.targetAmount),
                  })}
                </Typography.Text>
              </Flex>
              <Progress
                percent={goal.progress}
                strokeColor={progressColor(goal.progress, token, goal.status)}
                format={(percent) => format.percent(percent ?? 0)}
                aria-label={t('{{name}} progress', { name: goal.name })}
              />
            </li>
          ))}
        </Flex>
      )}
    </AnalyticsCard>
  );
}
