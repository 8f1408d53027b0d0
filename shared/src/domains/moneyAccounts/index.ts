// The money accounts domain: its API calls, query keys, hooks and what a change of an account makes stale.
export { moneyAccountsApi } from './api';
export { moneyAccountsEndpoints } from './endpoints';
export { useMoneyAccountChange, useMoneyAccounts, useReconciliation } from './hooks';
export { MONEY_ACCOUNT_CHANGES, moneyAccountsKeys } from './keys';
