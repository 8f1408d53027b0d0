// QIF (Quicken Interchange Format): sections opened by a !Type line, records of one-letter fields (D date,
// T or U amount, P payee, M memo, L category, N number...) ending with ^. Only the bank, cash, card and other
// asset or liability sections hold transactions; lists (accounts, categories, investments) are passed over.
// QIF has no id of a transaction, so its rows are told duplicates by date, amount and title.
import { isCalendarDate, MESSAGES } from '@moneta/shared/contract';
import { parseAmount } from '../csv/amounts';
import { titleAndNotes } from './fields';
import { addRecord, unreadable, type BankRecord } from './records';

const TRANSACTION_SECTIONS = new Set(['bank', 'cash', 'ccard', 'oth a', 'oth l']);

/** 1/31'24, 01/31/2024, 31.01.2024, 1/ 5' 4: two parts of one or two digits, then the year. */
const DAY_MONTH = /^(\d{1,2})\s*([/.-])\s*(\d{1,2})\s*(['/.-])\s*(\d{1,4})$/;
const YEAR_FIRST = /^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})$/;
/** 1.234,56: dots between thousands, a decimal comma (European QIF), which the CSV reading leaves unread. */
const DOTTED_THOUSANDS = /^[-+]?\d{1,3}(\.\d{3})+,\d{1,2}$/;

interface Fields {
  line: number;
  date: string;
  amount: string;
  payee: string;
  memo: string;
  category: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A date of two parts and a year, read both ways; a dotted date (31.01.2024) is never month first. */
interface SplitDate {
  dayFirst: string | undefined;
  monthFirst: string | undefined;
}

function fullYear(digits: string, separator: string): number {
  const year = Number(digits);
  if (digits.length >= 3) return year;
  // Quicken writes 2000 and later with an apostrophe; other two-digit years pivot at 50.
  if (separator === "'") return 2000 + year;
  return year < 50 ? 2000 + year : 1900 + year;
}

/** A year-first date as YYYY-MM-DD, any other both ways, undefined when the text is no date at all. */
function splitDate(value: string): SplitDate | string | undefined {
  const yearFirst = YEAR_FIRST.exec(value);
  if (yearFirst) {
    const iso = `${yearFirst[1]}-${pad(Number(yearFirst[2]))}-${pad(Number(yearFirst[3]))}`;
    return isCalendarDate(iso) ? iso : undefined;
  }
  const match = DAY_MONTH.exec(value);
  if (!match) return undefined;
  const [first, separator, second, yearSeparator, yearDigits] = match.slice(1) as [
    string,
    string,
    string,
    string,
    string,
  ];
  const year = String(fullYear(yearDigits, yearSeparator)).padStart(4, '0');
  const iso = (month: string, day: string) => {
    const date = `${year}-${pad(Number(month))}-${pad(Number(day))}`;
    return isCalendarDate(date) ? date : undefined;
  };
  return {
    dayFirst: iso(second, first),
    monthFirst: separator === '.' ? undefined : iso(first, second),
  };
}

/**
 * The file's dates as YYYY-MM-DD, read in the one order (day or month first) in which every readable date of
 * the file is valid; a date valid in neither order stays as found, for its row's problem. Refused when both
 * orders fit and read some date differently: 03/04 could be either. When no order fits all, the one that fits
 * more is taken and the others are the rows' problems.
 */
export function qifDates(values: string[]): string[] {
  const split = values.map((value) => splitDate(value.trim()));
  const twoWay = split.filter((date): date is SplitDate => typeof date === 'object');
  const fits = (order: keyof SplitDate) =>
    twoWay.filter((date) => date[order] !== undefined || (date.dayFirst ?? date.monthFirst) === undefined)
      .length;
  const dayFirstFits = fits('dayFirst');
  const monthFirstFits = fits('monthFirst');
  if (
    dayFirstFits === twoWay.length &&
    monthFirstFits === twoWay.length &&
    twoWay.some((date) => date.dayFirst !== date.monthFirst)
  ) {
    throw unreadable(MESSAGES.statementDatesAmbiguous);
  }
  const order: keyof SplitDate = monthFirstFits > dayFirstFits ? 'monthFirst' : 'dayFirst';
  return split.map((date, index) => {
    if (typeof date === 'string') return date;
    return date?.[order] ?? values[index]?.trim() ?? '';
  });
}

function amountOf(value: string): number | undefined {
  const text = DOTTED_THOUSANDS.test(value.replace(/\s/g, ''))
    ? value.replace(/[\s.]/g, '').replace(',', '.')
    : value;
  return parseAmount(text);
}

/**
 * The category the record's L field names ("Food" of "Food:Groceries"); a transfer ("[Savings]") names none.
 * Whether it is one of the person's is checked with the statement's other fields (./analysis.ts).
 */
function categoryOf(field: string): string {
  return field.startsWith('[') ? '' : (field.split(':')[0] ?? '').trim();
}

function readFields(text: string): Fields[] {
  const found: Fields[] = [];
  let inTransactions = false;
  let current: Fields | undefined;
  const lines = text.split(/\r\n|\r|\n/);
  for (const [index, raw] of lines.entries()) {
    const line = raw.trimEnd();
    if (line.startsWith('!')) {
      const type = /^!Type:\s*(.*)$/i.exec(line)?.[1];
      if (type !== undefined) inTransactions = TRANSACTION_SECTIONS.has(type.trim().toLowerCase());
      else if (/^!Account/i.test(line)) inTransactions = false;
      current = undefined;
      continue;
    }
    if (!inTransactions || line.trim() === '') continue;
    if (line.startsWith('^')) {
      if (current) addRecord(found, current);
      current = undefined;
      continue;
    }
    current ??= { line: index + 1, date: '', amount: '', payee: '', memo: '', category: '' };
    const value = line.slice(1).trim();
    switch (line[0]) {
      case 'D':
        current.date = value;
        break;
      case 'T':
        current.amount = value;
        break;
      case 'U':
        current.amount ||= value;
        break;
      case 'P':
        current.payee = value;
        break;
      case 'M':
        current.memo = value;
        break;
      case 'L':
        current.category = value;
        break;
      default:
      // The number (N), splits (S, E, $), addresses (A), the cleared mark (C): the record's total is the
      // transaction.
    }
  }
  if (current) addRecord(found, current);
  return found;
}

export function readQif(text: string): BankRecord[] {
  const fields = readFields(text);
  const dates = qifDates(fields.map((record) => record.date));
  const records: BankRecord[] = [];
  for (const [index, record] of fields.entries()) {
    const amount = amountOf(record.amount);
    addRecord(records, {
      line: record.line,
      date: dates[index] ?? record.date,
      amount,
      ...titleAndNotes([record.payee, record.memo]),
      category: categoryOf(record.category),
      bankId: undefined,
    });
  }
  return records;
}
