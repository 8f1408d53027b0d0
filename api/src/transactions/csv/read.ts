// Turns an uploaded file into a header row and data rows with their line numbers, or refuses it (422) with a
// message a person can act on. csv-parse does the RFC 4180 work: quotes, doubled quotes, embedded commas
// and line breaks, CRLF or LF, a UTF-8 byte order mark. The file is parsed as a stream of small pieces, so a
// large file yields to other requests as it goes and one over the row limit is refused once the limit is
// passed, not after all of it is parsed.
import { finished } from 'node:stream/promises';
import { setImmediate } from 'node:timers/promises';
import { CsvError, parse } from 'csv-parse';
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

/** Line breaks inside a record's quoted fields: the record started that many lines before the one it ends on. */
function lineBreaks(cells: string[]): number {
  let count = 0;
  for (const cell of cells) {
    if (cell.includes('\n') || cell.includes('\r')) count += cell.match(/\r\n|\r|\n/g)?.length ?? 0;
  }
  return count;
}

/** How much of the text the parser is handed at a time: the longest it holds the event loop is one piece's work. */
const PIECE_CHARS = 4 * 1024;

/**
 * Refuses, before the parser sees the text, a line with more separators than IMPORT_MAX_COLUMNS allows (csv-parse
 * takes seconds over a line of a million cells) and more records than IMPORT_MAX_ROWS allows (csv-parse takes
 * about 50 µs over each record whose cell count differs from the first one's, so a file of millions of short
 * lines would keep it busy for minutes). One pass over the text: separators inside quotes count too, which only
 * errs on the side of refusing a file no bank writes; quotes decide which line breaks end a record, and a stray
 * one can only make the count err low, where the parse's own count still holds.
 */
function assertSize(text: string, delimiter: string): void {
  let separators = 0;
  let quoted = false;
  let lineHasText = false;
  let records = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '\n' || char === '\r') {
      separators = 0;
      if (!quoted && lineHasText && ++records > IMPORT_MAX_ROWS + 1)
        throw unprocessable(MESSAGES.tooManyRows);
      if (!quoted) lineHasText = false;
      continue;
    }
    lineHasText = true;
    if (char === '"') quoted = !quoted;
    else if (char === delimiter && ++separators >= IMPORT_MAX_COLUMNS) {
      throw unprocessable(MESSAGES.tooManyColumns);
    }
  }
}

interface ParsedRecord {
  record: string[];
  /** How many blank lines the parser has skipped so far. */
  info: { empty_lines: number };
}

/**
 * The file's records, blank lines skipped, each with the count of blank lines skipped up to it: the text is
 * handed to the parser a piece at a time, the records of each piece taken at once, and the event loop turns
 * between pieces. Stopping the iteration (a limit reached) leaves the rest of the text unparsed.
 */
async function* parseRecords(text: string): AsyncGenerator<ParsedRecord> {
  const delimiter = detectDelimiter(text);
  assertSize(text, delimiter);
  const parser = parse({
    delimiter,
    skip_empty_lines: true,
    // The skipped lines' count, so that a row's problems name the line a spreadsheet shows (csv-parse's own line
    // count takes a CRLF inside quotes for two lines).
    info: true,
    relax_column_count: true,
    // A stray quote inside an unquoted field (5" screen) is text, as spreadsheets treat it.
    relax_quotes: true,
  });
  let failure: unknown;
  parser.on('error', (error) => {
    failure = error;
  });
  const parsed = function* (): Generator<ParsedRecord> {
    if (failure) throw failure;
    for (let record = parser.read() as ParsedRecord | null; record; record = parser.read()) yield record;
    if (failure) throw failure;
  };
  try {
    for (let start = 0; start < text.length; start += PIECE_CHARS) {
      parser.write(text.slice(start, start + PIECE_CHARS));
      yield* parsed();
      await setImmediate();
    }
    parser.end();
    // A quote left open is found at the end, and told by an event.
    await finished(parser, { readable: false });
    yield* parsed();
  } finally {
    parser.destroy();
  }
}

export async function readCsv(content: Buffer): Promise<CsvTable> {
  let text = decodeText(content);
  if (text.startsWith(BOM)) text = text.slice(1);
  if (text.trim() === '') throw unprocessable(MESSAGES.emptyFile);

  let headers: string[] | undefined;
  const rows: CsvRow[] = [];
  /** Records of blank cells only count too: the limit bounds the parser's work, not only what is kept. */
  let records = 0;
  let lastLine = 0;
  let blankLines = 0;
  try {
    for await (const { record: cells, info } of parseRecords(text)) {
      records += 1;
      if (records > IMPORT_MAX_ROWS + 1) throw unprocessable(MESSAGES.tooManyRows);
      const line = lastLine + 1 + (info.empty_lines - blankLines);
      lastLine = line + lineBreaks(cells);
      blankLines = info.empty_lines;
      if (cells.every((cell) => cell.trim() === '')) continue;
      if (!headers) {
        headers = cells.map((cell) => cell.trim());
        continue;
      }
      rows.push({ line, cells });
    }
  } catch (error) {
    if (error instanceof CsvError) throw unprocessable(MESSAGES.notCsv);
    throw error;
  }
  if (!headers) throw unprocessable(MESSAGES.emptyFile);
  if (headers.some((header) => header !== '' && DATA_LIKE.test(header)))
    throw unprocessable(MESSAGES.noHeader);
  if (rows.length === 0) throw unprocessable(MESSAGES.noRows);
  return { headers, rows };
}
