// The spreadsheet formula guard of every CSV Moneta writes: each trigger, after any spaces, gets an
// apostrophe, and the import takes exactly that apostrophe off again.
import { guardFormula, unguardFormula } from '../src/transactions/csv/cells';

const TRIGGERS = ['=', '+', '-', '@', '\t', '\r'];

describe.each(TRIGGERS)('a cell starting with %j', (trigger) => {
  it.each(['', ' ', '   '])('after %j is neutralised and imports back unchanged', (spaces) => {
    const text = `${spaces}${trigger}1+1`;
    expect(guardFormula(text)).toBe(`'${text}`);
    expect(unguardFormula(guardFormula(text))).toBe(text);
  });
});

test('other text is written as it is', () => {
  for (const text of ['Rent', ' Rent', "'quoted", '1+1', 'a=b']) {
    expect(guardFormula(text)).toBe(text);
    expect(unguardFormula(text)).toBe(text);
  }
});
