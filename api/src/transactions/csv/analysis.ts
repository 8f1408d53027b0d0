// An uploaded file read, mapped and checked row by row: what the preview shows and the import inserts. A bank
// statement (bankFiles/) is told by its content and needs no mapping; any other file is read as CSV.
import { setImmediate } from 'node:timers/promises';
import {
  IMPORT_PREVIEW_PROBLEMS,
  IMPORT_PREVIEW_SAMPLE,
  type ImportFormat,
  type ImportMapping,
  type ImportPreview,
} from '@moneta/shared/contract';
import { checkStatement } from '../bankFiles/analysis';
import { readStatement } from '../bankFiles/detect';
import { guessMapping, resolveColumns } from './columns';
import { readCsv } from './read';
import { checkRow, type CheckedRow, type ImportCategories } from './rows';

export interface Analysis {
  format: ImportFormat;
  /** A CSV file's column names; none for a statement. */
  headers: string[];
  /** The mapping sent, or the one guessed from the headers; null for a statement. */
  mapping: ImportMapping | null;
  /** Every data row in file order; duplicates are marked by `markDuplicates`. */
  rows: CheckedRow[];
}

/** Rows validated between two turns of the event loop, so that a 100,000-row file does not stall other requests. */
const ROWS_PER_TURN = 2000;

export async function analyseFile(
  content: Buffer,
  sentMapping: ImportMapping | undefined,
  categories: ImportCategories,
): Promise<Analysis> {
  const statement = readStatement(content);
  if (statement) {
    const rows = await checkStatement(statement, categories);
    return { format: statement.format, headers: [], mapping: null, rows };
  }
  const { headers, rows } = await readCsv(content);
  const mapping = sentMapping ?? guessMapping(headers, rows);
  const columns = resolveColumns(mapping, headers);
  const checked: CheckedRow[] = [];
  for (const [index, row] of rows.entries()) {
    if (index > 0 && index % ROWS_PER_TURN === 0) await setImmediate();
    checked.push(checkRow(row, columns, mapping.dateFormat, categories));
  }
  return { format: 'csv', headers, mapping, rows: checked };
}

export function toPreview({ format, headers, mapping, rows }: Analysis): ImportPreview {
  const totals = { rows: rows.length, valid: 0, invalid: 0, duplicates: 0 };
  const problems = [];
  for (const { row } of rows) {
    if (row.status === 'valid') totals.valid += 1;
    else {
      if (row.status === 'invalid') totals.invalid += 1;
      else totals.duplicates += 1;
      if (problems.length < IMPORT_PREVIEW_PROBLEMS) problems.push(row);
    }
  }
  return {
    format,
    headers,
    mapping,
    sample: rows.slice(0, IMPORT_PREVIEW_SAMPLE).map(({ row }) => row),
    problems,
    totals,
  };
}
