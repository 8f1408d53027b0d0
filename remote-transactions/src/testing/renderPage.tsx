// This remote's test helpers: the transactions page at its address, with a probe of the query string, and the
// records and list answers the page reads. The helpers every app shares are in @moneta/shared/testing.
import type { ReactElement } from 'react';
import type { Transaction, TransactionList } from '@moneta/shared';
import { useLocation } from '@moneta/shared/router';
import { renderPage as renderAt, type RenderPageOptions } from '@moneta/shared/testing';

export { aTransaction } from '@moneta/shared/testing';

export const PAGE_PATH = '/dashboard/transactions';

/** Shows the address's query string, so tests can check what a reload or Back would restore. */
function LocationProbe() {
  const { search } = useLocation();
  return <output data-testid="location-search">{search}</output>;
}

export function renderPage(page: ReactElement, search = '', options: Omit<RenderPageOptions, 'path'> = {}) {
  return renderAt(
    <>
      {page}
      <LocationProbe />
    </>,
    { path: `${PAGE_PATH}${search}`, ...options },
  );
}

/** One page of a list answer, with the paging figures the API would give for `totalItems` rows. */
export function aList(
  transactions: Transaction[],
  { page = 1, limit = 10, totalItems = transactions.length } = {},
): TransactionList {
  return {
    transactions,
    pagination: {
      currentPage: page,
      itemsPerPage: limit,
      totalItems,
      totalPages: Math.ceil(totalItems / limit),
    },
  };
}
