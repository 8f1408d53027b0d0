import type { GoalCategory, GoalPriority } from '../../contract/goals';
import type { ContributionInput, GoalFilters, GoalInput } from '../../contract/goalValidators';
import { madeFrom, saved } from '../../api/versions';
import { apiClient, request } from '@moneta/shared';
import { goalsEndpoints as calls } from './endpoints';

const byId = (id: string) => ({ path: { id } });

/** Goals. */
export const goalsApi = {
  list: (filters: GoalFilters = {}) => request(apiClient, calls.list, { body: filters }),
  get: (id: string) => request(apiClient, calls.get, byId(id)),
  create: (input: GoalInput) => request(apiClient, calls.create, { body: input }),
  /** `version`: the updatedAt of the goal the edit was made from; a newer one is not overwritten (412). */
  update: async (id: string, input: GoalInput, version?: string) =>
    saved(await request(apiClient, calls.update, { ...byId(id), body: input, ...madeFrom(id, version) })),
  remove: async (id: string) => {
    await request(apiClient, calls.remove, byId(id));
  },
  /**
   * `idempotencyKey` is made once per Add Funds submission, so a retry (a timeout, a second click) records the
   * contribution once.
   */
  contribute: async (id: string, input: ContributionInput, idempotencyKey: string) => {
    const result = await request(apiClient, calls.contribute, {
      ...byId(id),
      body: input,
      headers: { 'Idempotency-Key': idempotencyKey },
    });
    saved(result.goal);
    return result;
  },
  contributions: (id: string) => request(apiClient, calls.contributions, byId(id)),
  complete: async (id: string) => saved(await request(apiClient, calls.complete, byId(id))),
  pause: async (id: string) => saved(await request(apiClient, calls.pause, byId(id))),
  resume: async (id: string) => saved(await request(apiClient, calls.resume, byId(id))),
  byCategory: (category: GoalCategory) => request(apiClient, calls.byCategory, { path: { category } }),
  byPriority: (priority: GoalPriority) => request(apiClient, calls.byPriority, { path: { priority } }),
  overdue: () => request(apiClient, calls.overdue),
  dashboard: () => request(apiClient, calls.dashboard),
  summary: () => request(apiClient, calls.summary),
  bulkDelete: (goalIds: string[]) => request(apiClient, calls.bulkDelete, { body: { goalIds } }),
};
