import type { ReminderRepeat } from '@moneta/shared/reminders';

/** How the form and the details name each repeat rule (translation keys). */
export const REPEAT_LABELS = {
  none: 'Does not repeat',
  weekly: 'Weekly',
  monthly: 'Monthly',
  yearly: 'Yearly',
} as const satisfies Record<ReminderRepeat, string>;
