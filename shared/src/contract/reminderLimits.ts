// The reminder values the schemas and the server's messages (./messages.ts) are built from. Apart from
// ./reminders.ts, which re-exports them, so that the failure texts every screen loads do not bring the reminders
// screen's contract with them, and because that file names its types from the schemas, which import these values.

export const REMINDER_TITLE_MAX_LENGTH = 200;
export const REMINDER_DESCRIPTION_MAX_LENGTH = 1000;

/** a reminder may repeat, for bills. */
export const REMINDER_REPEATS = ['none', 'weekly', 'monthly', 'yearly'] as const;
export type ReminderRepeat = (typeof REMINDER_REPEATS)[number];
export const DEFAULT_REMINDER_REPEAT: ReminderRepeat = 'none';

/** The most reminders one person may keep: each can mail, so their number is bounded. */
export const REMINDERS_MAX_PER_USER = 1000;
