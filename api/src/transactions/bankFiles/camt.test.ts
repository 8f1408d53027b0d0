import { readCamt } from './camt';
import { statementOf } from './testFiles';

describe('readCamt', () => {
  it('reads entries, a batch as one row per transaction, a reversal, and leaves pending entries out', async () => {
    const records = await readCamt(statementOf('statement.camt053.xml').text);
    expect(records).toEqual([
      {
        line: 22,
        date: '2024-03-04',
        amount: -89.9,
        description: 'Stadtwerke Köln GmbH',
        notes: 'Abschlag Strom März 2024 Vertrag 4471123\nSEPA-LASTSCHRIFT',
        category: '',
        bankId: '2024030412345001',
      },
      {
        line: 43,
        date: '2024-03-15',
        amount: 3200,
        description: 'Beispiel AG',
        notes: 'Gehalt März',
        category: '',
        bankId: '2024031500000777',
      },
      {
        line: 68,
        date: '2024-03-20',
        amount: -120,
        description: 'Versicherung Nord',
        notes: 'Police 88-1\nSAMMLER-LASTSCHRIFT',
        category: '',
        bankId: '2024032099001-1',
      },
      {
        line: 74,
        date: '2024-03-20',
        amount: -80.5,
        description: 'Sportverein Ehrenfeld',
        notes: 'Beitrag Q2\nSAMMLER-LASTSCHRIFT',
        category: '',
        bankId: '2024032099001-2',
      },
      {
        line: 80,
        date: '2024-03-20',
        amount: -45,
        description: 'Zeitungsverlag West',
        notes: 'SAMMLER-LASTSCHRIFT',
        category: '',
        bankId: '2024032099001/3',
      },
      {
        line: 87,
        date: '2024-03-22',
        amount: 89.9,
        description: 'Stadtwerke Köln GmbH',
        notes: 'Rückbuchung Abschlag Strom März 2024',
        category: '',
        bankId: '2024032212345002',
      },
    ]);
  });

  it('reads version 8 names (Pty/Nm, the transaction amount and mark) under a namespace prefix', async () => {
    const xml = `<?xml version="1.0"?>
<c:Document xmlns:c="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><c:BkToCstmrStmt><c:Stmt>
<c:Ntry><c:Amt Ccy="EUR">10.00</c:Amt><c:CdtDbtInd>CRDT</c:CdtDbtInd><c:Sts><c:Cd>BOOK</c:Cd></c:Sts>
<c:BookgDt><c:Dt>2024-06-01</c:Dt></c:BookgDt><c:NtryRef>N1</c:NtryRef>
<c:NtryDtls>
<c:TxDtls><c:Amt Ccy="EUR">4.00</c:Amt><c:CdtDbtInd>CRDT</c:CdtDbtInd>
<c:RltdPties><c:Dbtr><c:Pty><c:Nm>Ann</c:Nm></c:Pty></c:Dbtr></c:RltdPties></c:TxDtls>
<c:TxDtls><c:Amt Ccy="EUR">6.00</c:Amt><c:CdtDbtInd>CRDT</c:CdtDbtInd>
<c:RltdPties><c:Dbtr><c:Pty><c:Nm>Bob</c:Nm></c:Pty></c:Dbtr></c:RltdPties></c:TxDtls>
</c:NtryDtls></c:Ntry></c:Stmt></c:BkToCstmrStmt></c:Document>`;
    expect(await readCamt(xml)).toMatchObject([
      { line: 6, amount: 4, description: 'Ann', bankId: 'N1/1', date: '2024-06-01' },
      { line: 8, amount: 6, description: 'Bob', bankId: 'N1/2', date: '2024-06-01' },
    ]);
  });

  it('gives an entry without a credit/debit mark an unreadable amount', async () => {
    const xml =
      '<Document><BkToCstmrStmt><Stmt><Ntry><Amt>1.00</Amt><BookgDt><Dt>2024-01-01</Dt></BookgDt></Ntry></Stmt></BkToCstmrStmt></Document>';
    const [record] = await readCamt(xml);
    expect(record?.amount).toBeNaN();
  });

  it('refuses a document type declaration', async () => {
    await expect(
      readCamt('<!DOCTYPE d [<!ENTITY a "aaaa">]><Document><BkToCstmrStmt/></Document>'),
    ).rejects.toEqual(expect.objectContaining({ statusCode: 422 }));
  });
});
