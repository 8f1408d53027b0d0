// The money accounts API: every call's method, path and types, read by the client (./api.ts) and the API's
// routes.
import type { MoneyAccount, MoneyAccountList, Reconciliation } from '../../contract/moneyAccounts';
import type {
  MoneyAccountInput,
  ReconcileInput,
  ReconciliationQuery,
} from '../../contract/moneyAccountValidators';
import { endpoint } from '../endpoint';

export const moneyAccountsEndpoints = {
  list: endpoint<MoneyAccountList>('GET', '/accounts/'),
  create: endpoint<MoneyAccount, MoneyAccountInput>('POST', '/accounts/'),
  get: endpoint<MoneyAccount>('GET', '/accounts/:id'),
  update: endpoint<MoneyAccount, MoneyAccountInput>('PUT', '/accounts/:id'),
  close: endpoint<MoneyAccount>('POST', '/accounts/:id/close'),
  reopen: endpoint<MoneyAccount>('POST', '/accounts/:id/reopen'),
  reconcile: endpoint<MoneyAccount, ReconcileInput>('POST', '/accounts/:id/reconcile'),
  reconciliation: endpoint<Reconciliation, ReconciliationQuery>('GET', '/accounts/:id/reconciliation'),
} as const;
