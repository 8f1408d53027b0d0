// Everything a user owns, in one place: account deletion and the data export read these lists, so a new
// user-owned table is one line in each.
import { asc, desc, eq, or, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { BACKUP_FORMAT, BACKUP_VERSION } from '@moneta/shared/contract';
import type { Db } from '../db/client';
import {
  budgets,
  emailTokens,
  goalContributions,
  goals,
  imports,
  passwordResets,
  recurringRules,
  reminders,
  reminderSettings,
  sessions,
  transactions,
  users,
  type UserRow,
} from '../db/schema';
import { exportedBudgets } from '../budgets/repository';
import { fromMinorUnits } from '../db/money';
import { reminderPreferences } from '../reminders/settings';
import { preferencesOf, toUser } from './users';

/** Each owned table and the rows of it that belong to the user; deleted before the user row. */
const OWNED_ROWS: ReadonlyArray<readonly [PgTable, (user: UserRow) => SQL | undefined]> = [
  // Codes requested for the e-mail before the account existed carry no user id.
  [passwordResets, (user) => or(eq(passwordResets.userId, user.id), eq(passwordResets.email, user.email))],
  [sessions, (user) => eq(sessions.userId, user.id)],
  [emailTokens, (user) => eq(emailTokens.userId, user.id)],
  [transactions, (user) => eq(transactions.userId, user.id)],
  [recurringRules, (user) => eq(recurringRules.userId, user.id)],
  [imports, (user) => eq(imports.userId, user.id)],
  // Their contributions go with them (ON DELETE CASCADE on goal_id).
  [goals, (user) => eq(goals.userId, user.id)],
  [budgets, (user) => eq(budgets.userId, user.id)],
  // Their deliveries go with them (ON DELETE CASCADE on reminder_id).
  [reminders, (user) => eq(reminders.userId, user.id)],
  [reminderSettings, (user) => eq(reminderSettings.userId, user.id)],
];

/** Deletes the user and every row they own in one transaction. */
export async function deleteUserAndOwnedData(db: Db, user: UserRow): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [table, belongsTo] of OWNED_ROWS) {
      await tx.delete(table).where(belongsTo(user));
    }
    await tx.delete(users).where(eq(users.id, user.id));
  });
}

type Exporter = (db: Db, user: UserRow) => unknown;

/** The sections of GET /api/settings/export, in order: a backup (@moneta/shared's backupSchema). */
const EXPORTERS: Record<string, Exporter> = {
  profile: (_db, user) => toUser(user),
  preferences: (_db, user) => preferencesOf(user),
  sessions: (db, user) =>
    db
      .select({
        id: sessions.id,
        device: sessions.device,
        userAgent: sessions.userAgent,
        createdAt: sessions.createdAt,
        lastUsedAt: sessions.lastUsedAt,
        revokedAt: sessions.revokedAt,
      })
      .from(sessions)
      .where(eq(sessions.userId, user.id))
      .orderBy(desc(sessions.createdAt)),
  transactions: async (db, user) =>
    (
      await db
        .select()
        .from(transactions)
        .where(eq(transactions.userId, user.id))
        .orderBy(desc(transactions.date), desc(transactions.id))
    ).map(
      // The Idempotency-Key columns belong to the requests that made the rows, not to the data.
      ({ userId: _userId, amountMinor, idempotencyKey: _key, requestFingerprint: _fingerprint, ...row }) => ({
        ...row,
        amount: fromMinorUnits(amountMinor),
      }),
    ),
  recurringRules: (db, user) =>
    db
      .select({
        id: recurringRules.id,
        transactionId: recurringRules.transactionId,
        frequency: recurringRules.frequency,
        anchorDate: recurringRules.anchorDate,
        endDate: recurringRules.endDate,
        nextDate: recurringRules.nextDate,
        createdAt: recurringRules.createdAt,
      })
      .from(recurringRules)
      .where(eq(recurringRules.userId, user.id)),
  imports: (db, user) =>
    db
      .select({
        id: imports.id,
        fileName: imports.fileName,
        rowCount: imports.rowCount,
        createdAt: imports.createdAt,
      })
      .from(imports)
      .where(eq(imports.userId, user.id))
      .orderBy(desc(imports.createdAt)),
  goals: async (db, user) =>
    (
      await db
        .select()
        .from(goals)
        .where(eq(goals.userId, user.id))
        .orderBy(asc(goals.targetDate), asc(goals.id))
    ).map(({ userId: _userId, targetMinor, savedMinor, ...row }) => ({
      ...row,
      targetAmount: fromMinorUnits(targetMinor),
      savedAmount: fromMinorUnits(savedMinor),
    })),
  goalContributions: async (db, user) =>
    (
      await db
        .select({
          id: goalContributions.id,
          goalId: goalContributions.goalId,
          amountMinor: goalContributions.amountMinor,
          note: goalContributions.note,
          createdAt: goalContributions.createdAt,
        })
        .from(goalContributions)
        .innerJoin(goals, eq(goals.id, goalContributions.goalId))
        .where(eq(goals.userId, user.id))
        .orderBy(desc(goalContributions.createdAt), desc(goalContributions.id))
    ).map(({ amountMinor, ...row }) => ({ ...row, amount: fromMinorUnits(amountMinor) })),
  budgets: (db, user) => exportedBudgets(db, user.id),
  reminders: (db, user) =>
    db
      .select({
        id: reminders.id,
        title: reminders.title,
        description: reminders.description,
        startsAt: reminders.startsAt,
        timeZone: reminders.timeZone,
        repeat: reminders.repeat,
        createdAt: reminders.createdAt,
        updatedAt: reminders.updatedAt,
      })
      .from(reminders)
      .where(eq(reminders.userId, user.id))
      .orderBy(asc(reminders.startsAt), asc(reminders.id)),
  reminderPreferences: (db, user) => reminderPreferences(db, user.id),
};

export async function exportUserData(db: Db, user: UserRow): Promise<Record<string, unknown>> {
  const sections = await Promise.all(
    Object.entries(EXPORTERS).map(async ([name, load]) => [name, await load(db, user)] as const),
  );
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: new Date().toISOString(),
    ...Object.fromEntries(sections),
  };
}
