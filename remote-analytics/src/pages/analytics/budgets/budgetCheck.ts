// A budget line's check before it is sent, with shared's schema, so the tab shows the texts the API answers with.
import type { BudgetInput, ServerMessage } from '@moneta/shared';
import { budgetInputSchema } from '@moneta/shared/forms';
import { isServerMessage, MESSAGES } from '@moneta/shared/ui';

export type BudgetCheck = { ok: true; line: BudgetInput } | { ok: false; message: ServerMessage };

/** The line as the API takes it, or the first problem of its amount (an empty field is not a number). */
export function checkBudget(
  category: BudgetInput['category'],
  amount: number | null,
  rollover: boolean,
): BudgetCheck {
  const result = budgetInputSchema.safeParse({ category, amount: amount ?? Number.NaN, rollover });
  if (result.success) return { ok: true, line: result.data };
  const message = result.error.issues[0]?.message;
  return { ok: false, message: isServerMessage(message) ? message : MESSAGES.validationFailed };
}
