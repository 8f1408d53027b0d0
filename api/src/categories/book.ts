// A request's category names checked against the person's categories: a name is theirs whatever its case, and is
// kept in their spelling. One read of the (small) categories table serves a whole request or import.
import { MESSAGES, type ServerMessage, type TransactionType } from '@moneta/shared/contract';
import type { Db } from '../db/client';
import { invalidField } from '../http/errors';
import { categoryRows } from './repository';
import type { CategoryRow } from './schema';

export interface CategoryBook {
  /** The person's category of this name, whatever its case. */
  find(name: string): CategoryRow | undefined;
  /** The type of the person's category of this name. */
  typeOf(name: string): TransactionType | undefined;
  /** The name of the type's category that rows of an unknown category are filed under. */
  fallback(type: TransactionType): string;
  rows: readonly CategoryRow[];
}

const keyOf = (name: string) => name.toLocaleLowerCase('en');

export async function categoryBook(db: Db, userId: string): Promise<CategoryBook> {
  const rows = await categoryRows(db, userId);
  const byName = new Map(rows.map((row) => [keyOf(row.name), row]));
  const fallbacks = new Map(rows.filter((row) => row.fallback).map((row) => [row.type, row.name]));
  return {
    rows,
    find: (name) => byName.get(keyOf(name)),
    typeOf: (name) => byName.get(keyOf(name))?.type,
    fallback: (type) => fallbacks.get(type) ?? rows.find((row) => row.type === type)?.name ?? type,
  };
}

/**
 * `name` in the person's spelling when it is one of their categories of `type`; otherwise the request is refused
 * (422) with `message` on `field`.
 */
export function keptCategory(
  book: CategoryBook,
  name: string,
  type: TransactionType,
  field: string,
  message: ServerMessage = MESSAGES.categoryType,
): string {
  const found = book.find(name);
  if (!found || found.type !== type) throw invalidField(field, message);
  return found.name;
}

/** The person's expense categories' names, in their order, hidden ones too: every figure counts those. */
export async function expenseCategoryNames(db: Db, userId: string): Promise<string[]> {
  return (await categoryRows(db, userId)).flatMap((row) => (row.type === 'Expense' ? [row.name] : []));
}
