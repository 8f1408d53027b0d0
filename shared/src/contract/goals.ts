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

export const GOAL_CATEGORIES = [
  'Savings',
  'Travel',
  'Technology',
  'Transportation',
  'Education',
  'Health',
  'Home',
  'Other',
] as const;
export type GoalCategory = (typeof GOAL_CATEGORIES)[number];

export const GOAL_PRIORITIES = ['Low', 'Medium', 'High'] as const;
export type GoalPriority = (typeof GOAL_PRIORITIES)[number];
export const DEFAULT_GOAL_PRIORITY: GoalPriority = 'Medium';

export const GOAL_STATUSES = ['Active', 'Completed', 'Paused'] as const;
export type GoalStatus = (typeof GOAL_STATUSES)[number];

export const GOAL_NAME_MAX_LENGTH = 100;
export const CONTRIBUTION_NOTE_MAX_LENGTH = 200;
/** An Idempotency-Key header longer than this is refused (keys are usually UUIDs). */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;
/** Monthly savings needed treats a month as this many days. */
export const DAYS_PER_MONTH = 30;
/** Deadlines closer than this show in red, and a goal under 75% shows the warning icon. */
export const DEADLINE_WARNING_DAYS = 30;
/** How many goals the dashboard's recentlyCompleted and upcomingDeadlines lists hold. */
export const GOAL_DASHBOARD_LIST_SIZE = 5;

/**
 * What each status accepts (docs/api.md, "Goals"): only an Active goal takes funds or a pause; a Paused goal
 * is resumed first; a Completed goal takes no funds, and is reopened (Active) only by an edit that raises its
 * target above the saved amount. Any goal may be edited, completed by hand or deleted.
 */
export const GOAL_TRANSITIONS = {
  contribute: ['Active'],
  pause: ['Active'],
  resume: ['Paused'],
  complete: ['Active', 'Paused'],
} as const satisfies Record<string, readonly GoalStatus[]>;

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
