// Rows to the contract's Goal and GoalContribution: money is stored as integer minor units, JSON carries
// decimals.
import { goalProgress, type Goal, type GoalContribution, type GoalProgress } from '@moneta/shared/contract';
import { fromMinorUnits } from '../db/money';
import type { GoalContributionRow, GoalRow } from './schema';

export function toGoal(row: GoalRow): Goal {
  return {
    _id: row.id,
    userId: row.userId,
    name: row.name,
    targetAmount: fromMinorUnits(row.targetMinor),
    savedAmount: fromMinorUnits(row.savedMinor),
    targetDate: row.targetDate,
    priority: row.priority,
    category: row.category,
    status: row.status,
    completedAt: row.completedAt ? row.completedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toContribution(row: GoalContributionRow): GoalContribution {
  return {
    _id: row.id,
    goalId: row.goalId,
    amount: fromMinorUnits(row.amountMinor),
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Percent of the target saved, capped at 100, in tenths of a percent and not rounded: averages add these and
 * round once, at the end.
 */
export function progressTenths(row: Pick<GoalRow, 'savedMinor' | 'targetMinor'>): number {
  return (Math.min(row.savedMinor, row.targetMinor) * 1000) / row.targetMinor;
}

/** Tenths of a percent to a percent with one decimal, halves up (a hair of slack for float sums). */
export function roundedPercent(tenths: number): number {
  return Math.round(tenths + 1e-9) / 10;
}

/** A goal's progress as the screens show it (the contract's goalProgress, so the figures agree). */
export function toGoalProgress(row: GoalRow): GoalProgress {
  const savedAmount = fromMinorUnits(row.savedMinor);
  const targetAmount = fromMinorUnits(row.targetMinor);
  return {
    _id: row.id,
    name: row.name,
    progress: goalProgress({ savedAmount, targetAmount }),
    savedAmount,
    targetAmount,
    status: row.status,
    targetDate: row.targetDate,
  };
}
