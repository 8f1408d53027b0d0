// Transaction schemas, used by the form and by api/.
import { z } from 'zod';
import {
  AMOUNT_LIMIT,
  BULK_DELETE_MAX_IDS,
  IMPORT_DATE_FORMATS,
  LIST_MAX_LIMIT,
  COLUMN_NAME_MAX_LENGTH,
  PAGE_MAX,
  NOTES_MAX_LENGTH,
  RECURRING_FREQUENCIES,
  SEARCH_MAX_LENGTH,
  SORT_ORDERS,
  SPLIT,
  SPLIT_MAX_PARTS,
  SPLIT_MIN_PARTS,
  isTagName,
  sameTag,
  TAG_NAME_MAX_LENGTH,
  TAGS_MAX,
  TITLE_MAX_LENGTH,
  TRANSACTION_SORT_FIELDS,
  TRANSACTION_TYPES,
} from './transactionLimits';
import { isAllowedText } from './allowedText';
import { CLIENT_PAGE_SIZE } from './constants';
import { DATE_TEXT_MAX_LENGTH, isCalendarDate } from './dates';
import { MESSAGES as M, type ServerMessage } from './messages';
import { DATE_THEN_TIME_PATTERN, ISO_TIME_PATTERN as ISO_TIME, QUERY_INT_PATTERN } from './patterns';
import { parseSearch } from './searchOperators';
import { codeField, textField } from './text';

/** The most characters of a category's name as a request may send it: longer than any category. */
const CATEGORY_TEXT_MAX_LENGTH = 64;

/** A date's text, bounded and clean before any pattern reads it; every refusal but a missing one is `dateInvalid`. */
const dateText = (requiredMessage?: ServerMessage) =>
  textField({
    max: DATE_TEXT_MAX_LENGTH,
    tooLong: M.dateInvalid,
    notAllowed: M.dateInvalid,
    ...(requiredMessage ? { required: requiredMessage } : {}),
  });

/**
 * A calendar date; an ISO date-time is accepted and cut to its date (the app sends both), as long as its time
 * is a real one: 2024-02-29T99:99:99 is no date.
 */
const toCalendarDate = (value: string) =>
  DATE_THEN_TIME_PATTERN.test(value) && ISO_TIME.test(value.slice(10)) ? value.slice(0, 10) : value;

export const calendarDateField = (requiredMessage: ServerMessage) =>
  dateText(requiredMessage).transform(toCalendarDate).refine(isCalendarDate, M.dateInvalid);

/** True when `value` has at most two decimal places, tolerating binary floating-point noise. */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

/**
 * True when `value` is at least one cent either way. The decimals check tolerates floating-point noise, so a
 * value as tiny as 1e-320 passes it and would be stored as zero cents: an amount no form can enter.
 */
export function hasWholeCents(value: number): boolean {
  return Math.round(Math.abs(value) * 100) !== 0;
}

/** A sum of money either way, zero included: a balance. */
export const signedAmount = z
  .number({ error: M.requiredFields })
  .refine(Number.isFinite, { error: M.requiredFields, abort: true })
  .refine((v) => Math.abs(v) < AMOUNT_LIMIT, { error: M.amountLimit, abort: true })
  .refine(hasAtMostTwoDecimals, { error: M.amountDecimals, abort: true });

/** A sum of money other than zero; its sign is the server's to set. */
export const amount = signedAmount
  .refine((v) => v !== 0, { error: M.amountZero, abort: true })
  .refine(hasWholeCents, M.amountZero);

/** A record's id as a request sends it: one message for every refusal. */
export const idField = (message: ServerMessage) =>
  codeField('00000000-0000-0000-0000-000000000000'.length, message).pipe(z.uuid({ error: message }));

/**
 * A category as a request names it: one message for a missing one, another for one that is no category. Whether
 * it is one of the person's, of the transaction's type, only the server can tell.
 */
const categoryText = z
  .string({ error: M.requiredFields })
  .min(1, { error: M.requiredFields, abort: true })
  .max(CATEGORY_TEXT_MAX_LENGTH, { error: M.categoryType, abort: true })
  .refine((value) => isAllowedText(value), { error: M.categoryType, abort: true });

const notesField = () =>
  // Several lines, as typed: notes keep their spaces and line breaks.
  textField({ max: NOTES_MAX_LENGTH, tooLong: M.notesTooLong, lineBreaks: true, trim: false })
    .optional()
    .default('');

/** A tag's name: one line, trimmed, without the characters the search's operators read. */
export const tagNameField = textField({
  max: TAG_NAME_MAX_LENGTH,
  tooLong: M.tagTooLong,
  required: M.tagInvalid,
}).refine(isTagName, { error: M.tagInvalid, abort: true });

/** Tags as typed, at most TAGS_MAX of them, each kept once (the first spelling of a name). */
export const tagsField = z
  .array(tagNameField, { error: M.tagInvalid })
  .max(TAGS_MAX, { error: M.tagsTooMany })
  .transform((names) =>
    names.filter((name, index) => names.findIndex((other) => sameTag(other, name)) === index),
  );

/** One part of a split: its category, its share of the amount (same sign rule as the whole), notes and tags. */
export const splitPartInputSchema = z.object({
  category: categoryText.refine((name) => name !== SPLIT, { error: M.categoryType }),
  amount,
  notes: notesField(),
  tags: tagsField.optional(),
});

/** Cents of a validated amount, whichever way it is signed. */
const centsOf = (value: number) => Math.round(Math.abs(value) * 100);

/** POST /transaction and PUT /transaction/{id}; the server sets the amount's sign from the type. */
export const transactionInputSchema = z
  .object({
    // A title may hold a line break (a statement's two-line payee), and the search finds it across the break.
    description: textField({
      max: TITLE_MAX_LENGTH,
      tooLong: M.titleTooLong,
      required: M.requiredFields,
      lineBreaks: true,
    }),
    amount,
    type: z.enum(TRANSACTION_TYPES, { error: M.typeInvalid }),
    /** One of the type's categories, or "Split" with `splits` saying how much each category holds. */
    category: categoryText,
    date: calendarDateField(M.dateRequired),
    notes: notesField(),
    /** The money account; left out, a new transaction goes to the first open one and an edit keeps its own. */
    accountId: idField(M.accountNotFound).optional(),
    /** Whether the bank has shown it; left out, a new one is not and an edit keeps its mark. */
    cleared: z.boolean({ error: M.clearedInvalid }).optional(),
    /** Left out, a new transaction has none and an edit keeps its own. */
    tags: tagsField.optional(),
    /** The parts of a split, in the order shown; only with the category "Split". */
    splits: z
      .array(splitPartInputSchema, { error: M.splitTooFewParts })
      .max(SPLIT_MAX_PARTS, { error: M.splitTooManyParts })
      .optional(),
  })
  .superRefine((v, context) => {
    const parts = v.splits ?? [];
    if (v.category !== SPLIT) {
      if (parts.length > 0)
        context.addIssue({ code: 'custom', message: M.splitTooFewParts, path: ['splits'] });
      return;
    }
    if (parts.length < SPLIT_MIN_PARTS) {
      context.addIssue({ code: 'custom', message: M.splitTooFewParts, path: ['splits'] });
      return;
    }
    const seen = new Set<string>();
    parts.forEach((part, index) => {
      const name = part.category.toLocaleLowerCase('en');
      if (seen.has(name))
        context.addIssue({
          code: 'custom',
          message: M.splitCategoryTwice,
          path: ['splits', index, 'category'],
        });
      seen.add(name);
    });
    const sum = parts.reduce((cents, part) => cents + centsOf(part.amount), 0);
    if (sum !== centsOf(v.amount))
      context.addIssue({ code: 'custom', message: M.splitSum, path: ['splits'] });
  });

/** A query-string date, empty meaning none; an ISO date-time is cut to its date (the app sends ISO strings). */
export const optionalDate = dateText()
  .transform(toCalendarDate)
  .refine((v) => v === '' || isCalendarDate(v), M.dateInvalid)
  .transform((v) => v || undefined)
  .optional();

/** Query-string integer: digits only, so "1e3", "-1" and "10; DROP" are refused, not coerced. */
export const queryInt = (min: number, max: number, message: ServerMessage) =>
  codeField(9, message)
    .regex(QUERY_INT_PATTERN, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message));

/** The list filters (GET /transaction and GET /transaction/export). Unknown keys, userId included, are ignored. */
export const transactionFiltersSchema = z
  .object({
    // A search may hold a line break: notes have several lines. Its operators are read in English.
    searchTerm: textField({ max: SEARCH_MAX_LENGTH, tooLong: M.searchTooLong, lineBreaks: true })
      .superRefine((term, context) => {
        const search = parseSearch(term);
        if (!search.ok) context.addIssue({ code: 'custom', message: search.message });
      })
      .optional(),
    type: z.enum(['all', ...TRANSACTION_TYPES], { error: M.filterInvalid }).optional(),
    /** One of the person's categories by name, '' or 'all' for any; an unknown name finds nothing. */
    category: codeField(CATEGORY_TEXT_MAX_LENGTH, M.filterInvalid).optional(),
    accountId: z
      .union([z.literal(''), z.literal('all'), idField(M.accountNotFound)], { error: M.accountNotFound })
      .optional(),
    /** Rows carrying the tag, on the whole or on a part; '' is none. */
    tag: textField({ max: TAG_NAME_MAX_LENGTH, tooLong: M.tagTooLong, notAllowed: M.tagInvalid })
      .refine((name) => name === '' || isTagName(name), { error: M.tagInvalid, abort: true })
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
  endDate: dateText()
    .refine(isCalendarDate, M.dateInvalid)
    .nullable()
    .optional()
    .transform((v) => v ?? null),
});

/** The selection a bulk call acts on. */
const transactionIds = z
  .array(codeField(64, M.transactionIdsInvalid).min(1, M.transactionIdsInvalid), {
    error: M.transactionIdsInvalid,
  })
  .min(1, M.selectAtLeastOne)
  .max(BULK_DELETE_MAX_IDS, M.tooManyIds);

export const bulkDeleteSchema = z.object({ transactionIds });

/** POST /transaction/clear: marks the selection cleared or not. */
export const bulkClearSchema = z.object({
  transactionIds,
  cleared: z.boolean({ error: M.clearedInvalid }),
});

export type BulkClearInput = z.input<typeof bulkClearSchema>;

const columnName = textField({
  max: COLUMN_NAME_MAX_LENGTH,
  tooLong: M.mappingInvalid,
  required: M.mappingInvalid,
  notAllowed: M.mappingInvalid,
});
export const importMappingSchema = z.object({
  date: columnName,
  description: columnName,
  amount: columnName,
  type: columnName.optional(),
  category: columnName.optional(),
  notes: columnName.optional(),
  /** Tags, several in a cell separated by commas (as the export writes them). */
  tags: columnName.optional(),
  dateFormat: z.enum(IMPORT_DATE_FORMATS, { error: M.mappingInvalid }).default('YYYY-MM-DD'),
});

export type TransactionInput = z.input<typeof transactionInputSchema>;
export type SplitPartInput = z.input<typeof splitPartInputSchema>;
export type TransactionFilters = z.input<typeof transactionFiltersSchema>;
export type TransactionListQuery = z.input<typeof transactionListQuerySchema>;
export type RecurringInput = z.input<typeof recurringInputSchema>;
export type ImportMappingInput = z.input<typeof importMappingSchema>;
