import { lazy, Suspense, useState } from 'react';
import {
  goalsApi,
  localeAtom,
  useSharedAtom,
  type FailureMessage,
  type Goal,
  type OutboxEntry,
  useDeferredReady,
} from '@moneta/shared';
import { goalsKeys, PendingChanges, QUEUED_MESSAGE, transactionsKeys, useChange } from '@moneta/shared/query';
import {
  Button,
  Card,
  ErrorAlert,
  Flex,
  MESSAGES,
  ReloadOutlined,
  Typography,
  errorMessage,
} from '@moneta/shared/ui';
import { App, Col, Empty, FlagOutlined, PlusOutlined, Row, Spin } from '@moneta/shared/ui/dashboard';
import { useGoalsT } from '../../i18n';
import { DeleteGoalModal } from './DeleteGoalModal';
import { GoalCard, type GoalAction } from './GoalCard';
import { goalTotals, todayIso } from './goalRules';
import { GoalStats } from './GoalStats';
import type { SaveOutcome } from './GoalFormModal';
import { useGoals } from './useGoals';

// Loaded on first open, not with the page (docs/decisions/0013-first-load-cuts.md): the form brings the date
// picker, dayjs and zod; the history brings the table facade.
const GoalFormModal = lazy(
  () => import(/* webpackChunkName: "goal-form", webpackPrefetch: true */ './GoalFormModal'),
);
const AddFundsModal = lazy(
  () => import(/* webpackChunkName: "goal-add-funds", webpackPrefetch: true */ './AddFundsModal'),
);
const GoalHistory = lazy(() => import(/* webpackChunkName: "goal-history" */ './GoalHistory'));

/** A dialog about one goal: open, or closing (kept until its closing animation ends). */
interface Dialog<T> {
  open: boolean;
  goal: T;
  /** A refused offline contribution being corrected. */
  draft?: OutboxEntry;
}

/** Every change to goals refreshes the goals and the overview, whose goals part is the transaction dashboard. */
const GOAL_CHANGES = [goalsKeys.all, transactionsKeys.all] as const;

/** /dashboard/goals. */
export default function GoalsPage() {
  const t = useGoalsT();
  const { message } = App.useApp();
  const { currency, language } = useSharedAtom(localeAtom);
  const list = useGoals();
  const [editor, setEditor] = useState<Dialog<Goal | null> | null>(null);
  const [funding, setFunding] = useState<Dialog<Goal> | null>(null);
  /** The goal whose card shows its contribution history. */
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Goal | null>(null);
  const [actionError, setActionError] = useState<FailureMessage | null>(null);
  const today = todayIso();

  const pause = useChange({
    mutationFn: (goal: Goal) => goalsApi.pause(goal._id),
    invalidates: GOAL_CHANGES,
    onMutate: () => setActionError(null),
    onSuccess: () => void message.success(t('Goal paused')),
    onError: (error) => setActionError(errorMessage(error, 'Failed to pause goal')),
  });
  const resume = useChange({
    mutationFn: (goal: Goal) => goalsApi.resume(goal._id),
    invalidates: GOAL_CHANGES,
    onMutate: () => setActionError(null),
    onSuccess: () => void message.success(t('Goal resumed')),
    onError: (error) => setActionError(errorMessage(error, 'Failed to resume goal')),
  });
  const switchingId =
    (pause.isPending && pause.variables?._id) || (resume.isPending && resume.variables?._id) || null;

  const act = (action: GoalAction, goal: Goal) => {
    if (action === 'addFunds') setFunding({ open: true, goal });
    else if (action === 'edit') setEditor({ open: true, goal });
    else if (action === 'pause') pause.mutate(goal);
    else if (action === 'resume') resume.mutate(goal);
    else if (action === 'history') setHistoryOf((shown) => (shown === goal._id ? null : goal._id));
    else {
      // Its history folds first: open, it would ask again for the contributions the delete removes.
      setHistoryOf((shown) => (shown === goal._id ? null : shown));
      setDeleting(goal);
    }
  };

  const openAdd = () => setEditor({ open: true, goal: null });
  const close = <T,>(dialog: Dialog<T> | null) => dialog && { ...dialog, open: false };

  const saved = (outcome: SaveOutcome) => {
    setEditor(close);
    void message.success(
      outcome === 'created' ? t('Goal created successfully') : t('Goal updated successfully'),
    );
  };

  const goals = list.goals;
  // The goals mount in a render that yields (useDeferredReady); until then the loading state stays.
  const goalsShown = useDeferredReady(goals !== null);
  const withStatus = (status: Goal['status']) => goals?.filter((goal) => goal.status === status) ?? [];
  // A paused goal has a group of its own: among the active ones its progress would read as falling behind.
  const active = withStatus('Active');
  const paused = withStatus('Paused');
  const completed = withStatus('Completed');

  const section = (title: string, items: Goal[]) => (
    <Flex vertical gap="middle" component="section" aria-label={title}>
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
              onAction={act}
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
  );

  // A refused contribution reopens Add Funds with what was typed, if its goal is still there.
  const correctContribution = (draft: OutboxEntry) => {
    const goal = goals?.find(({ _id }) => draft.write.domain === 'goals' && draft.write.id === _id);
    if (goal) setFunding({ open: true, goal, draft });
    else setActionError(MESSAGES.goalNotFound);
  };

  return (
    <Flex vertical gap="large">
      <Flex justify="space-between" align="center" gap="middle" wrap>
        <Flex vertical>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {t('Financial Goals')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('Track your savings goals and progress')}</Typography.Text>
        </Flex>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={openAdd}>
          {t('Add Goal')}
        </Button>
      </Flex>

      <ErrorAlert
        message={list.error}
        onClose={list.dismissError}
        action={
          goals === null ? (
            <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={list.retry}>
              {t('Retry')}
            </Button>
          ) : undefined
        }
      />
      <ErrorAlert message={actionError} onClose={() => setActionError(null)} />
      <PendingChanges domain="goals" onEdit={correctContribution} />

      {list.loading || (goals && !goalsShown) ? (
        <Flex vertical align="center" gap="middle" style={{ padding: 48 }} role="status">
          <Spin />
          <Typography.Text type="secondary">{t('Loading Goals...')}</Typography.Text>
        </Flex>
      ) : null}

      {goals && goalsShown ? (
        <>
          <GoalStats totals={goalTotals(goals)} currency={currency} language={language} />
          {goals.length === 0 ? (
            <Card>
              <Empty
                image={
                  <FlagOutlined
                    aria-hidden
                    style={{ fontSize: 48, color: 'var(--ant-color-text-quaternary)' }}
                  />
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
                <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={openAdd}>
                  {t('Create Your First Goal')}
                </Button>
              </Empty>
            </Card>
          ) : null}
          {active.length > 0 ? section(t('Active Goals'), active) : null}
          {paused.length > 0 ? section(t('Paused Goals'), paused) : null}
          {completed.length > 0 ? section(t('Completed Goals'), completed) : null}
        </>
      ) : null}

      {/* The lazy dialogs mount on first use and stay until their closing animation has ended; each waits for
          its own code, so one loading never hides another that is open. */}
      {editor ? (
        <Suspense fallback={null}>
          <GoalFormModal
            open={editor.open}
            goal={editor.goal}
            onCancel={() => setEditor(close)}
            afterClose={() => setEditor(null)}
            onSaved={saved}
          />
        </Suspense>
      ) : null}
      {funding ? (
        <Suspense fallback={null}>
          <AddFundsModal
            open={funding.open}
            goal={funding.goal}
            draft={funding.draft}
            onCancel={() => setFunding(close)}
            afterClose={() => setFunding(null)}
            onAdded={(queued) => {
              setFunding(close);
              if (queued) void message.info(t(QUEUED_MESSAGE));
              else void message.success(t('Funds added successfully'));
            }}
          />
        </Suspense>
      ) : null}
      <DeleteGoalModal
        goal={deleting}
        onCancel={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null);
          void message.success(t('Goal deleted successfully'));
        }}
      />
    </Flex>
  );
}
