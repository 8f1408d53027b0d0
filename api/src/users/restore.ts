// POST /api/settings/restore: the user's records replaced with a backup's, in one transaction. The
// file is checked whole first (@moneta/shared's backupSchema), so a bad record refuses it before any write.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import {
  BACKUP_COUNTED,
  BACKUP_RECORDS,
  backupOfCheckedRecordsSchema,
  backupSchema,
  withBackupMarks,
  MESSAGES,
  REMINDERS_MAX_PER_USER,
  TRANSACTIONS_MAX_PER_USER,
  isServerMessage,
  type BackupCounts,
  type CheckedBackup,
  type FieldError,
  type RestoreResult,
} from '@moneta/shared/contract';
import { queueCalendarSync } from '../calendar/queue';
import type { Db } from '../db/client';
import { minorUnits } from '../db/money';
import { AppError } from '../http/errors';
import { firstOccurrenceFrom } from '../reminders/occurrences';
import { saveReminderPreferences } from '../reminders/settings';
import {
  budgets,
  goalContributions,
  goals,
  imports,
  recurringRules,
  reminders,
  transactions,
} from '../db/schema';
import { toMinorUnits } from '../transactions/mapping';
import { preferencesOf, updateUser } from './users';
import { setImmediate } from 'node:timers/promises';
import type { z } from 'zod';

/** Field errors listed in a refusal: enough to find the records, small even when a whole file is wrong. */
const LISTED_ERRORS = 50;
/** Rows per insert: well under PostgreSQL's 65,535 parameters at a transaction's 13 columns. */
const CHUNK = 1000;

/**
 * Counted before a record is checked, so that a file of more than a person may keep is refused without that work:
 * no section may hold more records than a person may keep transactions (each rule, import and gift belongs to a
 * transaction or a goal of their own), and the reminders not more than their own bound.
 */
function assertSectionsBounded(input: Record<string, unknown>): void {
  for (const [field, records] of Object.entries(input)) {
    if (!Array.isArray(records)) continue;
    const [bound, message] =
      field === 'reminders'
        ? [REMINDERS_MAX_PER_USER, MESSAGES.reminderLimitReached]
        : [TRANSACTIONS_MAX_PER_USER, MESSAGES.transactionLimitReached];
    if (records.length > bound) throw new AppError(422, MESSAGES.backupInvalid, [{ field, message }]);
  }
}

/** Records checked between two turns of the event loop, so that a large backup does not hold other requests. */
const RECORDS_PER_TURN = 2000;

/** A 422 that names the first problems by record (transactions.3.amount); a file that is no backup says so alone. */
function refusal(issues: readonly z.core.$ZodIssue[]): AppError {
  const errors: FieldError[] = [];
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'body';
    const message = isServerMessage(issue.message) ? issue.message : MESSAGES.backupValueInvalid;
    if (field === 'format' || field === 'version') return new AppError(422, message);
    if (errors.length < LISTED_ERRORS && !errors.some((known) => known.field === field)) {
      errors.push({ field, message });
    }
  }
  return new AppError(422, MESSAGES.backupInvalid, errors);
}

/**
 * The backup, checked; else a 422 that names the first problems by record. Its records are checked a slice at a
 * time, the event loop turning between slices (100,000 transactions checked in one go held the server for over
 * three seconds), then the file's other fields and what refers to what.
 */
export async function checkBackup(input: unknown): Promise<CheckedBackup> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new AppError(422, MESSAGES.backupNotMoneta);
  }
  assertSectionsBounded(input as Record<string, unknown>);
  const marked = withBackupMarks(input) as Record<string, unknown>;
  // A file that is no backup of this format is told so before any record is looked at.
  for (const field of ['format', 'version'] as const) {
    const result = backupSchema.shape[field].safeParse(marked[field]);
    if (!result.success) throw refusal(result.error.issues.map((issue) => ({ ...issue, path: [field] })));
  }
  const issues: z.core.$ZodIssue[] = [];
  const checked: Record<string, unknown[]> = {};
  for (const [section, record] of Object.entries(BACKUP_RECORDS)) {
    const records = marked[section];
    // Not a list: the whole file's check below names it.
    if (!Array.isArray(records)) continue;
    const kept: unknown[] = [];
    for (let start = 0; start < records.length; start += RECORDS_PER_TURN) {
      const slice = records.slice(start, start + RECORDS_PER_TURN);
      for (const [offset, value] of slice.entries()) {
        const result = record.safeParse(value);
        if (result.success) kept.push(result.data);
        else
          issues.push(
            ...result.error.issues.map((issue) => ({
              ...issue,
              path: [section, start + offset, ...issue.path],
            })),
          );
      }
      await setImmediate();
    }
    checked[section] = kept;
  }
  if (issues.length > 0) throw refusal(issues);
  const result = backupOfCheckedRecordsSchema.safeParse({ ...marked, ...checked });
  if (!result.success) throw refusal(result.error.issues);
  return result.data;
}

/** A new id for each of the file's: its ids may still be another account's (or this one's, being replaced). */
function newIds(records: readonly { id: string }[]): Map<string, string> {
  return new Map(records.map((record) => [record.id, randomUUID()]));
}

/** The new id of a reference the schema has checked. */
function mapped(ids: Map<string, string>, id: string): string {
  const found = ids.get(id);
  if (found === undefined) throw new Error('backup reference not checked');
  return found;
}

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
}

/** Deletes what a restore replaces; the linked calendar is told of each reminder that goes. */
async function deleteReplaced(tx: Db, userId: string): Promise<void> {
  // Their rules go with them (ON DELETE CASCADE on transaction_id).
  await tx.delete(transactions).where(eq(transactions.userId, userId));
  await tx.delete(recurringRules).where(eq(recurringRules.userId, userId));
  await tx.delete(imports).where(eq(imports.userId, userId));
  // Their contributions go with them (ON DELETE CASCADE on goal_id).
  await tx.delete(goals).where(eq(goals.userId, userId));
  await tx.delete(budgets).where(eq(budgets.userId, userId));
  const gone = await tx
    .delete(reminders)
    .where(eq(reminders.userId, userId))
    .returning({ id: reminders.id, eventId: reminders.calendarEventId });
  for (const reminder of gone) await queueCalendarSync(tx, userId, reminder.id, 'delete', reminder.eventId);
}

async function insertTransactions(tx: Db, userId: string, backup: CheckedBackup): Promise<void> {
  const importIds = newIds(backup.imports);
  const transactionIds = newIds(backup.transactions);
  const ruleIds = newIds(backup.recurringRules);
  if (backup.imports.length > 0) {
    await tx.insert(imports).values(
      backup.imports.map((row) => ({
        id: mapped(importIds, row.id),
        userId,
        fileName: row.fileName,
        rowCount: row.rowCount,
        createdAt: new Date(row.createdAt),
      })),
    );
  }
  // A rule and its template refer to each other: the rows go in first, the rules next, then the rows' links.
  await insertInChunks(backup.transactions, (chunk) =>
    tx.insert(transactions).values(
      chunk.map((row) => ({
        id: mapped(transactionIds, row.id),
        userId,
        description: row.description,
        amountMinor: toMinorUnits(row.amount, row.type),
        type: row.type,
        category: row.category,
        date: row.date,
        notes: row.notes,
        importId: row.importId === null ? null : mapped(importIds, row.importId),
        occurrenceDate: row.occurrenceDate,
        createdAt: new Date(row.createdAt),
        updatedAt: new Date(row.updatedAt),
      })),
    ),
  );
  await insertInChunks(backup.recurringRules, (chunk) =>
    tx.insert(recurringRules).values(
      chunk.map((rule) => ({
        id: mapped(ruleIds, rule.id),
        userId,
        transactionId: mapped(transactionIds, rule.transactionId),
        frequency: rule.frequency,
        anchorDate: rule.anchorDate,
        endDate: rule.endDate,
        nextDate: rule.nextDate,
        createdAt: new Date(rule.createdAt),
      })),
    ),
  );
  const seriesRows = new Map<string, string[]>();
  for (const row of backup.transactions) {
    if (row.recurringRuleId === null) continue;
    const ruleId = mapped(ruleIds, row.recurringRuleId);
    seriesRows.set(ruleId, [...(seriesRows.get(ruleId) ?? []), mapped(transactionIds, row.id)]);
  }
  for (const [ruleId, rowIds] of seriesRows) {
    await insertInChunks(rowIds, (chunk) =>
      tx
        .update(transactions)
        .set({ recurringRuleId: ruleId })
        .where(and(eq(transactions.userId, userId), inArray(transactions.id, chunk))),
    );
  }
}

async function insertGoals(tx: Db, userId: string, backup: CheckedBackup): Promise<void> {
  const goalIds = newIds(backup.goals);
  await insertInChunks(backup.goals, (chunk) =>
    tx.insert(goals).values(
      chunk.map((goal) => ({
        id: mapped(goalIds, goal.id),
        userId,
        name: goal.name,
        targetMinor: minorUnits(goal.targetAmount),
        savedMinor: minorUnits(goal.savedAmount),
        targetDate: goal.targetDate,
        priority: goal.priority,
        category: goal.category,
        status: goal.status,
        completedAt: goal.completedAt === null ? null : new Date(goal.completedAt),
        createdAt: new Date(goal.createdAt),
        updatedAt: new Date(goal.updatedAt),
      })),
    ),
  );
  await insertInChunks(backup.goalContributions, (chunk) =>
    tx.insert(goalContributions).values(
      chunk.map((contribution) => ({
        goalId: mapped(goalIds, contribution.goalId),
        userId,
        amountMinor: minorUnits(contribution.amount),
        note: contribution.note,
        createdAt: new Date(contribution.createdAt),
      })),
    ),
  );
}

async function insertBudgetsAndReminders(
  tx: Db,
  userId: string,
  backup: CheckedBackup,
  now: Date,
): Promise<void> {
  if (backup.budgets.length > 0) {
    await tx.insert(budgets).values(
      backup.budgets.map((budget) => ({
        userId,
        category: budget.category,
        amountMinor: minorUnits(budget.amount),
        rollover: budget.rollover,
        since: `${budget.since}-01`,
        createdAt: new Date(budget.createdAt),
        updatedAt: new Date(budget.updatedAt),
      })),
    );
  }
  for (const reminder of backup.reminders) {
    const schedule = {
      startsAt: new Date(reminder.startsAt),
      timeZone: reminder.timeZone,
      repeat: reminder.repeat,
    };
    const [row] = await tx
      .insert(reminders)
      .values({
        userId,
        title: reminder.title,
        description: reminder.description,
        ...schedule,
        // Occurrences already past are not e-mailed again: they were (or were not) when they fell due.
        nextDeliveryAt: firstOccurrenceFrom(schedule, now),
        createdAt: new Date(reminder.createdAt),
        updatedAt: new Date(reminder.updatedAt),
      })
      .returning({ id: reminders.id });
    if (row) await queueCalendarSync(tx, userId, row.id, 'upsert');
  }
}

/**
 * Replaces the user's transactions (with their imports and recurring rules), goals and contributions, budgets,
 * reminders and preferences with the backup's, keeping every reference. The profile, the sessions and the
 * calendar link stay. The analytics' change stamps move with these writes (the tables' triggers).
 */
export async function restoreUserData(
  db: Db,
  userId: string,
  backup: CheckedBackup,
  now: Date,
): Promise<RestoreResult> {
  const user = await db.transaction(async (tx) => {
    await deleteReplaced(tx, userId);
    await insertTransactions(tx, userId, backup);
    await insertGoals(tx, userId, backup);
    await insertBudgetsAndReminders(tx, userId, backup, now);
    await saveReminderPreferences(tx, userId, backup.reminderPreferences);
    return updateUser(tx, userId, backup.preferences);
  });
  const counts = Object.fromEntries(
    BACKUP_COUNTED.map((kind) => [kind, backup[kind].length]),
  ) as BackupCounts;
  return { preferences: preferencesOf(user), counts };
}
