// The backup file: what GET /settings/export writes and POST /settings/restore reads back, described
// once here so that the two agree. Each record reuses the schema its own form or route is checked with, so a
// backup holds nothing the screens could not have saved. The profile, the sessions, the sign-in methods (never a
// secret), the security events and the export's time are in the file too, for the person; a restore ignores
// them.
import { z } from 'zod';
import { budgetInputSchema, budgetMonthSchema } from './budgetValidators';
import { DATE_TEXT_MAX_LENGTH, isCalendarDate } from './dates';
import { contributionSchema, goalUpdateSchema } from './goalValidators';
import { GOAL_STATUSES } from './goalLimits';
import { MESSAGES as M } from './messages';
import { isDateTimeWithOffset, reminderPreferencesSchema, reminderSchema } from './reminderValidators';
import { AMOUNT_LIMIT, BANK_ID_MAX_LENGTH, RECURRING_FREQUENCIES } from './transactionLimits';
import { BACKUP_COUNTED, BACKUP_FORMAT, BACKUP_VERSION } from './backupLimits';
import { preferencesResponseSchema } from './accountResponses';
import { moneyAccountInputSchema } from './moneyAccountValidators';
import { transferInputSchema } from './transferValidators';
import { ruleInputSchema } from './ruleValidators';
import { hasAtMostTwoDecimals, transactionInputSchema } from './transactionValidators';
import { preferencesSchema } from './validators';
import { codeField, textField } from './text';
import { RULES_MAX } from './ruleLimits';
import { CATEGORIES_MAX, sameCategoryName } from './categoryLimits';
import { DEFAULT_CATEGORIES } from './defaultCategories';
import { categoryInputSchema } from './categoryValidators';
import { SPLIT } from './transactionLimits';

/** The most characters of a time zone's name (IANA names are far shorter). */
const TIME_ZONE_MAX_LENGTH = 64;
/** The most characters of an imported file's name, as the import keeps it. */
const FILE_NAME_MAX_LENGTH = 255;

const id = codeField('00000000-0000-0000-0000-000000000000'.length, M.backupValueInvalid).pipe(
  z.uuid({ error: M.backupValueInvalid }),
);
const timestamp = codeField(DATE_TEXT_MAX_LENGTH, M.backupValueInvalid).refine(
  isDateTimeWithOffset,
  M.backupValueInvalid,
);
const calendarDate = codeField(DATE_TEXT_MAX_LENGTH, M.backupValueInvalid).refine(
  isCalendarDate,
  M.dateInvalid,
);

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const backupImport = z.object({
  id,
  fileName: textField({ max: FILE_NAME_MAX_LENGTH, tooLong: M.backupValueInvalid, trim: false }),
  rowCount: z.int({ error: M.backupValueInvalid }).nonnegative(M.backupValueInvalid),
  createdAt: timestamp,
});

/** A money account; a backup written before accounts existed has none, and its transactions go to one "Main". */
const backupAccount = moneyAccountInputSchema.safeExtend({
  id,
  closedAt: timestamp.nullable(),
  reconciledDate: calendarDate.nullable().optional(),
  reconciledBalance: z.number({ error: M.backupValueInvalid }).nullable().optional(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

/** The amount is signed in the file; as on POST /transaction, the type decides the sign. */
const backupTransaction = transactionInputSchema
  .safeExtend({
    id,
    reconciled: z.boolean({ error: M.backupValueInvalid }).optional(),
    /** The bank's id of an imported statement's row, which a later import of the same row is known by. */
    bankId: codeField(BANK_ID_MAX_LENGTH, M.backupValueInvalid).nullable().optional(),
    importId: id.nullable(),
    recurringRuleId: id.nullable(),
    occurrenceDate: calendarDate.nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  // Only what a statement showed can have been reconciled to it.
  .refine((row) => !row.reconciled || row.cleared === true, {
    error: M.backupValueInvalid,
    path: ['reconciled'],
  });

/** A transfer: the amount it moved and when, with the marks of its row in each account. */
const backupTransfer = transferInputSchema
  .safeExtend({
    id,
    fromCleared: z.boolean({ error: M.backupValueInvalid }),
    toCleared: z.boolean({ error: M.backupValueInvalid }),
    fromReconciled: z.boolean({ error: M.backupValueInvalid }),
    toReconciled: z.boolean({ error: M.backupValueInvalid }),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .refine((row) => !row.fromReconciled || row.fromCleared, {
    error: M.backupValueInvalid,
    path: ['fromReconciled'],
  })
  .refine((row) => !row.toReconciled || row.toCleared, {
    error: M.backupValueInvalid,
    path: ['toReconciled'],
  });

const backupRecurringRule = z.object({
  id,
  transactionId: id,
  frequency: z.enum(RECURRING_FREQUENCIES, { error: M.frequencyInvalid }),
  anchorDate: calendarDate,
  endDate: calendarDate.nullable(),
  nextDate: calendarDate.nullable(),
  createdAt: timestamp,
});

const savedAmount = z
  .number({ error: M.backupValueInvalid })
  .refine((v) => Number.isFinite(v) && v >= 0, { error: M.backupValueInvalid, abort: true })
  .refine((v) => v < AMOUNT_LIMIT, { error: M.amountLimit, abort: true })
  .refine(hasAtMostTwoDecimals, M.amountDecimals);

/** A goal as the database keeps it: saved within the target, Completed exactly when it has a completion time. */
const backupGoal = goalUpdateSchema
  .safeExtend({
    id,
    savedAmount,
    status: z.enum(GOAL_STATUSES, { error: M.statusInvalid }),
    completedAt: timestamp.nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .refine((goal) => goal.savedAmount <= goal.targetAmount, {
    error: M.targetBelowSaved,
    path: ['targetAmount'],
  })
  .refine((goal) => (goal.status === 'Completed') === (goal.completedAt !== null), {
    error: M.backupValueInvalid,
    path: ['completedAt'],
  })
  .refine((goal) => goal.savedAmount < goal.targetAmount || goal.status === 'Completed', {
    error: M.backupValueInvalid,
    path: ['status'],
  });

const backupContribution = contributionSchema.safeExtend({ id, goalId: id, createdAt: timestamp });

const backupBudget = budgetInputSchema.safeExtend({
  since: budgetMonthSchema,
  createdAt: timestamp,
  updatedAt: timestamp,
});

/** A reminder keeps its first occurrence as an instant and the zone its repeats keep their time in. */
const backupReminder = reminderSchema.omit({ date: true }).safeExtend({
  id,
  startsAt: reminderSchema.shape.date,
  timeZone: codeField(TIME_ZONE_MAX_LENGTH, M.backupValueInvalid).refine(isTimeZone, M.backupValueInvalid),
  createdAt: timestamp,
  updatedAt: timestamp,
});

/**
 * One of the person's categories, in the order of the file's list; a backup written before categories existed has
 * none, and the defaults are restored.
 */
const backupCategory = categoryInputSchema.safeExtend({
  id,
  hidden: z.boolean({ error: M.backupValueInvalid }),
  fallback: z.boolean({ error: M.backupValueInvalid }),
});

/** A rule that files transactions, in the order of the file's list; its accounts are the file's. */
const backupRule = ruleInputSchema.safeExtend({ id });

type Context = z.RefinementCtx;

/** Each id of `records` once, reported at the later record. */
function uniqueIds(records: readonly { id: string }[], section: string, context: Context): Set<string> {
  const ids = new Set<string>();
  records.forEach((record, index) => {
    if (ids.has(record.id)) {
      context.addIssue({ code: 'custom', message: M.backupIdDuplicate, path: [section, index, 'id'] });
    }
    ids.add(record.id);
  });
  return ids;
}

function checkReference(
  target: string | null,
  known: Set<string>,
  path: (string | number)[],
  context: Context,
): void {
  if (target !== null && !known.has(target)) {
    context.addIssue({ code: 'custom', message: M.backupReferenceMissing, path });
  }
}

/** The record kinds of a backup, each a list: the restore checks them a slice at a time. */
export const BACKUP_RECORDS = {
  accounts: backupAccount,
  transactions: backupTransaction,
  transfers: backupTransfer,
  recurringRules: backupRecurringRule,
  imports: backupImport,
  goals: backupGoal,
  goalContributions: backupContribution,
  budgets: backupBudget,
  reminders: backupReminder,
  rules: backupRule,
  categories: backupCategory,
};

type CheckedRecords = { [K in keyof typeof BACKUP_RECORDS]: z.output<(typeof BACKUP_RECORDS)[K]>[] };

/** The file's fields besides its records. */
const backupFields = {
  format: z.literal(BACKUP_FORMAT, { error: M.backupNotMoneta }),
  version: z.literal(BACKUP_VERSION, { error: M.backupVersionUnknown }),
  preferences: preferencesSchema,
  reminderPreferences: reminderPreferencesSchema,
};

/** What refers to what: ids unique, every reference to a record of the file. */
function checkReferences(backup: CheckedRecords, context: z.RefinementCtx): void {
  const accountIds = uniqueIds(backup.accounts, 'accounts', context);
  const names = new Set<string>();
  backup.accounts.forEach((account, index) => {
    const name = account.name.toLowerCase();
    if (names.has(name)) {
      context.addIssue({ code: 'custom', message: M.accountNameTaken, path: ['accounts', index, 'name'] });
    }
    names.add(name);
  });
  if (backup.accounts.length > 0 && backup.accounts.every((account) => account.closedAt !== null)) {
    context.addIssue({ code: 'custom', message: M.lastOpenAccount, path: ['accounts'] });
  }
  const transactionIds = uniqueIds(backup.transactions, 'transactions', context);
  const ruleIds = uniqueIds(backup.recurringRules, 'recurringRules', context);
  const importIds = uniqueIds(backup.imports, 'imports', context);
  const goalIds = uniqueIds(backup.goals, 'goals', context);
  uniqueIds(backup.goalContributions, 'goalContributions', context);
  uniqueIds(backup.reminders, 'reminders', context);
  uniqueIds(backup.rules, 'rules', context);
  backup.rules.forEach((rule, index) => {
    rule.accountIds.forEach((accountId, at) =>
      checkReference(accountId, accountIds, ['rules', index, 'accountIds', at], context),
    );
  });
  backup.transactions.forEach((transaction, index) => {
    checkReference(transaction.accountId ?? null, accountIds, ['transactions', index, 'accountId'], context);
    checkReference(transaction.importId, importIds, ['transactions', index, 'importId'], context);
    checkReference(transaction.recurringRuleId, ruleIds, ['transactions', index, 'recurringRuleId'], context);
  });
  const templates = new Set<string>();
  backup.transfers.forEach((transfer, index) => {
    checkReference(transfer.fromAccountId, accountIds, ['transfers', index, 'fromAccountId'], context);
    checkReference(transfer.toAccountId, accountIds, ['transfers', index, 'toAccountId'], context);
  });
  uniqueIds(backup.transfers, 'transfers', context);
  backup.recurringRules.forEach((rule, index) => {
    checkReference(rule.transactionId, transactionIds, ['recurringRules', index, 'transactionId'], context);
    // A transaction is the template of one rule at most (a unique column).
    if (templates.has(rule.transactionId)) {
      const path = ['recurringRules', index, 'transactionId'];
      context.addIssue({ code: 'custom', message: M.backupIdDuplicate, path });
    }
    templates.add(rule.transactionId);
  });
  backup.goalContributions.forEach((contribution, index) => {
    checkReference(contribution.goalId, goalIds, ['goalContributions', index, 'goalId'], context);
  });
  const budgeted = new Set<string>();
  backup.budgets.forEach((budget, index) => {
    if (budgeted.has(budget.category)) {
      const path = ['budgets', index, 'category'];
      context.addIssue({ code: 'custom', message: M.budgetCategoryDuplicate, path });
    }
    budgeted.add(budget.category);
  });
  checkCategories(backup, context);
}

/** Category names once each, and every record's category one of the file's (or the defaults) of its type. */
function checkCategories(backup: CheckedRecords, context: Context): void {
  uniqueIds(backup.categories, 'categories', context);
  const known = backup.categories.length > 0 ? backup.categories : DEFAULT_CATEGORIES;
  const typeOf = new Map(known.map((category) => [category.name, category.type]));
  backup.categories.forEach((category, index) => {
    const twin = backup.categories.findIndex((other) => sameCategoryName(other.name, category.name));
    if (twin !== index)
      context.addIssue({ code: 'custom', message: M.categoryNameTaken, path: ['categories', index, 'name'] });
  });
  const check = (name: string, type: string | null, path: (string | number)[]) => {
    const found = typeOf.get(name);
    if (!found || (type !== null && found !== type))
      context.addIssue({ code: 'custom', message: M.categoryType, path });
  };
  backup.transactions.forEach((row, index) => {
    if (row.category !== SPLIT) check(row.category, row.type, ['transactions', index, 'category']);
    row.splits?.forEach((part, at) =>
      check(part.category, row.type, ['transactions', index, 'splits', at, 'category']),
    );
  });
  backup.budgets.forEach((budget, index) =>
    check(budget.category, 'Expense', ['budgets', index, 'category']),
  );
  backup.rules.forEach((rule, index) => {
    if (rule.category !== null) check(rule.category, rule.type, ['rules', index, 'category']);
  });
}

const list = <S extends z.ZodType>(record: S) => z.array(record, { error: M.backupValueInvalid });
/** A list whose records were checked already (BACKUP_RECORDS), as they came out of that check. */
const checkedList = <S extends z.ZodType>() =>
  z.array(z.custom<z.output<S>>(), { error: M.backupValueInvalid });

/** The whole file. Checked before anything is written: its records, then what refers to what. */
export const backupSchema = z
  .object({
    ...backupFields,
    accounts: list(backupAccount).default([]),
    transactions: list(backupTransaction),
    transfers: list(backupTransfer).default([]),
    recurringRules: list(backupRecurringRule),
    imports: list(backupImport),
    goals: list(backupGoal),
    goalContributions: list(backupContribution),
    budgets: list(backupBudget),
    reminders: list(backupReminder),
    rules: list(backupRule).max(RULES_MAX, { error: M.rulesTooMany }).default([]),
    categories: list(backupCategory).max(CATEGORIES_MAX, { error: M.categoriesTooMany }).default([]),
  })
  .superRefine(checkReferences);

/**
 * The file once its records have been checked a slice at a time with BACKUP_RECORDS (a large file checked in one
 * go would hold the server for seconds): its other fields, and what refers to what.
 */
export const backupOfCheckedRecordsSchema = z
  .object({
    ...backupFields,
    accounts: checkedList<typeof backupAccount>().default([]),
    transactions: checkedList<typeof backupTransaction>(),
    transfers: checkedList<typeof backupTransfer>().default([]),
    recurringRules: checkedList<typeof backupRecurringRule>(),
    imports: checkedList<typeof backupImport>(),
    goals: checkedList<typeof backupGoal>(),
    goalContributions: checkedList<typeof backupContribution>(),
    budgets: checkedList<typeof backupBudget>(),
    reminders: checkedList<typeof backupReminder>(),
    rules: checkedList<typeof backupRule>().max(RULES_MAX, { error: M.rulesTooMany }).default([]),
    categories: checkedList<typeof backupCategory>()
      .max(CATEGORIES_MAX, { error: M.categoriesTooMany })
      .default([]),
  })
  .superRefine(checkReferences);

/** A backup as the export writes it. */
export type Backup = z.input<typeof backupSchema>;
/** A backup as the restore reads it: amounts and texts checked, defaults filled in. */
export type CheckedBackup = z.output<typeof backupSchema>;

/** What POST /settings/restore answers: the preferences now in force and how many records were restored. */
export const restoreResultSchema = z.object({
  preferences: preferencesResponseSchema,
  counts: z.record(z.enum(BACKUP_COUNTED), z.number()),
});
