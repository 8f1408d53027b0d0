// Query keys per domain: every key of a domain starts with its name, so a change can
// invalidate the whole domain with its `all` key.
import type { QueryKey } from '@tanstack/react-query';
import type { GoalFilters, TransactionFilters } from '@moneta/shared';
import type { ReminderWindow } from '@moneta/shared/reminders';

export const transactionsKeys = {
  all: ['transactions'] as const,
  list: (filters: TransactionFilters, page: number) => ['transactions', 'list', filters, page] as const,
  imports: () => ['transactions', 'imports'] as const,
};

export const sessionsKeys = {
  all: ['sessions'] as const,
};

export const settingsKeys = {
  all: ['settings'] as const,
  preferences: () => ['settings', 'preferences'] as const,
};

export const profileKeys = {
  all: ['profile'] as const,
};

export const goalsKeys = {
  all: ['goals'] as const,
  list: (filters: GoalFilters = {}) => ['goals', 'list', filters] as const,
  contributions: (goalId: string) => ['goals', 'contributions', goalId] as const,
  dashboard: () => ['goals', 'dashboard'] as const,
};

export const remindersKeys = {
  all: ['reminders'] as const,
  /** Every window's list: what a created, edited or deleted reminder makes stale. */
  lists: () => ['reminders', 'list'] as const,
  list: (window: ReminderWindow) => ['reminders', 'list', window] as const,
  preferences: () => ['reminders', 'preferences'] as const,
  feed: () => ['reminders', 'feed'] as const,
  calendarLink: () => ['reminders', 'calendar-link'] as const,
};

/** A month's budgets (YYYY-MM), with what was spent of each: also stale when a transaction changes. */
export const budgetsKeys = {
  all: ['budgets'] as const,
  month: (month: string) => ['budgets', 'month', month] as const,
};

/** Analytics answers, one key per call and its arguments; cached for ANALYTICS_CACHE_MS. */
export const analyticsKeys = {
  all: ['analytics'] as const,
  call: (name: string, ...args: unknown[]) => ['analytics', name, ...args] as const,
};

/**
 * The figures computed from a domain's data: a change to a transaction or a goal makes every analytics answer
 * stale (a dashboard that still shows the old figures after an edit is a bug, not a cache), a transaction also
 * what each budget's month has spent, and a budget the budget analytics, recommendations and health score.
 */
export const DERIVED_KEYS: Readonly<Record<string, readonly QueryKey[]>> = {
  transactions: [analyticsKeys.all, budgetsKeys.all],
  goals: [analyticsKeys.all],
  budgets: [analyticsKeys.all],
};
