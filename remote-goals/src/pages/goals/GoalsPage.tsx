import { useDeferredReady } from '@moneta/shared';
import { PendingChanges } from '@moneta/shared/outbox';
import { Button, ErrorAlert, ReloadOutlined } from '@moneta/shared/ui';
import { PlusOutlined, ScreenFrame } from '@moneta/shared/ui/dashboard';
import { useGoalsT } from '../../i18n';
import { GoalDialogs } from './GoalDialogs';
import { GoalSections } from './GoalSections';
import { useGoalsPageState } from './useGoalsPageState';

/** /dashboard/goals. */
export default function GoalsPage() {
  const t = useGoalsT();
  const page = useGoalsPageState();
  const { list, editor } = page;
  const goals = list.goals;
  // The goals mount in a render that yields (useDeferredReady); until then the loading state stays.
  const goalsShown = useDeferredReady(goals !== null);
  const openAdd = () => editor.show(null);

  return (
    <>
      <ScreenFrame
        title={t('Financial Goals')}
        description={t('Track your savings goals and progress')}
        actions={
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={openAdd}>
            {t('Add Goal')}
          </Button>
        }
        notices={
          <>
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
            <ErrorAlert message={page.actionError} onClose={page.dismissActionError} />
            <PendingChanges domain="goals" onEdit={page.correctContribution} />
          </>
        }
        loading={list.loading || (goals !== null && !goalsShown)}
        loadingText={t('Loading Goals...')}
      >
        {goals && goalsShown ? (
          <GoalSections
            goals={goals}
            historyOf={page.historyOf}
            switchingId={page.switchingId}
            onAction={page.act}
            onAdd={openAdd}
          />
        ) : null}
      </ScreenFrame>
      <GoalDialogs editor={editor} funding={page.funding} deleting={page.deleting} />
    </>
  );
}
