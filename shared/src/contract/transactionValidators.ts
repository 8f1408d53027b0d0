// Transaction schemas (SPEC section 5 "Transaction form", issue 3), used by the form and by api/.
import { z } from 'zod';
import {
  AMOUNT_LIMIT,
  BULK_DELETE_MAX_IDS,
  CATEGORIES_BY_TYPE,
  IMPORT_DATE_FORMATS,
  LIST_MAX_LIMIT,
  COLUMN_NAME_MAX_LENGTH,
  PAGE_MAX,
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
import { isCalendarDate } from './dates';
import { MESSAGES as M, type ServerMessage } from './messages';

/** The time part of an ISO date-time the app may send with a date: a real time of day, an optional offset. */
const ISO_TIME = /^T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]([01]\d|2[0-3]):?[0-5]\d)?$/;

/**
 * A calendar date; an ISO date-time is accepted and cut to its date (the app sends both), as long as its time
 * is a real one: 2024-02-29T99:99:99 is no date.
 */
const toCalendarDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}T/.test(value) && ISO_TIME.test(value.slice(10)) ? value.slice(0, 10) : value;

const calendarDate = (requiredMessage: ServerMessage) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .transform(toCalendarDate)
    .refine(isCalendarDate, M.dateInvalid);

/** True when `value` has at most two decimal places, tolerating binary floating-point noise. */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

const amount = z
  .number({ error: M.requiredFields })
  .refine(Number.isFinite, { error: M.requiredFields, abort: true })
  .refine((v) => v !== 0, { error: M.amountZero, abort: true })
  .refine((v) => Math.abs(v) < AMOUNT_LIMIT, { error: M.amountLimit, abort: true })
  .refine(hasAtMostTwoDecimals, M.amountDecimals);

/** POST /transaction and PUT /transaction/{id}; the server sets the amount's sign from the type. */
export const transactionInputSchema = z
  .object({
    description: z
      .string({ error: M.requiredFields })
      .trim()
      .min(1, { error: M.requiredFields, abort: true })
      .max(TITLE_MAX_LENGTH, M.titleTooLong),
    amount,
    type: z.enum(TRANSACTION_TYPES, { error: M.typeInvalid }),
    category: z
      .string({ error: M.requiredFields })
      .min(1, M.requiredFields)
      .pipe(z.enum(TRANSACTION_CATEGORIES, { error: M.categoryType })),
    date: calendarDate(M.dateRequired),
    notes: z.string().max(NOTES_MAX_LENGTH, M.notesTooLong).optional().default(''),
  })
  .refine((v) => categoryFitsType(v.category, v.type), { error: M.categoryType, path: ['category'] });

export function categoryFitsType(category: string, type: TransactionType): boolean {
  return (CATEGORIES_BY_TYPE[type] as readonly string[]).includes(category);
}

/** A query-string date, empty meaning none; an ISO date-time is cut to its date (the app sends ISO strings). */
export const optionalDate = z
  .string()
  .trim()
  .transform(toCalendarDate)
  .refine((v) => v === '' || isCalendarDate(v), M.dateInvalid)
  .transform((v) => v || undefined)
  .optional();

/** Query-string integer: digits only, so "1e3", "-1" and "10; DROP" are refused, not coerced. */
export const queryInt = (min: number, max: number, message: ServerMessage) =>
  z
    .string({ error: message })
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message));

/** The list filters (GET /transaction and GET /transaction/export). Unknown keys, userId included, are ignored. */
export const transactionFiltersSchema = z
  .object({
    searchTerm: z
      .string({ error: M.searchTooLong })
      .trim()
      .max(SEARCH_MAX_LENGTH, M.searchTooLong)
      .optional(),
    type: z.enum(['all', ...TRANSACTION_TYPES], { error: M.filterInvalid }).optional(),
    category: z
      .union([z.literal(''), z.literal('all'), z.enum(TRANSACTION_CATEGORIES)], { error: M.filterInvalid })
      .optional(),
    startDate: optionalDate,
    endDate: optionalDate,
    sortBy: z.enum(TRANSACTION_SORT_FIELDS, { error: M.sortByInvalid }).default('date'),
    sortOrder: z.enum(SORT_ORDERS, { error: M.sortOrderInvalid }).default('desc'),
  })
  .refine((v) => !v.startDate || !v.endDate || v.startDate <= v.endDate, {
    error: M.dateOrder,
    path: ['endDate'],
  });

export const transactionListQuerySchema = transactionFiltersSchema.and(
  z.object({
    page: queryInt(1, PAGE_MAX, M.pageInvalid).default(1),
    limit: queryInt(1, LIST_MAX_LIMIT, M.limitInvalid).default(CLIENT_PAGE_SIZE),
  }),
);

export const recurringInputSchema = z.object({
  frequency: z.enum(RECURRING_FREQUENCIES, { error: M.frequencyInvalid }),
  endDate: z
    .string()
    .trim()
    .refine(isCalendarDate, M.dateInvalid)
    .nullable()
    .optional()
    .transform((v) => v ?? null),
});

export const bulkDeleteSchema = z.object({
  transactionIds: z
    .array(
      z.string(M.transactionIdsInvalid).min(1, M.transactionIdsInvalid).max(64, M.transactionIdsInvalid),
      {
        error: M.transactionIdsInvalid,
      },
    )
    .min(1, M.selectAtLeastOne)
    .max(BULK_DELETE_MAX_IDS, M.tooManyIds),
});

const columnName = z
  .string({ error: M.mappingInvalid })
  .trim()
  .min(1, M.mappingInvalid)
  .max(COLUMN_NAME_MAX_LENGTH, M.mappingInvalid);
export const importMappingSchema = z.object({
  date: columnName,
  description: columnName,
  amount: columnName,
  type: columnName.optional(),
  category: columnName.optional(),
  notes: columnName.optional(),
  dateFormat: z.enum(IMPORT_DATE_FORMATS, { error: M.mappingInvalid }).default('YYYY-MM-DD'),
});

export type TransactionInput = z.input<typeof transactionInputSchema>;
export type TransactionFilters = z.input<typeof transactionFiltersSchema>;
export type TransactionListQuery = z.input<typeof transactionListQuerySchema>;
export type RecurringInput = z.input<typeof recurringInputSchema>;
export type ImportMappingInput = z.input<typeof importMappingSchema>;
