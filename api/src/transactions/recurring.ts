// Recurring rules and their materializer: each due occurrence becomes a transaction exactly once, whichever
// API instance runs it, however often, and across restarts. Due rules are claimed with FOR UPDATE SKIP LOCKED,
// occurrences are inserted ON CONFLICT DO NOTHING against the unique (recurring_rule_id, occurrence_date)
// index, and next_date moves on in the same database transaction.
import { MESSAGES, SPLIT } from '@moneta/shared/contract';
import { and, asc, eq, gt, isNotNull, lte, max } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { RecurringFrequency, RecurringResult, RecurringRule } from '@moneta/shared/contract';
import type { Db } from '../db/client';
import { startPeriodicTask, type PeriodicTask } from '../periodic';
import { recurringRules, transactions, type RecurringRuleRow, type TransactionRow } from './schema';
import { AppError, conflict, notFound } from '../http/errors';
import { todayUtc } from './dates';
import { toRecurringRule } from './mapping';
import { nextOccurrenceAfter, occurrenceDate, occurrencesBetween } from './recurrence';
import { roomForTransactions } from './quota';
import { copySplits } from './splits';
import { findTransactionRow } from './repository';
import { filerFor } from '../rules/filing';

/** Occurrences one rule may create in one run: a daily rule dated 1990 catches up over several runs. */
export const MAX_OCCURRENCES_PER_RUN = 1000;
const RULES_PER_BATCH = 50;

/** next_date once `last` has been created: the following occurrence, or null past the end date. */
function nextDateAfter(rule: RecurringRuleRow, last: string): string | null {
  const next = nextOccurrenceAfter(rule.anchorDate, rule.frequency, last);
  return rule.endDate !== null && next > rule.endDate ? null : next;
}

/** Creates the rule's occurrences due by `today` and advances next_date; returns how many were created. */
export async function materializeRule(db: Db, rule: RecurringRuleRow, today: string): Promise<number> {
  if (rule.nextDate === null || rule.nextDate > today) return 0;
  const [template] = await db.select().from(transactions).where(eq(transactions.id, rule.transactionId));
  if (!template) return 0;
  // A person at the limit keeps the rule due: its occurrences are made once there is room again.
  const room = await roomForTransactions(db, template.userId);
  if (room === 0) return 0;
  const until = rule.endDate !== null && rule.endDate < today ? rule.endDate : today;
  const dates = occurrencesBetween(
    rule.anchorDate,
    rule.frequency,
    rule.nextDate,
    until,
    Math.min(MAX_OCCURRENCES_PER_RUN, room),
  );
  // The person's rules file each occurrence as they would a new transaction.
  const file = await filerFor(db, template.userId);
  // A split's occurrences repeat its parts, written with them.
  const created =
    dates.length === 0
      ? []
      : await db.transaction(async (tx) => {
          const rows = await tx
            .insert(transactions)
            .values(dates.map((date) => file(occurrenceOf(template, rule.id, date))))
            .onConflictDoNothing({ target: [transactions.recurringRuleId, transactions.occurrenceDate] })
            .returning({
              id: transactions.id,
              userId: transactions.userId,
              date: transactions.date,
              type: transactions.type,
            });
          if (template.category === SPLIT) await copySplits(tx, template, rows);
          return rows;
        });
  const last = dates.at(-1);
  await db
    .update(recurringRules)
    .set({ nextDate: last === undefined ? nextDateAfter(rule, until) : nextDateAfter(rule, last) })
    .where(eq(recurringRules.id, rule.id));
  return created.length;
}

function occurrenceOf(template: TransactionRow, ruleId: string, date: string) {
  return {
    userId: template.userId,
    description: template.description,
    amountMinor: template.amountMinor,
    type: template.type,
    category: template.category,
    notes: template.notes,
    tags: template.tags,
    // The template's account even once it is closed: the series was made there.
    accountId: template.accountId,
    date,
    recurringRuleId: ruleId,
    occurrenceDate: date,
  };
}

/**
 * Runs every rule due by `today` once, in batches of rules claimed with SKIP LOCKED so that two instances
 * share the work rather than wait for each other. Returns the number of occurrences created.
 */
export async function materializeDueOccurrences(db: Db, today: string = todayUtc()): Promise<number> {
  let created = 0;
  let after: string | undefined;
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const rules = await tx
        .select()
        .from(recurringRules)
        .where(
          and(
            isNotNull(recurringRules.nextDate),
            lte(recurringRules.nextDate, today),
            after === undefined ? undefined : gt(recurringRules.id, after),
          ),
        )
        .orderBy(asc(recurringRules.id))
        .limit(RULES_PER_BATCH)
        .for('update', { skipLocked: true });
      for (const rule of rules) created += await materializeRule(tx, rule, today);
      return rules;
    });
    if (claimed.length < RULES_PER_BATCH) return created;
    after = claimed.at(-1)?.id;
  }
}

export interface RuleSettings {
  frequency: RecurringFrequency;
  endDate: string | null;
}

/** The date of the newest occurrence the template's rule has created, if any. */
async function latestOccurrence(db: Db, template: TransactionRow): Promise<string | undefined> {
  if (template.recurringRuleId === null) return undefined;
  const [row] = await db
    .select({ latest: max(transactions.occurrenceDate) })
    .from(transactions)
    .where(eq(transactions.recurringRuleId, template.recurringRuleId));
  return row?.latest ?? undefined;
}

/**
 * Creates the template's rule, or replaces its frequency and end date, re-anchored on the template's date.
 * A replaced rule goes on after its newest occurrence: the occurrences already created stay, and one deleted
 * by hand does not come back.
 */
export async function saveRule(
  db: Db,
  template: TransactionRow,
  settings: RuleSettings,
): Promise<RecurringRuleRow> {
  const latest = await latestOccurrence(db, template);
  const first =
    latest === undefined
      ? occurrenceDate(template.date, settings.frequency, 1)
      : nextOccurrenceAfter(template.date, settings.frequency, latest);
  const values = {
    frequency: settings.frequency,
    anchorDate: template.date,
    endDate: settings.endDate,
    nextDate: settings.endDate !== null && first > settings.endDate ? null : first,
  };
  const [rule] = await db
    .insert(recurringRules)
    .values({ userId: template.userId, transactionId: template.id, ...values })
    .onConflictDoUpdate({ target: recurringRules.transactionId, set: values })
    .returning();
  if (!rule) throw new Error('recurring rule upsert returned no row');
  // The template names its rule too, so that a page of transactions finds every rule by id.
  if (template.recurringRuleId !== rule.id) {
    await db.update(transactions).set({ recurringRuleId: rule.id }).where(eq(transactions.id, template.id));
  }
  return rule;
}

/** The rule of the series the transaction belongs to, as its template or as one of its occurrences. */
async function ruleOf(db: Db, row: TransactionRow): Promise<RecurringRuleRow | undefined> {
  if (row.recurringRuleId === null) return undefined;
  const [rule] = await db.select().from(recurringRules).where(eq(recurringRules.id, row.recurringRuleId));
  return rule;
}

/**
 * POST /:id/recurring: makes the transaction repeat, or changes the repetition of the series it belongs to (an
 * occurrence stands for its template), then creates the occurrences already due.
 */
export async function setRecurring(
  db: Db,
  userId: string,
  id: string,
  settings: RuleSettings,
  today: string = todayUtc(),
): Promise<RecurringResult> {
  return db.transaction(async (tx) => {
    const row = await findTransactionRow(tx, userId, id);
    if (!row) throw notFound(MESSAGES.transactionNotFound);
    // One row of a transfer cannot repeat alone: its copies would move money out of nowhere.
    if (row.transferId) throw conflict(MESSAGES.transferLeg);
    const existing = await ruleOf(tx, row);
    const template =
      existing && existing.transactionId !== row.id
        ? await findTransactionRow(tx, userId, existing.transactionId)
        : row;
    if (!template) throw notFound(MESSAGES.transactionNotFound);
    if (settings.endDate !== null && settings.endDate < template.date) {
      throw new AppError(422, MESSAGES.endBeforeStart, [
        { field: 'endDate', message: MESSAGES.endBeforeStart },
      ]);
    }
    const rule = await saveRule(tx, template, settings);
    const createdCount = await materializeRule(tx, rule, today);
    const [saved] = await tx.select().from(recurringRules).where(eq(recurringRules.id, rule.id));
    return { recurring: toRecurringRule(saved ?? rule), createdCount };
  });
}

/** DELETE /:id/recurring: the series creates nothing more; the occurrences already created stay. */
export async function stopRecurring(db: Db, userId: string, id: string): Promise<RecurringRule> {
  const row = await findTransactionRow(db, userId, id);
  if (!row) throw notFound(MESSAGES.transactionNotFound);
  const rule = await ruleOf(db, row);
  if (!rule) throw notFound(MESSAGES.ruleNotFound);
  const [stopped] = await db
    .update(recurringRules)
    .set({ nextDate: null })
    .where(eq(recurringRules.id, rule.id))
    .returning();
  return toRecurringRule(stopped ?? { ...rule, nextDate: null });
}

export type RecurringScheduler = PeriodicTask<number>;

/** Runs the materializer now and every `intervalMs`; each run resolves with the occurrences it created. */
export function startRecurringScheduler(
  db: Db,
  intervalMs: number,
  log: FastifyBaseLogger,
): RecurringScheduler {
  const materialize = async () => {
    const created = await materializeDueOccurrences(db);
    if (created > 0) log.info({ created }, 'recurring occurrences created');
    return created;
  };
  return startPeriodicTask('recurring occurrences', intervalMs, materialize, 0, log);
}
