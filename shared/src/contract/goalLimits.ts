// The goal values the schemas and the server's messages are built from. Apart from ./goals.ts, which re-exports
// them, because that file names its types from the schemas, which import these values.

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
