// Duplicate rows: same date, signed amount and title as an existing transaction of the user, or as an earlier
// row of the same file. The existing ones are found in one query, whatever the size of the file.
import { MESSAGES, type ServerMessage } from '@moneta/shared/contract';
import { and, between, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { transactions } from '../schema';
import { duplicateKey, type CheckedRow, type RowValues } from './rows';

/**
 * The keys of `candidates` the user already has. The file's distinct keys go to the database as one JSON
 * parameter and are matched on (user, date) first, so 10,000 rows against 100,000 cost one indexed query.
 */
async function existingKeys(db: Db, userId: string, candidates: RowValues[]): Promise<Set<string>> {
  const unique = new Map(candidates.map((values) => [duplicateKey(values), values]));
  if (unique.size === 0) return new Set();
  const dates = [...unique.values()].map((values) => values.date).sort();
  const file = JSON.stringify(
    [...unique.values()].map((values) => ({ d: values.date, a: values.amountMinor, t: values.description })),
  );
  const rows = await db
    .selectDistinct({
      date: transactions.date,
      amountMinor: transactions.amountMinor,
      description: transactions.description,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.userId, userId),
        between(transactions.date, dates[0] ?? '', dates.at(-1) ?? ''),
        sql`(${transactions.date}, ${transactions.amountMinor}, ${transactions.description}) in (
          select f.d, f.a, f.t from jsonb_to_recordset(${file}::jsonb) as f(d date, a bigint, t text))`,
      ),
    );
  return new Set(rows.map(duplicateKey));
}

/** Marks the duplicate rows of `rows` (in file order) and clears their values: they are not imported. */
export async function markDuplicates(db: Db, userId: string, rows: CheckedRow[]): Promise<void> {
  const valid = rows.flatMap((item) => (item.values ? [item.values] : []));
  const existing = await existingKeys(db, userId, valid);
  const seen = new Set<string>();
  for (const item of rows) {
    if (!item.values) continue;
    const key = duplicateKey(item.values);
    let problem: ServerMessage | undefined;
    if (existing.has(key)) problem = MESSAGES.duplicateOfExisting;
    else if (seen.has(key)) problem = MESSAGES.duplicateInFile;
    else seen.add(key);
    if (problem === undefined) continue;
    item.row.status = 'duplicate';
    item.row.problems = [problem];
    delete item.values;
  }
}
