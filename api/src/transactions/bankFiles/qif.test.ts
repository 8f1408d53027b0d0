import { MESSAGES } from '@moneta/shared/contract';
import { qifDates, readQif } from './qif';
import { statementOf } from './testFiles';

describe('qifDates', () => {
  it('reads month first when a day after the 12th proves it, with Quicken apostrophe years', () => {
    expect(qifDates(['01/31/2024', "2/ 1'24", '2/20/24'])).toEqual([
      '2024-01-31',
      '2024-02-01',
      '2024-02-20',
    ]);
  });

  it('reads day first when a day after the 12th proves it, and dotted dates always day first', () => {
    expect(qifDates(['31/01/2024', '05/02/2024'])).toEqual(['2024-01-31', '2024-02-05']);
    expect(qifDates(['01.02.2024', '03.04.2024'])).toEqual(['2024-02-01', '2024-04-03']);
  });

  it('takes ISO dates as they are', () => {
    expect(qifDates(['2024-01-31', '2024/02/01'])).toEqual(['2024-01-31', '2024-02-01']);
  });

  it('refuses a file whose dates read both ways', () => {
    expect(() => qifDates(['01/02/2024', '03/04/2024'])).toThrow(
      expect.objectContaining({ statusCode: 422, message: MESSAGES.statementDatesAmbiguous }),
    );
    // The same day both ways is no ambiguity.
    expect(qifDates(['03/03/2024'])).toEqual(['2024-03-03']);
  });

  it('keeps a date valid in neither order as found, for its row to report', () => {
    expect(qifDates(['01/31/2024', '13/13/2024', 'soon'])).toEqual(['2024-01-31', '13/13/2024', 'soon']);
  });
});

describe('readQif', () => {
  it('reads a US bank file: payees, memos, amounts with thousands, categories of its side', () => {
    expect(readQif(statementOf('us-dates.qif').text)).toEqual([
      {
        line: 2,
        date: '2024-01-31',
        amount: -1250,
        description: 'Landlord LLC',
        notes: 'Rent February',
        category: 'Rent',
        bankId: undefined,
      },
      {
        line: 9,
        date: '2024-02-01',
        amount: -42.17,
        description: 'Green Grocer',
        notes: '',
        category: 'Food',
        bankId: undefined,
      },
      {
        line: 15,
        date: '2024-02-15',
        amount: 3100,
        description: 'ACME PAYROLL',
        notes: 'February salary',
        category: 'Salary',
        bankId: undefined,
      },
      {
        line: 21,
        date: '2024-02-20',
        amount: -80,
        description: 'Power & Light Co',
        notes: 'Split bill',
        category: 'Utilities',
        bankId: undefined,
      },
    ]);
  });

  it('reads a European card file in Windows-1252 with decimal commas', () => {
    expect(readQif(statementOf('eu-dates.qif').text)).toMatchObject([
      { date: '2024-01-31', amount: -1234.56, description: 'Möbelhaus Schröder', notes: 'Sofa' },
      { date: '2024-02-05', amount: -12.9, description: 'Bäckerei Lindner' },
      // Named as the file names it: whether it is one of the person's, the import decides (./analysis.ts).
      { date: '2024-02-06', amount: 250, description: 'Erstattung Möbelhaus', category: 'Refund' },
    ]);
  });

  it('refuses the ambiguous file', () => {
    expect(() => readQif(statementOf('ambiguous-dates.qif').text)).toThrow(
      expect.objectContaining({ message: MESSAGES.statementDatesAmbiguous }),
    );
  });

  it('passes over lists and investment sections, and reads a last record without its ^', () => {
    const text = [
      '!Account',
      'NChecking',
      'TBank',
      '^',
      '!Type:Cat',
      'NFood',
      '^',
      '!Type:Bank',
      'D2024-05-01',
      'T-5',
      'PTea',
    ].join('\n');
    expect(readQif(text)).toMatchObject([{ line: 9, date: '2024-05-01', amount: -5, description: 'Tea' }]);
  });
});
