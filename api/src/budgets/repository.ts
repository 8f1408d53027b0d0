// Reading and writing one user's budgets. Every query is scoped by user_id: another user's budget reads as none.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { MESSAGES, type Budget, type BudgetInput, type ExpenseCategory } from '@moneta/shared/contract';
import { categoryBook } from '../categories/book';
import type { Db } from '../db/client';
import { invalidField } from '../http/errors';
import { fromMinorUnits, minorUnits } from '../db/money';
import { isCurrent, nextVersion, versionTag } from '../http/versions';
import { users } from '../users/schema';
import { budgets, type BudgetRow } from './schema';

/** The user's budgets in the order of their categories, as every answer lists them. */
export async function listBudgetRows(db: Db, userId: string): Promise<BudgetRow[]> {
  const [rows, book] = await Promise.all([
    db.select().from(budgets).where(eq(budgets.userId, userId)),
    categoryBook(db, userId),
  ]);
  const names = book.rows.map((row) => row.name);
  const rank = (row: BudgetRow) => names.indexOf(row.category);
  return rows.sort((a, b) => rank(a) - rank(b));
}

/** The lines with their categories in the person's spelling: each must be one of their expense categories (422). */
async function withCategoriesKept(tx: Db, userId: string, lines: BudgetInput[]): Promise<BudgetInput[]> {
  const book = await categoryBook(tx, userId);
  return lines.map((line, index) => {
    const found = book.find(line.category);
    const field = `budgets.${index}.category`;
    if (!found) throw invalidField(field, MESSAGES.budgetCategoryInvalid);
    if (found.type !== 'Expense') throw invalidField(field, MESSAGES.budgetIncomeCategory);
    return { ...line, category: found.name };
  });
}

/** The lines whose budget is no longer the version they were made from (a line without one is not checked). */
function staleLines(lines: BudgetInput[], rows: BudgetRow[]): BudgetInput[] {
  const byCategory = new Map(rows.map((row) => [row.category, row]));
  return lines.filter((line) => {
    if (line.updatedAt === undefined) return false;
    const row = byCategory.get(line.category);
    if (line.updatedAt === null) return row !== undefined;
    return !row || !isCurrent([versionTag(line.updatedAt)], row.updatedAt);
  });
}

/**
 * Sets the named categories' budgets in one transaction: a new one starts in `since` (the person's current
 * month, a first day); an existing one keeps its `since` and takes the new amount and rollover. The user's
 * budget writes take turns (their user row is locked), so a line's version is checked against what it will
 * overwrite: when any line's budget changed since (or appeared, for a new one), nothing is saved and the lines'
 * categories are answered as stale.
 */
export async function saveBudgets(
  tx: Db,
  userId: string,
  asked: BudgetInput[],
  since: string,
): Promise<{ stale: ExpenseCategory[] }> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  const lines = await withCategoriesKept(tx, userId, asked);
  const categories = lines.map((line) => line.category);
  const rows = await tx
    .select()
    .from(budgets)
    .where(and(eq(budgets.userId, userId), inArray(budgets.category, categories)));
  const stale = staleLines(lines, rows).map((line) => line.category);
  if (stale.length > 0) return { stale };
  await tx
    .insert(budgets)
    .values(
      lines.map((line) => ({
        userId,
        category: line.category,
        amountMinor: minorUnits(line.amount),
        rollover: line.rollover,
        since,
      })),
    )
    .onConflictDoUpdate({
      target: [budgets.userId, budgets.category],
      set: {
        amountMinor: sql`excluded.amount_minor`,
        rollover: sql`excluded.rollover`,
        updatedAt: nextVersion(budgets.updatedAt),
      },
    });
  return { stale };
}

/** True when the user had a budget for the category and it is gone. */
export async function deleteBudget(db: Db, userId: string, category: ExpenseCategory): Promise<boolean> {
  const rows = await db
    .delete(budgets)
    .where(and(eq(budgets.userId, userId), eq(budgets.category, category)))
    .returning({ category: budgets.category });
  return rows.length > 0;
}

export function toBudget(row: BudgetRow): Budget {
  return {
    category: row.category,
    amount: fromMinorUnits(row.amountMinor),
    rollover: row.rollover,
    since: row.since.slice(0, 7),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The data export's section: each budget with its timestamps. */
export async function exportedBudgets(db: Db, userId: string) {
  return (await listBudgetRows(db, userId)).map((row) => ({
    ...toBudget(row),
    createdAt: row.createdAt.toISOString(),
  }));
}
