// The goal figures: GET /goals/dashboard, GET /goals/summary and the overview's goal progress. A user's goals
// are few (tens), so each is computed from one read of them, in minor units, and turned into decimals once,
// at the end.
import {
  GOAL_CATEGORIES,
  GOAL_DASHBOARD_LIST_SIZE,
  GOAL_PRIORITIES,
  GOAL_STATUSES,
  isOverdue,
  type GoalDashboardStats,
  type GoalGroupFigures,
  type GoalProgress,
  type GoalSummary,
} from '@moneta/shared/contract';
import type { Db } from '../db/client';
import { fromMinorUnits } from '../db/money';
import { progressTenths, roundedPercent, toGoal, toGoalProgress } from './mapping';
import { listGoalRows } from './repository';
import type { GoalRow } from './schema';

interface Totals {
  count: number;
  targetMinor: bigint;
  savedMinor: bigint;
}

const noTotals = (): Totals => ({ count: 0, targetMinor: 0n, savedMinor: 0n });

function add(totals: Totals, row: GoalRow): void {
  totals.count += 1;
  totals.targetMinor += BigInt(row.targetMinor);
  totals.savedMinor += BigInt(row.savedMinor);
}

function figuresOf(totals: Totals): GoalGroupFigures {
  return {
    count: totals.count,
    targetAmount: fromMinorUnits(totals.targetMinor),
    savedAmount: fromMinorUnits(totals.savedMinor),
  };
}

function grouped<K extends string>(keys: readonly K[], rows: GoalRow[], keyOf: (row: GoalRow) => K) {
  const groups = new Map<K, Totals>(keys.map((key) => [key, noTotals()]));
  for (const row of rows) {
    const totals = groups.get(keyOf(row));
    if (totals) add(totals, row);
  }
  return Object.fromEntries(keys.map((key) => [key, figuresOf(groups.get(key) ?? noTotals())])) as Record<
    K,
    GoalGroupFigures
  >;
}

/** Mean of the goals' capped progress, one decimal, rounded once; 0 without goals. */
export function averageProgress(rows: GoalRow[]): number {
  if (rows.length === 0) return 0;
  const tenths = rows.reduce((sum, row) => sum + progressTenths(row), 0);
  return roundedPercent(tenths / rows.length);
}

/** The dashboard stats of `rows` (one user's goals, soonest target date first) on the user's `today`. */
export function dashboardOf(rows: GoalRow[], today: string): GoalDashboardStats {
  const all = noTotals();
  const byStatus = new Map(GOAL_STATUSES.map((status) => [status, 0]));
  let overdueGoals = 0;
  for (const row of rows) {
    add(all, row);
    byStatus.set(row.status, (byStatus.get(row.status) ?? 0) + 1);
    if (isOverdue(row, today)) overdueGoals += 1;
  }
  const recentlyCompleted = rows
    .filter((row) => row.status === 'Completed' && row.completedAt !== null)
    .sort(
      (a, b) => (b.completedAt?.getTime() ?? 0) - (a.completedAt?.getTime() ?? 0) || (a.id < b.id ? 1 : -1),
    )
    .slice(0, GOAL_DASHBOARD_LIST_SIZE);
  const upcomingDeadlines = rows
    .filter((row) => row.status !== 'Completed' && row.targetDate >= today)
    .slice(0, GOAL_DASHBOARD_LIST_SIZE);
  return {
    totalGoals: all.count,
    activeGoals: byStatus.get('Active') ?? 0,
    completedGoals: byStatus.get('Completed') ?? 0,
    pausedGoals: byStatus.get('Paused') ?? 0,
    overdueGoals,
    totalTargetAmount: fromMinorUnits(all.targetMinor),
    totalSavedAmount: fromMinorUnits(all.savedMinor),
    averageProgress: averageProgress(rows),
    goalsByCategory: grouped(GOAL_CATEGORIES, rows, (row) => row.category),
    goalsByPriority: grouped(GOAL_PRIORITIES, rows, (row) => row.priority),
    recentlyCompleted: recentlyCompleted.map(toGoal),
    upcomingDeadlines: upcomingDeadlines.map(toGoal),
  };
}

/** The four cards' totals and the count per status. */
export function summaryOf(rows: GoalRow[]): GoalSummary {
  const all = noTotals();
  const byStatus = Object.fromEntries(GOAL_STATUSES.map((status) => [status, 0])) as GoalSummary['byStatus'];
  for (const row of rows) {
    add(all, row);
    byStatus[row.status] += 1;
  }
  return {
    totalGoals: all.count,
    completedGoals: byStatus.Completed,
    totalSavedAmount: fromMinorUnits(all.savedMinor),
    totalTargetAmount: fromMinorUnits(all.targetMinor),
    byStatus,
  };
}

export async function goalDashboard(db: Db, userId: string, today: string): Promise<GoalDashboardStats> {
  return dashboardOf(await listGoalRows(db, userId), today);
}

export async function goalSummary(db: Db, userId: string): Promise<GoalSummary> {
  return summaryOf(await listGoalRows(db, userId));
}

/** The overview's goals of `rows`: those not Completed, in the rows' order, with their progress. */
export function inProgressOf(rows: GoalRow[]): GoalProgress[] {
  return rows.filter((row) => row.status !== 'Completed').map(toGoalProgress);
}

/** The user's overdue goals on their `today`, soonest target date first. */
export async function overdueGoals(db: Db, userId: string, today: string) {
  const rows = await listGoalRows(db, userId);
  return rows.filter((row) => isOverdue(row, today)).map(toGoal);
}
