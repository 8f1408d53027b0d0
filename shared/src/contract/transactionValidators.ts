// Transaction schemas (SPEC section 5 "Transaction form", issue 3), used by the form and by api/.
import { z } from 'zod';
import {
  AMOUNT_LIMIT,
  BULK_DELETE_MAX_IDS,
  CATEGORIES_BY_TYPE,
  IMPORT_DATE_FORMATS,
  LIST_MAX_LIMIT,
  COLUMN_NAME_MAX_LENGTH,
  NOTES_MAX_LENGTH,
  RECURRING_FREQUENCIES,
  SEARCH_MAX_LENGTH,
  SORT_ORDERS,
  TITLE_MAX_LENGTH,
  TRANSACTION_CATEGORIES,
  TRANSACTION_SORT_FIELDS,
  TRANSACTION_TYPES,
  type TransactionType,
} from './transactions';
import { CLIENT_PAGE_SIZE } from './constants';

export const REQUIRED_FIELDS_MESSAGE = 'Title, amount, and category are required';
export const DATE_REQUIRED_MESSAGE = 'Date is required';
export const INVALID_DATE_MESSAGE = 'Enter a valid date (YYYY-MM-DD).';
export const AMOUNT_DECIMALS_MESSAGE = 'Amount can have at most 2 decimal places.';
export const AMOUNT_ZERO_MESSAGE = 'Amount cannot be zero.';
export const AMOUNT_LIMIT_MESSAGE = 'Amount must be less than 1,000,000,000,000.';
export const CATEGORY_TYPE_MESSAGE = 'Category does not belong to the transaction type.';
export const DATE_ORDER_MESSAGE = 'Start date must be before end date';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD from 1900 on (no 2023-02-29, no 2024-13-01). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** A calendar date; an ISO date-time is accepted and cut to its date (the app sends both). */
const calendarDate = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .transform((v) => (/^\d{4}-\d{2}-\d{2}T/.test(v) ? v.slice(0, 10) : v))
    .refine(isCalendarDate, INVALID_DATE_MESSAGE);

/** True when `value` has at most two decimal places, tolerating binary floating-point noise. */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

const amount = z
  .number({ error: REQUIRED_FIELDS_MESSAGE })
  .refine(Number.isFinite, { error: REQUIRED_FIELDS_MESSAGE, abort: true })
  .refine((v) => v !== 0, { error: AMOUNT_ZERO_MESSAGE, abort: true })
  .refine((v) => Math.abs(v) < AMOUNT_LIMIT, { error: AMOUNT_LIMIT_MESSAGE, abort: true })
  .refine(hasAtMostTwoDecimals, AMOUNT_DECIMALS_MESSAGE);

/** POST /transaction and PUT /transaction/{id}; the server sets the amount's sign from the type. */
export const transactionInputSchema = z
  .object({
    description: z
      .string({ error: REQUIRED_FIELDS_MESSAGE })
      .trim()
      .min(1, { error: REQUIRED_FIELDS_MESSAGE, abort: true })
      .max(TITLE_MAX_LENGTH, `Title must be at most ${TITLE_MAX_LENGTH} characters.`),
    amount,
    type: z.enum(TRANSACTION_TYPES, { error: 'Type must be Income or Expense.' }),
    category: z
      .string({ error: REQUIRED_FIELDS_MESSAGE })
      .min(1, REQUIRED_FIELDS_MESSAGE)
      .pipe(z.enum(TRANSACTION_CATEGORIES, { error: CATEGORY_TYPE_MESSAGE })),
    date: calendarDate(DATE_REQUIRED_MESSAGE),
    notes: z
      .string()
      .max(NOTES_MAX_LENGTH, `Description must be at most ${NOTES_MAX_LENGTH} characters.`)
      .optional()
      .default(''),
  })
  .refine((v) => categoryFitsType(v.category, v.type), { error: CATEGORY_TYPE_MESSAGE, path: ['category'] });

export function categoryFitsType(category: string, type: TransactionType): boolean {
  return (CATEGORIES_BY_TYPE[type] as readonly string[]).includes(category);
}

/** A query-string date, empty meaning none; an ISO date-time is cut to its date (the app sends ISO strings). */
export const optionalDate = z
  .string()
  .trim()
  .transform((v) => (/^\d{4}-\d{2}-\d{2}T/.test(v) ? v.slice(0, 10) : v))
  .refine((v) => v === '' || isCalendarDate(v), INVALID_DATE_MESSAGE)
  .transform((v) => v || undefined)
  .optional();

/** Query-string integer: digits only, so "1e3", "-1" and "10; DROP" are refused, not coerced. */
export const queryInt = (field: string, min: number, max: number) =>
  z
    .string({ error: `${field} must be a whole number.` })
    .regex(/^\d{1,9}$/, `${field} must be a whole number.`)
    .transform(Number)
    .pipe(
      z.number().min(min, `${field} must be at least ${min}.`).max(max, `${field} must be at most ${max}.`),
    );

/** The list filters (GET /transaction and GET /transaction/export). Unknown keys, userId included, are ignored. */
export const transactionFiltersSchema = z
  .object({
    searchTerm: z.string().trim().max(SEARCH_MAX_LENGTH).optional(),
    type: z.enum(['all', ...TRANSACTION_TYPES]).optional(),
    category: z.union([z.literal(''), z.literal('all'), z.enum(TRANSACTION_CATEGORIES)]).optional(),
    startDate: optionalDate,
    endDate: optionalDate,
    sortBy: z
      .enum(TRANSACTION_SORT_FIELDS, {
        error: `sortBy must be one of ${TRANSACTION_SORT_FIELDS.join(', ')}.`,
      })
      .default('date'),
    sortOrder: z.enum(SORT_ORDERS, { error: 'sortOrder must be asc or desc.' }).default('desc'),
  })
  .refine((v) => !v.startDate || !v.endDate || v.startDate <= v.endDate, {
    error: DATE_ORDER_MESSAGE,
    path: ['endDate'],
  });

export const transactionListQuerySchema = transactionFiltersSchema.and(
  z.object({
    page: queryInt('page', 1, 10_000_000).default(1),
    limit: queryInt('limit', 1, LIST_MAX_LIMIT).default(CLIENT_PAGE_SIZE),
  }),
);

export const recurringInputSchema = z.object({
  frequency: z.enum(RECURRING_FREQUENCIES, {
    error: `Frequency must be one of ${RECURRING_FREQUENCIES.join(', ')}.`,
  }),
  endDate: z
    .string()
    .trim()
    .refine(isCalendarDate, INVALID_DATE_MESSAGE)
    .nullable()
    .optional()
    .transform((v) => v ?? null),
});

export const bulkDeleteSchema = z.object({
  transactionIds: z
    .array(z.string().min(1).max(64), { error: 'transactionIds must be a list of ids.' })
    .min(1, 'Select at least one transaction.')
    .max(BULK_DELETE_MAX_IDS, `At most ${BULK_DELETE_MAX_IDS} transactions can be deleted at once.`),
});

const columnName = z.string().trim().min(1).max(COLUMN_NAME_MAX_LENGTH);
export const importMappingSchema = z.object({
  date: columnName,
  description: columnName,
  amount: columnName,
  type: columnName.optional(),
  category: columnName.optional(),
  notes: columnName.optional(),
  dateFormat: z.enum(IMPORT_DATE_FORMATS).default('YYYY-MM-DD'),
});

export type TransactionInput = z.input<typeof transactionInputSchema>;
export type TransactionFilters = z.input<typeof transactionFiltersSchema>;
export type TransactionListQuery = z.input<typeof transactionListQuerySchema>;
export type RecurringInput = z.input<typeof recurringInputSchema>;
export type ImportMappingInput = z.input<typeof importMappingSchema>;
