// A bank statement's transactions checked as an import's rows: the same rules as a CSV row's (csv/rows.ts), with
// the statement's own messages for a date or an amount it lacks.
import {
  MESSAGES,
  NOTES_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  isAllowedText,
  BANK_ID_MAX_LENGTH,
} from '@moneta/shared/contract';
import { checkFields, type CheckedRow, type ImportCategories } from '../csv/rows';
import { readCamt } from './camt';
import type { BankFormat, Statement } from './detect';
import { readOfx } from './ofx';
import { readQif } from './qif';
import { unreadable, type BankRecord } from './records';

const READERS: Record<BankFormat, (text: string) => BankRecord[] | Promise<BankRecord[]>> = {
  ofx: readOfx,
  qfx: readOfx,
  qif: readQif,
  camt053: readCamt,
};

const ROW_MESSAGES = {
  unreadableDate: MESSAGES.statementDateInvalid,
  missingAmount: MESSAGES.statementAmountMissing,
};

/**
 * A bank's payee and remittance lines run long and over several lines: the title is one line, cut to the
 * title's limit, rather than a row refused for its length.
 */
const oneLine = (value: string, max: number) => value.replace(/\s+/g, ' ').trim().slice(0, max);

/** An id the database can keep, else none: the row is then told a duplicate by its date, amount and title. */
function keptBankId(value: string | undefined): string | undefined {
  const id = value?.trim();
  return id && id.length <= BANK_ID_MAX_LENGTH && isAllowedText(id) ? id : undefined;
}

/**
 * A category a statement names (QIF's) when it is one of the person's of the amount's side; any other leaves the
 * row to the side's fallback category rather than refuse it, as the names are another program's.
 */
function knownCategory(record: BankRecord, categories: ImportCategories): string {
  if (record.category === '' || record.amount === undefined || !Number.isFinite(record.amount)) return '';
  const found = categories.find(record.category);
  return found?.type === (record.amount < 0 ? 'Expense' : 'Income') ? found.name : '';
}

export async function checkStatement(
  statement: Statement,
  categories: ImportCategories,
): Promise<CheckedRow[]> {
  const records = await READERS[statement.format](statement.text);
  if (records.length === 0) throw unreadable(MESSAGES.statementEmpty);
  return records.map((record) =>
    checkFields(
      {
        line: record.line,
        date: record.date,
        description: oneLine(record.description, TITLE_MAX_LENGTH),
        amount: record.amount,
        type: '',
        category: knownCategory(record, categories),
        notes: record.notes.slice(0, NOTES_MAX_LENGTH),
        bankId: keptBankId(record.bankId),
      },
      categories,
      ROW_MESSAGES,
    ),
  );
}
