// GET /transaction/export: the list's filters and sort as an RFC 4180 CSV stream. Rows are read in keyset
// batches (sort column, then id) and written as they come, so memory stays flat at 100,000 rows and the
// database is free between batches for other requests.
import { Readable } from 'node:stream';
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { transactionFiltersSchema, MESSAGES, SPLIT } from '@moneta/shared/contract';
import type { Db } from '../../db/client';
import { signedMinorUnits } from '../../db/money';
import { transactionSplits, transactions } from '../schema';
import { splitsOf } from '../splits';
import { z } from 'zod';
import {
  sortValue,
  transactionConditions,
  transactionOrder,
  type RowFilters,
  type TransactionFilterValues,
} from '../filters';
import { csvField, formatMinorUnits, guardFormula } from './cells';

const CSV_HEADER = 'Date,Title,Amount,Type,Category,Notes';
/**
 * A person who splits transactions gets an ID column: a split's parts are a line each, with their category and
 * notes and the one transaction's ID, which tells them apart from separate transactions.
 */
const ID_COLUMN = ',ID';
/** A person who tags gets a Tags column: a line's tags, its transaction's and its part's, comma-separated. */
const TAGS_COLUMN = ',Tags';

/** The columns a person's export has beyond the six every export has. */
interface Columns {
  ids: boolean;
  tags: boolean;
}
/** Rows per query: large enough that 100,000 rows take 50 round trips, small enough to keep memory flat. */
const BATCH_ROWS = 2000;
const LINE_END = '\r\n';

/**
 * Each sort field's place in an exported tuple and its SQL type: the keyset bound after a batch is its last
 * row's (sort value, id), as the list orders by sort value (sortValue) then id.
 */
const SORT_KEYS = {
  date: { position: 0, type: sql`date` },
  description: { position: 1, type: sql`text` },
  amount: { position: 2, type: sql`bigint` },
} as const;

/** The export's query: `format` (csv, the default) and the list filters; anything else is answered 422. */
export const exportQuerySchema = transactionFiltersSchema.extend({
  format: z.literal('csv', { error: MESSAGES.exportFormat }).optional(),
});

export const exportFileName = (now: Date) => `transactions_${now.toISOString().slice(0, 10)}.csv`;

/** One exported row as the batch query's JSON carries it. */
type ExportTuple = [
  date: string,
  description: string,
  amountMinor: number,
  type: string,
  category: string,
  notes: string,
  id: string,
  tags: string[],
];

function csvLine(
  [date, description, amountMinor, type, category, notes, id, tags]: ExportTuple,
  columns: Columns,
): string {
  return (
    `${date},${csvField(guardFormula(description))},${formatMinorUnits(amountMinor)},` +
    `${type},${category},${csvField(guardFormula(notes))}${columns.ids ? `,${id}` : ''}` +
    `${columns.tags ? `,${csvField(guardFormula(tags.join(', ')))}` : ''}${LINE_END}`
  );
}

/** A batch's lines: a split transaction gives one line per part. */
async function csvLines(db: Db, rows: ExportTuple[], columns: Columns): Promise<string> {
  const parts = await splitsOf(
    db,
    rows.flatMap((row) => (row[4] === SPLIT ? [row[6]] : [])),
  );
  let lines = '';
  for (const row of rows) {
    const [date, description, , type, , , id, tags] = row;
    const rowParts = parts.get(id);
    if (!rowParts) lines += csvLine(row, columns);
    else
      for (const part of rowParts)
        lines += csvLine(
          [
            date,
            description,
            signedMinorUnits(part.amount),
            type,
            part.category,
            part.notes,
            id,
            [...tags, ...part.tags],
          ],
          columns,
        );
  }
  return lines;
}

/**
 * The next batch after `after`, in the list's order. The database hands it over as one JSON text rather than
 * 2,000 rows of 7 fields: decoding rows field by field costs several times the query itself on PGlite.
 */
async function readBatch(
  db: Db,
  userId: string,
  filters: ExportFilters,
  after: SQL | undefined,
): Promise<ExportTuple[]> {
  const where = transactionConditions(userId, filters);
  const batch = db
    .select({
      date: transactions.date,
      description: transactions.description,
      amountMinor: transactions.amountMinor,
      type: transactions.type,
      category: transactions.category,
      notes: transactions.notes,
      id: transactions.id,
      tags: transactions.tags,
    })
    .from(transactions)
    .where(after ? and(where, after) : where)
    .orderBy(...transactionOrder(filters.sortBy, filters.sortOrder))
    .limit(BATCH_ROWS)
    .as('batch');
  const sortKey = sortValue(filters.sortBy, batch);
  const direction = sql.raw(filters.sortOrder === 'desc' ? 'desc' : 'asc');
  const tuple = sql`json_build_array(${batch.date}, ${batch.description}, ${batch.amountMinor}, ${batch.type},
    ${batch.category}, ${batch.notes}, ${batch.id}, ${batch.tags})`;
  const [result] = await db
    .select({
      json: sql<
        string | null
      >`json_agg(${tuple} order by ${sortKey} ${direction}, ${batch.id} ${direction})::text`,
    })
    .from(batch);
  return result?.json ? (JSON.parse(result.json) as ExportTuple[]) : [];
}

/** Whether the person has split, and tagged, any transaction. */
async function columnsOf(db: Db, userId: string): Promise<Columns> {
  const [split, tagged, taggedPart] = await Promise.all([
    db
      .select({ id: transactionSplits.id })
      .from(transactionSplits)
      .where(eq(transactionSplits.userId, userId))
      .limit(1),
    db
      .select({ id: transactions.id })
      .from(transactions)
      .where(and(eq(transactions.userId, userId), ne(transactions.tags, sql`'{}'`)))
      .limit(1),
    db
      .select({ id: transactionSplits.id })
      .from(transactionSplits)
      .where(and(eq(transactionSplits.userId, userId), ne(transactionSplits.tags, sql`'{}'`)))
      .limit(1),
  ]);
  return { ids: split.length > 0, tags: tagged.length > 0 || taggedPart.length > 0 };
}

async function* csvChunks(db: Db, userId: string, filters: ExportFilters): AsyncGenerator<string> {
  const columns = await columnsOf(db, userId);
  yield `${CSV_HEADER}${columns.ids ? ID_COLUMN : ''}${columns.tags ? TAGS_COLUMN : ''}${LINE_END}`;
  const { position, type } = SORT_KEYS[filters.sortBy];
  const column = sortValue(filters.sortBy);
  // The bound goes through the same expression as the column: lower() for titles.
  const bound = (value: unknown) =>
    filters.sortBy === 'description' ? sql`lower(${value}::${type})` : sql`${value}::${type}`;
  const comparison = sql.raw(filters.sortOrder === 'desc' ? '<' : '>');
  let after: SQL | undefined;
  for (;;) {
    const rows = await readBatch(db, userId, filters, after);
    const chunk = await csvLines(db, rows, columns);
    if (chunk !== '') yield chunk;
    const last = rows.at(-1);
    if (!last || rows.length < BATCH_ROWS) return;
    after = sql`(${column}, ${transactions.id}) ${comparison} (${bound(last[position])}, ${last[6]}::uuid)`;
  }
}

/** The filters of an export, its search's operators read (searchOperators.ts). */
type ExportFilters = TransactionFilterValues & RowFilters;

/**
 * The CSV as a stream that reads the next batch only when the client has taken the previous one; `filters` have
 * their search's operators read already (withSearchOperators), as a refusal cannot come once the file has begun.
 */
export function csvExport(db: Db, userId: string, filters: ExportFilters): Readable {
  return Readable.from(csvChunks(db, userId, filters), { objectMode: false });
}
