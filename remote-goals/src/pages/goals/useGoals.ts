import { useCallback, useState } from 'react';
import { errorMessage } from '@moneta/shared/ui';
import { useGoalList } from '@moneta/shared/goals';

/**
 * the "goals" state area for this screen: the user's goals, sorted by target date by the API. Every
 * change to a goal, from any screen, invalidates it. A failed load shows as the screen's dismissible banner;
 * the list on screen stays while a refetch runs or fails.
 */
export function useGoals() {
  const result = useGoalList();
  const [dismissed, setDismissed] = useState<Error | null>(null);
  const error = result.error && result.error !== dismissed ? result.error : null;
  const dismissError = useCallback(() => setDismissed(result.error), [result.error]);
  const { refetch } = result;
  return {
    goals: result.data ?? null,
    /** The first load, before any list came. */
    loading: result.isPending && result.isFetching,
    error: error ? errorMessage(error, 'Failed to fetch goals') : null,
    dismissError,
    retry: useCallback(() => void refetch(), [refetch]),
  };
}
