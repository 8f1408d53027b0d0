import { useCallback, useEffect, useMemo, useState } from 'react';
import type { TransactionList } from '@moneta/shared';
import { errorMessage } from '@moneta/shared/ui';
import { useSearchParams } from '@moneta/shared/router';
import { apiFilters, readQuery, writeQuery, type ListQuery } from './listQuery';
import { useTransactionPage } from '@moneta/shared/transactions';

/**
 * the "transaction" state area for this screen: the query (filters, sort, page) lives in the address,
 * the list is one server page of TRANSACTIONS_PAGE_SIZE rows, never the whole set. Each query is its own cache
 * entry, so an answer that arrives after a newer request was made never shows: fast typing or paging never
 * shows an older list. Any change to transactions, from any screen, invalidates it.
 */
export function useTransactions() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readQuery(params), [params]);
  const filters = useMemo(() => apiFilters(query), [query]);
  const result = useTransactionPage(filters, query.page);
  // The list on screen stays while the next one loads, and when it fails.
  const [shown, setShown] = useState<TransactionList | null>(null);
  const [dismissed, setDismissed] = useState<Error | null>(null);

  const setQuery = useCallback(
    (next: ListQuery, options: { replace?: boolean } = {}) => setParams(writeQuery(next), options),
    [setParams],
  );

  const totalPages = result.data?.pagination.totalPages ?? 0;
  // A page that no longer exists (the last rows of the last page were deleted): show the new last page.
  const pastTheEnd = totalPages > 0 && query.page > totalPages;
  useEffect(() => {
    if (pastTheEnd) setQuery({ ...query, page: totalPages }, { replace: true });
  }, [pastTheEnd, query, totalPages, setQuery]);

  if (result.data && !pastTheEnd && result.data !== shown) setShown(result.data);
  const list = pastTheEnd ? shown : (result.data ?? shown);
  const error = result.error && result.error !== dismissed ? result.error : null;
  const dismissError = useCallback(() => setDismissed(result.error), [result.error]);

  return {
    query,
    setQuery,
    transactions: list?.transactions ?? [],
    pagination: list?.pagination ?? null,
    loading: result.isFetching || pastTheEnd,
    error: error ? errorMessage(error, 'Failed to fetch transactions') : null,
    dismissError,
  };
}
