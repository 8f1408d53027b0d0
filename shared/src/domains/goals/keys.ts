// The goals' query keys, and what a change of a goal makes stale.
import type { GoalFilters } from '../../contract/goalValidators';
import { TRANSACTION_CHANGES } from '../transactions/keys';

export const goalsKeys = {
  all: ['goals'] as const,
  list: (filters: GoalFilters = {}) => ['goals', 'list', filters] as const,
  contributions: (goalId: string) => ['goals', 'contributions', goalId] as const,
  dashboard: () => ['goals', 'dashboard'] as const,
};

/**
 * What a change of a goal makes stale: the goals, and, as a contribution or a deleted goal's refund is a
 * transaction, all that a change of transactions does (every analytics answer reads goals too).
 */
export const GOAL_CHANGES = [goalsKeys.all, ...TRANSACTION_CHANGES] as const;
