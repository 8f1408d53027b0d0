// Which column holds which field: the mapping the person sent, or one guessed from the header names.
import { MESSAGES } from '@moneta/shared/contract';
import type { FieldError, ImportMapping } from '@moneta/shared/contract';
import { AppError } from '../../http/errors';
import { guessDateFormat } from './dates';
import type { CsvRow } from './read';

type Field = 'date' | 'description' | 'amount' | 'type' | 'category' | 'notes' | 'tags';

/** Column indexes of the mapped fields; the optional ones are absent when the file has no such column. */
export type Columns = { [K in 'date' | 'description' | 'amount']: number } & {
  [K in 'type' | 'category' | 'notes' | 'tags']?: number;
};

/** Header names per field, most telling first; compared lower-cased with punctuation as spaces. */
const NAMES: Record<Field, readonly string[]> = {
  date: ['date', 'transaction date', 'posted date', 'posting date', 'booking date', 'value date'],
  description: ['title', 'description', 'name', 'payee', 'merchant', 'narration'],
  amount: ['amount', 'value', 'sum', 'total'],
  type: ['type', 'transaction type', 'kind'],
  category: ['category'],
  notes: ['notes', 'note', 'memo', 'description', 'comment', 'comments', 'details'],
  tags: ['tags', 'tag', 'labels', 'label'],
};
/** Title before notes, so that "description" is the title unless a title column exists. */
const GUESS_ORDER: readonly Field[] = ['date', 'amount', 'description', 'type', 'category', 'notes', 'tags'];
const REQUIRED: readonly Field[] = ['date', 'description', 'amount'];
const OPTIONAL = ['type', 'category', 'notes', 'tags'] as const;

const normalise = (header: string) =>
  header
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

function findColumn(normalised: string[], field: Field, used: Set<number>): number | undefined {
  const free = (index: number) => index >= 0 && !used.has(index);
  for (const name of NAMES[field]) {
    const index = normalised.indexOf(name);
    if (free(index)) return index;
  }
  // Then a header that contains one of the names as a word: "Amount (USD)", "Transaction Date UTC".
  const words = NAMES[field].filter((name) => !name.includes(' '));
  const index = normalised.findIndex((header) => header.split(' ').some((word) => words.includes(word)));
  return free(index) ? index : undefined;
}

/**
 * The mapping a person would most likely choose. A required field no header names takes the first column left
 * over, so the preview still shows the file and the person corrects the mapping there.
 */
export function guessMapping(headers: string[], rows: CsvRow[]): ImportMapping {
  if (headers.filter((header) => header !== '').length < REQUIRED.length) {
    throw new AppError(422, MESSAGES.tooFewColumns);
  }
  const normalised = headers.map(normalise);
  const used = new Set<number>();
  const found: Partial<Record<Field, number>> = {};
  for (const field of GUESS_ORDER) {
    const index = findColumn(normalised, field, used);
    if (index === undefined) continue;
    found[field] = index;
    used.add(index);
  }
  for (const field of REQUIRED) {
    if (found[field] !== undefined) continue;
    const takenByRequired = new Set(REQUIRED.map((other) => found[other]));
    const candidates = headers
      .map((header, index) => ({ header, index }))
      .filter(({ header, index }) => header !== '' && !takenByRequired.has(index));
    const index = (candidates.find(({ index }) => !used.has(index)) ?? candidates[0])?.index ?? 0;
    for (const optional of OPTIONAL) if (found[optional] === index) delete found[optional];
    found[field] = index;
    used.add(index);
  }
  const name = (field: Field) => {
    const index = found[field];
    return index === undefined ? undefined : headers[index];
  };
  const dateIndex = found.date ?? 0;
  const mapping: ImportMapping = {
    date: name('date') ?? '',
    description: name('description') ?? '',
    amount: name('amount') ?? '',
    dateFormat: guessDateFormat(rows.map((row) => row.cells[dateIndex] ?? '')),
  };
  for (const field of OPTIONAL) {
    const header = name(field);
    if (header !== undefined) mapping[field] = header;
  }
  return mapping;
}

/** The column index of each mapped field; a name the file does not have is answered 422 on that field. */
export function resolveColumns(mapping: ImportMapping, headers: string[]): Columns {
  const lowered = headers.map((header) => header.toLowerCase());
  const errors: FieldError[] = [];
  const indexOf = (field: Field): number | undefined => {
    const name = mapping[field];
    if (name === undefined) return undefined;
    const exact = headers.indexOf(name.trim());
    const index = exact >= 0 ? exact : lowered.indexOf(name.trim().toLowerCase());
    if (index < 0) errors.push({ field: `mapping.${field}`, message: MESSAGES.columnMissing });
    return index;
  };
  const columns: Columns = {
    date: indexOf('date') ?? -1,
    description: indexOf('description') ?? -1,
    amount: indexOf('amount') ?? -1,
  };
  for (const field of OPTIONAL) {
    const index = indexOf(field);
    if (index !== undefined) columns[field] = index;
  }
  if (errors.length > 0) throw new AppError(422, errors[0]?.message ?? MESSAGES.tooFewColumns, errors);
  return columns;
}
