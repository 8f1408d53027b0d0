// The goals API: every call's method, path and types, read by the client (./api.ts) and the API's routes.
import type {
  ContributionResult,
  Goal,
  GoalContribution,
  GoalDashboardStats,
  GoalSummary,
} from '../../contract/goals';
import type { ContributionInput, GoalFilters, GoalInput } from '../../contract/goalValidators';
import type { BulkDeleteResult } from '../../contract/transactions';
import { endpoint } from '../endpoint';

export const goalsEndpoints = {
  list: endpoint<Goal[], GoalFilters>('GET', '/goals/'),
  create: endpoint<Goal, GoalInput>('POST', '/goals/'),
  dashboard: endpoint<GoalDashboardStats>('GET', '/goals/dashboard'),
  summary: endpoint<GoalSummary>('GET', '/goals/summary'),
  overdue: endpoint<Goal[]>('GET', '/goals/overdue'),
  byCategory: endpoint<Goal[]>('GET', '/goals/category/:category'),
  byPriority: endpoint<Goal[]>('GET', '/goals/priority/:priority'),
  bulkDelete: endpoint<BulkDeleteResult, { goalIds: string[] }>('POST', '/goals/bulk-delete'),
  get: endpoint<Goal>('GET', '/goals/:id'),
  update: endpoint<Goal, GoalInput>('PUT', '/goals/:id'),
  remove: endpoint<{ _id: string }>('DELETE', '/goals/:id'),
  contribute: endpoint<ContributionResult, ContributionInput>('POST', '/goals/:id/contribute'),
  contributions: endpoint<GoalContribution[]>('GET', '/goals/:id/contributions'),
  complete: endpoint<Goal>('POST', '/goals/:id/complete'),
  pause: endpoint<Goal>('POST', '/goals/:id/pause'),
  resume: endpoint<Goal>('POST', '/goals/:id/resume'),
} as const;
