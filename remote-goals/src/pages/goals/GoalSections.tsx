import { lazy, Suspense } from 'react';
import { localDay, localeAtom, useSharedAtom, type Goal } from '@moneta/shared';
import { Button, Card, Flex, Typography } from '@moneta/shared/ui';
import { Col, Empty, FlagOutlined, PlusOutlined, Row, Spin } from '@moneta/shared/ui/dashboard';
import { useGoalsT } from '../../i18n';
import { GoalCard, type GoalAction } from './GoalCard';
import { goalTotals } from './goalRules';
import { GoalStats } from './GoalStats';

// Loaded with the first history opened: it brings the table facade.
const GoalHistory = lazy(() => import(/* webpackChunkName: "goal-history" */ './GoalHistory'));

interface GoalSectionsProps {
  goals: Goal[];
  /** The goal whose card shows its contribution history. */
  historyOf: string | null;
  /** The goal being paused or resumed. */
  switchingId: string | null;
  onAction: (action: GoalAction, goal: Goal) => void;
  onAdd: () => void;
}

/** The goals' totals, then the goals by status, or the empty state. */
export function GoalSections({ goals, historyOf, switchingId, onAction, onAdd }: GoalSectionsProps) {
  const t = useGoalsT();
  const { currency, language } = useSharedAtom(localeAtom);
  const today = localDay();
  const withStatus = (status: Goal['status']) => goals.filter((goal) => goal.status === status);
  // A paused goal has a group of its own: among the active ones its progress would read as falling behind.
  const groups = [
    { title: t('Active Goals'), items: withStatus('Active') },
    { title: t('Paused Goals'), items: withStatus('Paused') },
    { title: t('Completed Goals'), items: withStatus('Completed') },
  ].filter(({ items }) => items.length > 0);

  return (
    <>
      <GoalStats totals={goalTotals(goals)} currency={currency} language={language} />
      {goals.length === 0 ? <NoGoals onAdd={onAdd} /> : null}
      {groups.map(({ title, items }) => (
        <Flex key={title} vertical gap="middle" component="section" aria-label={title}>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          <Row gutter={[16, 16]}>
            {items.map((goal) => (
              <Col key={goal._id} xs={24} md={12} xl={8}>
                <GoalCard
                  goal={goal}
                  today={today}
                  currency={currency}
                  language={language}
                  onAction={onAction}
                  busy={switchingId === goal._id}
                  history={
                    historyOf === goal._id ? (
                      <Suspense fallback={<Spin size="small" />}>
                        <GoalHistory goal={goal} />
                      </Suspense>
                    ) : null
                  }
                />
              </Col>
            ))}
          </Row>
        </Flex>
      ))}
    </>
  );
}

/** No goal yet: what goals are for, and the button that creates the first. */
function NoGoals({ onAdd }: { onAdd: () => void }) {
  const t = useGoalsT();
  return (
    <Card>
      <Empty
        image={
          <FlagOutlined aria-hidden style={{ fontSize: 48, color: 'var(--ant-color-text-quaternary)' }} />
        }
        styles={{ image: { height: 'auto' } }}
        description={
          <Flex vertical gap={4}>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {t('No Goals Yet')}
            </Typography.Title>
            <Typography.Text type="secondary">
              {t('Set a savings goal and track your progress towards it.')}
            </Typography.Text>
          </Flex>
        }
      >
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onAdd}>
          {t('Create Your First Goal')}
        </Button>
      </Empty>
    </Card>
  );
}
