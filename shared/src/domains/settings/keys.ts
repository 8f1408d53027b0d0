// The settings' query keys, and what each change of them makes stale.
import { analyticsKeys } from '../analytics/keys';
import { categoriesKeys } from '../categories/keys';
import { rulesKeys } from '../rules/keys';
import { budgetsKeys } from '../budgets/keys';
import { goalsKeys } from '../goals/keys';
import { moneyAccountsKeys } from '../moneyAccounts/keys';
import { remindersKeys } from '../reminders/keys';
import { transactionsKeys } from '../transactions/keys';

export const settingsKeys = {
  all: ['settings'] as const,
  preferences: () => ['settings', 'preferences'] as const,
};

/** The signed-in user's sessions on their devices. */
export const sessionsKeys = {
  all: ['sessions'] as const,
};

/** What a change of the preferences makes stale. */
export const PREFERENCE_CHANGES = [settingsKeys.preferences()] as const;

/** What an ended session makes stale. */
export const SESSION_CHANGES = [sessionsKeys.all] as const;

/** What a restored backup makes stale: every record the person has, and what is computed from them. */
export const RESTORE_CHANGES = [
  transactionsKeys.all,
  goalsKeys.all,
  budgetsKeys.all,
  remindersKeys.all,
  analyticsKeys.all,
  settingsKeys.all,
  moneyAccountsKeys.all,
  rulesKeys.all,
  categoriesKeys.all,
] as const;
