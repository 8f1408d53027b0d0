import { useState } from 'react';
import type { FailureMessage, Goal, OutboxEntry } from '@moneta/shared';
import { MESSAGES } from '@moneta/shared/ui';
import { useDialog } from '@moneta/shared/ui/dashboard';
import type { GoalAction } from './GoalCard';
import { useGoals } from './useGoals';
import { useGoalSwitches } from './useGoalSwitches';

/** Add Funds for a goal; `draft`, a refused offline contribution being corrected. */
export interface Funding {
  goal: Goal;
  draft?: OutboxEntry;
}

/** The goals screen's state: the list, the goal whose history shows, the dialogs, and what its menus do. */
export function useGoalsPageState() {
  const list = useGoals();
  /** The goal being edited, or null for a new one. */
  const editor = useDialog<Goal | null>();
  const funding = useDialog<Funding>();
  const deleting = useDialog<Goal>();
  /** The goal whose card shows its contribution history. */
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const [actionError, setActionError] = useState<FailureMessage | null>(null);
  const switches = useGoalSwitches(setActionError);

  const act = (action: GoalAction, goal: Goal) => {
    if (action === 'addFunds') funding.show({ goal });
    else if (action === 'edit') editor.show(goal);
    else if (action === 'pause') switches.pause(goal);
    else if (action === 'resume') switches.resume(goal);
    else if (action === 'history') setHistoryOf((shown) => (shown === goal._id ? null : goal._id));
    else {
      // Its history folds first: open, it would ask again for the contributions the delete removes.
      setHistoryOf((shown) => (shown === goal._id ? null : shown));
      deleting.show(goal);
    }
  };

  // A refused contribution reopens Add Funds with what was typed, if its goal is still there.
  const correctContribution = (draft: OutboxEntry) => {
    const goal = list.goals?.find(({ _id }) => draft.write.domain === 'goals' && draft.write.id === _id);
    if (goal) funding.show({ goal, draft });
    else setActionError(MESSAGES.goalNotFound);
  };

  return {
    list,
    editor,
    funding,
    deleting,
    historyOf,
    switchingId: switches.switchingId,
    actionError,
    dismissActionError: () => setActionError(null),
    act,
    correctContribution,
  };
}
