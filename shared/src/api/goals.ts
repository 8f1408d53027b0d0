import type {
  ContributionResult,
  Goal,
  GoalCategory,
  GoalContribution,
  GoalDashboardStats,
  GoalPriority,
  GoalSummary,
} from '../contract/goals';
import type { ContributionInput, GoalFilters, GoalInput } from '../contract/goalValidators';
import type { BulkDeleteResult } from '../contract/transactions';
import { unwrap } from './unwrap';
import { madeFrom, saved } from './versions';

// axios loads with the first call, not with the page.
const client = async () => (await import('./client')).apiClient;
const BASE = '/goals';
const path = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** Goals. */
export const goalsApi = {
  list: async (filters: GoalFilters = {}) =>
    unwrap<Goal[]>(await (await client()).get(`${BASE}/`, { params: filters })),
  get: async (id: string) => unwrap<Goal>(await (await client()).get(path(id))),
  create: async (input: GoalInput) => unwrap<Goal>(await (await client()).post(`${BASE}/`, input)),
  /** `version`: the updatedAt of the goal the edit was made from; a newer one is not overwritten (412). */
  update: async (id: string, input: GoalInput, version?: string) =>
    saved(unwrap<Goal>(await (await client()).put(path(id), input, madeFrom(id, version)))),
  remove: async (id: string) => {
    await (await client()).delete(path(id));
  },
  /**
   * POST /goals/{id}/contribute. `idempotencyKey` is made once per Add Funds submission, so a retry (a
   * timeout, a second click) records the contribution once.
   */
  contribute: async (id: string, input: ContributionInput, idempotencyKey: string) => {
    const result = unwrap<ContributionResult>(
      await (
        await client()
      ).post(`${path(id)}/contribute`, input, {
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    );
    saved(result.goal);
    return result;
  },
  contributions: async (id: string) =>
    unwrap<GoalContribution[]>(await (await client()).get(`${path(id)}/contributions`)),
  complete: async (id: string) => saved(unwrap<Goal>(await (await client()).post(`${path(id)}/complete`))),
  pause: async (id: string) => saved(unwrap<Goal>(await (await client()).post(`${path(id)}/pause`))),
  resume: async (id: string) => saved(unwrap<Goal>(await (await client()).post(`${path(id)}/resume`))),
  byCategory: async (category: GoalCategory) =>
    unwrap<Goal[]>(await (await client()).get(`${BASE}/category/${encodeURIComponent(category)}`)),
  byPriority: async (priority: GoalPriority) =>
    unwrap<Goal[]>(await (await client()).get(`${BASE}/priority/${encodeURIComponent(priority)}`)),
  overdue: async () => unwrap<Goal[]>(await (await client()).get(`${BASE}/overdue`)),
  dashboard: async () => unwrap<GoalDashboardStats>(await (await client()).get(`${BASE}/dashboard`)),
  summary: async () => unwrap<GoalSummary>(await (await client()).get(`${BASE}/summary`)),
  bulkDelete: async (goalIds: string[]) =>
    unwrap<BulkDeleteResult>(await (await client()).post(`${BASE}/bulk-delete`, { goalIds })),
};
