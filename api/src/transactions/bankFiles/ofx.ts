// OFX statements, 1.x (SGML) and 2.x (XML), and Quicken's QFX, which is OFX with Intuit's tags: each STMTTRN of
// the bank and card statements is a transaction, FITID being the bank's id of it.
import { parseAmount } from '../csv/amounts';
import { statementDate, titleAndNotes } from './fields';
import { addRecord, unreadable, type BankRecord } from './records';
import { sgmlToXml } from './sgml';
import { assertNoDoctype, text, xmlRecords } from './xml';

export async function readOfx(file: string): Promise<BankRecord[]> {
  const start = file.search(/<OFX>/i);
  if (start === -1) throw unreadable();
  const header = file.slice(0, start);
  assertNoDoctype(header);
  // The header's lines are kept as blank lines, so that a record's line is the file's.
  const xml = header.replace(/[^\n]/g, '') + sgmlToXml(file.slice(start));
  const records: BankRecord[] = [];
  for await (const { node, line } of xmlRecords(xml, 'STMTTRN')) {
    const amountText = text(node, 'TRNAMT');
    addRecord(records, {
      line,
      date: statementDate(text(node, 'DTPOSTED')),
      amount: parseAmount(amountText),
      ...titleAndNotes([text(node, 'NAME'), text(node, 'PAYEE', 'NAME'), text(node, 'MEMO')]),
      category: '',
      bankId: text(node, 'FITID') || undefined,
    });
  }
  return records;
}
