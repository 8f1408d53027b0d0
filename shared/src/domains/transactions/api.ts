import type { ImportMapping } from '../../contract/transactions';
import type {
  RecurringInput,
  TransactionFilters,
  TransactionInput,
  TransactionListQuery,
} from '../../contract/transactionValidators';
import { madeFrom, saved } from '../../api/versions';
import { apiClient, downloadFile, request } from '@moneta/shared';
import { transactionsEndpoints as calls } from './endpoints';

const byId = (id: string) => ({ path: { id } });

/** Drops empty filters and 'all', so the query string carries only what narrows the list. */
function queryOf(filters: TransactionListQuery | TransactionFilters): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null || value === '' || value === 'all') continue;
    query[key] = String(value);
  }
  return query;
}

/** What goes with an imported file: a CSV file's mapping (none: the server's guess, or a statement), the account. */
interface ImportOptions {
  mapping?: ImportMapping;
  /** The money account the rows go to; the first open one without it. */
  accountId?: string;
}

function importForm(file: File, { mapping, accountId }: ImportOptions): FormData {
  const form = new FormData();
  if (mapping) form.append('mapping', JSON.stringify(mapping));
  if (accountId) form.append('accountId', accountId);
  form.append('file', file, file.name);
  return form;
}

type Progress = (fraction: number) => void;

const progressOf = (onProgress?: Progress) => (e: { loaded: number; total?: number }) =>
  onProgress?.(e.total ? e.loaded / e.total : 0);

export const transactionsApi = {
  list: (query: TransactionListQuery) => request(apiClient, calls.list, { body: queryOf(query) }),
  get: (id: string) => request(apiClient, calls.get, byId(id)),
  /** `idempotencyKey` is made once per change the person makes: every retry of it creates one transaction. */
  create: (input: TransactionInput, idempotencyKey: string) =>
    request(apiClient, calls.create, { body: input, headers: { 'Idempotency-Key': idempotencyKey } }),
  /** `version`: the updatedAt of the transaction the edit was made from; a newer one is not overwritten (412). */
  update: async (id: string, input: TransactionInput, version?: string) =>
    saved(await request(apiClient, calls.update, { ...byId(id), body: input, ...madeFrom(id, version) })),
  remove: async (id: string) => {
    await request(apiClient, calls.remove, byId(id));
  },
  /** The person's tags, as the form and the filter offer them. */
  tags: () => request(apiClient, calls.tags),
  recent: (limit?: number) => request(apiClient, calls.recent, { body: limit ? { limit } : {} }),
  dashboard: () => request(apiClient, calls.dashboard),
  summary: (month: number, year: number) => request(apiClient, calls.summary, { path: { month, year } }),
  currentMonth: () => request(apiClient, calls.currentMonth),
  categoryAnalysis: (startDate: string, endDate: string) =>
    request(apiClient, calls.categoryAnalysis, { body: { startDate, endDate } }),
  trends: (params: { startDate?: string; endDate?: string } = {}) =>
    request(apiClient, calls.trends, { body: params }),
  setRecurring: (id: string, input: RecurringInput) =>
    request(apiClient, calls.setRecurring, { ...byId(id), body: input }),
  stopRecurring: async (id: string) => {
    await request(apiClient, calls.stopRecurring, byId(id));
  },
  /** Takes a reconciled transaction out of its reconciliation, so that it can be changed. */
  unlock: (id: string) => request(apiClient, calls.unlock, byId(id)),
  bulkDelete: (transactionIds: string[]) =>
    request(apiClient, calls.bulkDelete, { body: { transactionIds } }),
  /** Marks the transactions cleared (seen on a statement) or not. */
  bulkClear: (transactionIds: string[], cleared: boolean) =>
    request(apiClient, calls.bulkClear, { body: { transactionIds, cleared } }),
  /** The CSV of the current filters as a browser download; resolves with the file name. */
  exportCsv: (filters: TransactionFilters, onProgress?: Progress) =>
    downloadFile(apiClient, calls.exportCsv, 'transactions.csv', {
      body: { ...queryOf(filters), format: 'csv' },
      timeout: 0,
      onDownloadProgress: progressOf(onProgress),
    }),
  previewImport: (file: File, options: ImportOptions = {}) =>
    request(apiClient, calls.previewImport, { body: importForm(file, options), timeout: 0 }),
  importCsv: (file: File, options: ImportOptions, onProgress?: Progress) =>
    request(apiClient, calls.importCsv, {
      body: importForm(file, options),
      timeout: 0,
      onUploadProgress: progressOf(onProgress),
    }),
  imports: () => request(apiClient, calls.imports),
  undoImport: (importId: string) => request(apiClient, calls.undoImport, { path: { importId } }),
};
