// The goals' hooks for the screens: the reads with their keys, and the change hook that makes stale what a
// change of a goal does.
import { changeOf, useQuery } from '@moneta/shared/query';
import { goalsApi } from './api';
import { GOAL_CHANGES, goalsKeys } from './keys';

/** The user's goals, sorted by target date by the API. */
export const useGoalList = () => useQuery({ queryKey: goalsKeys.list(), queryFn: () => goalsApi.list() });

/** A goal's contributions, newest first. */
export const useGoalContributions = (goalId: string, { enabled }: { enabled: boolean }) =>
  useQuery({
    queryKey: goalsKeys.contributions(goalId),
    queryFn: () => goalsApi.contributions(goalId),
    enabled,
  });

/** A change of a goal (a save, a contribution, a status, a delete). */
export const useGoalChange = changeOf(GOAL_CHANGES);
