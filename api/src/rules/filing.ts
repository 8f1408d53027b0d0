// The rules at work: on every new transaction (a create, an outbox's, a recurring occurrence, an import), and on
// the existing ones when the person asks ("apply to existing"), with a preview first and an undo after.
import {
  RULE_APPLICATIONS_KEPT,
  RULE_PREVIEW_MAX_ROWS,
  RULE_SCAN_MAX_MS,
  TRANSFER,
  fileTransaction,
  isRefiled,
  MESSAGES,
  type Rule,
  type RuleApplication,
  type RulePreview,
  type RuleSubject,
  type RuleUndo,
  type TransactionType,
} from '@moneta/shared/contract';
import { and, asc, eq, gt, ilike, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { fromMinorUnits } from '../db/money';
import { AppError, notFound } from '../http/errors';
import { nextVersion } from '../http/versions';
import { categoryBook } from '../categories/book';
import { transactions } from '../transactions/schema';
import { listRules, toRule } from './repository';
import { filingRules, ruleApplications, type RowBefore } from './schema';

/** What the rules read of a new transaction, and the fields they change. */
export interface NewTransaction {
  description: string;
  amountMinor: number;
  /** A transfer's row is never filed. */
  type: TransactionType | typeof TRANSFER;
  category: string;
  tags?: readonly string[] | undefined;
  accountId: string | null;
}

const subjectOf = (row: NewTransaction & { type: TransactionType }): RuleSubject => ({
  description: row.description,
  amount: fromMinorUnits(Math.abs(row.amountMinor)),
  type: row.type,
  accountId: row.accountId,
  category: row.category,
  tags: row.tags ?? [],
});

/**
 * The person's rules, for filing a batch of new transactions with `file`; none are read again for each row.
 * `file` gives the row with the title, category and tags the rules set.
 */
export async function filerFor(db: Db, userId: string) {
  const rules = await listRules(db, userId);
  const { typeOf } = await categoryBook(db, userId);
  return <T extends NewTransaction>(row: T): T & { tags: string[] } => {
    if (rules.length === 0 || row.type === TRANSFER) return { ...row, tags: [...(row.tags ?? [])] };
    const filed = fileTransaction(rules, subjectOf({ ...row, type: row.type }), typeOf);
    return {
      ...row,
      description: filed.description,
      category: filed.category as T['category'],
      tags: filed.tags,
    };
  };
}

async function ruleOf(db: Db, userId: string, id: string): Promise<Rule> {
  const [row] = await db
    .select()
    .from(filingRules)
    .where(and(eq(filingRules.id, id), eq(filingRules.userId, userId)));
  if (!row) throw notFound(MESSAGES.filingRuleNotFound);
  return toRule(row);
}

/** `%` and `_` match themselves in a LIKE pattern. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

interface Change {
  id: string;
  date: string;
  amount: number;
  updatedAt: Date;
  before: { description: string; category: string; tags: string[] };
  after: { description: string; category: string; tags: string[] };
}

/** Rows read at a time while the existing transactions are matched. */
const SCAN_BATCH = 5000;

/**
 * Every existing transaction the rule would change, newest first. A transfer's rows and reconciled ones are
 * left out, as an edit would refuse them. A text rule is narrowed by the search's trigram index first.
 */
async function changesOf(db: Db, userId: string, rule: Rule, budgetMs: number): Promise<Change[]> {
  const changes: Change[] = [];
  const started = performance.now();
  const { typeOf } = await categoryBook(db, userId);
  let after: string | undefined;
  for (;;) {
    const rows = await db
      .select({
        id: transactions.id,
        date: transactions.date,
        description: transactions.description,
        amountMinor: transactions.amountMinor,
        type: transactions.type,
        category: transactions.category,
        tags: transactions.tags,
        accountId: transactions.accountId,
        updatedAt: transactions.updatedAt,
      })
      .from(transactions)
      .where(
        and(
          eq(transactions.userId, userId),
          isNull(transactions.transferId),
          eq(transactions.reconciled, false),
          rule.match === 'pattern'
            ? undefined
            : ilike(transactions.description, `%${likeEscaped(rule.text)}%`),
          after === undefined ? undefined : gt(transactions.id, after),
        ),
      )
      .orderBy(asc(transactions.id))
      .limit(SCAN_BATCH);
    for (const row of rows) {
      if (performance.now() - started > budgetMs) throw new AppError(422, MESSAGES.ruleTooSlow);
      const subject = subjectOf({ ...row, type: row.type as TransactionType });
      const filed = fileTransaction([rule], subject, typeOf);
      if (!isRefiled(subject, filed)) continue;
      changes.push({
        id: row.id,
        date: row.date,
        amount: fromMinorUnits(row.amountMinor),
        updatedAt: row.updatedAt,
        before: { description: row.description, category: row.category, tags: row.tags },
        after: { description: filed.description, category: filed.category, tags: filed.tags },
      });
    }
    if (rows.length < SCAN_BATCH) break;
    after = rows.at(-1)?.id;
  }
  return changes.sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
}

/** What applying the rule to the existing transactions would change; `budgetMs`: the scan's time limit. */
export async function previewRule(
  db: Db,
  userId: string,
  ruleId: string,
  budgetMs = RULE_SCAN_MAX_MS,
): Promise<RulePreview> {
  const changes = await changesOf(db, userId, await ruleOf(db, userId, ruleId), budgetMs);
  return {
    total: changes.length,
    changes: changes.slice(0, RULE_PREVIEW_MAX_ROWS).map(({ updatedAt: _, ...change }) => change),
  };
}

/** The rows of a statement's answer, whichever database ran it. */
async function rowsOf<T>(query: Promise<unknown>): Promise<T[]> {
  return ((await query) as { rows: T[] }).rows;
}

/**
 * Writes each row's title, category and tags, given as JSON with the row's id; `onlyIf` narrows the rows further
 * (`t` is the transaction, `r` its JSON). Returns each written row's id and new version.
 */
function writeFiled(tx: Db, userId: string, rows: object[], onlyIf = sql``) {
  return rowsOf<{ id: string; version: string }>(
    tx.execute(sql`
      update ${transactions} as t
      set description = r->>'description',
          category = r->>'category',
          tags = array(select jsonb_array_elements_text(r->'tags')),
          updated_at = ${nextVersion(sql`t.updated_at`)}
      from jsonb_array_elements(${JSON.stringify(rows)}::jsonb) as r
      where t.id = (r->>'id')::uuid and t.user_id = ${userId}::uuid ${onlyIf}
      returning t.id, t.updated_at::text as version`),
  );
}

/**
 * Applies the rule to the existing transactions it would change, in one database transaction, and keeps what
 * each row was so that the application can be undone (the latest RULE_APPLICATIONS_KEPT of them).
 */
export async function applyRule(db: Db, userId: string, ruleId: string): Promise<RuleApplication> {
  return db.transaction(async (tx) => {
    const rule = await ruleOf(tx, userId, ruleId);
    const changes = await changesOf(tx, userId, rule, RULE_SCAN_MAX_MS);
    const written =
      changes.length === 0
        ? []
        : await writeFiled(
            tx,
            userId,
            changes.map((change) => ({ id: change.id, ...change.after })),
          );
    const versionOf = new Map(written.map((row) => [row.id, row.version]));
    const rows: RowBefore[] = changes.map((change) => ({
      id: change.id,
      description: change.before.description,
      category: change.before.category as RowBefore['category'],
      tags: change.before.tags,
      after: versionOf.get(change.id) ?? '',
    }));
    const [record] = await tx.insert(ruleApplications).values({ userId, ruleId: rule.id, rows }).returning();
    if (!record) throw new Error('rule application insert returned no row');
    await tx.execute(sql`
      delete from ${ruleApplications}
      where ${ruleApplications.userId} = ${userId}::uuid and ${ruleApplications.id} not in (
        select id from ${ruleApplications} where ${ruleApplications.userId} = ${userId}::uuid
        order by ${ruleApplications.appliedAt} desc limit ${RULE_APPLICATIONS_KEPT})`);
    return {
      id: record.id,
      ruleId: record.ruleId,
      changed: rows.length,
      appliedAt: record.appliedAt.toISOString(),
    };
  });
}

/**
 * Puts back what an application changed, in one database transaction. A row edited since (its version moved on)
 * or reconciled since is left as it is and counted; a deleted one is gone.
 */
export async function undoApplication(db: Db, userId: string, applicationId: string): Promise<RuleUndo> {
  return db.transaction(async (tx) => {
    const [record] = await tx
      .delete(ruleApplications)
      .where(and(eq(ruleApplications.id, applicationId), eq(ruleApplications.userId, userId)))
      .returning();
    if (!record) throw notFound(MESSAGES.ruleApplicationNotFound);
    if (record.rows.length === 0) return { restored: 0, keptEdited: 0 };
    const restored = await writeFiled(
      tx,
      userId,
      record.rows,
      sql`and t.updated_at = (r->>'after')::timestamptz and not t.reconciled`,
    );
    const [present] = await rowsOf<{ n: number }>(
      tx.execute(sql`
        select count(*)::int as n from ${transactions} as t
        join jsonb_array_elements(${JSON.stringify(record.rows.map((row) => row.id))}::jsonb) as r
          on t.id = (r #>> '{}')::uuid
        where t.user_id = ${userId}::uuid`),
    );
    return { restored: restored.length, keptEdited: (present?.n ?? 0) - restored.length };
  });
}
