import { lazy, Suspense, useState } from 'react';
import {
  localeAtom,
  useSharedAtom,
  type ImportResult,
  type Transaction,
  type TransactionSortField,
  type FailureMessage,
  type OutboxEntry,
  BelowHeading,
  useDeferredReady,
} from '@moneta/shared';
import { PendingChanges, QUEUED_MESSAGE } from '@moneta/shared/query';
import { Button, Card, ErrorAlert, Flex, Typography } from '@moneta/shared/ui';
import { App, PlusOutlined, Spin, UploadOutlined } from '@moneta/shared/ui/dashboard';
import { DeleteConfirmModal, TransactionFormModal, type SaveOutcome } from '@moneta/shared/transactions';
import { useTransactionsT } from '../../i18n';
import { BulkDeleteBar } from './BulkDeleteBar';
import { ExportButton } from './ExportButton';
import { FilterBar, type FilterChangeOptions } from './FilterBar';
import { formatCount } from './format';
import { UndoImportButton } from './import/UndoImportButton';
import {
  apiFilters,
  DEFAULT_FILTERS,
  hasFilters,
  withFilters,
  withSort,
  type ListFilters,
} from './listQuery';
import { PageNav } from './PageNav';
import { SortButtons } from './SortButtons';
import { TransactionTable } from './TransactionTable';
import { useCompactLayout } from './useCompactLayout';
import { useTransactions } from './useTransactions';

// The import wizard (steps, upload, progress) loads when first opened; prefetched once the page has loaded.
const ImportModal = lazy(() =>
  import(/* webpackChunkName: "transaction-import", webpackPrefetch: true */ './import/ImportModal').then(
    (m) => ({
      default: m.ImportModal,
    }),
  ),
);

interface Editor {
  open: boolean;
  transaction: Transaction | null;
  /** A refused offline create being corrected. */
  draft?: OutboxEntry;
}

/** /dashboard/transactions. */
export default function TransactionsPage() {
  const t = useTransactionsT();
  const { message } = App.useApp();
  const list = useTransactions();
  const compact = useCompactLayout();
  const { language } = useSharedAtom(localeAtom);
  const { query, setQuery, pagination } = list;
  const [editor, setEditor] = useState<Editor | null>(null);
  const [deleting, setDeleting] = useState<Transaction | null>(null);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [importOpen, setImportOpen] = useState(false);
  // Mounted from its first opening on, so it closes with its animation.
  const [importUsed, setImportUsed] = useState(false);
  if (importOpen && !importUsed) setImportUsed(true);
  const [actionError, setActionError] = useState<FailureMessage | null>(null);

  const changeFilters = (patch: Partial<ListFilters>, options?: FilterChangeOptions) => {
    setSelectedIds([]);
    setQuery(withFilters(query, patch), options);
  };

  const sort = (field: TransactionSortField) => setQuery(withSort(query, field));

  const saved = (outcome: SaveOutcome) => {
    setEditor((current) => current && { ...current, open: false });
    if (outcome === 'queued') void message.info(t(QUEUED_MESSAGE));
    else void message.success(outcome === 'created' ? t('Transaction added') : t('Transaction updated'));
  };

  const deleted = (queued: boolean) => {
    const id = deleting?._id;
    setDeleting(null);
    setSelectedIds((ids) => ids.filter((selected) => selected !== id));
    if (queued) void message.info(t(QUEUED_MESSAGE));
    else void message.success(t('Transaction deleted'));
  };

  const bulkDeleted = (count: number) => {
    setSelectedIds([]);
    void message.success(t('Deleted {{count, number}} transactions.', { count }));
  };

  const imported = (result: ImportResult) => {
    setImportOpen(false);
    void message.success(
      t('Imported {{imported, number}} transactions, skipped {{skipped, number}}.', {
        imported: result.imported,
        skipped: result.skipped,
      }),
    );
  };

  // The first page mounts in a render that yields (useDeferredReady); until then the loading state stays.
  const pageShown = useDeferredReady(!list.loading || pagination !== null);
  // The card's own inset around what sits above and below the edge-to-edge table.
  const inset = compact ? 12 : 16;
  const total = formatCount(pagination?.totalItems ?? 0, language);
  // A filtered list says so, so that its count is not read as every transaction there is.
  const title = hasFilters(query)
    ? t('Filtered Transactions ({{total}})', { total })
    : t('All Transactions ({{total}})', { total });

  return (
    <Flex vertical gap="large">
      <Flex justify="space-between" align="center" gap="middle" wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('Transactions')}
        </Typography.Title>
        <Flex gap="small" wrap>
          <UndoImportButton />
          <Button icon={<UploadOutlined aria-hidden />} onClick={() => setImportOpen(true)}>
            {t('Import CSV')}
          </Button>
          <ExportButton filters={apiFilters(query)} onError={setActionError} />
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setEditor({ open: true, transaction: null })}
          >
            {t('Add Transaction')}
          </Button>
        </Flex>
      </Flex>

      <ErrorAlert message={list.error} onClose={list.dismissError} />
      <ErrorAlert message={actionError} onClose={() => setActionError(null)} />

      <PendingChanges
        domain="transactions"
        onEdit={(draft) => setEditor({ open: true, transaction: null, draft })}
      />

      {/* The heading paints first; the filters and the list mount together in the render after, so that neither
          moves the other. */}
      <BelowHeading>
        <FilterBar filters={query} onChange={changeFilters} onClear={() => changeFilters(DEFAULT_FILTERS)} />

        <Card title={title} styles={{ body: { padding: 0 } }}>
          {!pageShown ? (
            <Flex vertical align="center" gap="middle" style={{ padding: 48 }} role="status">
              <Spin />
              <Typography.Text type="secondary">{t('Loading transactions...')}</Typography.Text>
            </Flex>
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
                    <BulkDeleteBar
                      selectedIds={selectedIds}
                      onClear={() => setSelectedIds([])}
                      onDeleted={bulkDeleted}
                    />
                  ) : null}
                </Flex>
              ) : null}
              <TransactionTable
                transactions={list.transactions}
                sortBy={query.sortBy}
                sortOrder={query.sortOrder}
                loading={list.loading}
                selectedIds={selectedIds}
                onSelect={setSelectedIds}
                compact={compact}
                onSort={sort}
                onEdit={(transaction) => setEditor({ open: true, transaction })}
                onDelete={setDeleting}
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
      </BelowHeading>

      <TransactionFormModal
        open={editor?.open ?? false}
        transaction={editor?.transaction ?? null}
        draft={editor?.draft}
        onCancel={() => setEditor((current) => current && { ...current, open: false })}
        afterClose={() => setEditor(null)}
        onSaved={saved}
      />
      <DeleteConfirmModal transaction={deleting} onCancel={() => setDeleting(null)} onDeleted={deleted} />
      {importUsed ? (
        <Suspense fallback={null}>
          <ImportModal open={importOpen} onClose={() => setImportOpen(false)} onImported={imported} />
        </Suspense>
      ) : null}
    </Flex>
  );
}
