// The answers of /api/goals, written once: ./goals.ts names their types from
// these schemas. Amounts in the user's currency, major units (two decimals).
import { z } from 'zod';
import { GOAL_CATEGORIES, GOAL_PRIORITIES, GOAL_STATUSES } from './goalLimits';
import { calendarDate, recordId, timestamp } from './responseFields';

const goalStatus = z.enum(GOAL_STATUSES);

export const goalSchema = z.object({
  _id: recordId,
  userId: recordId,
  name: z.string(),
  targetAmount: z.number(),
  savedAmount: z.number(),
  targetDate: calendarDate,
  priority: z.enum(GOAL_PRIORITIES),
  category: z.enum(GOAL_CATEGORIES),
  status: goalStatus,
  /** When the goal became Completed; null otherwise. */
  completedAt: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

/** One Add Funds, kept as its own row: the goal's savedAmount is the sum of these. */
export const goalContributionSchema = z.object({
  _id: recordId,
  goalId: recordId,
  amount: z.number(),
  note: z.string(),
  createdAt: timestamp,
});

/** POST /goals/{id}/contribute answers the goal as it now stands and the contribution recorded. */
export const contributionResultSchema = z.object({ goal: goalSchema, contribution: goalContributionSchema });

/** A goal's progress, as the overview and the dashboard stats show it. */
export const goalProgressSchema = z.object({
  _id: recordId,
  name: z.string(),
  /** Percent of the target saved, capped at 100, one decimal. */
  progress: z.number(),
  savedAmount: z.number(),
  targetAmount: z.number(),
  status: goalStatus,
  targetDate: calendarDate,
});

export const goalGroupFiguresSchema = z.object({
  count: z.number(),
  targetAmount: z.number(),
  savedAmount: z.number(),
});

/** GET /goals/dashboard. */
export const goalDashboardStatsSchema = z.object({
  totalGoals: z.number(),
  activeGoals: z.number(),
  completedGoals: z.number(),
  pausedGoals: z.number(),
  overdueGoals: z.number(),
  totalTargetAmount: z.number(),
  totalSavedAmount: z.number(),
  /** Mean of every goal's capped progress percent, one decimal; 0 without goals. */
  averageProgress: z.number(),
  goalsByCategory: z.record(z.enum(GOAL_CATEGORIES), goalGroupFiguresSchema),
  goalsByPriority: z.record(z.enum(GOAL_PRIORITIES), goalGroupFiguresSchema),
  /** The last completed goals, newest first. */
  recentlyCompleted: z.array(goalSchema),
  /** Goals not Completed whose target date is today or later, soonest first. */
  upcomingDeadlines: z.array(goalSchema),
});

/** GET /goals/summary: the totals of the screen's four cards, and the count per status. */
export const goalSummarySchema = z.object({
  totalGoals: z.number(),
  completedGoals: z.number(),
  totalSavedAmount: z.number(),
  totalTargetAmount: z.number(),
  byStatus: z.record(goalStatus, z.number()),
});
