import type { ReactNode } from 'react';
import {
  formatMoney,
  formatPercent,
  GOAL_TRANSITIONS,
  type Currency,
  type Goal,
  type GoalStatus,
  type Language,
} from '@moneta/shared';
import { Button, Card, Flex, Typography } from '@moneta/shared/ui';
import {
  CheckCircleFilled,
  ClockCircleOutlined,
  DeleteOutlined,
  Dropdown,
  EditOutlined,
  EllipsisOutlined,
  ExclamationCircleFilled,
  Tag,
  type MenuProps,
} from '@moneta/shared/ui/dashboard';
import { Progress } from '@moneta/shared/ui/display';
import { useGoalsT } from '../../i18n';
import { formatCalendarDate, formatInstant } from './format';
import {
  deadline,
  monthlySavingsNeeded,
  PRIORITY_TAG_COLOR,
  progressColor,
  shownProgress,
  statusIcon,
  TONE_COLOR,
  type StatusIcon,
} from './goalRules';

/** What a goal card asks the page to do. */
export type GoalAction = 'addFunds' | 'edit' | 'pause' | 'resume' | 'history' | 'delete';

interface GoalCardProps {
  goal: Goal;
  /** YYYY-MM-DD in the person's time zone. */
  today: string;
  currency: Currency;
  language: Language;
  onAction: (action: GoalAction, goal: Goal) => void;
  /** A pause or resume of this goal is under way. */
  busy?: boolean;
  /** The goal's contribution history, shown at the bottom of the card while expanded. */
  history?: ReactNode;
}

const can = (transition: keyof typeof GOAL_TRANSITIONS, status: GoalStatus) =>
  (GOAL_TRANSITIONS[transition] as readonly GoalStatus[]).includes(status);

function StatusMark({ kind }: { kind: StatusIcon }) {
  const t = useGoalsT();
  if (kind === 'achieved')
    return <CheckCircleFilled aria-label={t('Goal reached')} style={{ color: TONE_COLOR.success }} />;
  if (kind === 'warning')
    return (
      <ExclamationCircleFilled aria-label={t('Deadline at risk')} style={{ color: TONE_COLOR.warning }} />
    );
  return (
    <ClockCircleOutlined aria-label={t('On track')} style={{ color: 'var(--ant-color-text-secondary)' }} />
  );
}

function DeadlineText({ goal, today }: { goal: Goal; today: string }) {
  const t = useGoalsT();
  const due = deadline(goal.targetDate, today);
  let text: string;
  if (due.kind === 'left') text = t('{{count, number}} days left', { count: due.days });
  else if (due.kind === 'today') text = t('Due today');
  else text = t('{{count, number}} days overdue', { count: due.days });
  return (
    <Typography.Text type={due.urgent ? 'danger' : 'secondary'} strong={due.urgent}>
      {text}
    </Typography.Text>
  );
}

/**
 * One goal: name, category, priority in its colour, the status icon, the progress bar
 * in its colour, saved and target in the user's currency, the deadline and the monthly savings needed. An
 * Active or Paused goal has the Actions menu; a Completed one says 'Goal Achieved!' with Edit and Delete. Both
 * expand to the contribution history.
 */
export function GoalCard({
  goal,
  today,
  currency,
  language,
  onAction,
  busy = false,
  history,
}: GoalCardProps) {
  const t = useGoalsT();
  const progress = shownProgress(goal);
  const completed = goal.status === 'Completed';
  const money = (amount: number) => formatMoney(amount, currency, language);
  const monthly = monthlySavingsNeeded(goal, today);

  // Text only: the goals-only icons would weigh on every dashboard screen's UI facade.
  const items: MenuProps['items'] = [
    ...(can('contribute', goal.status) ? [{ key: 'addFunds', label: t('Add Funds') }] : []),
    { key: 'edit', label: t('Edit Goal') },
    ...(can('pause', goal.status) ? [{ key: 'pause', label: t('Pause'), disabled: busy }] : []),
    ...(can('resume', goal.status) ? [{ key: 'resume', label: t('Resume'), disabled: busy }] : []),
    { key: 'history', label: history ? t('Hide History') : t('History') },
    { type: 'divider' },
    { key: 'delete', label: t('Delete'), danger: true },
  ];
  // A completed goal's buttons sit at the foot of the card, beside History, so that its name has the title's
  // whole width.
  const extra = completed ? null : (
    // autoFocus: opened from the keyboard, the focus moves into the menu, so the arrow keys and Enter work it.
    <Dropdown
      trigger={['click']}
      autoFocus
      placement="bottomRight"
      menu={{ items, onClick: ({ key }) => onAction(key as GoalAction, goal) }}
    >
      <Button size="small" icon={<EllipsisOutlined aria-hidden />} loading={busy}>
        {t('Actions')}
      </Button>
    </Dropdown>
  );

  return (
    <Card
      size="small"
      role="article"
      aria-label={goal.name}
      style={{ height: '100%' }}
      // The whole name, on as many lines as it takes: a name cut short may not tell two goals apart.
      styles={{ title: { whiteSpace: 'normal' } }}
      title={
        <Flex gap="small" align="center" style={{ minWidth: 0, paddingBlock: 4 }}>
          {/* A paused goal is neither on track nor at risk: its tag says it is paused. */}
          {goal.status === 'Paused' ? null : <StatusMark kind={statusIcon(goal, today)} />}
          <Typography.Text strong style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {goal.name}
          </Typography.Text>
        </Flex>
      }
      extra={extra}
    >
      <Flex vertical gap="small">
        <Flex gap={4} wrap>
          <Tag>{t(goal.category)}</Tag>
          <Tag color={PRIORITY_TAG_COLOR[goal.priority]}>{t(goal.priority)}</Tag>
          {goal.status === 'Paused' ? <Tag>{t('Paused')}</Tag> : null}
        </Flex>
        {completed ? (
          <Typography.Text type="success" strong>
            <CheckCircleFilled aria-hidden /> {t('Goal Achieved!')}
          </Typography.Text>
        ) : null}
        <Progress
          percent={progress}
          strokeColor={progressColor(goal, progress)}
          format={(percent) => formatPercent(percent ?? 0, language)}
          aria-label={t('Progress of {{name}}', { name: goal.name })}
        />
        <Typography.Text>
          {t('{{saved}} of {{target}}', { saved: money(goal.savedAmount), target: money(goal.targetAmount) })}
        </Typography.Text>
        {completed ? (
          goal.completedAt ? (
            <Typography.Text type="secondary">
              {t('Completed on {{date}}', {
                date: formatInstant(goal.completedAt, language, { dateOnly: true }),
              })}
            </Typography.Text>
          ) : null
        ) : (
          <Flex gap="small" wrap justify="space-between">
            <DeadlineText goal={goal} today={today} />
            <Typography.Text type="secondary">
              {t('Target date: {{date}}', { date: formatCalendarDate(goal.targetDate, language) })}
            </Typography.Text>
          </Flex>
        )}
        {monthly !== null ? (
          <Typography.Text type="secondary">
            {t('Monthly savings needed: {{amount}}', { amount: money(monthly) })}
          </Typography.Text>
        ) : null}
        {completed ? (
          <Flex justify="space-between" align="center" gap={4} wrap>
            <Button
              size="small"
              type="link"
              style={{ paddingInline: 0 }}
              aria-expanded={Boolean(history)}
              onClick={() => onAction('history', goal)}
            >
              {history ? t('Hide History') : t('History')}
            </Button>
            <Flex gap={4}>
              <Button
                size="small"
                type="text"
                icon={<EditOutlined aria-hidden />}
                onClick={() => onAction('edit', goal)}
              >
                {t('Edit')}
              </Button>
              <Button
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined aria-hidden />}
                onClick={() => onAction('delete', goal)}
              >
                {t('Delete')}
              </Button>
            </Flex>
          </Flex>
        ) : null}
        {history}
      </Flex>
    </Card>
  );
}
