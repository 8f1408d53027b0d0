import { useCallback, useEffect, useMemo, useState } from 'react';
import { errorMessage, TRANSACTIONS_PAGE_SIZE, transactionsApi, type TransactionList } from '@moneta/shared';
import { useSearchParams } from '@moneta/shared/router';
import { apiFilters, readQuery, writeQuery, type ListQuery } from './listQuery';

interface Loaded {
  /** Which request the answer belongs to (query and reload count), so `loading` is "not this one yet". */
  key: string;
  list: TransactionList | null;
  error: string | null;
}

/**
 * The SPEC's "transaction" state area for this screen: the query (filters, sort, page) lives in the address,
 * the list is one server page of TRANSACTIONS_PAGE_SIZE rows, never the whole set. An answer that arrives
 * after a newer request was made is dropped, so fast typing or paging never shows an older list.
 */
export function useTransactions() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readQuery(params), [params]);
  const [reloads, setReloads] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ key: '', list: null, error: null });
  const key = JSON.stringify([query, reloads]);

  const setQuery = useCallback(
    (next: ListQuery, options: { replace?: boolean } = {}) => setParams(writeQuery(next), options),
    [setParams],
  );

  useEffect(() => {
    let current = true;
    const requestKey = JSON.stringify([query, reloads]);
    // The query schema reads page and limit from a query string, hence strings.
    const page = { page: String(query.page), limit: String(TRANSACTIONS_PAGE_SIZE) };
    transactionsApi.list({ ...apiFilters(query), ...page }).then(
      (list) => {
        if (!current) return;
        const { totalPages } = list.pagination;
        // A page that no longer exists (the last rows of the last page were deleted): show the new last page.
        if (totalPages > 0 && query.page > totalPages) {
          setQuery({ ...query, page: totalPages }, { replace: true });
          return;
        }
        setLoaded({ key: requestKey, list, error: null });
      },
      (error: unknown) => {
        if (!current) return;
        setLoaded((previous) => ({
          key: requestKey,
          list: previous.list,
          error: errorMessage(error, 'Failed to fetch transactions'),
        }));
      },
    );
    return () => {
      current = false;
    };
  }, [query, reloads, setQuery]);

  const reload = useCallback(() => setReloads((count) => count + 1), []);
  const dismissError = useCallback(() => setLoaded((previous) => ({ ...previous, error: null })), []);

  return {
    query,
    setQuery,
    transactions: loaded.list?.transactions ?? [],
    pagination: loaded.list?.pagination ?? null,
    loading: loaded.key !== key,
    error: loaded.error,
    dismissError,
    reload,
  };
}
