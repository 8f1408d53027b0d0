// One data row of an import, validated with the rules of a single transaction (transactionInputSchema).
import {
  importDateInvalid,
  isCalendarDate,
  isServerMessage,
  MESSAGES,
  TRANSACTION_TYPES,
  transactionInputSchema,
  type ImportDateFormat,
  type ImportRow,
  type ServerMessage,
  type TransactionCategory,
  type TransactionType,
} from '@moneta/shared/contract';
import type { CategoryBook } from '../../categories/book';
import { fromMinorUnits } from '../../db/money';
import { toMinorUnits } from '../mapping';
import { parseAmount } from './amounts';
import { unguardFormula } from './cells';
import type { Columns } from './columns';
import { toIsoDate } from './dates';
import type { CsvRow } from './read';

/** What a valid row inserts. */
export interface RowValues {
  date: string;
  description: string;
  amountMinor: number;
  type: TransactionType;
  category: TransactionCategory;
  notes: string;
  /** The bank's id of a statement's row: duplicates are told by it rather than by date, amount and title. */
  bankId?: string;
  /** The tags of a Tags column, each once. */
  tags?: string[];
}

/** A row's fields as read from the file, before validation. */
export interface RowFields {
  line: number;
  /** YYYY-MM-DD when it could be read, else the text as found. */
  date: string;
  description: string;
  /** Signed; undefined when absent, NaN when unreadable. */
  amount: number | undefined;
  /** The type and category as written, empty when the file names none. */
  type: string;
  category: string;
  notes: string;
  bankId?: string;
  /** The Tags cell as written: names separated by commas, empty when the file has none. */
  tags?: string;
}

/** Messages of a format's own for a row's problems, instead of the form's. */
export interface RowMessages {
  /** A date given but unreadable. */
  unreadableDate?: ServerMessage;
  /** No amount at all. */
  missingAmount?: ServerMessage;
}

export interface CheckedRow {
  row: ImportRow;
  /** Present when the row is valid. */
  values?: RowValues;
}

const TYPES = new Map(TRANSACTION_TYPES.map((type) => [type.toLowerCase(), type]));
/** The person's categories, as a row's category is checked against them. */
export type ImportCategories = Pick<CategoryBook, 'find' | 'fallback'>;

/** The key two rows share when they are duplicates: same date, signed amount and title. */
export const duplicateKey = (values: Pick<RowValues, 'date' | 'amountMinor' | 'description'>) =>
  `${values.date}|${values.amountMinor}|${values.description}`;

/**
 * The type column's value (any case), else the amount's sign when there is no type column or the cell is
 * empty; undefined when neither can tell. Other text is returned as is for the schema to refuse.
 */
function typeOf(typeCell: string, amount: number | undefined): string | undefined {
  const text = typeCell.trim();
  if (text !== '') return TYPES.get(text.toLowerCase()) ?? text;
  if (amount === undefined || !Number.isFinite(amount) || amount === 0) return undefined;
  return amount < 0 ? 'Expense' : 'Income';
}

/** A Tags cell's names: separated by commas, as the export joins them. */
const tagsOf = (cell: string) =>
  cell
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');

/**
 * The cell's category in the person's spelling, the text as it is when it names none of theirs; an empty cell is
 * the type's fallback category.
 */
function categoryOf(
  categoryCell: string,
  type: string | undefined,
  categories: ImportCategories,
): string | undefined {
  const text = categoryCell.trim();
  if (text !== '') return categories.find(text)?.name ?? text;
  return type === 'Income' || type === 'Expense' ? categories.fallback(type) : undefined;
}

export function checkRow(
  csvRow: CsvRow,
  columns: Columns,
  dateFormat: ImportDateFormat,
  categories: ImportCategories,
): CheckedRow {
  const cell = (index: number | undefined) => (index === undefined ? '' : (csvRow.cells[index] ?? ''));
  const fields: RowFields = {
    line: csvRow.line,
    date: toIsoDate(cell(columns.date), dateFormat),
    description: unguardFormula(cell(columns.description).trim()),
    amount: parseAmount(cell(columns.amount)),
    type: cell(columns.type),
    category: cell(columns.category),
    notes: unguardFormula(cell(columns.notes)),
    tags: unguardFormula(cell(columns.tags)),
  };
  return checkFields(fields, categories, {
    unreadableDate: dateFormat === 'YYYY-MM-DD' ? undefined : importDateInvalid(dateFormat),
  });
}

export function checkFields(
  fields: RowFields,
  categories: ImportCategories,
  messages: RowMessages = {},
): CheckedRow {
  const { amount, date } = fields;
  const type = typeOf(fields.type, amount);
  const category = categoryOf(fields.category, type, categories);
  // Only a known type tells whether the category is one of its.
  const categoryWrong =
    category !== undefined &&
    (type === 'Income' || type === 'Expense') &&
    categories.find(category)?.type !== type;
  const input = {
    description: fields.description,
    amount: amount === undefined ? undefined : Math.abs(amount),
    type,
    category,
    date,
    notes: fields.notes,
    tags: tagsOf(fields.tags ?? ''),
  };

  const result = transactionInputSchema.safeParse(input);
  if (result.success && !categoryWrong) {
    const { description, type: validType, date: validDate, notes, tags } = result.data;
    // The schema passes "Split" only with its parts, which an imported row never has.
    const validCategory = result.data.category as TransactionCategory;
    const amountMinor = toMinorUnits(result.data.amount, validType);
    const values: RowValues = {
      date: validDate,
      description,
      amountMinor,
      type: validType,
      category: validCategory,
      notes,
      ...(fields.bankId === undefined ? {} : { bankId: fields.bankId }),
      ...(tags && tags.length > 0 ? { tags } : {}),
    };
    return {
      values,
      row: {
        line: fields.line,
        status: 'valid',
        problems: [],
        date: validDate,
        description,
        amount: fromMinorUnits(amountMinor),
        type: validType,
        category: validCategory,
        notes,
      },
    };
  }

  // A problem is reported once, where it starts: an unreadable amount rather than the type it leaves unknown,
  // an unknown type rather than the default category it leaves unknown.
  const problems: ServerMessage[] = [];
  const report = (message: ServerMessage) => {
    if (!problems.includes(message)) problems.push(message);
  };
  const amountUnreadable = amount !== undefined && Number.isNaN(amount);
  if (amountUnreadable) report(MESSAGES.amountNotNumber);
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0];
    if (field === 'amount' && amountUnreadable) continue;
    if (field === 'type' && type === undefined) continue;
    if (field === 'category' && category === undefined) continue;
    if (field === 'date' && messages.unreadableDate && date !== '') report(messages.unreadableDate);
    else if (field === 'amount' && messages.missingAmount && amount === undefined)
      report(messages.missingAmount);
    else report(isServerMessage(issue.message) ? issue.message : MESSAGES.validationFailed);
  }
  if (categoryWrong) report(MESSAGES.categoryType);

  const knownType = type === 'Income' || type === 'Expense' ? type : null;
  const readable = amount !== undefined && Number.isFinite(amount);
  return {
    row: {
      line: fields.line,
      status: 'invalid',
      problems,
      date: isCalendarDate(date) ? date : null,
      description: input.description || null,
      amount: readable ? (knownType === 'Expense' ? -Math.abs(amount) : Math.abs(amount)) : null,
      type: knownType,
      category: (category && categories.find(category)?.name) ?? null,
      notes: input.notes,
    },
  };
}
