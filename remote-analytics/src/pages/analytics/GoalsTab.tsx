import { formatDate, parseCalendarDate, type AnalyticsGoal } from '@moneta/shared';
import { Card, Flex, Typography } from '@moneta/shared/ui';
import { Col, Row, Tag, theme } from '@moneta/shared/ui/dashboard';
import { Progress } from '@moneta/shared/ui/display';
import { useAnalyticsT } from '../../i18n';
import { StatusBody } from './AnalyticsCard';
import { progressColor } from './goalTone';
import { tabFailure, useGoalsProgress } from './queries';
import { StatCards } from './StatCards';
import { statusOf } from './status';
import { TabFailureAlert } from './TabFailureAlert';
import { useFormat } from './useFormat';

function GoalDetail({ goal }: { goal: AnalyticsGoal }) {
  const t = useAnalyticsT();
  const format = useFormat();
  const { token } = theme.useToken();
  const date = parseCalendarDate(goal.targetDate);
  // Overdue whatever the status, as on the goals screen; only an Active goal is judged against its schedule.
  let standing = null;
  if (goal.overdue) standing = <Tag color="error">{t('Overdue')}</Tag>;
  else if (goal.status === 'Active') {
    standing = goal.onTrack ? (
      <Tag color="success">{t('On Track')}</Tag>
    ) : (
      <Tag color="warning">{t('Behind Schedule')}</Tag>
    );
  }
  const figures = [
    { key: 'saved', label: t('Saved'), value: format.money(goal.savedAmount) },
    { key: 'target', label: t('Target'), value: format.money(goal.targetAmount) },
    {
      key: 'date',
      label: t('Target Date'),
      value: date ? formatDate(date, format.language, 'calendarDate') : goal.targetDate,
    },
  ];
  return (
    <Card size="small" role="article" aria-label={goal.name} style={{ height: '100%' }}>
      <Flex vertical gap="small">
        <Flex justify="space-between" align="center" gap="small" wrap>
          <Typography.Title level={4} style={{ margin: 0, fontSize: 15 }}>
            {goal.name}
          </Typography.Title>
          <Flex gap={4} wrap>
            <Tag>{t(goal.status)}</Tag>
            {standing}
          </Flex>
        </Flex>
        <Progress
          percent={goal.progress}
          strokeColor={progressColor(goal.progress, token, goal.status)}
          format={(percent) => format.percent(percent ?? 0)}
          aria-label={t('{{name}} progress', { name: goal.name })}
        />
        <dl style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 8, margin: 0 }}>
          {figures.map((figure) => (
            <div key={figure.key}>
              <dt style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>{figure.label}</dt>
              <dd style={{ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>{figure.value}</dd>
            </div>
          ))}
        </dl>
      </Flex>
    </Card>
  );
}

/** Goals tab: Total Goals, On Track, Overdue, Avg Progress, and a card per goal. */
export default function GoalsTab() {
  const t = useAnalyticsT();
  const format = useFormat();
  const progress = useGoalsProgress();
  const summary = progress.data?.summary;
  const status = statusOf(progress, (data) => data.goals.length === 0);
  return (
    <Flex vertical gap="middle">
      <TabFailureAlert failure={tabFailure([progress])} />
      <StatCards
        answers={[progress]}
        cards={[
          { key: 'total', title: t('Total Goals'), value: summary ? format.count(summary.totalGoals) : null },
          {
            key: 'onTrack',
            title: t('On Track'),
            value: summary ? format.count(summary.onTrackGoals) : null,
          },
          { key: 'overdue', title: t('Overdue'), value: summary ? format.count(summary.overdueGoals) : null },
          {
            key: 'average',
            title: t('Avg Progress'),
            value: summary ? format.percent(summary.averageProgress) : null,
          },
        ]}
      />
      {status === 'empty' ? (
        <Card>
          <StatusBody
            status="empty"
            emptyTitle={t('No Goals Yet')}
            emptyText={t('Set a savings goal on the Goals page to follow its progress here.')}
          />
        </Card>
      ) : null}
      {progress.data && progress.data.goals.length > 0 ? (
        <section aria-label={t('Goal Details')}>
          <Row gutter={[16, 16]}>
            {progress.data.goals.map((goal) => (
              <Col key={goal._id} xs={24} md={12} xl={8}>
                <GoalDetail goal={goal} />
              </Col>
            ))}
          </Row>
        </section>
      ) : null}
    </Flex>
  );
}
