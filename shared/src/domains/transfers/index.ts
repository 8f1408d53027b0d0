// The transfers domain: its API calls, query keys and reads. A transfer changes what a transaction's change does
// (TRANSACTION_CHANGES).
export { transfersApi } from './api';
export { transfersEndpoints } from './endpoints';
export { useTransfer } from './hooks';
export { transfersKeys } from './keys';
