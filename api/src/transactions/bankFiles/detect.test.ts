import { readStatement } from './detect';
import { fixture } from './testFiles';

describe('readStatement', () => {
  it('tells each format from the content, whatever the name', () => {
    expect(readStatement(fixture('checking-1252.ofx'))?.format).toBe('ofx');
    expect(readStatement(fixture('card-ofx2.ofx'))?.format).toBe('ofx');
    expect(readStatement(fixture('web-connect.qfx'))?.format).toBe('qfx');
    expect(readStatement(fixture('us-dates.qif'))?.format).toBe('qif');
    expect(readStatement(fixture('statement.camt053.xml'))?.format).toBe('camt053');
  });

  it('leaves CSV to the CSV reading', () => {
    expect(readStatement(Buffer.from('Date,Title,Amount\n2024-01-01,Tea,-3\n'))).toBeUndefined();
    expect(readStatement(Buffer.from(''))).toBeUndefined();
  });

  it('reads OFX 1.x in its declared Windows-1252, and UTF-8 when the header says so', () => {
    expect(readStatement(fixture('checking-1252.ofx'))?.text).toContain('<NAME>Café Crème');
    const utf8 = Buffer.from('OFXHEADER:100\nENCODING:UTF-8\nCHARSET:NONE\n\n<OFX><NAME>Café</OFX>');
    expect(readStatement(utf8)?.text).toContain('Café');
  });

  it('reads XML in the encoding its declaration names, after a byte order mark', () => {
    const latin1 = Buffer.concat([
      Buffer.from('\uFEFF<?xml version="1.0" encoding="ISO-8859-1"?><Document><BkToCstmrStmt>'),
      Buffer.from([0x4b, 0xf6, 0x6c, 0x6e]),
      Buffer.from('</BkToCstmrStmt></Document>'),
    ]);
    expect(readStatement(latin1)).toEqual({ format: 'camt053', text: expect.stringContaining('Köln') });
  });

  it('reads QIF as UTF-8, or as Windows-1252 when it is not valid UTF-8', () => {
    expect(readStatement(fixture('eu-dates.qif'))?.text).toContain('Möbelhaus Schröder');
    expect(readStatement(Buffer.from('!Type:Bank\nPCafé\n^\n'))?.text).toContain('Café');
  });

  it('refuses XML that is no statement it knows, and an unknown character set', () => {
    expect(() => readStatement(Buffer.from('<?xml version="1.0"?><html></html>'))).toThrow(
      expect.objectContaining({ statusCode: 422 }),
    );
    expect(() =>
      readStatement(
        Buffer.from('<?xml version="1.0" encoding="x-klingon"?><Document><BkToCstmrStmt/></Document>'),
      ),
    ).toThrow(expect.objectContaining({ statusCode: 422 }));
  });
});
