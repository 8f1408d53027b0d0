import { lazy, Suspense } from 'react';
import { localeAtom, useSharedAtom, type Transaction } from '@moneta/shared';
import { Card, Flex, MESSAGES, errorMessage } from '@moneta/shared/ui';
import { LoadingBlock, useAnnounce } from '@moneta/shared/ui/dashboard';
import { useDeferredReady } from '@moneta/shared';
import { transactionsApi, useTransactionChange } from '@moneta/shared/transactions';
import { useTransactionsT } from '../../i18n';
import { FilterBar } from './FilterBar';
import { formatCount } from './format';
import { DEFAULT_FILTERS, hasFilters } from './listQuery';
import { PageNav } from './PageNav';
import { SortButtons } from './SortButtons';
import { TransactionTable } from './TransactionTable';
import { useCompactLayout } from './useCompactLayout';
import type { useTransactionsPageState } from './useTransactionsPageState';

// The selection's actions (delete, mark cleared) show only once a row is selected: they load then, prefetched once
// the page has loaded.
const BulkDeleteBar = lazy(() =>
  import(/* webpackChunkName: "bulk-actions", webpackPrefetch: true */ './BulkDeleteBar').then((module) => ({
    default: module.BulkDeleteBar,
  })),
);

interface TransactionListProps {
  state: ReturnType<typeof useTransactionsPageState>;
}

/** The filters, then the card of the list: its count, sort buttons on a phone, the selection's bar and pages. */
export function TransactionList({ state }: TransactionListProps) {
  const t = useTransactionsT();
  const announce = useAnnounce();
  const compact = useCompactLayout();
  const { language } = useSharedAtom(localeAtom);
  const { list, accounts, selectedIds, setSelectedIds, changeFilters, sort } = state;
  const { query, setQuery, pagination } = list;
  // The first page mounts in a render that yields (useDeferredReady); until then the loading state stays.
  const pageShown = useDeferredReady(!list.loading || pagination !== null);
  // The card's own inset around what sits above and below the edge-to-edge table.
  const inset = compact ? 12 : 16;
  const total = formatCount(pagination?.totalItems ?? 0, language);
  // A filtered list says so, so that its count is not read as every transaction there is.
  const title = hasFilters(query)
    ? t('Filtered Transactions ({{total}})', { total })
    : t('All Transactions ({{total}})', { total });
  const bulkDeleted = (count: number) => {
    setSelectedIds([]);
    announce(t('Deleted {{count, number}} transactions.', { count }));
  };
  const marked = (count: number, cleared: boolean) => {
    setSelectedIds([]);
    announce(
      cleared
        ? t('Marked {{count, number}} transactions as cleared.', { count })
        : t('Marked {{count, number}} transactions as uncleared.', { count }),
    );
  };
  const unlock = useTransactionChange({
    mutationFn: (transaction: Transaction) => transactionsApi.unlock(transaction._id),
    onMutate: () => state.setActionError(null),
    onSuccess: () => announce(t(MESSAGES.transactionUnlocked)),
    onError: (error) => state.setActionError(errorMessage(error, 'Failed to save transaction')),
  });

  return (
    <>
      <FilterBar
        filters={query}
        accounts={accounts.options}
        onChange={changeFilters}
        onClear={() => changeFilters(DEFAULT_FILTERS)}
      />
      <Card title={title} styles={{ body: { padding: 0 } }}>
        {!pageShown ? (
          <LoadingBlock text={t('Loading transactions...')} />
        ) : (
          <Flex
            vertical
            gap="middle"
            style={{ paddingBottom: pagination && pagination.totalPages > 1 ? inset : 0 }}
          >
            {compact || selectedIds.length > 0 ? (
              <Flex vertical gap="small" style={{ padding: `${inset}px ${inset}px 0` }}>
                {compact ? (
                  <SortButtons sortBy={query.sortBy} sortOrder={query.sortOrder} onSort={sort} />
                ) : null}
                {selectedIds.length > 0 ? (
                  <Suspense fallback={null}>
                    <BulkDeleteBar
                      selectedIds={selectedIds}
                      clearable={accounts.names !== null}
                      onClear={() => setSelectedIds([])}
                      onDeleted={bulkDeleted}
                      onMarked={marked}
                      onMarkFailed={state.setActionError}
                    />
                  </Suspense>
                ) : null}
              </Flex>
            ) : null}
            <TransactionTable
              transactions={list.transactions}
              accountNames={accounts.names}
              sortBy={query.sortBy}
              sortOrder={query.sortOrder}
              loading={list.loading}
              selectedIds={selectedIds}
              onSelect={setSelectedIds}
              compact={compact}
              onSort={sort}
              onEdit={state.edit}
              onDelete={state.remove}
              onUnlock={(transaction: Transaction) => unlock.mutate(transaction)}
            />
            {pagination && pagination.totalPages > 1 ? (
              <div style={{ padding: `0 ${inset}px` }}>
                <PageNav
                  pagination={pagination}
                  compact={compact}
                  onChange={(page) => setQuery({ ...query, page })}
                />
              </div>
            ) : null}
          </Flex>
        )}
      </Card>
    </>
  );
}
