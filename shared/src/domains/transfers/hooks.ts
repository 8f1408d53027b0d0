// The transfers' reads for the screens. A change of a transfer is a change of transactions (useTransactionChange).
import { useQuery } from '@moneta/shared/query';
import { transfersApi } from './api';
import { transfersKeys } from './keys';

/** One transfer, as its dialog edits it; not read while `enabled` is false. */
export const useTransfer = (id: string, enabled = true) =>
  useQuery({ queryKey: transfersKeys.one(id), queryFn: () => transfersApi.get(id), enabled });
