// Reading and writing one person's rules, in the order they run. Every query is scoped by user_id: another
// person's rule reads as unknown.
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { MESSAGES, RULES_MAX, type Rule, type RuleValues } from '@moneta/shared/contract';
import type { Db } from '../db/client';
import { fromMinorUnits, minorUnits } from '../db/money';
import { conflict, invalidField } from '../http/errors';
import { categoryBook } from '../categories/book';
import { onceForKey } from '../http/idempotency';
import { accounts } from '../moneyAccounts/schema';
import { spelledAsKept } from '../transactions/tags';
import { lockPerson } from '../users/users';
import { filingRules, type FilingRuleRow } from './schema';

export function toRule(row: FilingRuleRow): Rule {
  return {
    id: row.id,
    position: row.position,
    match: row.match,
    text: row.text,
    type: row.type,
    minAmount: row.minAmountMinor === null ? null : fromMinorUnits(row.minAmountMinor),
    maxAmount: row.maxAmountMinor === null ? null : fromMinorUnits(row.maxAmountMinor),
    accountIds: row.accountIds,
    category: row.category,
    addTags: row.addTags,
    rename: row.rename,
  };
}

/** The person's rules, in the order they run. */
export async function listRules(db: Db, userId: string): Promise<Rule[]> {
  const rows = await db
    .select()
    .from(filingRules)
    .where(eq(filingRules.userId, userId))
    .orderBy(asc(filingRules.position), asc(filingRules.createdAt));
  return rows.map(toRule);
}

/**
 * The columns of the values, with the category and tags in the person's spelling; accounts and the category
 * (of the rule's type, when it has one) must be the person's (422).
 */
async function columnsOf(tx: Db, userId: string, values: RuleValues) {
  const accountIds = [...new Set(values.accountIds)];
  if (accountIds.length > 0) {
    const [found] = await tx
      .select({ n: count() })
      .from(accounts)
      .where(and(eq(accounts.userId, userId), inArray(accounts.id, accountIds)));
    if ((found?.n ?? 0) !== accountIds.length) throw invalidField('accountIds', MESSAGES.accountNotFound);
  }
  return {
    match: values.match,
    text: values.text,
    type: values.type,
    minAmountMinor: values.minAmount === null ? null : minorUnits(values.minAmount),
    maxAmountMinor: values.maxAmount === null ? null : minorUnits(values.maxAmount),
    accountIds,
    category: values.category === null ? null : await ruleCategory(tx, userId, values.category, values.type),
    addTags: await spelledAsKept(tx, userId, values.addTags),
    rename: values.rename,
  };
}

async function ruleCategory(tx: Db, userId: string, name: string, type: RuleValues['type']) {
  const found = (await categoryBook(tx, userId)).find(name);
  if (!found || (type !== null && found.type !== type)) throw invalidField('category', MESSAGES.categoryType);
  return found.name;
}

/** A new rule, run after the others, once per Idempotency-Key (../http/idempotency.ts); at most RULES_MAX (409). */
export async function createRule(
  db: Db,
  userId: string,
  values: RuleValues,
  idempotencyKey?: string,
): Promise<{ rule: Rule; replayed: boolean }> {
  const asked = [values];
  const { answer, replayed } = await onceForKey(
    db,
    { userId, key: idempotencyKey, write: 'rules.create', asked },
    async (tx) => {
      await lockPerson(tx, userId);
      const [kept] = await tx.select({ n: count() }).from(filingRules).where(eq(filingRules.userId, userId));
      const position = kept?.n ?? 0;
      if (position >= RULES_MAX) throw conflict(MESSAGES.rulesTooMany);
      const [row] = await tx
        .insert(filingRules)
        .values({ userId, position, ...(await columnsOf(tx, userId, values)) })
        .returning();
      if (!row) throw new Error('rule insert returned no row');
      return toRule(row);
    },
  );
  return { rule: answer, replayed };
}

/** The rule with new values, in its place; undefined when the person has no such rule. */
export async function updateRule(
  db: Db,
  userId: string,
  id: string,
  values: RuleValues,
): Promise<Rule | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(filingRules)
      .set({ ...(await columnsOf(tx, userId, values)), updatedAt: sql`now()` })
      .where(and(eq(filingRules.id, id), eq(filingRules.userId, userId)))
      .returning();
    return row && toRule(row);
  });
}

/** Numbers the person's rules 0, 1, 2... in the order given. */
async function renumber(tx: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const json = JSON.stringify(ids);
  await tx.execute(sql`
    update ${filingRules} set position = ordered.position - 1
    from jsonb_array_elements_text(${json}::jsonb) with ordinality as ordered(id, position)
    where ${filingRules.id} = ordered.id::uuid`);
}

/** True when the person's rule existed and is gone; the rules after it move up. */
export async function deleteRule(db: Db, userId: string, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockPerson(tx, userId);
    const gone = await tx
      .delete(filingRules)
      .where(and(eq(filingRules.id, id), eq(filingRules.userId, userId)))
      .returning({ id: filingRules.id });
    if (gone.length === 0) return false;
    await renumber(
      tx,
      (await listRules(tx, userId)).map((rule) => rule.id),
    );
    return true;
  });
}

/** Puts the person's rules in the order of `ids`, which names each of them once (422 otherwise). */
export async function reorderRules(db: Db, userId: string, ids: readonly string[]): Promise<Rule[]> {
  return db.transaction(async (tx) => {
    await lockPerson(tx, userId);
    const kept = (await listRules(tx, userId)).map((rule) => rule.id);
    const given = new Set(ids);
    if (given.size !== ids.length || given.size !== kept.length || kept.some((id) => !given.has(id)))
      throw invalidField('ids', MESSAGES.ruleOrderIncomplete);
    await renumber(tx, ids);
    return listRules(tx, userId);
  });
}
