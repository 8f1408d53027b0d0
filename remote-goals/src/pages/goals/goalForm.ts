// The Add / Edit goal form's values and their check, written against shared's goal
// schemas so that the form shows the texts the API answers with. Loaded with the form only (zod, dayjs).
import {
  DEFAULT_GOAL_PRIORITY,
  type Goal,
  type GoalCategory,
  type GoalInput,
  type GoalPriority,
  type ServerMessage,
} from '@moneta/shared';
import { isServerMessage, MESSAGES } from '@moneta/shared/ui';
import { goalCreateSchema, goalUpdateSchema } from '@moneta/shared/forms';
import { dayjs, type Dayjs } from '@moneta/shared/ui/date';

export interface GoalFormValues {
  name: string;
  targetAmount: number | null;
  targetDate: Dayjs | null;
  priority: GoalPriority;
  category: GoalCategory | undefined;
}

const DAY_FORMAT = 'YYYY-MM-DD';

/** A new goal: due tomorrow, Medium priority. */
export function initialValues(goal: Goal | null, now: Dayjs = dayjs()): GoalFormValues {
  const date = goal ? dayjs(goal.targetDate) : now.add(1, 'day').startOf('day');
  return {
    name: goal?.name ?? '',
    targetAmount: goal?.targetAmount ?? null,
    targetDate: date.isValid() ? date : null,
    priority: goal?.priority ?? DEFAULT_GOAL_PRIORITY,
    category: goal?.category,
  };
}

export function toInput(values: Partial<GoalFormValues>): GoalInput {
  return {
    name: values.name ?? '',
    targetAmount: values.targetAmount ?? Number.NaN,
    targetDate: values.targetDate ? values.targetDate.format(DAY_FORMAT) : '',
    priority: values.priority ?? DEFAULT_GOAL_PRIORITY,
    category: values.category ?? '',
  };
}

export type GoalCheck = { ok: true; input: GoalInput } | { ok: false; messages: ServerMessage[] };

/**
 * Checks the whole form at once, so that every message shows together. A new goal's date
 * must be today or later (`today` in the person's time zone); an edit keeps any date, so an overdue goal can
 * be edited without moving it.
 */
export function checkGoal(values: Partial<GoalFormValues>, isNew: boolean, today: string): GoalCheck {
  const input = toInput(values);
  const result = (isNew ? goalCreateSchema(today) : goalUpdateSchema).safeParse(input);
  if (result.success) return { ok: true, input: result.data };
  const messages = result.error.issues.map((issue) =>
    isServerMessage(issue.message) ? issue.message : MESSAGES.validationFailed,
  );
  return { ok: false, messages: [...new Set(messages)] };
}
