// GET /goals/progress: every goal's progress, whether it is overdue and whether it is on track, on the person's
// today (their time zone). Goals are few per user: computed from one read of them, in minor units.
import { isOverdue, type AnalyticsGoal, type GoalsProgress } from '@moneta/shared/contract';
import type { Db } from '../db/client';
import { averageProgress } from '../goals/figures';
import { toGoalProgress } from '../goals/mapping';
import { listGoalRows } from '../goals/repository';
import type { GoalRow } from '../goals/schema';
import { todayInZone } from '../http/timeZone';
import { daysBetween } from '../transactions/dates';

/**
 * On track: Active, not overdue, and holding at least the share of its target that the share of days elapsed
 * from its creation (its calendar day in `timeZone`) to its target date asks for. A goal due the day it was
 * created asks for all of it. A Completed or Paused goal is not judged against its schedule. Compared in
 * integers: saved x span >= target x elapsed.
 */
export function isOnTrack(row: GoalRow, today: string, timeZone: string): boolean {
  if (row.status !== 'Active' || isOverdue(row, today)) return false;
  const created = todayInZone(timeZone, row.createdAt);
  const span = daysBetween(created, row.targetDate);
  if (span <= 0) return row.savedMinor >= row.targetMinor;
  const elapsed = Math.min(span, Math.max(0, daysBetween(created, today)));
  return BigInt(row.savedMinor) * BigInt(span) >= BigInt(row.targetMinor) * BigInt(elapsed);
}

export function progressOf(rows: GoalRow[], today: string, timeZone: string): GoalsProgress {
  const goals: AnalyticsGoal[] = rows.map((row) => ({
    ...toGoalProgress(row),
    overdue: isOverdue(row, today),
    onTrack: isOnTrack(row, today, timeZone),
  }));
  return {
    goals,
    summary: {
      totalGoals: goals.length,
      averageProgress: averageProgress(rows),
      onTrackGoals: goals.filter((goal) => goal.onTrack).length,
      overdueGoals: goals.filter((goal) => goal.overdue).length,
    },
  };
}

/** Every goal of the user, soonest target date first, at `now` in `timeZone`. */
export async function goalsProgress(
  db: Db,
  userId: string,
  timeZone: string,
  now = new Date(),
): Promise<GoalsProgress> {
  return progressOf(await listGoalRows(db, userId), todayInZone(timeZone, now), timeZone);
}
