// The transactions API: every call's method, path and types, read by the client (./api.ts) and the API's routes.
import type {
  BulkClearResult,
  BulkDeleteResult,
  CategoryAnalysis,
  DashboardStats,
  ImportPreview,
  ImportRecord,
  ImportResult,
  MonthlySummary,
  RecurringResult,
  SpendingTrends,
  Transaction,
  TagList,
  TransactionList,
} from '../../contract/transactions';
import type { BulkClearInput, RecurringInput, TransactionInput } from '../../contract/transactionValidators';
import { endpoint } from '../endpoint';

/** A query string as sent: only what narrows the answer. */
type Query = Record<string, string>;

export const transactionsEndpoints = {
  list: endpoint<TransactionList, Query>('GET', '/transaction/'),
  create: endpoint<Transaction, TransactionInput>('POST', '/transaction/'),
  recent: endpoint<Transaction[], { limit?: number }>('GET', '/transaction/recent'),
  dashboard: endpoint<DashboardStats>('GET', '/transaction/dashboard'),
  summary: endpoint<MonthlySummary>('GET', '/transaction/summary/:month/:year'),
  currentMonth: endpoint<MonthlySummary>('GET', '/transaction/current-month'),
  categoryAnalysis: endpoint<CategoryAnalysis, { startDate: string; endDate: string }>(
    'GET',
    '/transaction/analysis/category',
  ),
  trends: endpoint<SpendingTrends, { startDate?: string; endDate?: string }>('GET', '/transaction/trends'),
  bulkDelete: endpoint<BulkDeleteResult, { transactionIds: string[] }>('POST', '/transaction/bulk-delete'),
  bulkClear: endpoint<BulkClearResult, BulkClearInput>('POST', '/transaction/clear'),
  /** A file, not an envelope. */
  exportCsv: endpoint<Blob, Query>('GET', '/transaction/export'),
  previewImport: endpoint<ImportPreview, FormData>('POST', '/transaction/import/preview'),
  importCsv: endpoint<ImportResult, FormData>('POST', '/transaction/import'),
  imports: endpoint<ImportRecord[]>('GET', '/transaction/imports'),
  tags: endpoint<TagList>('GET', '/transaction/tags'),
  undoImport: endpoint<BulkDeleteResult>('DELETE', '/transaction/import/:importId'),
  get: endpoint<Transaction>('GET', '/transaction/:id'),
  update: endpoint<Transaction, TransactionInput>('PUT', '/transaction/:id'),
  remove: endpoint<{ _id: string }>('DELETE', '/transaction/:id'),
  setRecurring: endpoint<RecurringResult, RecurringInput>('POST', '/transaction/:id/recurring'),
  stopRecurring: endpoint('DELETE', '/transaction/:id/recurring'),
  unlock: endpoint<Transaction>('POST', '/transaction/:id/unlock'),
} as const;
