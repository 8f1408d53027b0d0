// Every text the API sends: a failure's message, a field's message, a success message.
// Written once here, for the schemas, the API and the screens. The screens translate a server's text only when
// it is one of these, so a message is a key the
// catalogues can hold, never a string received at run time.
import { SEARCH_MESSAGES } from './searchOperators';
import {
  CURRENCIES,
  DELETE_CONFIRMATION_WORD,
  LANGUAGES,
  OTP_LENGTH,
  PASSKEY_NAME_MAX_LENGTH,
  PASSKEYS_MAX,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  TEXT_MAX_LENGTH,
  THEMES,
  USERNAME_MIN_LENGTH,
} from './constants';
import { ANALYTICS_EXPORT_TYPES, ANALYTICS_MAX_RANGE_YEARS } from './analyticsLimits';
import {
  BATCH_KEY_MAX_LENGTH,
  BATCH_MAX_REQUESTS,
  CHART_TYPES,
  CUSTOM_GROUP_BY,
  CUSTOM_METRICS,
  FORECAST_MAX_MONTHS,
} from './budgetLimits';
import {
  REMINDER_DESCRIPTION_MAX_LENGTH,
  REMINDER_REPEATS,
  REMINDER_TITLE_MAX_LENGTH,
  REMINDERS_MAX_PER_USER,
} from './reminderLimits';
import {
  GOAL_CATEGORIES,
  GOAL_NAME_MAX_LENGTH,
  CONTRIBUTION_NOTE_MAX_LENGTH,
  IDEMPOTENCY_KEY_MAX_LENGTH,
} from './goalLimits';
import {
  BULK_DELETE_MAX_IDS,
  IMPORT_MAX_COLUMNS,
  IMPORT_MAX_MEGABYTES,
  IMPORT_MAX_ROWS,
  LIST_MAX_LIMIT,
  NOTES_MAX_LENGTH,
  PAGE_MAX,
  RECURRING_FREQUENCIES,
  SEARCH_MAX_LENGTH,
  SPLIT_MAX_PARTS,
  TAG_NAME_MAX_LENGTH,
  TAGS_MAX,
  SPLIT_MIN_PARTS,
  TITLE_MAX_LENGTH,
  TRANSACTION_SORT_FIELDS,
  TRENDS_MAX_YEARS,
  type ImportDateFormat,
  TRANSACTIONS_MAX_PER_USER,
} from './transactionLimits';
import { ACCOUNT_NAME_MAX_LENGTH, ACCOUNTS_MAX_PER_USER } from './moneyAccountLimits';
import { BACKUP_MAX_MEGABYTES } from './backupLimits';
import { CATEGORIES_MAX, CATEGORY_GROUP_MAX_LENGTH, CATEGORY_NAME_MAX_LENGTH } from './categoryLimits';
import {
  RULE_PATTERN_MAX_QUANTIFIERS,
  RULE_SCAN_MAX_MS,
  RULE_TEXT_MAX_LENGTH,
  RULES_MAX,
} from './ruleLimits';

/** The items of a tuple of literals joined with ', ', as a literal type. */
type Joined<T extends readonly string[]> = T extends readonly [infer Only extends string]
  ? Only
  : T extends readonly [infer First extends string, ...infer Rest extends readonly string[]]
    ? `${First}, ${Joined<Rest>}`
    : string;

const joined = <T extends readonly string[]>(values: T) => values.join(', ') as Joined<T>;

/** An import row's date that does not read in the chosen format, one text per format. */
const importDateMessage = <F extends ImportDateFormat>(format: F) =>
  `Enter a valid date (${format}).` as const;

export const MESSAGES = {
  // Sign-up, sign-in, profile, password change, account deletion.
  emailRequired: 'Email is required.',
  emailInvalid: 'Invalid email format.',
  usernameRequired: 'Username is required.',
  usernameInvalid: `Username should be at least ${USERNAME_MIN_LENGTH} characters and contain only letters.`,
  passwordRequired: 'Password is required.',
  passwordWeak: `Password must be ${PASSWORD_MIN_LENGTH}+ chars, with uppercase, lowercase, digit & special char.`,
  confirmPassword: 'Please confirm your password.',
  passwordsMismatch: 'Passwords do not match.',
  currentPasswordRequired: 'Current password is required.',
  passwordUnchanged: 'The new password must be different from your current password.',
  newPasswordRequired: 'New password is required.',
  deletePasswordRequired: 'Password is required to delete account.',
  deleteConfirmation: `Please type "${DELETE_CONFIRMATION_WORD}" to confirm.`,
  textTooLong: `Must be at most ${TEXT_MAX_LENGTH} characters.`,
  passwordTooLong: `Must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  textNotAllowed: 'Text contains characters that are not allowed.',
  currencyInvalid: `Currency must be one of ${joined(CURRENCIES)}.`,
  languageInvalid: `Language must be one of ${joined(LANGUAGES)}.`,
  themeInvalid: `Theme must be one of ${joined(THEMES)}.`,
  emailTaken: 'An account with this email already exists',
  invalidCredentials: 'Invalid email or password',
  currentPasswordIncorrect: 'Current password is incorrect',
  passwordIncorrect: 'Password is incorrect',
  userNotFound: 'User not found',
  sessionNotFound: 'Session not found',
  accountCreated: 'Account created successfully',
  loggedIn: 'Logged in successfully',
  notSignedIn: 'Not signed in',
  loggedOut: 'Logged out successfully',
  passwordUpdated: 'Password updated successfully. Please log in again.',
  accountDeleted: 'Account deleted successfully',
  profileUpdated: 'Profile updated successfully',
  preferencesSaved: 'Preferences saved successfully',
  preferencesReset: 'Preferences reset to default values',
  sessionSignedOut: 'Session signed out',
  otherSessionsSignedOut: 'All other sessions were signed out',

  // Fresh proof before a change that could hand the account to someone else, and verified addresses.
  freshProofRequired: 'Please confirm your password to continue.',
  passwordConfirmed: 'Password confirmed.',
  emailChangePending: 'Check your new address: we sent it a link to confirm the change.',
  verificationSent: 'We sent you a link to verify your e-mail address.',
  emailAlreadyVerified: 'Your e-mail address is already verified.',
  verificationMailLimit: 'Too many verification e-mails. Please try again later.',

  // Two-factor sign-in.
  twoFactorRequired: 'Enter the code from your authenticator app.',
  twoFactorCodeInvalid: 'Enter the 6-digit code from your authenticator app or a recovery code.',
  authenticatorCodeInvalid: 'Enter the 6-digit code from your authenticator app.',
  twoFactorCodeWrong: 'That code is not valid. Codes change every 30 seconds, and each works once.',
  twoFactorChallengeExpired: 'Your sign-in has expired. Please enter your password again.',
  twoFactorSetupStarted: 'Scan the QR code with your authenticator app, then enter the code it shows.',
  twoFactorSetupMissing: 'Start the setup again: the QR code has expired.',
  twoFactorAlreadyOn: 'Two-factor authentication is already on.',
  twoFactorNotOn: 'Two-factor authentication is not on.',
  twoFactorEnabled: 'Two-factor authentication is on. Keep your recovery codes somewhere safe.',
  twoFactorDisabled: 'Two-factor authentication is off.',
  recoveryCodesCreated: 'New recovery codes created. The old ones no longer work.',
  passkeyNameRequired: 'Give the passkey a name.',
  passkeyNameTooLong: `A passkey's name must be at most ${PASSKEY_NAME_MAX_LENGTH} characters.`,
  passkeyCeremonyExpired: 'This passkey request has expired. Please try again.',
  passkeyNotVerified: 'The passkey could not be verified. Please try again.',
  passkeyUnknown: 'This passkey is not registered with Moneta. Sign in with your password.',
  passkeyAlreadyAdded: 'This passkey is already added to your account.',
  passkeysTooMany: `You can add at most ${PASSKEYS_MAX} passkeys.`,
  passkeyNotFound: 'Passkey not found',
  passkeyAdded: 'Passkey added. You can now sign in with it.',
  passkeyRenamed: 'Passkey renamed.',
  passkeyRemoved: 'Passkey removed.',

  // Password reset: the texts differ from sign-up's on purpose.
  resetEmailRequired: 'Email is required',
  resetEmailInvalid: 'Please enter a valid email address',
  codeInvalid: `Enter the ${OTP_LENGTH}-digit code`,
  resetNewPasswordRequired: 'New password is required',
  resetPasswordWeak: 'Password does not meet requirements',
  resetConfirmPassword: 'Please confirm your password',
  resetPasswordsMismatch: 'Passwords do not match',
  codeSent: 'If an account exists for this email, a verification code has been sent.',
  codeWrong: 'Invalid or expired code',
  codeLocked: 'Too many attempts. Please request a new code.',
  codeResendTooSoon: 'Please wait before requesting a new code.',
  codeVerified: 'Code verified. You can now set a new password.',
  resetExpired: 'Reset session expired. Please start again.',
  passwordReset: 'Password reset successfully. You can now login with your new password.',

  // Transactions.
  requiredFields: 'Title, amount, and category are required',
  dateRequired: 'Date is required',
  dateInvalid: 'Enter a valid date (YYYY-MM-DD).',
  amountDecimals: 'Amount can have at most 2 decimal places.',
  amountZero: 'Amount cannot be zero.',
  amountLimit: 'Amount must be less than 1,000,000,000,000.',
  totalTooLarge: 'A total is too large to show exactly.',
  categoryType: 'Category does not belong to the transaction type.',
  typeInvalid: 'Type must be Income or Expense.',
  titleTooLong: `Title must be at most ${TITLE_MAX_LENGTH} characters.`,
  notesTooLong: `Description must be at most ${NOTES_MAX_LENGTH} characters.`,
  dateOrder: 'Start date must be before end date',
  rangeTooLong: `Date range cannot exceed ${TRENDS_MAX_YEARS} years`,
  searchTooLong: `Search must be at most ${SEARCH_MAX_LENGTH} characters.`,
  filterInvalid: 'Filter by Income, Expense or one of your categories.',
  ...SEARCH_MESSAGES,
  pageInvalid: `page must be a whole number from 1 to ${PAGE_MAX}.`,
  limitInvalid: `limit must be a whole number from 1 to ${LIST_MAX_LIMIT}.`,
  monthInvalid: 'Month must be a whole number from 1 to 12.',
  yearInvalid: 'Year must be a whole number from 1900 to 9999.',
  sortByInvalid: `sortBy must be one of ${joined(TRANSACTION_SORT_FIELDS)}.`,
  sortOrderInvalid: 'sortOrder must be asc or desc.',
  frequencyInvalid: `Frequency must be one of ${joined(RECURRING_FREQUENCIES)}.`,
  endBeforeStart: 'End date cannot be before the transaction date.',
  transactionIdsInvalid: 'transactionIds must be a list of ids.',
  selectAtLeastOne: 'Select at least one transaction.',
  tooManyIds: `At most ${BULK_DELETE_MAX_IDS} transactions can be deleted at once.`,
  transactionNotFound: 'Transaction not found',
  ruleNotFound: 'Recurring rule not found',
  transactionCreated: 'Transaction created successfully',
  transactionUpdated: 'Transaction updated successfully',
  transactionDeleted: 'Transaction deleted successfully',
  transactionsDeleted: 'Transactions deleted',
  recurringSet: 'Recurring transaction set',
  recurringStopped: 'Recurring transaction stopped',
  exportFormat: 'format must be csv.',

  // CSV import: the file, its mapping and its rows.
  fileRequired: 'Choose a CSV file to import.',
  fileTooLarge: `The file is larger than ${IMPORT_MAX_MEGABYTES} MB. Split it into smaller files.`,
  notMultipart: 'Send the file as multipart/form-data.',
  emptyFile: 'The file is empty.',
  notCsv: 'The file is not valid CSV. Check its quotes and separators, then try again.',
  notText: 'The file is not a CSV text file. Export your transactions as CSV (UTF-8) and try again.',
  noHeader:
    'The first line must name the columns (for example Date,Title,Amount). Add a header row and try again.',
  noRows: 'The file has a header row but no transactions below it.',
  tooManyRows: `The file has more than ${IMPORT_MAX_ROWS} rows. Split it into smaller files.`,
  transactionLimitReached: `You can keep at most ${TRANSACTIONS_MAX_PER_USER} transactions. Delete some to add new ones.`,
  tooFewColumns: 'The file needs at least a date, a title and an amount column.',
  tooManyColumns: `The file has more than ${IMPORT_MAX_COLUMNS} columns. Check that it is a CSV file of transactions.`,
  mappingNotJson: 'The column mapping is not valid JSON.',
  mappingTooLong: 'The column mapping is too long.',
  mappingInvalid: 'The column mapping is not valid. Choose the columns again.',
  columnMissing: 'A chosen column is not in the file. Choose the columns again.',
  nothingToImport: 'Nothing to import: every row of the file is invalid or a duplicate.',
  amountNotNumber: 'Amount is not a number.',
  duplicateOfExisting: 'Duplicate of an existing transaction',
  duplicateInFile: 'Duplicate of an earlier row of the file',
  importDateDayFirst: importDateMessage('DD/MM/YYYY'),
  importDateMonthFirst: importDateMessage('MM/DD/YYYY'),
  importNotFound: 'Import not found',
  importDone: 'Import finished',
  importUndone: 'Import undone',
  // Bank statements (OFX, QFX, QIF, CAMT.053): the file and its rows.
  statementUnreadable: 'The statement file cannot be read. Download it from your bank again and try again.',
  statementEmpty: 'The statement has no transactions.',
  statementDatesAmbiguous:
    'The dates of this file read both day first and month first. Export it with dates such as 2024-01-31 and try again.',
  statementDateInvalid: 'The date cannot be read.',
  statementAmountMissing: 'The amount is missing.',

  // Money accounts.
  accountNameRequired: 'Account name is required',
  accountNameTooLong: `Account name must be at most ${ACCOUNT_NAME_MAX_LENGTH} characters.`,
  accountNameTaken: 'You already have an account with this name.',
  accountKindInvalid: 'Choose the kind of account.',
  openingDateRequired: 'Opening date is required',
  accountNotFound: 'Account not found',
  clearedInvalid: 'Cleared must be true or false.',
  accountIsClosed: 'This account is closed. Reopen it to add transactions to it.',
  lastOpenAccount: 'Keep at least one account open.',
  accountLimitReached: `You can have at most ${ACCOUNTS_MAX_PER_USER} accounts.`,
  statementDateRequired: 'Statement date is required',
  reconcileMismatch: 'The cleared transactions do not add up to the statement balance yet.',
  transactionReconciled: 'This transaction is reconciled. Unlock it to change it.',
  transactionsReconciled: 'Some of these transactions are reconciled. Unlock them to delete them.',
  transactionsReconciledUncleared:
    'Some of these transactions are reconciled. Unlock them to mark them uncleared.',
  transactionsCleared: 'Transactions marked cleared',
  transactionsUncleared: 'Transactions marked uncleared',
  moneyAccountReconciled: 'Account reconciled',
  transactionUnlocked: 'Transaction unlocked',
  moneyAccountAdded: 'Account added',
  moneyAccountUpdated: 'Account updated',
  moneyAccountClosed: 'Account closed',
  moneyAccountReopened: 'Account reopened',

  // Transfers.
  transferSameAccount: 'Choose two different accounts.',
  transferNotFound: 'Transfer not found',
  transferLeg: 'This transaction is part of a transfer. Edit or delete the transfer instead.',
  transferCreated: 'Transfer saved',
  transferUpdated: 'Transfer updated',
  transferDeleted: 'Transfer deleted',

  // Splits.
  splitTooFewParts: `A split needs at least ${SPLIT_MIN_PARTS} parts.`,
  splitTooManyParts: `A split has at most ${SPLIT_MAX_PARTS} parts.`,
  splitSum: 'The parts must add up to the amount.',
  splitCategoryTwice: 'Each part needs a category of its own.',

  // Tags.
  tagTooLong: `A tag has at most ${TAG_NAME_MAX_LENGTH} characters.`,
  tagInvalid: 'A tag cannot hold quotes or commas.',
  tagsTooMany: `At most ${TAGS_MAX} tags.`,

  // Categories.
  categoryNameRequired: 'Enter a name for the category.',
  categoryNameTooLong: `A category's name has at most ${CATEGORY_NAME_MAX_LENGTH} characters.`,
  categoryNameInvalid: 'A category cannot be named Transfer or Split, nor hold double quotes.',
  categoryNameTaken: 'You already have a category with this name.',
  categoryGroupTooLong: `A group's name has at most ${CATEGORY_GROUP_MAX_LENGTH} characters.`,
  categoryColorInvalid: 'Choose one of the colours offered.',
  categoryIconInvalid: 'Choose one of the icons offered.',
  categoryHiddenInvalid: 'hidden must be true or false.',
  categoriesTooMany: `At most ${CATEGORIES_MAX} categories.`,
  categoryNotFound: 'Category not found',
  categoryMergeSelf: 'Choose another category to merge into.',
  categoryMergeType: 'Only categories of the same type can be merged.',
  categoryCreated: 'Category created',
  categoryUpdated: 'Category updated',
  categoryMerged: 'Categories merged',

  // Rules.
  ruleMatchInvalid: 'Choose how the title is matched: contains, starts with, equals or pattern.',
  ruleTextRequired: 'Enter the text that titles are matched with.',
  ruleTextTooLong: `The text to match has at most ${RULE_TEXT_MAX_LENGTH} characters.`,
  rulePatternInvalid: 'This pattern is not a valid regular expression.',
  rulePatternUnsafe: `A pattern can repeat at most ${RULE_PATTERN_MAX_QUANTIFIERS} times (*, +, ?, {n}), never a group in brackets, and cannot refer back to a group.`,
  ruleAmountRange: 'The amounts must be zero or more, the lowest no higher than the highest.',
  ruleNoAction: 'Choose what the rule does: set a category, add tags or rename.',
  ruleTooSlow: `Checking this rule against all your transactions takes over ${RULE_SCAN_MAX_MS / 1000} seconds: make its pattern simpler.`,
  filingRuleNotFound: 'Rule not found',
  rulesTooMany: `At most ${RULES_MAX} rules.`,
  ruleOrderIncomplete: 'The order must name each of your rules once.',
  ruleApplicationNotFound: 'This change can no longer be undone.',
  ruleCreated: 'Rule created',
  ruleUpdated: 'Rule updated',
  ruleDeleted: 'Rule deleted',
  rulesReordered: 'Rules reordered',
  ruleApplied: 'Rule applied',
  ruleApplicationUndone: 'Rule application undone',

  // Goals.
  goalNameRequired: 'Goal name is required',
  goalNameTooLong: `Goal name must be at most ${GOAL_NAME_MAX_LENGTH} characters.`,
  targetAmountPositive: 'Target amount must be greater than 0',
  targetDateRequired: 'Target date is required',
  targetDateFuture: 'Target date must be in the future',
  goalCategoryRequired: 'Category is required',
  goalCategoryInvalid: `Category must be one of ${joined(GOAL_CATEGORIES)}.`,
  priorityInvalid: 'Priority must be Low, Medium or High.',
  statusInvalid: 'Status must be Active, Completed or Paused.',
  targetBelowSaved: 'Target amount cannot be less than the amount already saved.',
  contributionPositive: 'Amount must be greater than 0',
  contributionTooLarge: 'Amount cannot be more than what is left to reach the target.',
  contributionNoteTooLong: `Note must be at most ${CONTRIBUTION_NOTE_MAX_LENGTH} characters.`,
  goalPausedNoFunds: 'This goal is paused. Resume it before adding funds.',
  goalNotActive: 'Only an active goal can be paused.',
  goalNotPaused: 'Only a paused goal can be resumed.',
  goalAlreadyCompleted: 'This goal is already completed.',
  idempotencyKeyInvalid: `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} characters.`,
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request.',
  goalIdsInvalid: 'goalIds must be a list of ids.',
  selectAtLeastOneGoal: 'Select at least one goal.',
  tooManyGoalIds: `At most ${BULK_DELETE_MAX_IDS} goals can be deleted at once.`,
  goalNotFound: 'Goal not found',
  goalCreated: 'Goal created successfully',
  goalUpdated: 'Goal updated successfully',
  goalDeleted: 'Goal deleted successfully',
  goalsDeleted: 'Goals deleted',
  contributionAdded: 'Funds added successfully',
  goalCompleted: 'Goal marked as complete',
  goalPaused: 'Goal paused',
  goalResumed: 'Goal resumed',

  // Analytics.
  analyticsDateInvalid: 'Invalid date format',
  analyticsStartFuture: 'Start date cannot be in the future',
  analyticsRangeTooLong: `Date range cannot exceed ${ANALYTICS_MAX_RANGE_YEARS} years`,
  exportTypeInvalid: `Export type must be one of ${joined(ANALYTICS_EXPORT_TYPES)}.`,

  // Budgets.
  budgetsRequired: 'Set at least one budget.',
  budgetsTooMany: `At most ${CATEGORIES_MAX} budgets can be set at once, one per expense category.`,
  budgetCategoryInvalid: 'Category must be one of your expense categories.',
  budgetIncomeCategory: 'Budgets are for expenses: choose an expense category, not an income one.',
  budgetCategoryDuplicate: 'Each category can have only one budget.',
  budgetAmountPositive: 'Budget amount must be greater than 0',
  budgetRolloverInvalid: 'rollover must be true or false.',
  budgetVersionInvalid:
    'updatedAt must be the updatedAt of the budget the change was made from, or null for a new one.',
  budgetMonthInvalid: 'Month must be written YYYY-MM, for example 2026-03.',
  budgetNotFound: 'Budget not found',
  budgetsSaved: 'Budgets saved successfully',
  budgetDeleted: 'Budget deleted successfully',
  forecastMonthsInvalid: `Months must be a whole number from 1 to ${FORECAST_MAX_MONTHS}.`,

  // Chart data, custom queries and batches.
  chartTypeInvalid: `Chart type must be one of ${joined(CHART_TYPES)}.`,
  customMetricInvalid: `metric must be one of ${joined(CUSTOM_METRICS)}.`,
  customGroupByInvalid: `groupBy must be one of ${joined(CUSTOM_GROUP_BY)}.`,
  customFieldUnknown: 'A query takes only metric, groupBy, filters, startDate and endDate.',
  customFilterUnknown: 'filters takes only type, categories, minAmount and maxAmount.',
  customCategoriesInvalid: `categories must list 1 to ${CATEGORIES_MAX} of your categories.`,
  customAmountInvalid: 'minAmount and maxAmount must be amounts of 0 or more.',
  customAmountOrder: 'minAmount cannot be more than maxAmount.',
  batchRequestsRequired: 'Send at least one request in the batch.',
  batchTooManyRequests: `At most ${BATCH_MAX_REQUESTS} requests can be sent in one batch.`,
  batchKeyInvalid: `Each key must be 1 to ${BATCH_KEY_MAX_LENGTH} letters, digits, - or _.`,
  batchKeyDuplicate: 'Each request of a batch needs its own key.',

  // Reminders and the calendar link.
  reminderTitleRequired: 'Reminder title is required',
  reminderTitleTooLong: `Reminder title must be at most ${REMINDER_TITLE_MAX_LENGTH} characters.`,
  reminderDescriptionTooLong: `Description must be at most ${REMINDER_DESCRIPTION_MAX_LENGTH} characters.`,
  reminderDateInvalid:
    'Date must be a date and time with a time zone offset, such as 2026-12-01T09:30:00+05:30.',
  reminderPastDate: 'Cannot set reminders for past dates.',
  reminderRepeatInvalid: `Repeat must be one of ${joined(REMINDER_REPEATS)}.`,
  reminderWindowInvalid: 'from and to must be dates and times with an offset, from before to.',
  reminderNotFound: 'Reminder not found',
  reminderCreated: 'Reminder created successfully',
  reminderUpdated: 'Reminder updated successfully',
  reminderDeleted: 'Reminder deleted successfully',
  reminderPreferenceInvalid: 'emails must be true or false.',
  reminderLimitReached: `You can keep at most ${REMINDERS_MAX_PER_USER} reminders. Delete some to add new ones.`,
  calendarNotConfigured: 'Calendar integration is not set up on this server.',
  calendarUnlinked: 'Calendar disconnected',
  reminderFeedRevoked: 'Calendar feed turned off',

  // Backup and restore.
  backupNotMoneta: 'This file is not a Moneta backup. Choose the file that Download my data saved.',
  backupVersionUnknown: 'This backup was made by another version of Moneta and cannot be restored.',
  backupInvalid: 'Some records of the backup are not valid, so nothing was restored.',
  backupValueInvalid: 'This value is not valid in a backup.',
  backupReferenceMissing: 'Refers to a record that is not in the backup.',
  backupIdDuplicate: 'Another record of the backup has the same id.',
  backupTooLarge: `The backup is larger than ${BACKUP_MAX_MEGABYTES} MB.`,
  dataRestored: 'Your data has been restored from the backup.',

  // Any request.
  validationFailed: 'Validation failed. Please check your input.',
  authRequired: 'Authentication required',
  sessionExpired: 'Session expired. Please log in again.',
  crossSite: 'Cross-site request refused',
  originNotAllowed: 'Request origin not allowed',
  forbidden: 'Forbidden',
  notFound: 'Not found',
  changedElsewhere: 'This was changed elsewhere since you opened it.',
  routeNotFound: 'Route not found',
  malformedRequest: 'Malformed request',
  malformedJson: 'Malformed JSON in request body',
  badRequest: 'Bad request',
  methodNotAllowed: 'Method not allowed',
  notAcceptable: 'Not acceptable',
  bodyTooLarge: 'Request body is too large',
  urlTooLong: 'Request URL is too long',
  unsupportedContentType: 'Unsupported content type. Send JSON.',
  headersTooLarge: 'Request headers are too large',
  requestTimeout: 'The request took too long to arrive',
  tooManyRequests: 'Too many requests. Please wait before trying again.',
  serviceUnavailable: 'Service temporarily unavailable. Please try again later.',
  databaseUnavailable: 'Database unavailable',
  diskFull:
    "The server's disk is full: changes cannot be saved for now. Everything saved so far can still be viewed.",
  internalError: 'Internal server error',
} as const;

export type ServerMessage = (typeof MESSAGES)[keyof typeof MESSAGES];

/** An import row's date that does not read in `format` (YYYY-MM-DD has the form's own text). */
export function importDateInvalid(format: ImportDateFormat): ServerMessage {
  return format === 'YYYY-MM-DD' ? MESSAGES.dateInvalid : importDateMessage(format);
}

const known = new Set<unknown>(Object.values(MESSAGES));

/** True for a text of this table: one the screens can translate. */
export function isServerMessage(text: unknown): text is ServerMessage {
  return known.has(text);
}
