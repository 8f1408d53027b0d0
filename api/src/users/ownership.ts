// Everything a user owns, in one place: account deletion reads this list of tables, and the data export gathers
// the account's own sections with each domain's (its backup.ts), so a new user-owned table is one line in each.
import { desc, eq, or, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { BACKUP_FORMAT, BACKUP_VERSION } from '@moneta/shared/contract';
import type { Db } from '../db/client';
import {
  accounts,
  budgets,
  emailTokens,
  goals,
  idempotencyKeys,
  imports,
  passwordResets,
  recurringRules,
  reminders,
  reminderSettings,
  passkeys,
  recoveryCodes,
  securityEvents,
  sessions,
  transactions,
  twoFactorSecrets,
  webauthnCeremonies,
  users,
  type UserRow,
} from '../db/schema';
import { securitySections } from '../auth/backup';
import { budgetSections } from '../budgets/backup';
import { goalSections } from '../goals/backup';
import { moneyAccountSections } from '../moneyAccounts/backup';
import { reminderSections } from '../reminders/backup';
import { categorySections } from '../categories/backup';
import { ruleSections } from '../rules/backup';
import { transactionSections } from '../transactions/backup';
import { transferSections } from '../transfers/backup';
import { preferencesOf, toUser } from './users';

/** Each owned table and the rows of it that belong to the user; deleted before the user row. */
const OWNED_ROWS: ReadonlyArray<readonly [PgTable, (user: UserRow) => SQL | undefined]> = [
  // Codes requested for the e-mail before the account existed carry no user id.
  [passwordResets, (user) => or(eq(passwordResets.userId, user.id), eq(passwordResets.email, user.email))],
  [sessions, (user) => eq(sessions.userId, user.id)],
  [twoFactorSecrets, (user) => eq(twoFactorSecrets.userId, user.id)],
  [recoveryCodes, (user) => eq(recoveryCodes.userId, user.id)],
  [securityEvents, (user) => eq(securityEvents.userId, user.id)],
  [passkeys, (user) => eq(passkeys.userId, user.id)],
  [webauthnCeremonies, (user) => eq(webauthnCeremonies.userId, user.id)],
  [emailTokens, (user) => eq(emailTokens.userId, user.id)],
  [transactions, (user) => eq(transactions.userId, user.id)],
  [recurringRules, (user) => eq(recurringRules.userId, user.id)],
  [imports, (user) => eq(imports.userId, user.id)],
  // After their transactions; their totals go with them (ON DELETE CASCADE on account_id).
  [accounts, (user) => eq(accounts.userId, user.id)],
  // Their contributions go with them (ON DELETE CASCADE on goal_id).
  [goals, (user) => eq(goals.userId, user.id)],
  [budgets, (user) => eq(budgets.userId, user.id)],
  // Their deliveries go with them (ON DELETE CASCADE on reminder_id).
  [reminders, (user) => eq(reminders.userId, user.id)],
  [reminderSettings, (user) => eq(reminderSettings.userId, user.id)],
  [idempotencyKeys, (user) => eq(idempotencyKeys.userId, user.id)],
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
  ...securitySections,
  ...moneyAccountSections,
  ...transactionSections,
  ...transferSections,
  ...goalSections,
  ...budgetSections,
  ...reminderSections,
  ...ruleSections,
  ...categorySections,
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
