import type { BudgetsUpdate, ExpenseCategory } from '../../contract/budgets';
import { newIdempotencyKey } from '../../api/idempotencyKey';
import { apiClient, request } from '@moneta/shared';
import { budgetsEndpoints as calls } from './endpoints';

/** Monthly budgets per expense category. */
export const budgetsApi = {
  month: (month?: string) => request(apiClient, calls.month, { body: month ? { month } : {} }),
  /** `idempotencyKey` names one change: a retry of it passes its first call's key, so that it is saved once. */
  update: (update: BudgetsUpdate, idempotencyKey: string = newIdempotencyKey()) =>
    request(apiClient, calls.update, { body: update, headers: { 'Idempotency-Key': idempotencyKey } }),
  remove: async (category: ExpenseCategory) => {
    await request(apiClient, calls.remove, { path: { category } });
  },
};
