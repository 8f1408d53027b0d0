import { useId } from 'react';
import type { GoalsProgress } from '@moneta/shared';
import { Link } from '@moneta/shared/router';
import { Card, Flex, Skeleton, Typography } from '@moneta/shared/ui';
import { Empty, theme } from '@moneta/shared/ui/dashboard';
import { Progress } from '@moneta/shared/ui/display';
import { useAnalyticsT } from '../../i18n';
import { progressColor } from './goalTone';
import type { Answer } from './sections';
import { statusOf } from './status';
import { useFormat } from './useFormat';

/** How many goals the Overview lists; the Goals tab and screen list them all. */
export const OVERVIEW_GOALS = 5;

/** Overview: a progress bar per goal, soonest target date first (GET /goals/progress). */
export function GoalsProgressCard({ answer }: { answer: Answer<GoalsProgress> }) {
  const t = useAnalyticsT();
  const format = useFormat();
  const { token } = theme.useToken();
  const titleId = useId();
  const status = statusOf(answer, (data) => data.goals.length === 0);
  const goals = answer.data?.goals.slice(0, OVERVIEW_GOALS) ?? [];

  let body;
  if (status === 'loading') {
    body = (
      <div role="status" aria-label={t('Loading...')}>
        <Skeleton active title={false} />
      </div>
    );
  } else if (status === 'failed') {
    body = <Typography.Text type="secondary">{t('These figures could not be loaded.')}</Typography.Text>;
  } else if (status === 'empty') {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('No goals yet')} />;
  } else {
    body = (
      <Flex vertical gap="middle" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {goals.map((goal) => (
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
    );
  }

  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      style={{ height: '100%' }}
      title={
        <Typography.Title level={3} id={titleId} style={{ margin: 0, fontSize: 16 }}>
          {t('Goals Progress')}
        </Typography.Title>
      }
      extra={<Link to="/dashboard/goals">{t('View All')}</Link>}
    >
      {body}
    </Card>
  );
}
