// Dates in an imported file: read in the mapping's format, and that format guessed from the values.
import { isCalendarDate, type ImportDateFormat } from '@moneta/shared/contract';

const DAY_MONTH = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const ISO_START = /^\d{4}-\d{2}-\d{2}(T|$)/;
/** Enough values to tell 03/04 from 13/04 in a real statement; the guess need not read a whole file. */
const GUESS_SAMPLE = 1000;

/** The message for a date that does not read in `format` (the form's own message for YYYY-MM-DD). */
const pad = (value: string) => value.padStart(2, '0');

/**
 * The cell as YYYY-MM-DD, or the trimmed cell itself when it does not read in `format`: the row's validation
 * then refuses it, unless it is an ISO date, which reads the same in any format. An ISO date-time is kept as
 * is: the transaction schema cuts it to its date.
 */
export function toIsoDate(cell: string, format: ImportDateFormat): string {
  const value = cell.trim();
  if (format === 'YYYY-MM-DD') return value;
  const match = DAY_MONTH.exec(value);
  if (!match) return value;
  const [first, second, year] = [match[1] ?? '', match[2] ?? '', match[3] ?? ''];
  const [day, month] = format === 'DD/MM/YYYY' ? [first, second] : [second, first];
  const iso = `${year}-${pad(month)}-${pad(day)}`;
  return isCalendarDate(iso) ? iso : value;
}

/**
 * ISO when every date is ISO; for day/month/year dates, the order a value proves (a first part over 12 is a
 * day, a second part over 12 is a day), else day first; YYYY-MM-DD when nothing can be told.
 */
export function guessDateFormat(values: string[]): ImportDateFormat {
  const sample = values
    .map((value) => value.trim())
    .filter((value) => value !== '')
    .slice(0, GUESS_SAMPLE);
  if (sample.length === 0 || sample.every((value) => ISO_START.test(value))) return 'YYYY-MM-DD';
  let dayMonthSeen = false;
  for (const value of sample) {
    const match = DAY_MONTH.exec(value);
    if (!match) continue;
    dayMonthSeen = true;
    if (Number(match[1]) > 12) return 'DD/MM/YYYY';
    if (Number(match[2]) > 12) return 'MM/DD/YYYY';
  }
  return dayMonthSeen ? 'DD/MM/YYYY' : 'YYYY-MM-DD';
}
