// Duplicate rows. A row with the bank's id (a statement's) is a duplicate when the target account has that id
// already, or an earlier row of the file does; any other row when it has the same date, signed amount and title
// as an existing transaction of the user or as an earlier row. The existing ones are found with one query per
// 1,000 distinct rows of the file.
import { MESSAGES, type ServerMessage } from '@moneta/shared/contract';
import { and, between, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { transactions } from '../schema';
import { duplicateKey, type CheckedRow, type RowValues } from './rows';

/**
 * Distinct rows per query: each statement must stay well inside the bound of a database call (db/client.ts,
 * 1.5 s), which one query for 10,000 rows could pass on a busy server.
 */
const KEYS_PER_QUERY = 1000;

/**
 * Which of `keys` (distinct, in date order) the user already has. They go to the database as one JSON parameter
 * and are matched on (user, date) first, an indexed lookup.
 */
async function existingOf(db: Db, userId: string, keys: RowValues[]): Promise<string[]> {
  const file = JSON.stringify(
    keys.map((values) => ({ d: values.date, a: values.amountMinor, t: values.description })),
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
        between(transactions.date, keys[0]?.date ?? '', keys.at(-1)?.date ?? ''),
        sql`(${transactions.date}, ${transactions.amountMinor}, ${transactions.description}) in (
          select f.d, f.a, f.t from jsonb_to_recordset(${file}::jsonb) as f(d date, a bigint, t text))`,
      ),
    );
  return rows.map(duplicateKey);
}

/** The keys of `candidates` the user already has. */
async function existingKeys(db: Db, userId: string, candidates: RowValues[]): Promise<Set<string>> {
  const unique = [...new Map(candidates.map((values) => [duplicateKey(values), values])).values()];
  unique.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const existing = new Set<string>();
  for (let start = 0; start < unique.length; start += KEYS_PER_QUERY) {
    for (const key of await existingOf(db, userId, unique.slice(start, start + KEYS_PER_QUERY)))
      existing.add(key);
  }
  return existing;
}

/** Which of `bankIds` the account has already. */
async function existingBankIds(db: Db, accountId: string, bankIds: string[]): Promise<Set<string>> {
  const unique = [...new Set(bankIds)];
  const existing = new Set<string>();
  for (let start = 0; start < unique.length; start += KEYS_PER_QUERY) {
    const file = JSON.stringify(unique.slice(start, start + KEYS_PER_QUERY));
    const rows = await db
      .select({ bankId: transactions.bankId })
      .from(transactions)
      .where(
        and(
          eq(transactions.accountId, accountId),
          isNotNull(transactions.bankId),
          sql`${transactions.bankId} in (select jsonb_array_elements_text(${file}::jsonb))`,
        ),
      );
    for (const { bankId } of rows) if (bankId !== null) existing.add(bankId);
  }
  return existing;
}

/**
 * Marks the duplicate rows of `rows` (in file order) for an import into `accountId` and clears their values:
 * they are not imported.
 */
export async function markDuplicates(
  db: Db,
  userId: string,
  accountId: string,
  rows: CheckedRow[],
): Promise<void> {
  const valid = rows.flatMap((item) => (item.values ? [item.values] : []));
  const withBankId = valid.flatMap((values) => (values.bankId === undefined ? [] : [values.bankId]));
  const existingIds = await existingBankIds(db, accountId, withBankId);
  const existing = await existingKeys(
    db,
    userId,
    valid.filter((values) => values.bankId === undefined),
  );
  const seenKeys = new Set<string>();
  const seenIds = new Set<string>();
  for (const item of rows) {
    if (!item.values) continue;
    const { bankId } = item.values;
    const [key, known, seen] =
      bankId === undefined ? [duplicateKey(item.values), existing, seenKeys] : [bankId, existingIds, seenIds];
    let problem: ServerMessage | undefined;
    if (known.has(key)) problem = MESSAGES.duplicateOfExisting;
    else if (seen.has(key)) problem = MESSAGES.duplicateInFile;
    else seen.add(key);
    if (problem === undefined) continue;
    item.row.status = 'duplicate';
    item.row.problems = [problem];
    delete item.values;
  }
}
