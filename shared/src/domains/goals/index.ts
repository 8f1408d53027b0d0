// The goals domain: its API calls, query keys, hooks and what a change of a goal makes stale. A facade of its
// own, loaded by the screens that show goals.
export { goalsApi } from './api';
export { goalsEndpoints } from './endpoints';
export { useGoalChange, useGoalContributions, useGoalList } from './hooks';
export { GOAL_CHANGES, goalsKeys } from './keys';
