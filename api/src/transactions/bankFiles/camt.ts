// CAMT.053 (ISO 20022 bank-to-customer statement): each entry (Stmt/Ntry) is a transaction, or, when its details
// list several transactions (a batch: a salary run, a card's settlements), each of those is. The sign is the
// credit/debit mark, turned over by a reversal. Versions 2 to 13 differ only in where some names sit.
import { parseAmount } from '../csv/amounts';
import { statementDate, titleAndNotes } from './fields';
import { addRecord, type BankRecord } from './records';
import { assertNoDoctype, child, children, linesOf, text, xmlRecords, type XmlNode } from './xml';

/** The amount with its sign: NaN when the credit/debit mark is missing or unknown, as the sign cannot be told. */
function signedAmount(amountText: string, mark: string, reversal: boolean): number | undefined {
  const amount = parseAmount(amountText);
  if (amount === undefined || Number.isNaN(amount)) return amount;
  if (mark !== 'CRDT' && mark !== 'DBIT') return Number.NaN;
  const debit = (mark === 'DBIT') !== reversal;
  return debit ? -Math.abs(amount) : Math.abs(amount);
}

/** A party's name: Cdtr/Nm in version 2, Cdtr/Pty/Nm from version 8. */
function partyName(details: XmlNode | undefined, role: 'Cdtr' | 'Dbtr'): string {
  const party = child(details, 'RltdPties', role);
  return text(party, 'Nm') || text(party, 'Pty', 'Nm');
}

/** The other side's name: who was paid for a debit, who paid for a credit. */
function counterparty(details: XmlNode | undefined, mark: string): string {
  const [first, second] = mark === 'CRDT' ? (['Dbtr', 'Cdtr'] as const) : (['Cdtr', 'Dbtr'] as const);
  return partyName(details, first) || partyName(details, second);
}

const remittance = (details: XmlNode | undefined) =>
  children(child(details, 'RmtInf'), 'Ustrd')
    .map((line) => (typeof line === 'string' ? line : ''))
    .join(' ');

/** The reversal mark: "true" or "1" (xs:boolean). */
const isReversal = (entry: XmlNode) => ['true', '1'].includes(text(entry, 'RvslInd'));

export async function readCamt(xml: string): Promise<BankRecord[]> {
  assertNoDoctype(xml);
  const records: BankRecord[] = [];
  for await (const record of xmlRecords(xml, 'Ntry')) {
    const entry = record.node;
    // A statement's pending entries are not booked yet, and may change or go.
    if ((text(entry, 'Sts') || text(entry, 'Sts', 'Cd')) === 'PDNG') continue;
    const mark = text(entry, 'CdtDbtInd');
    const reversal = isReversal(entry);
    const booked = text(entry, 'BookgDt', 'Dt') || text(entry, 'BookgDt', 'DtTm');
    const date = statementDate(booked || text(entry, 'ValDt', 'Dt') || text(entry, 'ValDt', 'DtTm'));
    const entryId = text(entry, 'AcctSvcrRef') || text(entry, 'NtryRef');
    const entryInfo = text(entry, 'AddtlNtryInf');
    const details = children(entry, 'NtryDtls').flatMap((list) => children(list, 'TxDtls'));
    if (details.length <= 1) {
      const only = details[0];
      addRecord(records, {
        line: record.line,
        date,
        amount: signedAmount(text(entry, 'Amt'), mark, reversal),
        ...titleAndNotes([counterparty(only, mark), remittance(only), text(only, 'AddtlTxInf'), entryInfo]),
        category: '',
        bankId: text(only, 'Refs', 'AcctSvcrRef') || entryId || undefined,
      });
      continue;
    }
    const lines = linesOf(record, 'TxDtls');
    for (const [index, transaction] of details.entries()) {
      const ownMark = text(transaction, 'CdtDbtInd') || mark;
      const amountText = text(transaction, 'Amt') || text(transaction, 'AmtDtls', 'TxAmt', 'Amt');
      addRecord(records, {
        line: lines[index] ?? record.line,
        date,
        amount: amountText === '' ? undefined : signedAmount(amountText, ownMark, reversal),
        ...titleAndNotes([
          counterparty(transaction, ownMark),
          remittance(transaction),
          text(transaction, 'AddtlTxInf'),
          entryInfo,
        ]),
        category: '',
        // The batch's own id names the whole batch: each of its transactions is told by its place in it.
        bankId: text(transaction, 'Refs', 'AcctSvcrRef') || (entryId ? `${entryId}/${index + 1}` : undefined),
      });
    }
  }
  return records;
}
