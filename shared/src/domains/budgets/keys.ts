// The budgets' query keys, and what a change of a budget makes stale.
import { analyticsKeys } from '../analytics/keys';

/** A month's budgets (YYYY-MM), with what was spent of each: also stale when a transaction changes. */
export const budgetsKeys = {
  all: ['budgets'] as const,
  month: (month: string) => ['budgets', 'month', month] as const,
};

/** What a change of a budget makes stale: every month's budgets, and the budget analytics, recommendations and health score. */
export const BUDGET_CHANGES = [budgetsKeys.all, analyticsKeys.all] as const;

/**
 * What a refresh of the figures makes stale, asked for or after a change made on another device (seen by
 * polling): the figures, and what each budget's month has spent.
 */
export const FIGURES_CHANGES = [analyticsKeys.all, budgetsKeys.all] as const;
