// The transactions' hooks for the screens: the reads with their keys, and the change hook that makes stale what
// a change of transactions does.
import { TRANSACTIONS_PAGE_SIZE } from '../../contract/constants';
import type { TransactionFilters } from '../../contract/transactionValidators';
import { changeOf, useQuery } from '@moneta/shared/query';
import { transactionsApi } from './api';
import { TRANSACTION_CHANGES, transactionsKeys } from './keys';

/** One server page of TRANSACTIONS_PAGE_SIZE transactions; each filter and page is its own cache entry. */
export const useTransactionPage = (filters: TransactionFilters, page: number) =>
  useQuery({
    queryKey: transactionsKeys.list(filters, page),
    // The query schema reads page and limit from a query string, hence strings.
    queryFn: () =>
      transactionsApi.list({ ...filters, page: String(page), limit: String(TRANSACTIONS_PAGE_SIZE) }),
  });

/** The person's CSV imports, newest first. */
export const useTransactionImports = () =>
  useQuery({ queryKey: transactionsKeys.imports(), queryFn: () => transactionsApi.imports() });

/** The person's tags by name, as the form and the filter offer them. */
export const useTags = () =>
  useQuery({ queryKey: transactionsKeys.tags(), queryFn: () => transactionsApi.tags() });

/** A change of transactions (a save, a delete, an import or its undoing, a recurring rule). */
export const useTransactionChange = changeOf(TRANSACTION_CHANGES);
