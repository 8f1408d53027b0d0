// Restoring a backup's rows: each record is given a new id, and its references follow.
import { randomUUID } from 'node:crypto';

/** Rows per insert: well under PostgreSQL's 65,535 parameters at a transaction's 13 columns. */
const CHUNK = 1000;

/** A new id for each of the file's: its ids may still be another account's (or this one's, being replaced). */
export function newIds(records: readonly { id: string }[]): Map<string, string> {
  return new Map(records.map((record) => [record.id, randomUUID()]));
}

/** The new id of a reference the schema has checked. */
export function mapped(ids: Map<string, string>, id: string): string {
  const found = ids.get(id);
  if (found === undefined) throw new Error('backup reference not checked');
  return found;
}

export async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
}
