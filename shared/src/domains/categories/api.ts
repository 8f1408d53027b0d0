import type { CategoryInput, CategoryUpdate } from '../../contract/categories';
import { apiClient, request } from '@moneta/shared';
import { categoriesEndpoints as calls } from './endpoints';

const byId = (id: string) => ({ path: { id } });

/** The person's categories of income and expenses. */
export const categoriesApi = {
  list: () => request(apiClient, calls.list),
  /** `idempotencyKey` is made once per category the person adds: every retry of it adds one category. */
  create: (input: CategoryInput, idempotencyKey: string) =>
    request(apiClient, calls.create, { body: input, headers: { 'Idempotency-Key': idempotencyKey } }),
  update: (id: string, input: CategoryUpdate) =>
    request(apiClient, calls.update, { ...byId(id), body: input }),
  merge: (id: string, into: string) => request(apiClient, calls.merge, { ...byId(id), body: { into } }),
};
