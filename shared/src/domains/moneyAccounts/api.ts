import type { MoneyAccountInput, ReconcileInput } from '../../contract/moneyAccountValidators';
import { apiClient, request } from '@moneta/shared';
import { moneyAccountsEndpoints as calls } from './endpoints';

const byId = (id: string) => ({ path: { id } });

/** Money accounts: where money is kept, each with its balances. */
export const moneyAccountsApi = {
  list: () => request(apiClient, calls.list),
  /** `idempotencyKey` is made once per account the person adds: every retry of it adds one account. */
  create: (input: MoneyAccountInput, idempotencyKey: string) =>
    request(apiClient, calls.create, { body: input, headers: { 'Idempotency-Key': idempotencyKey } }),
  update: (id: string, input: MoneyAccountInput) =>
    request(apiClient, calls.update, { ...byId(id), body: input }),
  close: (id: string) => request(apiClient, calls.close, byId(id)),
  reopen: (id: string) => request(apiClient, calls.reopen, byId(id)),
  reconcile: (id: string, input: ReconcileInput) =>
    request(apiClient, calls.reconcile, { ...byId(id), body: input }),
  /** The cleared balance a statement of `date` (YYYY-MM-DD) should show. */
  reconciliation: (id: string, date: string) =>
    request(apiClient, calls.reconciliation, { ...byId(id), body: { date } }),
};
