import type {
  BulkDeleteResult,
  CategoryAnalysis,
  DashboardStats,
  ImportMapping,
  ImportPreview,
  ImportRecord,
  ImportResult,
  MonthlySummary,
  RecurringResult,
  SpendingTrends,
  Transaction,
  TransactionList,
} from '../contract/transactions';
import type {
  RecurringInput,
  TransactionFilters,
  TransactionInput,
  TransactionListQuery,
} from '../contract/transactionValidators';
import { download, fileNameFrom, saveBlob } from './download';
import { unwrap } from './unwrap';
import { madeFrom, saved } from './versions';

// axios loads with the first call, not with the page.
const client = async () => (await import('./client')).apiClient;
const BASE = '/transaction';
const path = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** Drops empty filters and 'all', so the query string carries only what narrows the list. */
function queryOf(filters: TransactionListQuery | TransactionFilters): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null || value === '' || value === 'all') continue;
    query[key] = String(value);
  }
  return query;
}

function importForm(file: File, mapping?: ImportMapping): FormData {
  const form = new FormData();
  if (mapping) form.append('mapping', JSON.stringify(mapping));
  form.append('file', file, file.name);
  return form;
}

type Progress = (fraction: number) => void;

export const transactionsApi = {
  list: async (query: TransactionListQuery) =>
    unwrap<TransactionList>(await (await client()).get(`${BASE}/`, { params: queryOf(query) })),
  get: async (id: string) => unwrap<Transaction>(await (await client()).get(path(id))),
  /** `idempotencyKey` is made once per change the person makes: every retry of it creates one transaction. */
  create: async (input: TransactionInput, idempotencyKey: string) =>
    unwrap<Transaction>(
      await (await client()).post(`${BASE}/`, input, { headers: { 'Idempotency-Key': idempotencyKey } }),
    ),
  /** `version`: the updatedAt of the transaction the edit was made from; a newer one is not overwritten (412). */
  update: async (id: string, input: TransactionInput, version?: string) =>
    saved(unwrap<Transaction>(await (await client()).put(path(id), input, madeFrom(id, version)))),
  remove: async (id: string) => {
    await (await client()).delete(path(id));
  },
  recent: async (limit?: number) =>
    unwrap<Transaction[]>(await (await client()).get(`${BASE}/recent`, { params: limit ? { limit } : {} })),
  dashboard: async () => unwrap<DashboardStats>(await (await client()).get(`${BASE}/dashboard`)),
  summary: async (month: number, year: number) =>
    unwrap<MonthlySummary>(await (await client()).get(`${BASE}/summary/${month}/${year}`)),
  currentMonth: async () => unwrap<MonthlySummary>(await (await client()).get(`${BASE}/current-month`)),
  categoryAnalysis: async (startDate: string, endDate: string) =>
    unwrap<CategoryAnalysis>(
      await (await client()).get(`${BASE}/analysis/category`, { params: { startDate, endDate } }),
    ),
  trends: async (params: { startDate?: string; endDate?: string } = {}) =>
    unwrap<SpendingTrends>(await (await client()).get(`${BASE}/trends`, { params })),
  setRecurring: async (id: string, input: RecurringInput) =>
    unwrap<RecurringResult>(await (await client()).post(`${path(id)}/recurring`, input)),
  stopRecurring: async (id: string) => {
    await (await client()).delete(`${path(id)}/recurring`);
  },
  bulkDelete: async (transactionIds: string[]) =>
    unwrap<BulkDeleteResult>(await (await client()).post(`${BASE}/bulk-delete`, { transactionIds })),
  /** GET /transaction/export (CSV of the current filters) as a browser download; resolves with the file name. */
  exportCsv: async (filters: TransactionFilters, onProgress?: Progress) => {
    const response = await download(
      (await client()).get<Blob>(`${BASE}/export`, {
        params: { ...queryOf(filters), format: 'csv' },
        responseType: 'blob',
        timeout: 0,
        onDownloadProgress: (e) => onProgress?.(e.total ? e.loaded / e.total : 0),
      }),
    );
    const fileName = fileNameFrom(response.headers['content-disposition'], 'transactions.csv');
    saveBlob(response.data, fileName);
    return fileName;
  },
  previewImport: async (file: File, mapping?: ImportMapping) =>
    unwrap<ImportPreview>(
      await (await client()).post(`${BASE}/import/preview`, importForm(file, mapping), { timeout: 0 }),
    ),
  importCsv: async (file: File, mapping: ImportMapping, onProgress?: Progress) =>
    unwrap<ImportResult>(
      await (
        await client()
      ).post(`${BASE}/import`, importForm(file, mapping), {
        timeout: 0,
        onUploadProgress: (e) => onProgress?.(e.total ? e.loaded / e.total : 0),
      }),
    ),
  imports: async () => unwrap<ImportRecord[]>(await (await client()).get(`${BASE}/imports`)),
  undoImport: async (importId: string) =>
    unwrap<BulkDeleteResult>(await (await client()).delete(`${BASE}/import/${encodeURIComponent(importId)}`)),
};
