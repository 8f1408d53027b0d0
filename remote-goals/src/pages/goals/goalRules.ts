// How a goal card reads: the progress colour, the status icon, the deadline text and
// the monthly savings needed. Pure functions of the goal and of "today" (YYYY-MM-DD in the person's own time
// zone, the browser's), so every rule is tested with a fixed date.
import {
  DAYS_PER_MONTH,
  DEADLINE_WARNING_DAYS,
  goalProgress,
  remainingAmount,
  type Goal,
  type GoalPriority,
} from '@moneta/shared';

const DAY_MS = 24 * 60 * 60 * 1000;
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function dayNumber(date: string): number {
  const match = CALENDAR_DATE.exec(date);
  if (!match) return Number.NaN;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
}

/** Whole days from `today` to `date`: 0 on the day itself, negative once it has passed. */
export function daysUntil(date: string, today: string): number {
  return dayNumber(date) - dayNumber(today);
}

/**
 * The percent a card shows: the contract's goalProgress (capped at 100, one decimal), except that a goal short
 * of its target never reads 100% (999.99 of 1000 rounds to 100.0; it shows 99.9%, with the colour and icon
 * of 99.9%).
 */
export function shownProgress(goal: Pick<Goal, 'savedAmount' | 'targetAmount'>): number {
  const progress = goalProgress(goal);
  return progress >= 100 && goal.savedAmount < goal.targetAmount ? 99.9 : progress;
}

/** the progress colours, as antd's semantic colours (so the dark theme has its own shades). */
export type ProgressTone = 'success' | 'info' | 'warning' | 'danger';

/** 100% or more success; 75% or more info; 50% or more warning; below 50% danger. */
export function progressTone(percent: number): ProgressTone {
  if (percent >= 100) return 'success';
  if (percent >= 75) return 'info';
  if (percent >= 50) return 'warning';
  return 'danger';
}

/** Each tone as antd's theme token, a CSS variable that follows the light and dark themes. */
export const TONE_COLOR: Record<ProgressTone, string> = {
  success: 'var(--ant-color-success)',
  info: 'var(--ant-color-info)',
  warning: 'var(--ant-color-warning)',
  danger: 'var(--ant-color-error)',
};

/** A paused goal's bar: neutral, so that a goal put on hold does not read as one that is failing. */
export const PAUSED_COLOR = 'var(--ant-color-text-tertiary)';

/** The bar's colour: the progress tone's, or neutral while the goal is paused. */
export function progressColor(goal: Pick<Goal, 'status'>, percent: number): string {
  return goal.status === 'Paused' ? PAUSED_COLOR : TONE_COLOR[progressTone(percent)];
}

export type StatusIcon = 'achieved' | 'warning' | 'onTrack';

/**
 * A check at 100% or more (or once the goal is Completed); a warning when fewer than 30 days remain (an overdue
 * goal included) and progress is under 75%; otherwise a clock.
 */
export function statusIcon(goal: Goal, today: string): StatusIcon {
  const progress = shownProgress(goal);
  if (progress >= 100 || goal.status === 'Completed') return 'achieved';
  if (daysUntil(goal.targetDate, today) < DEADLINE_WARNING_DAYS && progress < 75) return 'warning';
  return 'onTrack';
}

export type Deadline =
  | { kind: 'left'; days: number; urgent: boolean }
  | { kind: 'today'; urgent: true }
  | { kind: 'overdue'; days: number; urgent: true };

/** 'N days left', 'Due today' or 'N days overdue'; urgent (shown in red) when under 30 days remain. */
export function deadline(targetDate: string, today: string): Deadline {
  const days = daysUntil(targetDate, today);
  if (days > 0) return { kind: 'left', days, urgent: days < DEADLINE_WARNING_DAYS };
  if (days === 0) return { kind: 'today', urgent: true };
  return { kind: 'overdue', days: -days, urgent: true };
}

/**
 * What to save each month to reach the target on time: the remaining amount spread over the months left, a
 * month being 30 days, rounded up to the month: 45 days are 2 months, and a goal due within
 * the month (due today included) needs the whole remainder now. Rounded up to the cent, so saving it reaches
 * the target. None for a goal that is complete (by status or amount) or overdue.
 */
export function monthlySavingsNeeded(goal: Goal, today: string): number | null {
  if (goal.status === 'Completed') return null;
  const remaining = remainingAmount(goal);
  const days = daysUntil(goal.targetDate, today);
  if (remaining <= 0 || !(days >= 0)) return null;
  const months = Math.max(1, Math.ceil(days / DAYS_PER_MONTH));
  // toFixed drops float noise (100 / 4 * 100 = 2500.0000000000005) before rounding up.
  return Math.ceil(Number(((remaining / months) * 100).toFixed(6))) / 100;
}

/** Priority colours: Low success, Medium warning, High danger, as antd Tag presets. */
export const PRIORITY_TAG_COLOR: Record<GoalPriority, 'success' | 'warning' | 'error'> = {
  Low: 'success',
  Medium: 'warning',
  High: 'error',
};

export interface GoalTotals {
  totalGoals: number;
  completedGoals: number;
  totalSaved: number;
  totalTarget: number;
}

const cents = (amount: number) => Math.round(amount * 100);

/** The four stat cards: Total Goals, Completed, Total Saved, Total Target (summed in cents, exact). */
export function goalTotals(goals: readonly Goal[]): GoalTotals {
  return {
    totalGoals: goals.length,
    completedGoals: goals.filter((goal) => goal.status === 'Completed').length,
    totalSaved: goals.reduce((sum, goal) => sum + cents(goal.savedAmount), 0) / 100,
    totalTarget: goals.reduce((sum, goal) => sum + cents(goal.targetAmount), 0) / 100,
  };
}
