// GET /goals/projections: each Active goal at its recent contribution rate, the contributions of the
// last 3 whole months (the person's months, in their time zone) divided by 3. A user's goals are few: one read
// of them and one grouped sum of their contributions, served by the (goal_id, created_at) index.
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { GoalProjection, GoalProjections } from '@moneta/shared/contract';
import type { Db } from '../db/client';
import { fromMinorUnits } from '../db/money';
import { listGoalRows } from '../goals/repository';
import { goalContributions, type GoalRow } from '../goals/schema';
import { todayInZone } from '../http/timeZone';
import { averageAmount } from '../lib/percent';
import { instantOf } from '../reminders/occurrences';
import { addMonthsClamped, monthsBetween, startOfMonth } from '../transactions/dates';
import { amountOf, amountText } from './amounts';

/** The whole months the rate is measured over. */
export const RATE_MONTHS = 3;

/** Whole months from `from` to `to` (a month counted once the same day of the month is reached), at least 1. */
export function wholeMonthsUntil(from: string, to: string): number {
  const months = monthsBetween(from, to);
  const whole = addMonthsClamped(from, months) > to ? months - 1 : months;
  return Math.max(1, whole);
}

/** Each goal's contributions from `from` (inclusive) to `to` (exclusive), in minor units. */
async function contributionsBetween(
  db: Db,
  userId: string,
  goalIds: string[],
  from: Date,
  to: Date,
): Promise<Map<string, number>> {
  if (goalIds.length === 0) return new Map();
  const c = goalContributions;
  const rows = await db
    .select({ goalId: c.goalId, minor: sql<number>`sum(${c.amountMinor})`.mapWith(Number) })
    .from(c)
    .where(and(eq(c.userId, userId), inArray(c.goalId, goalIds), gte(c.createdAt, from), lt(c.createdAt, to)))
    .groupBy(c.goalId);
  return new Map(rows.map((row) => [row.goalId, row.minor]));
}

/**
 * One goal on `today` with `recentMinor` contributed over the last RATE_MONTHS months. An Active goal always has
 * something left to save (the database completes a goal that reaches its target), so it is met only by saving.
 */
export function projectGoal(row: GoalRow, recentMinor: number, today: string): GoalProjection {
  const leftMinor = row.targetMinor - row.savedMinor;
  // ceil(left / (recent / 3)) without rounding the rate first.
  const expectedCompletionDate =
    recentMinor > 0 ? addMonthsClamped(today, Math.ceil((leftMinor * RATE_MONTHS) / recentMinor)) : null;
  const onTrack = expectedCompletionDate !== null && expectedCompletionDate <= row.targetDate;
  const monthlyRate = averageAmount(recentMinor, RATE_MONTHS);
  const requiredMinor = leftMinor / wholeMonthsUntil(today, row.targetDate);
  return {
    goalId: row.id,
    name: row.name,
    targetAmount: fromMinorUnits(row.targetMinor),
    savedAmount: fromMinorUnits(row.savedMinor),
    targetDate: row.targetDate,
    monthlyRate,
    requiredMonthly: amountOf(requiredMinor),
    expectedCompletionDate,
    onTrack,
    message: onTrack
      ? `Expected by ${expectedCompletionDate} at ${amountText(recentMinor / RATE_MONTHS)} a month`
      : `Will not be met by ${row.targetDate} at the recent rate: ${amountText(requiredMinor)} a month needed`,
  };
}

/** The user's Active goals, soonest target date first, at `now` in `timeZone`. */
export async function goalProjections(
  db: Db,
  userId: string,
  timeZone: string,
  now = new Date(),
): Promise<GoalProjections> {
  const today = todayInZone(timeZone, now);
  const currentMonth = startOfMonth(today);
  const rows = await listGoalRows(db, userId, { status: 'Active' });
  const recent = await contributionsBetween(
    db,
    userId,
    rows.map((row) => row.id),
    instantOf(timeZone, addMonthsClamped(currentMonth, -RATE_MONTHS), '00:00:00'),
    instantOf(timeZone, currentMonth, '00:00:00'),
  );
  return { goals: rows.map((row) => projectGoal(row, recent.get(row.id) ?? 0, today)) };
}
