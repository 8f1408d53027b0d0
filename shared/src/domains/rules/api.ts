import type { RuleInput } from '../../contract/rules';
import { apiClient, request } from '@moneta/shared';
import { rulesEndpoints as calls } from './endpoints';

const byId = (id: string) => ({ path: { id } });

/** Rules: what files the person's new transactions by itself, in the order they run. */
export const rulesApi = {
  list: () => request(apiClient, calls.list),
  /** `idempotencyKey` is made once per rule the person adds: every retry of it adds one rule. */
  create: (input: RuleInput, idempotencyKey: string) =>
    request(apiClient, calls.create, { body: input, headers: { 'Idempotency-Key': idempotencyKey } }),
  update: (id: string, input: RuleInput) => request(apiClient, calls.update, { ...byId(id), body: input }),
  remove: (id: string) => request(apiClient, calls.remove, byId(id)),
  reorder: (ids: string[]) => request(apiClient, calls.reorder, { body: { ids } }),
  preview: (id: string) => request(apiClient, calls.preview, byId(id)),
  apply: (id: string) => request(apiClient, calls.apply, byId(id)),
  undo: (applicationId: string) => request(apiClient, calls.undo, byId(applicationId)),
};
