// The transactions domain: its API calls, query keys, hooks and what a change of transactions makes stale.
export { transactionsApi } from './api';
export { transactionsEndpoints } from './endpoints';
export { useTags, useTransactionChange, useTransactionImports, useTransactionPage } from './hooks';
export { TRANSACTION_CHANGES, transactionsKeys } from './keys';
