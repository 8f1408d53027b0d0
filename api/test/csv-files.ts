// Fixtures for the CSV import and export tests: multipart uploads built the way a browser builds them
// (FormData), and transactions seeded straight into the database.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { TransactionCategory, TransactionType } from '@moneta/shared/contract';
import type { Db } from '../src/db/client';
import { transactions } from '../src/db/schema';
import { bearer, mainAccountOf } from './helpers';

export interface UploadOptions {
  /** The file's content; omitted to send no file part. */
  csv?: string | Buffer;
  fileName?: string;
  /** Sent as the `mapping` field: an object is JSON-encoded, a string is sent as is. */
  mapping?: object | string;
  /** Other fields of the form, sent as they are. */
  fields?: Record<string, string>;
}

/** A multipart/form-data body, as the browser's FormData (and so the app's client) encodes it. */
export async function multipartBody(
  options: UploadOptions,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  if (options.mapping !== undefined) {
    form.append(
      'mapping',
      typeof options.mapping === 'string' ? options.mapping : JSON.stringify(options.mapping),
    );
  }
  for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
  if (options.csv !== undefined) {
    form.append('file', new Blob([options.csv], { type: 'text/csv' }), options.fileName ?? 'statement.csv');
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

export async function upload(
  app: FastifyInstance,
  path: '/import/preview' | '/import',
  token: string | undefined,
  options: UploadOptions,
): Promise<LightMyRequestResponse> {
  const { payload, headers } = await multipartBody(options);
  return app.inject({
    method: 'POST',
    url: `/api/transaction${path}`,
    headers: { ...headers, ...(token ? bearer(token) : {}) },
    payload,
  });
}

export interface SeedRow {
  date: string;
  description: string;
  /** Signed: negative for an expense. */
  amount: number;
  type?: TransactionType;
  category?: TransactionCategory;
  notes?: string;
}

/** Inserts transactions for `userId` directly, without an import id (as if typed in by hand). */
export async function seed(db: Db, userId: string, rows: SeedRow[]): Promise<void> {
  const accountId = await mainAccountOf(db, userId);
  const values = rows.map((row) => {
    const type = row.type ?? (row.amount < 0 ? 'Expense' : 'Income');
    return {
      userId,
      accountId,
      date: row.date,
      description: row.description,
      amountMinor: Math.round(row.amount * 100),
      type,
      category: row.category ?? (type === 'Expense' ? 'Food' : 'Salary'),
      notes: row.notes ?? '',
    };
  });
  for (let start = 0; start < values.length; start += 1000) {
    await db.insert(transactions).values(values.slice(start, start + 1000));
  }
}

/** The CSV lines of a file, without the final empty line. */
export const csvLines = (text: string) => text.split('\r\n').slice(0, -1);
