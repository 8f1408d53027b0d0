// What each statement format's reader gives: its transactions as the file wrote them, in file order.
import { IMPORT_MAX_ROWS, MESSAGES, type ServerMessage } from '@moneta/shared/contract';
import { AppError } from '../../http/errors';

export interface BankRecord {
  /** 1-based line where the transaction starts in the file. */
  line: number;
  /** YYYY-MM-DD when it could be read, else the text as found ('' when absent). */
  date: string;
  /** Signed; undefined when absent, NaN when unreadable. */
  amount: number | undefined;
  description: string;
  notes: string;
  /** A category of Moneta's that the file names, else ''. */
  category: string;
  /** The bank's own id of the transaction, when the format has one. */
  bankId: string | undefined;
}

export const unreadable = (message: ServerMessage = MESSAGES.statementUnreadable) =>
  new AppError(422, message);

/** Adds a record, refusing the file once it has more than an import may hold (as a CSV file is refused). */
export function addRecord<T>(records: T[], record: T): void {
  if (records.length >= IMPORT_MAX_ROWS) throw unreadable(MESSAGES.tooManyRows);
  records.push(record);
}
