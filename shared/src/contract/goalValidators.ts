// Goal schemas, used by remote-goals and by api/.
import { z } from 'zod';
import {
  CONTRIBUTION_NOTE_MAX_LENGTH,
  DEFAULT_GOAL_PRIORITY,
  GOAL_CATEGORIES,
  GOAL_NAME_MAX_LENGTH,
  GOAL_PRIORITIES,
  GOAL_STATUSES,
  IDEMPOTENCY_KEY_MAX_LENGTH,
} from './goalLimits';
import { MESSAGES as M } from './messages';
import { AMOUNT_LIMIT, BULK_DELETE_MAX_IDS } from './transactionLimits';
import { DATE_TEXT_MAX_LENGTH, isCalendarDate } from './dates';
import { DATE_THEN_TIME_PATTERN } from './patterns';
import { codeField, textField } from './text';
import { hasAtMostTwoDecimals, hasWholeCents } from './transactionValidators';

/** The most characters of a goal category's name as a request may send it: longer than any category. */
const CATEGORY_TEXT_MAX_LENGTH = 64;

/** A positive amount of money: more than 0, at most two decimals, below the storage limit. */
const money = (positiveMessage: typeof M.targetAmountPositive | typeof M.contributionPositive) =>
  z
    .number({ error: positiveMessage })
    .refine(Number.isFinite, { error: positiveMessage, abort: true })
    .refine((v) => v > 0, { error: positiveMessage, abort: true })
    .refine((v) => v < AMOUNT_LIMIT, { error: M.amountLimit, abort: true })
    .refine(hasAtMostTwoDecimals, { error: M.amountDecimals, abort: true })
    .refine(hasWholeCents, positiveMessage);

const goalFields = {
  name: textField({ max: GOAL_NAME_MAX_LENGTH, tooLong: M.goalNameTooLong, required: M.goalNameRequired }),
  targetAmount: money(M.targetAmountPositive),
  targetDate: textField({
    max: DATE_TEXT_MAX_LENGTH,
    tooLong: M.dateInvalid,
    required: M.targetDateRequired,
    notAllowed: M.dateInvalid,
  })
    .transform((v) => (DATE_THEN_TIME_PATTERN.test(v) ? v.slice(0, 10) : v))
    .refine(isCalendarDate, M.dateInvalid),
  priority: z.enum(GOAL_PRIORITIES, { error: M.priorityInvalid }).default(DEFAULT_GOAL_PRIORITY),
  category: z
    .string({ error: M.goalCategoryRequired })
    .min(1, { error: M.goalCategoryRequired, abort: true })
    .max(CATEGORY_TEXT_MAX_LENGTH, { error: M.goalCategoryInvalid, abort: true })
    .pipe(z.enum(GOAL_CATEGORIES, { error: M.goalCategoryInvalid })),
};

/** PUT /goals/{id}: any valid date, so an overdue goal can be edited without moving its date. */
export const goalUpdateSchema = z.object(goalFields);

/**
 * POST /goals: as an update, with a target date from `today` on (YYYY-MM-DD, in the person's time zone). The
 * form's picker starts at today, so today counts as "in the future". Checked on the field, so the message
 * shows together with the other fields'.
 */
export const goalCreateSchema = (today: string) => goalUpdateSchema.extend(newGoalTargetDate(today));

/** The target date of a new goal: from `today` on. */
export const newGoalTargetDate = (today: string) => ({
  targetDate: goalFields.targetDate.refine((date) => date >= today, M.targetDateFuture),
});

/** POST /goals/{id}/contribute. The remaining-amount limit needs the goal, so the server checks it. */
export const contributionSchema = z.object({
  amount: money(M.contributionPositive),
  note: textField({ max: CONTRIBUTION_NOTE_MAX_LENGTH, tooLong: M.contributionNoteTooLong })
    .optional()
    .default(''),
});

/** The Idempotency-Key header of a contribution, when sent. */
export const idempotencyKeySchema = codeField(IDEMPOTENCY_KEY_MAX_LENGTH, M.idempotencyKeyInvalid).min(
  1,
  M.idempotencyKeyInvalid,
);

/** GET /goals filters. Unknown keys, userId included, are ignored. */
export const goalFiltersSchema = z.object({
  status: z.enum(GOAL_STATUSES, { error: M.statusInvalid }).optional(),
  category: z.enum(GOAL_CATEGORIES, { error: M.goalCategoryInvalid }).optional(),
  priority: z.enum(GOAL_PRIORITIES, { error: M.priorityInvalid }).optional(),
});

export const goalBulkDeleteSchema = z.object({
  goalIds: z
    .array(codeField(64, M.goalIdsInvalid).min(1, M.goalIdsInvalid), {
      error: M.goalIdsInvalid,
    })
    .min(1, M.selectAtLeastOneGoal)
    .max(BULK_DELETE_MAX_IDS, M.tooManyGoalIds),
});

export type GoalInput = z.input<typeof goalUpdateSchema>;
export type ContributionInput = z.input<typeof contributionSchema>;
export type GoalFilters = z.input<typeof goalFiltersSchema>;
