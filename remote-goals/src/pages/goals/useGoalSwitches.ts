import { type FailureMessage, type Goal } from '@moneta/shared';
import { errorMessage } from '@moneta/shared/ui';
import { useAnnounce } from '@moneta/shared/ui/dashboard';
import { useGoalsT } from '../../i18n';
import { goalsApi, useGoalChange } from '@moneta/shared/goals';

/** Pause and Resume of a goal's menu; `switchingId` is the goal one of them is changing. */
export function useGoalSwitches(onError: (failure: FailureMessage | null) => void) {
  const t = useGoalsT();
  const announce = useAnnounce();
  const pause = useGoalChange({
    mutationFn: (goal: Goal) => goalsApi.pause(goal._id),
    onMutate: () => onError(null),
    onSuccess: () => announce(t('Goal paused')),
    onError: (error) => onError(errorMessage(error, 'Failed to pause goal')),
  });
  const resume = useGoalChange({
    mutationFn: (goal: Goal) => goalsApi.resume(goal._id),
    onMutate: () => onError(null),
    onSuccess: () => announce(t('Goal resumed')),
    onError: (error) => onError(errorMessage(error, 'Failed to resume goal')),
  });
  const switchingId =
    (pause.isPending && pause.variables?._id) || (resume.isPending && resume.variables?._id) || null;
  return { pause: pause.mutate, resume: resume.mutate, switchingId };
}
