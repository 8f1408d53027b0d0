// The goals contract: constants, shapes and the status rules shared by
// remote-goals, the overview and api/.
import type { z } from 'zod';
import type {
  contributionResultSchema,
  goalContributionSchema,
  goalDashboardStatsSchema,
  goalGroupFiguresSchema,
  goalProgressSchema,
  goalSchema,
  goalSummarySchema,
} from './goalResponses';

export * from './goalLimits';

// The answers' shapes are written once, as the schemas of ./goalResponses.ts.
export type Goal = z.output<typeof goalSchema>;
export type GoalContribution = z.output<typeof goalContributionSchema>;
export type ContributionResult = z.output<typeof contributionResultSchema>;
export type GoalProgress = z.output<typeof goalProgressSchema>;
export type GoalGroupFigures = z.output<typeof goalGroupFiguresSchema>;
export type GoalDashboardStats = z.output<typeof goalDashboardStatsSchema>;
export type GoalSummary = z.output<typeof goalSummarySchema>;

/** Percent of the target saved, capped at 100, one decimal. */
export function goalProgress(goal: Pick<Goal, 'savedAmount' | 'targetAmount'>): number {
  if (goal.targetAmount <= 0) return 0;
  return Math.min(100, Math.round((goal.savedAmount / goal.targetAmount) * 1000) / 10);
}

/** What is left to save, never below 0, exact to the cent. */
export function remainingAmount(goal: Pick<Goal, 'savedAmount' | 'targetAmount'>): number {
  return Math.max(0, Math.round((goal.targetAmount - goal.savedAmount) * 100) / 100);
}

/** Overdue: the target date is past and the goal is not Completed. `today` is YYYY-MM-DD. */
export function isOverdue(goal: Pick<Goal, 'targetDate' | 'status'>, today: string): boolean {
  return goal.status !== 'Completed' && goal.targetDate < today;
}
