// The rows that name a category: transactions (a recurring series' template among them), split parts, budgets,
// rules and what a rule's application keeps for its undo. A rename and a merge rewrite them all at once; the
// month totals follow the transactions by their triggers (migrations 0003 and 0019).
import { and, eq, sql } from 'drizzle-orm';
import { budgets } from '../budgets/schema';
import type { Db } from '../db/client';
import { filingRules, ruleApplications } from '../rules/schema';
import { transactions, transactionSplits } from '../transactions/schema';

export interface Moved {
  transactions: number;
  splits: number;
  budgets: number;
  rules: number;
}

/** Renames `from` to `to` in every row of the person's that names it; `to` must be free (or be merged into). */
export async function renameEverywhere(tx: Db, userId: string, from: string, to: string): Promise<Moved> {
  const moved = await tx
    .update(transactions)
    .set({ category: to })
    .where(and(eq(transactions.userId, userId), eq(transactions.category, from)))
    .returning({ id: transactions.id });
  const parts = await tx
    .update(transactionSplits)
    .set({ category: to })
    .where(and(eq(transactionSplits.userId, userId), eq(transactionSplits.category, from)))
    .returning({ id: transactionSplits.id });
  const budgeted = await tx
    .update(budgets)
    .set({ category: to, updatedAt: sql`now()` })
    .where(and(eq(budgets.userId, userId), eq(budgets.category, from)))
    .returning({ category: budgets.category });
  const rules = await tx
    .update(filingRules)
    .set({ category: to, updatedAt: sql`now()` })
    .where(and(eq(filingRules.userId, userId), eq(filingRules.category, from)))
    .returning({ id: filingRules.id });
  // An undo puts back what a row was: under the category's new name.
  await tx
    .update(ruleApplications)
    .set({
      rows: sql`(
        select jsonb_agg(case when row->>'category' = ${from}
          then jsonb_set(row, '{category}', to_jsonb(${to}::text)) else row end order by position)
        from jsonb_array_elements(${ruleApplications.rows}) with ordinality as kept(row, position)
      )`,
    })
    .where(
      and(
        eq(ruleApplications.userId, userId),
        sql`${ruleApplications.rows} @> jsonb_build_array(jsonb_build_object('category', ${from}::text))`,
      ),
    );
  return {
    transactions: moved.length,
    splits: parts.length,
    budgets: budgeted.length,
    rules: rules.length,
  };
}
