// Reading and writing one user's budgets. Every query is scoped by user_id: another user's budget reads as none.
import { and, eq, sql } from 'drizzle-orm';
import {
  EXPENSE_CATEGORIES,
  type Budget,
  type BudgetInput,
  type ExpenseCategory,
} from '@moneta/shared/contract';
import type { Db } from '../db/client';
import { fromMinorUnits, minorUnits } from '../db/money';
import { budgets, type BudgetRow } from './schema';

/** The user's budgets in EXPENSE_CATEGORIES order, as every answer lists them. */
export async function listBudgetRows(db: Db, userId: string): Promise<BudgetRow[]> {
  const rows = await db.select().from(budgets).where(eq(budgets.userId, userId));
  const rank = (row: BudgetRow) => EXPENSE_CATEGORIES.indexOf(row.category);
  return rows.sort((a, b) => rank(a) - rank(b));
}

/**
 * Sets the named categories' budgets in one statement, hence one transaction: a new one starts in `since` (the
 * person's current month, a first day); an existing one keeps its `since` and takes the new amount and rollover.
 */
export async function saveBudgets(
  db: Db,
  userId: string,
  lines: BudgetInput[],
  since: string,
): Promise<void> {
  await db
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
        updatedAt: sql`now()`,
      },
    });
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
  };
}

/** The data export's section: each budget with its timestamps. */
export async function exportedBudgets(db: Db, userId: string) {
  return (await listBudgetRows(db, userId)).map((row) => ({
    ...toBudget(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}
