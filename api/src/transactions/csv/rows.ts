// One data row of an import, validated with the rules of a single transaction (transactionInputSchema).
import {
  CATEGORIES_BY_TYPE,
  importDateInvalid,
  isCalendarDate,
  isServerMessage,
  MESSAGES,
  TRANSACTION_CATEGORIES,
  TRANSACTION_TYPES,
  transactionInputSchema,
  type ImportDateFormat,
  type ImportRow,
  type ServerMessage,
  type TransactionCategory,
  type TransactionType,
} from '@moneta/shared/contract';
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
}

export interface CheckedRow {
  row: ImportRow;
  /** Present when the row is valid. */
  values?: RowValues;
}

const TYPES = new Map(TRANSACTION_TYPES.map((type) => [type.toLowerCase(), type]));
const CATEGORIES = new Map(TRANSACTION_CATEGORIES.map((category) => [category.toLowerCase(), category]));
const DEFAULT_CATEGORY: Record<TransactionType, TransactionCategory> = {
  Income: CATEGORIES_BY_TYPE.Income.at(-1) ?? 'Other Income',
  Expense: CATEGORIES_BY_TYPE.Expense.at(-1) ?? 'Other Expense',
};

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

function categoryOf(categoryCell: string, type: string | undefined): string | undefined {
  const text = categoryCell.trim();
  if (text !== '') return CATEGORIES.get(text.toLowerCase()) ?? text;
  return type === 'Income' || type === 'Expense' ? DEFAULT_CATEGORY[type] : undefined;
}

export function checkRow(csvRow: CsvRow, columns: Columns, dateFormat: ImportDateFormat): CheckedRow {
  const cell = (index: number | undefined) => (index === undefined ? '' : (csvRow.cells[index] ?? ''));
  const amount = parseAmount(cell(columns.amount));
  const type = typeOf(cell(columns.type), amount);
  const category = categoryOf(cell(columns.category), type);
  const date = toIsoDate(cell(columns.date), dateFormat);
  const input = {
    description: unguardFormula(cell(columns.description).trim()),
    amount: amount === undefined ? undefined : Math.abs(amount),
    type,
    category,
    date,
    notes: unguardFormula(cell(columns.notes)),
  };

  const result = transactionInputSchema.safeParse(input);
  if (result.success) {
    const { description, type: validType, category: validCategory, date: validDate, notes } = result.data;
    const amountMinor = toMinorUnits(result.data.amount, validType);
    const values: RowValues = {
      date: validDate,
      description,
      amountMinor,
      type: validType,
      category: validCategory,
      notes,
    };
    return {
      values,
      row: {
        line: csvRow.line,
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
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (field === 'amount' && amountUnreadable) continue;
    if (field === 'type' && type === undefined) continue;
    if (field === 'category' && category === undefined) continue;
    if (field === 'date' && dateFormat !== 'YYYY-MM-DD' && date !== '') report(importDateInvalid(dateFormat));
    else report(isServerMessage(issue.message) ? issue.message : MESSAGES.validationFailed);
  }

  const knownType = type === 'Income' || type === 'Expense' ? type : null;
  const readable = amount !== undefined && Number.isFinite(amount);
  return {
    row: {
      line: csvRow.line,
      status: 'invalid',
      problems,
      date: isCalendarDate(date) ? date : null,
      description: input.description || null,
      amount: readable ? (knownType === 'Expense' ? -Math.abs(amount) : Math.abs(amount)) : null,
      type: knownType,
      category: CATEGORIES.get(category?.toLowerCase() ?? '') ?? null,
      notes: input.notes,
    },
  };
}
