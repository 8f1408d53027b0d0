import { MESSAGES } from '@moneta/shared/contract';
import { readOfx } from './ofx';
import { sgmlToXml } from './sgml';
import { statementOf } from './testFiles';

describe('sgmlToXml', () => {
  it('closes the elements that hold a value and keeps the aggregates and the lines', () => {
    const sgml = '<OFX>\n<STMTTRN>\n<TRNAMT>-1.50\n<NAME>A &amp; B</NAME>\n<MEMO>\n</STMTTRN>\n</OFX>';
    expect(sgmlToXml(sgml)).toBe(
      '<OFX>\n<STMTTRN>\n<TRNAMT>-1.50</TRNAMT>\n<NAME>A &amp; B</NAME>\n<MEMO></MEMO>\n</STMTTRN>\n</OFX>',
    );
  });

  it('escapes a bare ampersand and closes what the file leaves open', () => {
    expect(sgmlToXml('<OFX>\n<STMTTRN>\n<NAME>Bits & Bobs\n</STMTTRN>\n<STMTTRN>\n<NAME>Tea\n</OFX>')).toBe(
      '<OFX>\n<STMTTRN>\n<NAME>Bits &amp; Bobs</NAME>\n</STMTTRN>\n<STMTTRN>\n<NAME>Tea</NAME>\n</STMTTRN></OFX>',
    );
  });
});

describe('readOfx', () => {
  it('reads OFX 1.x SGML in Windows-1252: payees, memos, signs, dates and FITIDs', async () => {
    const records = await readOfx(statementOf('checking-1252.ofx').text);
    expect(records).toEqual([
      {
        line: 43,
        date: '2024-01-02',
        amount: 2500,
        description: 'ACME PAYROLL',
        notes: 'Salary January',
        category: '',
        bankId: '202401020001',
      },
      {
        line: 51,
        date: '2024-01-05',
        amount: -4.75,
        description: 'Café Crème',
        notes: 'Card 4411 & co',
        category: '',
        bankId: '202401050002',
      },
      {
        line: 59,
        date: '2024-01-09',
        amount: -62.1,
        description: 'M&S Foodhall',
        notes: '',
        category: '',
        bankId: '202401090003',
      },
      {
        line: 67,
        date: '2024-01-15',
        amount: -1200,
        description: 'Check 1043',
        notes: 'Rent January',
        category: '',
        bankId: '202401150004',
      },
    ]);
  });

  it('reads OFX 2.x XML, the payee aggregate and entities included', async () => {
    const records = await readOfx(statementOf('card-ofx2.ofx').text);
    expect(
      records.map(({ description, amount, date, bankId }) => ({ description, amount, date, bankId })),
    ).toEqual([
      { description: 'Bäckerei Müller & Söhne', amount: -18.4, date: '2024-02-03', bankId: 'CC-0203-77120' },
      { description: 'Streamly subscription', amount: -49.99, date: '2024-02-11', bankId: 'CC-0211-77121' },
      { description: 'Streamly refund', amount: 49.99, date: '2024-02-20', bankId: 'CC-0220-77122' },
    ]);
    expect(records.map((record) => record.line)).toEqual([21, 29, 36]);
  });

  it('reads a QFX file as OFX', async () => {
    const records = await readOfx(statementOf('web-connect.qfx').text);
    expect(records).toMatchObject([
      { date: '2024-03-31', amount: 3.12, description: 'Interest paid', bankId: 'INT20240331' },
      { date: '2024-03-15', amount: -150, description: 'Online transfer to checking', notes: 'Ref 55120' },
    ]);
  });

  it('keeps an unreadable date and a missing amount for the rows to report', async () => {
    const records = await readOfx(statementOf('bad-rows.ofx').text);
    expect(records.map(({ date, amount }) => ({ date, amount }))).toEqual([
      { date: '2024-04-05', amount: -9.99 },
      { date: '20241345', amount: -5 },
      { date: '2024-04-07', amount: undefined },
    ]);
  });

  it('refuses a file without an OFX body', async () => {
    await expect(readOfx('OFXHEADER:100\n\nno body')).rejects.toEqual(
      expect.objectContaining({ statusCode: 422, message: MESSAGES.statementUnreadable }),
    );
  });

  it('closes a transaction the file leaves open where its statement ends, as SGML does', async () => {
    const records = await readOfx(
      '<OFX><BANKTRANLIST><STMTTRN><TRNAMT>1<FITID>X</STMTTRN><STMTTRN><TRNAMT>2<FITID>Y</BANKTRANLIST></OFX>',
    );
    expect(records).toMatchObject([
      { amount: 1, bankId: 'X' },
      { amount: 2, bankId: 'Y' },
    ]);
  });
});
