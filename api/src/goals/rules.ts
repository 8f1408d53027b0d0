// What each status accepts (GOAL_TRANSITIONS; docs/api.md, "Goals"): Active takes funds, a pause, completion
// and edits; Paused takes resume, completion and edits, no funds; Completed takes edits only, and an edit
// raising its target above the saved amount reopens it. A goal whose saved amount reaches its target is
// Completed.
import { GOAL_TRANSITIONS, MESSAGES, type GoalStatus } from '@moneta/shared/contract';
import { conflict, invalidField } from '../http/errors';
import type { GoalRow } from './schema';

export type GoalAction = keyof typeof GOAL_TRANSITIONS;

/** How a write changes completed_at: set to now, kept as it is, or cleared. */
export type Completion = 'set' | 'keep' | 'clear';

export interface StatusChange {
  status: GoalStatus;
  completion: Completion;
}

/** The 409 message for `action` on a goal in `status`, which GOAL_TRANSITIONS does not allow. */
function refusal(action: GoalAction, status: GoalStatus) {
  if (status === 'Completed') return MESSAGES.goalAlreadyCompleted;
  if (action === 'contribute') return MESSAGES.goalPausedNoFunds;
  if (action === 'resume') return MESSAGES.goalNotPaused;
  return MESSAGES.goalNotActive;
}

/** Throws 409 unless a goal in `status` accepts `action`. */
export function assertAllowed(action: GoalAction, status: GoalStatus): void {
  const allowed: readonly GoalStatus[] = GOAL_TRANSITIONS[action];
  if (!allowed.includes(status)) throw conflict(refusal(action, status));
}

/** The status after complete, pause or resume (assertAllowed first). */
export function statusAfter(action: Exclude<GoalAction, 'contribute'>): StatusChange {
  switch (action) {
    case 'complete':
      return { status: 'Completed', completion: 'set' };
    case 'pause':
      return { status: 'Paused', completion: 'clear' };
    case 'resume':
      return { status: 'Active', completion: 'clear' };
  }
}

/** The status once `savedMinor` is saved: the goal completes when it reaches the target. */
export function statusAfterContribution(goal: GoalRow, savedMinor: number): StatusChange {
  return savedMinor >= goal.targetMinor
    ? { status: 'Completed', completion: 'set' }
    : { status: goal.status, completion: 'keep' };
}

/**
 * The status after an edit that sets the target to `targetMinor`. A target below the saved amount is refused
 * (422); one equal to it completes the goal; one raised above the saved amount of a Completed goal reopens it.
 */
export function statusAfterEdit(goal: GoalRow, targetMinor: number): StatusChange {
  if (targetMinor < goal.savedMinor) throw invalidField('targetAmount', MESSAGES.targetBelowSaved);
  if (targetMinor === goal.savedMinor) {
    return goal.status === 'Completed'
      ? { status: 'Completed', completion: 'keep' }
      : { status: 'Completed', completion: 'set' };
  }
  if (goal.status === 'Completed' && targetMinor > goal.targetMinor) {
    return { status: 'Active', completion: 'clear' };
  }
  return { status: goal.status, completion: 'keep' };
}
