// POST /api/settings/restore: the user's records replaced with a backup's, in one transaction. The
// file is checked whole first (@moneta/shared's backupSchema), so a bad record refuses it before any write.
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
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { restoreBudgets } from '../budgets/backup';
import { restoreGoals } from '../goals/backup';
import { restoreReminders } from '../reminders/backup';
import { restoreTransactions } from '../transactions/backup';
import { restoreCategories } from '../categories/backup';
import { restoreRules } from '../rules/backup';
import { todayUtc } from '../transactions/dates';
import { preferencesOf, updateUser } from './users';
import { setImmediate } from 'node:timers/promises';
import type { z } from 'zod';

/** Field errors listed in a refusal: enough to find the records, small even when a whole file is wrong. */
const LISTED_ERRORS = 50;

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
    await restoreCategories(tx, userId, backup);
    const accountOf = await restoreTransactions(tx, userId, backup, todayUtc(now));
    await restoreRules(tx, userId, backup, accountOf);
    await restoreGoals(tx, userId, backup);
    await restoreBudgets(tx, userId, backup);
    await restoreReminders(tx, userId, backup, now);
    return updateUser(tx, userId, backup.preferences);
  });
  const counts = Object.fromEntries(
    BACKUP_COUNTED.map((kind) => [kind, backup[kind].length]),
  ) as BackupCounts;
  return { preferences: preferencesOf(user), counts };
}
