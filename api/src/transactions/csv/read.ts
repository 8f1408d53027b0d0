// Turns an uploaded file into a header row and data rows with their line numbers, or refuses it (422) with a
// message a person can act on. csv-parse does the RFC 4180 work: quotes, doubled quotes, embedded commas
// and line breaks, CRLF or LF, a UTF-8 byte order mark.
import { CsvError, parse } from 'csv-parse/sync';
import { IMPORT_MAX_COLUMNS, IMPORT_MAX_ROWS, MESSAGES, type ServerMessage } from '@moneta/shared/contract';
import { AppError } from '../../http/errors';

export interface CsvRow {
  /** 1-based line where the row starts, the header being line 1. */
  line: number;
  cells: string[];
}

export interface CsvTable {
  headers: string[];
  rows: CsvRow[];
}

const DELIMITERS = [',', ';', '\t'] as const;
const BOM = '\uFEFF';
/** A header cell that is a number or a date means the file starts with data, not with column names. */
const DATA_LIKE = /^[-+(]?[\d.,/\s$€£¥₹-]+\)?$/;

const unprocessable = (message: ServerMessage) => new AppError(422, message);

/** Decodes strict UTF-8; NUL bytes or invalid sequences mean a binary file (a spreadsheet, an image). */
function decodeText(content: Buffer): string {
  if (content.includes(0)) throw unprocessable(MESSAGES.notText);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    throw unprocessable(MESSAGES.notText);
  }
}

/** Spreadsheets in some locales write semicolons or tabs: the header line's most frequent separator wins. */
function detectDelimiter(text: string): string {
  const end = text.search(/[\r\n]/);
  const firstLine = end === -1 ? text : text.slice(0, end);
  let best: string = ',';
  let bestCount = 0;
  for (const delimiter of DELIMITERS) {
    const count = firstLine.split(delimiter).length - 1;
    if (count > bestCount) [best, bestCount] = [delimiter, count];
  }
  return best;
}

/** Line breaks inside a record's quoted fields, which move the next record's line number on. */
function lineBreaks(cells: string[]): number {
  let count = 0;
  for (const cell of cells) {
    if (cell.includes('\n') || cell.includes('\r')) count += cell.match(/\r\n|\r|\n/g)?.length ?? 0;
  }
  return count;
}

/**
 * Refuses a line with more separators than IMPORT_MAX_COLUMNS allows before the parser sees it: csv-parse
 * takes seconds over a line of a million cells. Separators inside quotes count too, which only errs on the
 * side of refusing a file no bank writes.
 */
function assertColumnCount(text: string, delimiter: string): void {
  let separators = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '\n' || char === '\r') separators = 0;
    else if (char === delimiter && ++separators >= IMPORT_MAX_COLUMNS) {
      throw unprocessable(MESSAGES.tooManyColumns);
    }
  }
}

function parseRecords(text: string): string[][] {
  const delimiter = detectDelimiter(text);
  assertColumnCount(text, delimiter);
  try {
    return parse(text, {
      delimiter,
      // Blank lines are kept (and skipped below) so that line numbers stay right.
      skip_empty_lines: false,
      relax_column_count: true,
      // A stray quote inside an unquoted field (5" screen) is text, as spreadsheets treat it.
      relax_quotes: true,
    });
  } catch (error) {
    if (error instanceof CsvError) throw unprocessable(MESSAGES.notCsv);
    throw error;
  }
}

export function readCsv(content: Buffer): CsvTable {
  let text = decodeText(content);
  if (text.startsWith(BOM)) text = text.slice(1);
  if (text.trim() === '') throw unprocessable(MESSAGES.emptyFile);

  const records = parseRecords(text);
  let line = 1;
  let headers: string[] | undefined;
  const rows: CsvRow[] = [];
  for (const cells of records) {
    const start = line;
    line += 1 + lineBreaks(cells);
    if (cells.every((cell) => cell.trim() === '')) continue;
    if (!headers) {
      headers = cells.map((cell) => cell.trim());
      continue;
    }
    if (rows.length === IMPORT_MAX_ROWS) throw unprocessable(MESSAGES.tooManyRows);
    rows.push({ line: start, cells });
  }
  if (!headers) throw unprocessable(MESSAGES.emptyFile);
  if (headers.some((header) => header !== '' && DATA_LIKE.test(header)))
    throw unprocessable(MESSAGES.noHeader);
  if (rows.length === 0) throw unprocessable(MESSAGES.noRows);
  return { headers, rows };
}
