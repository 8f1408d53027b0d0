// The transfers' query keys. A transfer is told by its two rows, which are transactions: its keys sit under the
// transactions', so what a change of transactions makes stale (TRANSACTION_CHANGES) takes them too.
import { transactionsKeys } from '../transactions/keys';

export const transfersKeys = {
  one: (id: string) => [...transactionsKeys.all, 'transfer', id] as const,
};
